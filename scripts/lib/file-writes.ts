import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes under way at once: enough to keep libuv's four file threads busy while the next files are made. */
const WRITES_AT_ONCE = 8;

/**
 * Many files written a few at a time, each folder made once. The writers that run after the pages
 * (CSV files, share images) wrote one file after another, the thread waiting on the disk for each:
 * made and written alone, the bundled league's 4,278 CSV files took 3.3–3.9 s so, 1.8–2.2 s this way.
 */
export class FileWrites {
  readonly #folders = new Map<string, Promise<unknown>>();
  readonly #running = new Set<Promise<void>>();
  #failure: { error: unknown } | undefined;

  /**
   * Starts `write`, which writes `target`, once the target's folder exists; first waits while
   * enough writes are under way. Throws the first failure of an earlier write.
   */
  async add(target: string, write: () => Promise<void>): Promise<void> {
    while (this.#running.size >= WRITES_AT_ONCE) await Promise.race(this.#running);
    this.#throwFailure();
    const folder = dirname(target);
    let made = this.#folders.get(folder);
    if (made === undefined) {
      made = mkdir(folder, { recursive: true });
      this.#folders.set(folder, made);
    }
    const running: Promise<void> = made.then(write).then(
      () => {
        this.#running.delete(running);
      },
      (error: unknown) => {
        this.#running.delete(running);
        this.#failure ??= { error };
      },
    );
    this.#running.add(running);
  }

  /** Waits for every write; throws the first failure. */
  async done(): Promise<void> {
    await Promise.all(this.#running);
    this.#throwFailure();
  }

  #throwFailure(): void {
    if (this.#failure !== undefined) throw this.#failure.error;
  }
}
