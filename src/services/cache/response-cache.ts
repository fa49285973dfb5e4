/**
 * The response cache: entries {data, lastUpdated, ttlMs} living 604800000 ms in
 * the `cache` store of `PLLStatsDB`. The service worker answers per-season JSON through it, so a
 * season seen once switches back at once, also offline. Reads and writes never fail a fetch: when
 * storage is not ready, they answer nothing and the network serves.
 */
import { parseJson } from '../../api/http.ts';
import {
  STORAGE_OPERATION_TIMEOUT_MS,
  STORAGE_WRITE_TIMEOUT_MS,
  hasRoomFor,
  withDatabase,
  withTimeout,
} from './database.ts';
import { LOCAL_DATABASE, cacheEntry, cacheKey, isKeyOfBuild, readCacheEntry } from '../../lib/storage/cache-entry.ts';

/**
 * The build this service worker belongs to; response cache keys carry it (see `cacheKey`). Only the
 * worker knows it: were it in the pages' scripts, every build would rename every chunk and so
 * rewrite every page, and a post-game build could not leave unchanged pages alone.
 */
export const BUILD_ID = import.meta.env.PUBLIC_BUILD_ID ?? 'dev';

/** Response entries of earlier builds never answer again, so a new worker drops them when it takes over. */
export async function sweepOtherBuilds(): Promise<void> {
  await withDatabase(async (database) => {
    const keys = await database.getAllKeys(LOCAL_DATABASE.responses);
    const stale = keys.filter((key) => typeof key !== 'string' || !isKeyOfBuild(key, BUILD_ID));
    if (stale.length === 0) return;
    const transaction = database.transaction(LOCAL_DATABASE.responses, 'readwrite');
    await Promise.all([...stale.map((key) => transaction.store.delete(key)), transaction.done]);
  }, STORAGE_OPERATION_TIMEOUT_MS);
}

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
    (database) =>
      withTimeout(
        database.put(LOCAL_DATABASE.responses, cacheEntry(data, Date.now()), cacheKey(BUILD_ID, url)),
        STORAGE_OPERATION_TIMEOUT_MS,
      ),
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
export async function answerThroughCache(
  request: Request,
  keepAlive: (work: Promise<unknown>) => void,
): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const url = `${pathname}${search}`;
  const cached = await readCached(url);
  if (cached !== undefined) return Response.json(cached);
  const response = await fetch(request);
  if (response.ok) keepAlive(storeJson(url, response.clone()));
  return response;
}
