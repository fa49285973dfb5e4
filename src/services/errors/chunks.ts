/**
 * Lazily loaded parts of a page ("Chunk load: 'Loading chunk {n} failed' (timeout
 * 120 s)"): an import that fails or takes longer than 120 s rejects with that text and is reported
 * through the browser's `reportError`, which error reporting (when configured) captures like any
 * uncaught error.
 */
/** "Chunk load: 'Loading chunk {n} failed' (timeout 120 s)" */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The error a lazily loaded part of the page reports when it cannot load. Here, not with error
 * reporting's settings, so that a page's lazy loads do not bring those settings along.
 */
export function chunkLoadError(chunk: string, cause: unknown): Error {
  return new Error(`Loading chunk ${chunk} failed`, { cause });
}

export function loadChunk<Module>(
  chunk: string,
  load: () => Promise<Module>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<Module> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer in ${String(timeoutMs / 1000)} s`));
    }, timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((cause: unknown) => {
      const error = chunkLoadError(chunk, cause);
      reportError(error);
      throw error;
    })
    .finally(() => {
      clearTimeout(timer);
    });
}
