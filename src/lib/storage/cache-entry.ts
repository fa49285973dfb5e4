/**
 * The local cache's entries: "Cache entry: data, lastUpdated, ttlMs";
 * "Cache entries expire past ttl; malformed discarded." The rule lives here; the IndexedDB adapter
 * (src/services) only stores and deletes.
 */

/** "Local cache: IndexedDB named PLLStatsDB, store cache, version 3 ..., TTL 604800000 ms." */
export const CACHE_TTL_MS = 604_800_000;

export interface CacheEntry<Data> {
  data: Data;
  /** Epoch milliseconds of the write. */
  lastUpdated: number;
  ttlMs: number;
}

export function cacheEntry<Data>(data: Data, now: number, ttlMs: number = CACHE_TTL_MS): CacheEntry<Data> {
  return { data, lastUpdated: now, ttlMs };
}

export type CacheRead<Data> = { state: 'fresh'; data: Data } | { state: 'expired' } | { state: 'malformed' };

/** What a stored value means now: fresh data, expired (past its ttl) or malformed (discard it). */
export function readCacheEntry(stored: unknown, now: number): CacheRead<unknown> {
  if (typeof stored !== 'object' || stored === null || !('data' in stored)) return { state: 'malformed' };
  const { lastUpdated, ttlMs } = stored as { lastUpdated?: unknown; ttlMs?: unknown };
  if (typeof lastUpdated !== 'number' || !Number.isFinite(lastUpdated)) return { state: 'malformed' };
  if (typeof ttlMs !== 'number' || !Number.isFinite(ttlMs) || ttlMs < 0) return { state: 'malformed' };
  if (now - lastUpdated > ttlMs) return { state: 'expired' };
  return { state: 'fresh', data: stored.data };
}

/**
 * "Local cache: IndexedDB named PLLStatsDB, store cache, version 3"; the image cache
 * ("Image cache 7 days, up to 100 entries") is a second store of the same database.
 */
export const LOCAL_DATABASE = { name: 'PLLStatsDB', version: 3, responses: 'cache', images: 'images' } as const;

/**
 * The responses the cache holds: the site's per-season JSON (leaders, tables, comparison), all of it
 * under /data/. A service worker answers them, so the islands that fetch them carry no cache code.
 */
export function isCachedResponsePath(pathname: string): boolean {
  return pathname.startsWith('/data/') && pathname.endsWith('.json');
}

/** The service worker's address: at the root, so its scope covers every page. */
export const RESPONSE_CACHE_WORKER_URL = '/sw.js';

/** What the local storage reports when it cannot serve. */
export const STORAGE_TEXTS = {
  unavailable: 'All storage methods failed verification',
  insufficient: 'Insufficient client storage',
  timedOut: 'IndexedDB operation timed out',
} as const;

/**
 * An entry's key: the build that wrote it and the URL. A rebuild after a game publishes new
 * per-season JSON under the same URL, so entries of another build never answer; they are swept.
 */
export function cacheKey(buildId: string, url: string): string {
  return `${buildId} ${url}`;
}

export function isKeyOfBuild(key: string, buildId: string): boolean {
  return key.startsWith(`${buildId} `);
}

/** The keys to delete so that at most `max` entries remain, oldest first ("up to 100 entries"). */
export function keysBeyondLimit(entries: readonly { key: string; lastUpdated: number }[], max: number): string[] {
  if (entries.length <= max) return [];
  return [...entries]
    .sort((a, b) => a.lastUpdated - b.lastUpdated)
    .slice(0, entries.length - max)
    .map((entry) => entry.key);
}
