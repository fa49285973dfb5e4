/**
 * The build started beside its sync: its process reads the snapshot only once the sync says it is
 * written, a failed sync stops it before it reads anything, and a sync gone without a word fails
 * its reads with the reason. The build here is a process that loads the snapshot as the pages do
 * (src/data/snapshot.ts), from a folder that does not exist until the "sync" copies the bundled
 * snapshot into it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handOverWhenSynced, SNAPSHOT_PENDING_FLAG } from '../../../../scripts/lib/snapshot-handoff.ts';
import { DEFAULT_SNAPSHOT_DIR } from '../../../../src/data/store.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const moduleUrl = (path: string): string => pathToFileURL(join(root, path)).href;

/** Says "reading" once it has asked for the snapshot, then prints the seasons it read. */
const BUILD = `
import { awaitSnapshotHandoff } from ${JSON.stringify(moduleUrl('scripts/lib/snapshot-handoff.ts'))};
import { loadSnapshot } from ${JSON.stringify(moduleUrl('src/data/snapshot.ts'))};
awaitSnapshotHandoff();
const snapshot = loadSnapshot();
console.log('reading');
try {
  console.log(JSON.stringify((await snapshot).manifest.seasons.map((season) => season.year)));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
`;

let work: string;
let snapshotDir: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'snapshot-handoff-'));
  snapshotDir = join(work, 'snapshot');
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts the build beside a sync; `reading` resolves once it has asked for the snapshot. */
function startBuild(): { build: ChildProcess; reading: Promise<void>; ended: Promise<Ended> } {
  const build = spawn(process.execPath, ['--input-type=module', '-e', BUILD], {
    cwd: root,
    env: { ...process.env, PLL_SNAPSHOT_DIR: snapshotDir, [SNAPSHOT_PENDING_FLAG]: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stdout = '';
  let stderr = '';
  const reading = new Promise<void>((resolve) => {
    build.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('reading')) resolve();
    });
  });
  build.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<Ended>((resolve) => {
    build.on('exit', (code, signal) => {
      resolve({ code, signal, stdout, stderr });
    });
  });
  return { build, reading, ended };
}

describe('a build started beside its sync', () => {
  it('reads the snapshot the sync writes after the build asked for it', async () => {
    const { build, reading, ended } = startBuild();
    const synced = reading.then(() => {
      cpSync(DEFAULT_SNAPSHOT_DIR, snapshotDir, { recursive: true });
    });
    handOverWhenSynced(build, synced);
    const { code, stdout, stderr } = await ended;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(DEFAULT_SNAPSHOT_DIR, 'manifest.json'), 'utf8')) as {
      seasons: { year: number }[];
    };
    expect(stdout).toContain(JSON.stringify(manifest.seasons.map((season) => season.year)));
  });

  it('is stopped by a failed sync before it reads anything', async () => {
    const { build, reading, ended } = startBuild();
    handOverWhenSynced(
      build,
      reading.then(() => Promise.reject(new Error('the league API answered 503'))),
    );
    const { signal, stdout } = await ended;
    expect(signal).toBe('SIGTERM');
    expect(stdout.trim()).toBe('reading');
  });

  it('fails its reads, naming why, when the sync goes without a word', async () => {
    const { build, reading, ended } = startBuild();
    await reading;
    build.disconnect();
    const { code, stderr } = await ended;
    expect(code).toBe(1);
    expect(stderr).toContain('the sync ended without writing the snapshot');
  });
});
