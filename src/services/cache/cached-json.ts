/**
 * The islands' way to the response cache: the cache (and IndexedDB's code) loads with the first
 * fetch, so a page whose visitor never switches season downloads none of it.
 */
export function fetchCachedJson(url: string, signal: AbortSignal): Promise<unknown> {
  return import('./response-cache.ts').then(({ fetchJsonThroughCache }) => fetchJsonThroughCache(url, signal));
}
