/**
 * The islands' way to the response cache. Its code (and IndexedDB's) stays off the island's
 * critical path: it loads once the browser is idle after the island has loaded, so a season switch
 * still finds it when the visitor has gone offline since.
 */
const loadCache = (): Promise<typeof import('./response-cache.ts')> => import('./response-cache.ts');

if (typeof window !== 'undefined') {
  const warm = (): void => {
    loadCache().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(warm);
  else setTimeout(warm, 1);
}

export function fetchCachedJson(url: string, signal: AbortSignal): Promise<unknown> {
  return loadCache().then(({ fetchJsonThroughCache }) => fetchJsonThroughCache(url, signal));
}
