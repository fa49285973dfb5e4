/**
 * The local database's failure paths: storage is never required, so a
 * missing IndexedDB, a full quota or a slow operation each answer "nothing" with its storage text,
 * reported as a storage_failure event. (Real IndexedDB is exercised in tests/e2e/response-cache.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_TEXTS } from '../../../src/lib/storage/cache-entry.ts';
import { hasRoomFor, withDatabase, withTimeout } from '../../../src/services/cache/database.ts';
import { readCached, writeCached } from '../../../src/services/cache/response-cache.ts';

let events: Record<string, unknown>[];

beforeEach(() => {
  events = [];
  vi.stubGlobal('window', { dataLayer: events });
  vi.stubGlobal('document', { cookie: '' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('local database failures', () => {
  it('"IndexedDB operation timed out" when an operation outlives its time, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    withTimeout(new Promise(() => undefined), 5000).catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(new Error(STORAGE_TEXTS.timedOut));
    await expect(withTimeout(Promise.resolve('done'), 5000)).resolves.toBe('done');
  });

  it('without IndexedDB: reads answer nothing, writes are skipped, and "All storage methods failed verification" is reported', async () => {
    expect(typeof indexedDB).toBe('undefined');
    await expect(withDatabase(() => Promise.resolve('never'), 5000)).resolves.toBeUndefined();
    await expect(readCached('/data/leaders/players/2025-regular.json')).resolves.toBeUndefined();
    vi.stubGlobal('navigator', {});
    await expect(writeCached('/data/leaders/players/2025-regular.json', { a: 1 }, 10)).resolves.toBeUndefined();
    expect(events).toContainEqual({ event: 'storage_failure', reason: STORAGE_TEXTS.unavailable });
  });

  it('"Insufficient client storage" when the quota cannot take the entry; room is assumed when the browser cannot say', async () => {
    vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({ quota: 1000, usage: 990 }) } });
    await expect(hasRoomFor(20)).resolves.toBe(false);
    expect(events).toEqual([{ event: 'storage_failure', reason: STORAGE_TEXTS.insufficient }]);
    await expect(hasRoomFor(5)).resolves.toBe(true);
    vi.stubGlobal('navigator', {});
    await expect(hasRoomFor(1e12)).resolves.toBe(true);
  });

  it('a revoked consent silences the failure events too (they are analytics)', async () => {
    vi.stubGlobal('document', { cookie: 'pll_consent=revoked' });
    vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({ quota: 10, usage: 10 }) } });
    await expect(hasRoomFor(1)).resolves.toBe(false);
    expect(events).toEqual([]);
  });
});
