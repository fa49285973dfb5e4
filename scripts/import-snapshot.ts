/**
 * Imports the public PLL data snapshot into data/snapshot (the bundled development dataset).
 *
 *   npm run import-snapshot [-- --from DIR] [-- --to DIR]
 *
 * --from defaults to ../shared/data/pll-snapshot beside the project; --to to data/snapshot. The
 * conversion is scripts/lib/convert-snapshot.ts; the write is atomic (src/data/store.ts).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SNAPSHOT_DIR, writeSnapshotAtomically } from '../src/data/store.ts';
import { convertSnapshotWithReport } from './lib/convert-snapshot.ts';
import { DEFAULT_SOURCE_DIR, readSource } from './lib/snapshot-source.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' } },
    allowPositionals: false,
  });
  const from = resolve(values.from ?? DEFAULT_SOURCE_DIR);
  const to = resolve(values.to ?? DEFAULT_SNAPSHOT_DIR);
  const { snapshot, report } = convertSnapshotWithReport(await readSource(from));
  await writeSnapshotAtomically(to, snapshot);
  for (const season of snapshot.manifest.seasons) {
    const data = season.hasGameData ? 'box scores' : 'published totals';
    console.log(`${season.year}: ${season.teams} teams, ${season.players} players, ${season.games} games (${data})`);
  }
  console.log(
    `${snapshot.players.length} players (${report.syntheticIds.length} with synthetic ids), ` +
      `${report.phantomGoals.length} phantom goals read as shots, ` +
      `${report.droppedTeamStatRows.length + report.droppedPlayerStatRows.length} off-game box-score rows dropped; ` +
      `written to ${to}`,
  );
}

main().catch((error: unknown) => {
  console.error(`import-snapshot: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
