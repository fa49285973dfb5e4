/**
 * The snapshot's file hashes, which key what is made from some seasons' data alone: a season's key
 * follows its own two files and the players' records, and nothing else.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seasonDataKey, snapshotDigests, type SnapshotDigests } from '../../../src/data/snapshot.ts';
import { DEFAULT_SNAPSHOT_DIR } from '../../../src/data/store.ts';

const dirs: string[] = [];
const original = process.env['PLL_SNAPSHOT_DIR'];

afterAll(() => {
  if (original === undefined) delete process.env['PLL_SNAPSHOT_DIR'];
  else process.env['PLL_SNAPSHOT_DIR'] = original;
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The digests of a copy of the bundled snapshot, a space added to the file `touched` of the copy first (same data, other text). */
async function digestsOfCopy(touched?: string): Promise<SnapshotDigests> {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-digests-'));
  dirs.push(dir);
  cpSync(DEFAULT_SNAPSHOT_DIR, dir, { recursive: true });
  if (touched !== undefined) writeFileSync(join(dir, touched), `${readFileSync(join(dir, touched), 'utf8')} `);
  process.env['PLL_SNAPSHOT_DIR'] = dir;
  return snapshotDigests();
}

const keysOf = (digests: SnapshotDigests): Map<number, string> =>
  new Map([...digests.seasons.keys()].map((year) => [year, seasonDataKey(digests, year)]));

describe('seasonDataKey', () => {
  it('changes for the season whose games file changed, and for no other season', async () => {
    const before = keysOf(await digestsOfCopy());
    const after = keysOf(await digestsOfCopy('games/2024.json'));
    expect([...before.keys()]).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    const changed = [...after].filter(([year, key]) => before.get(year) !== key).map(([year]) => year);
    expect(changed).toEqual([2024]);
  });

  it("changes for every season when the players' records change", async () => {
    const before = keysOf(await digestsOfCopy());
    const after = keysOf(await digestsOfCopy('players.json'));
    expect([...after].filter(([year, key]) => before.get(year) === key)).toEqual([]);
  });

  it("follows a season's own file too, and is the same for the same files", async () => {
    const before = keysOf(await digestsOfCopy());
    expect(keysOf(await digestsOfCopy())).toEqual(before);
    const after = keysOf(await digestsOfCopy('seasons/2019.json'));
    expect([...after].filter(([year, key]) => before.get(year) !== key).map(([year]) => year)).toEqual([2019]);
  });
});
