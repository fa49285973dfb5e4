/**
 * `npm run bench:sync`: measures a full sync from the embedded league API over the bundled data
 * into a fresh directory (so every file is written), then the post-game path (--game for the
 * newest final game). Prints time, requests, entities and snapshot size; asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot, snapshotFiles } from '../src/data/store.ts';
import { DEFAULT_LEAGUE_API_TOKEN } from '../src/lib/config/live-api.ts';
import { LEAGUE_TIME_ZONE } from '../src/lib/games/time-display.ts';
import { startLeagueApi } from './league-api/server.ts';
import { percentile } from './lib/figures.ts';
import { runSync, type SyncSummary } from './sync/run-sync.ts';

const RUNS = 3;

const bundled = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
const lastSeason = Math.max(...bundled.manifest.seasons.map((season) => season.year));
const newestGame = [...bundled.games.values()].flatMap((games) => Object.keys(games)).at(-1);
const workDir = await mkdtemp(join(tmpdir(), 'pll-bench-sync-'));
const api = await startLeagueApi({ snapshot: bundled, storeDir: join(workDir, 'store') });
const target = {
  graphqlUrl: api.graphqlUrl,
  restBaseUrl: api.restBaseUrl,
  token: DEFAULT_LEAGUE_API_TOKEN,
  timeZone: LEAGUE_TIME_ZONE,
};

function line(label: string, runs: SyncSummary[]): string {
  const seconds = runs.map((run) => run.seconds).sort((a, b) => a - b);
  const median = percentile(seconds, 0.5);
  const [first] = runs;
  return `${label}: median ${median.toFixed(2)} s of ${runs.length} (min ${(seconds[0] ?? 0).toFixed(2)}, max ${(seconds.at(-1) ?? 0).toFixed(2)}), ${first?.requests ?? 0} requests, ${first?.entities ?? 0} entities`;
}

try {
  const full: SyncSummary[] = [];
  for (let run = 0; run < RUNS; run++) {
    full.push(await runSync({ api: target, dir: join(workDir, `full-${run}`), lastSeason }));
  }
  console.log(line('full sync (8 seasons, into an empty directory)', full));

  if (newestGame !== undefined) {
    const game: SyncSummary[] = [];
    for (let run = 0; run < RUNS; run++) {
      game.push(await runSync({ api: target, dir: join(workDir, 'full-0'), lastSeason, game: newestGame }));
    }
    console.log(line(`post-game sync (--game ${newestGame})`, game));
  }

  const files = [...snapshotFiles(bundled).values()];
  const bytes = files.reduce((total, text) => total + Buffer.byteLength(text), 0);
  const gzipped = files.reduce((total, text) => total + gzipSync(text).length, 0);
  console.log(
    `snapshot: ${files.length} files, ${(bytes / 1e6).toFixed(2)} MB (${(gzipped / 1e6).toFixed(2)} MB gzipped)`,
  );
  console.log(`machine: ${process.version}, ${cpus().length} cores`);
} finally {
  await api.close();
  await rm(workDir, { recursive: true, force: true });
}
