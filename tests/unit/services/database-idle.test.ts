/**
 * The local database's idle close check: one connection serves every operation,
 * and once nothing has used it for a whole check period it closes, so another tab can upgrade; the
 * next operation opens it again. idb's openDB is replaced by a counting double (Node has no IndexedDB).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_IDLE_CHECK_MS } from '../../../src/services/cache/database.ts';

const opened: { close: ReturnType<typeof vi.fn> }[] = [];

vi.mock('idb', () => ({
  openDB: () => {
    const database = { close: vi.fn(), getAllKeys: () => Promise.resolve([]) };
    opened.push(database);
    return Promise.resolve(database);
  },
}));

const { withDatabase } = await import('../../../src/services/cache/database.ts');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('indexedDB', {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const use = (): Promise<string | undefined> => withDatabase(() => Promise.resolve('used'), 5000);

describe('the idle close check', () => {
  it('keeps the connection while it is used, closes it after a whole idle period, and reopens on the next use', async () => {
    expect(STORAGE_IDLE_CHECK_MS).toBe(60_000);
    await expect(use()).resolves.toBe('used');
    await expect(use()).resolves.toBe('used');
    expect(opened).toHaveLength(1);

    // Used again 30 s in: the first check (at 60 s) finds it used 30 s ago and keeps it open.
    await vi.advanceTimersByTimeAsync(30_000);
    await use();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(opened[0]?.close).not.toHaveBeenCalled();

    // The next check (at 120 s) finds it idle for 90 s: closed.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opened[0]?.close).toHaveBeenCalledOnce();

    await expect(use()).resolves.toBe('used');
    expect(opened).toHaveLength(2);
    expect(opened[1]?.close).not.toHaveBeenCalled();
  });
});
