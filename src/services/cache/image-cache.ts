/**
 * The image cache: "Images come from cache first, else fetched and cached;
 * data URLs used directly", kept 7 days, up to 100 entries (the oldest go first). Blobs live in the
 * `images` store of `PLLStatsDB`; the caller gets an object URL it must revoke.
 */
import {
  STORAGE_OPERATION_TIMEOUT_MS,
  STORAGE_WRITE_TIMEOUT_MS,
  hasRoomFor,
  withDatabase,
  type Database,
} from './database.ts';
import { LOCAL_DATABASE, cacheEntry, keysBeyondLimit, readCacheEntry } from '../../lib/storage/cache-entry.ts';

/** "Image cache 7 days, up to 100 entries." */
export const IMAGE_CACHE_TTL_MS = 7 * 86_400_000;
export const IMAGE_CACHE_MAX_ENTRIES = 100;

async function readImage(src: string): Promise<Blob | undefined> {
  return withDatabase(async (database) => {
    const read = readCacheEntry(await database.get(LOCAL_DATABASE.images, src), Date.now());
    if (read.state === 'fresh' && read.data instanceof Blob) return read.data;
    await database.delete(LOCAL_DATABASE.images, src);
    return undefined;
  }, STORAGE_OPERATION_TIMEOUT_MS);
}

async function evictBeyondLimit(database: Database): Promise<void> {
  const transaction = database.transaction(LOCAL_DATABASE.images, 'readwrite');
  const entries: { key: string; lastUpdated: number }[] = [];
  for (let cursor = await transaction.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const { lastUpdated } = cursor.value as { lastUpdated?: unknown };
    // Keys are image URLs; a malformed entry counts as the oldest, so it goes first.
    if (typeof cursor.key === 'string')
      entries.push({ key: cursor.key, lastUpdated: typeof lastUpdated === 'number' ? lastUpdated : 0 });
  }
  await Promise.all([
    ...keysBeyondLimit(entries, IMAGE_CACHE_MAX_ENTRIES).map((key) => transaction.store.delete(key)),
    transaction.done,
  ]);
}

async function writeImage(src: string, blob: Blob): Promise<void> {
  if (!(await hasRoomFor(blob.size))) return;
  await withDatabase(async (database) => {
    await database.put(LOCAL_DATABASE.images, cacheEntry(blob, Date.now(), IMAGE_CACHE_TTL_MS), src);
    await evictBeyondLimit(database);
  }, STORAGE_WRITE_TIMEOUT_MS);
}

/**
 * An object URL of the image from the cache, else fetched (CORS) and cached. Rejects when the
 * fetch fails (offline, or a host that does not allow CORS): the caller then lets the element load
 * the source itself.
 */
export async function cachedImageUrl(src: string, signal: AbortSignal): Promise<string> {
  const cached = await readImage(src);
  if (cached !== undefined) return URL.createObjectURL(cached);
  const response = await fetch(src, { mode: 'cors', signal });
  if (!response.ok) throw new Error(`${src}: status ${String(response.status)}`);
  const blob = await response.blob();
  void writeImage(src, blob);
  return URL.createObjectURL(blob);
}
