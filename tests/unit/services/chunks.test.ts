import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadError, loadChunk } from '../../../src/services/errors/chunks.ts';

describe('lazily loaded chunks: "Loading chunk {n} failed" after a 120 s timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('passes a loaded module through and reports nothing', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    await expect(loadChunk('Player', () => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a failed import rejects with the chunk-load error text and is reported', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    await expect(loadChunk('Player', () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      'Loading chunk Player failed',
    );
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk Player failed' }));
  });

  it('an import with no answer fails after 120 s, not before', async () => {
    vi.useFakeTimers();
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const loading = loadChunk('Player', () => new Promise(() => undefined));
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk Player failed' }));
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('a chunk that cannot load says "Loading chunk {n} failed" and keeps its cause', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = chunkLoadError('VideoModal', cause);
    expect(error.message).toBe('Loading chunk VideoModal failed');
    expect(error.cause).toBe(cause);
  });
});
