/**
 * A build started before its sync ends. The build's start (Astro's config, the kept bundles' check,
 * compiling their code) does not read the snapshot: about a second of the post-game path that can
 * run beside the sync instead of after it. The parent starts the build's process with an IPC
 * channel and SNAPSHOT_PENDING_FLAG, and tells it once the sync has written the snapshot; until
 * then the process reads no snapshot (src/data/snapshot-ready.ts) and so renders and writes no
 * page. A sync that fails stops the build's process instead.
 */
import type { ChildProcess } from 'node:child_process';
import { readSnapshotAfter } from '../../src/data/snapshot-ready.ts';

export const SNAPSHOT_PENDING_FLAG = 'PLL_SNAPSHOT_PENDING';
const SNAPSHOT_WRITTEN = 'snapshot-written';

/**
 * Parent side: once `synced` resolves, tells `build` (started with an `'ipc'` channel as its fourth
 * stdio entry and SNAPSHOT_PENDING_FLAG=1) that the snapshot is written; if it rejects, stops the build.
 */
export function handOverWhenSynced(build: ChildProcess, synced: Promise<unknown>): void {
  synced.then(
    () => {
      // A build that already ended has no channel left, and reports its own failure.
      if (!build.connected) return;
      build.send(SNAPSHOT_WRITTEN);
      build.disconnect();
    },
    () => build.kill(),
  );
}

/**
 * Build side: when this process was started to wait for its sync, makes its reads of the snapshot
 * wait for the parent's word, and a parent gone without it fails them. The promise of the written
 * snapshot (resolved at once in a build started after its sync).
 */
export function awaitSnapshotHandoff(): Promise<void> {
  if (process.env[SNAPSHOT_PENDING_FLAG] !== '1') return Promise.resolve();
  const written = new Promise<void>((resolve, reject) => {
    if (!process.connected) {
      reject(new Error(`${SNAPSHOT_PENDING_FLAG}=1, but this process has no channel to its sync`));
      return;
    }
    process.once('message', (message) => {
      if (message === SNAPSHOT_WRITTEN) resolve();
      else reject(new Error(`the sync sent ${JSON.stringify(message)} instead of "${SNAPSHOT_WRITTEN}"`));
    });
    process.once('disconnect', () => {
      reject(new Error('the sync ended without writing the snapshot: nothing is built'));
    });
  });
  readSnapshotAfter(written);
  return written;
}
