import { describe, expect, it } from 'vitest';
import {
  cacheEntry,
  cacheKey,
  isCachedResponsePath,
  isKeyOfBuild,
  keysBeyondLimit,
  readCacheEntry,
} from '../../../../src/lib/storage/cache-entry.ts';
import { CACHE_TTL_MS } from '../../../../src/lib/storage/cache-entry.ts';
import { IMAGE_CACHE_TTL_MS, IMAGE_CACHE_MAX_ENTRIES } from '../../../../src/services/cache/image-cache.ts';

describe('cache entries', () => {
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
    for (const stored of [
      null,
      'x',
      42,
      {},
      { data: 1 },
      { data: 1, lastUpdated: 'today', ttlMs: 5 },
      { data: 1, lastUpdated: 0, ttlMs: -1 },
      { data: 1, lastUpdated: Number.NaN, ttlMs: 1 },
    ]) {
      expect(readCacheEntry(stored, 0), JSON.stringify(stored)).toEqual({ state: 'malformed' });
    }
  });
});

describe('cache keys', () => {
  it('scope an entry to the build that wrote it, so a rebuild after a game never serves older JSON', () => {
    const key = cacheKey('2026-11-23T10:00:00.000Z', '/data/leaders/players/2025-regular.json');
    expect(isKeyOfBuild(key, '2026-11-23T10:00:00.000Z')).toBe(true);
    expect(isKeyOfBuild(key, '2026-11-24T10:00:00.000Z')).toBe(false);
    expect(isKeyOfBuild('2026-11-23T10:00:00.000Z/data', '2026-11-23T10:00:00.000Z')).toBe(false);
  });
});

describe('image cache limit ("Image cache 7 days, up to 100 entries")', () => {
  it('keeps the newest 100 and names the oldest beyond them', () => {
    const entries = Array.from({ length: 103 }, (_, index) => ({
      key: `img-${String(index)}`,
      lastUpdated: 1000 - index,
    }));
    expect(keysBeyondLimit(entries, IMAGE_CACHE_MAX_ENTRIES)).toEqual(['img-102', 'img-101', 'img-100']);
    expect(keysBeyondLimit(entries.slice(0, 100), IMAGE_CACHE_MAX_ENTRIES)).toEqual([]);
    expect(IMAGE_CACHE_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("the cache holds the site's per-season JSON under /data/ and nothing else", () => {
    expect(isCachedResponsePath('/data/leaders/players/2025-regular.json')).toBe(true);
    expect(isCachedResponsePath('/data/comparison/2026.json')).toBe(true);
    expect(isCachedResponsePath('/players/')).toBe(false);
    expect(isCachedResponsePath('/data/tables/')).toBe(false);
    expect(isCachedResponsePath('/v4/events/2025/highlights.json')).toBe(false);
  });
});
