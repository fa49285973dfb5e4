/**
 * The islands' way to the response cache. Its code (and IndexedDB's) stays off the island's
 * critical path: the first fetch loads it, and a browser that already holds the cache's database
 * loads it as soon as it is idle, so a season cached earlier still switches after the visitor has
 * gone offline. A first visit, with nothing cached, loads none of it until a season switch.
 */
import { LOCAL_DATABASE } from '../../lib/storage/cache-entry.ts';

const loadCache = (): Promise<typeof import('./response-cache.ts')> => import('./response-cache.ts');

async function holdsCache(): Promise<boolean> {
  // Browsers without databases() cannot say: warm up anyway.
  if (!('databases' in indexedDB)) return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === LOCAL_DATABASE.name);
}

if (typeof indexedDB !== 'undefined') {
  const warm = (): void => {
    holdsCache()
      .then((holds) => (holds ? loadCache() : null))
      .catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(warm);
  else setTimeout(warm, 1);
}

export function fetchCachedJson(url: string, signal: AbortSignal): Promise<unknown> {
  return loadCache().then(({ fetchJsonThroughCache }) => fetchJsonThroughCache(url, signal));
}
