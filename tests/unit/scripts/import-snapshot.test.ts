/** The import-snapshot CLI end to end: reads a source directory, writes a snapshot directory. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SNAPSHOT_DIR } from '../../../src/data/store.ts';
import { listSnapshotFiles } from '../../support/snapshot-files.ts';
import { DEFAULT_SOURCE_DIR, PROJECT_ROOT, sourceExists } from '../../../scripts/lib/snapshot-source.ts';

const run = promisify(execFile);
const CLI = join(PROJECT_ROOT, 'scripts/import-snapshot.ts');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'import-snapshot-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('npm run import-snapshot', () => {
  it('writes the committed snapshot byte for byte and prints one line per season', async (context) => {
    context.skip(!sourceExists(), `skipped: ${DEFAULT_SOURCE_DIR} is absent`);
    const to = join(work, 'snapshot');
    const { stdout } = await run(process.execPath, [CLI, '--from', DEFAULT_SOURCE_DIR, '--to', to]);
    expect(stdout).toMatch(/^2019: 6 teams, 0 players, 0 games \(published totals\)$/m);
    expect(stdout).toMatch(/^2026: 8 teams, \d+ players, 51 games \(box scores\)$/m);
    const files = await listSnapshotFiles(to);
    expect(files).toEqual(await listSnapshotFiles(DEFAULT_SNAPSHOT_DIR));
    for (const file of files) {
      expect(await readFile(join(to, file), 'utf8'), file).toBe(
        await readFile(join(DEFAULT_SNAPSHOT_DIR, file), 'utf8'),
      );
    }
  });

  it('says which file it cannot read when --from is wrong, writes nothing and exits 1', async () => {
    const to = join(work, 'not-written');
    const error = await run(process.execPath, [CLI, '--from', join(work, 'nowhere'), '--to', to]).then(
      () => null,
      (reason: unknown) => reason as { code: number; stderr: string },
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toMatch(
      /import-snapshot: Cannot read .*nowhere.*games_2022\.csv.*Is --from pointing at the pll-snapshot directory\?/,
    );
    await expect(listSnapshotFiles(to)).rejects.toThrow();
  });
});
