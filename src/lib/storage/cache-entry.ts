/**
 * The local cache's entries (spec sections 3 and 5): "Cache entry: data, lastUpdated, ttlMs";
 * "Cache entries expire past ttl; malformed discarded." The rule lives here; the IndexedDB adapter
 * (src/services) only stores and deletes.
 */
import { CACHE_TTL_MS } from '../constants.ts';

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
