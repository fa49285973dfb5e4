/**
 * When the snapshot may be read. The post-game build starts while its sync still writes the
 * snapshot, so that the build's start (Astro's config, the kept bundles' check, compiling their
 * code) runs beside the sync; its process is then given a promise of the written snapshot, and
 * every read of the snapshot in that process waits for it (scripts/lib/snapshot-handoff.ts). Kept on
 * the process: the pre-render bundle and the build's integrations each have their own copy of
 * this module.
 */
const WRITTEN = Symbol.for('pll-stats.snapshot-written');
const processWide = globalThis as typeof globalThis & { [WRITTEN]?: Promise<void> };

/** Makes this process's reads of the snapshot wait for `written`; a rejection fails them with its error. */
export function readSnapshotAfter(written: Promise<void>): void {
  // Handled where the snapshot is read; until then a rejection must not count as unhandled.
  written.catch(() => undefined);
  processWide[WRITTEN] = written;
}

/** Settles once the snapshot may be read: at once, unless the process was told to wait. */
export function snapshotWritten(): Promise<void> {
  return processWide[WRITTEN] ?? Promise.resolve();
}
