import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MS } from '../../../../src/lib/constants.ts';
import { cacheEntry, readCacheEntry } from '../../../../src/lib/storage/cache-entry.ts';

describe('cache entries (spec sections 3, 5 and 7)', () => {
  it('"Cache entry: data, lastUpdated, ttlMs" with the TTL 604800000 ms by default', () => {
    expect(cacheEntry({ a: 1 }, 1000)).toEqual({ data: { a: 1 }, lastUpdated: 1000, ttlMs: 604_800_000 });
    expect(CACHE_TTL_MS).toBe(604_800_000);
  });

  it('"Cache entries expire past ttl": fresh up to the ttl, expired one millisecond after', () => {
    const entry = cacheEntry('x', 0, 100);
    expect(readCacheEntry(entry, 100)).toEqual({ state: 'fresh', data: 'x' });
    expect(readCacheEntry(entry, 101)).toEqual({ state: 'expired' });
  });

  it('"malformed discarded": anything that is not an entry reads as malformed', () => {
    for (const stored of [null, 'x', 42, {}, { data: 1 }, { data: 1, lastUpdated: 'today', ttlMs: 5 }, { data: 1, lastUpdated: 0, ttlMs: -1 }, { data: 1, lastUpdated: Number.NaN, ttlMs: 1 }]) {
      expect(readCacheEntry(stored, 0), JSON.stringify(stored)).toEqual({ state: 'malformed' });
    }
  });
});
