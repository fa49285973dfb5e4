/**
 * The response cache: entries {data, lastUpdated, ttlMs} living 604800000 ms in
 * the `cache` store of `PLLStatsDB`. The service worker answers per-season JSON through it, so a
 * season seen once switches back at once, also offline. Reads and writes never fail a fetch: when
 * storage is not ready, they answer nothing and the network serves.
 */
import { parseJson } from '../../api/http.ts';
import { STORAGE_OPERATION_TIMEOUT_MS, STORAGE_WRITE_TIMEOUT_MS } from '../../lib/constants.ts';
import { LOCAL_DATABASE, cacheEntry, cacheKey, readCacheEntry } from '../../lib/storage/cache-entry.ts';
import { BUILD_ID, hasRoomFor, withDatabase, withTimeout } from './database.ts';

/** The fresh cached data for a URL, or undefined (expired and malformed entries are deleted). */
export async function readCached(url: string): Promise<unknown> {
  const key = cacheKey(BUILD_ID, url);
  return withDatabase(async (database) => {
    const read = readCacheEntry(await database.get(LOCAL_DATABASE.responses, key), Date.now());
    if (read.state === 'fresh') return read.data;
    await database.delete(LOCAL_DATABASE.responses, key);
    return undefined;
  }, STORAGE_OPERATION_TIMEOUT_MS);
}

/** Stores data for a URL; skipped (and reported) when storage is not ready or full. */
export async function writeCached(url: string, data: unknown, approximateBytes: number): Promise<void> {
  if (!(await hasRoomFor(approximateBytes))) return;
  await withDatabase(
    (database) => withTimeout(database.put(LOCAL_DATABASE.responses, cacheEntry(data, Date.now()), cacheKey(BUILD_ID, url)), STORAGE_OPERATION_TIMEOUT_MS),
    STORAGE_WRITE_TIMEOUT_MS,
  );
}

async function storeJson(url: string, response: Response): Promise<void> {
  const text = await response.text();
  const json = parseJson(text);
  // Not JSON: the page's parser reports it; the cache only ever holds good data.
  if (json.ok) await writeCached(url, json.value, text.length * 2);
}

/**
 * The answer to a request for per-season JSON: the fresh cached data, else the network's answer,
 * stored when it is good JSON. A failed fetch (offline) fails as it would without the cache.
 * `keepAlive` holds the worker open until the write is done.
 */
export async function answerThroughCache(request: Request, keepAlive: (work: Promise<unknown>) => void): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const url = `${pathname}${search}`;
  const cached = await readCached(url);
  if (cached !== undefined) return Response.json(cached);
  const response = await fetch(request);
  if (response.ok) keepAlive(storeJson(url, response.clone()));
  return response;
}
