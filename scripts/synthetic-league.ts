/**
 * `npm run synthetic-league [-- --factor 10] [--seed N] [--out DIR]`: writes the real snapshot
 * scaled by the factor in players, games and plays (scripts/lib/synthetic-league.ts) as a snapshot
 * directory. Serve it with `npm run league-api -- --snapshot DIR`.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot, writeSnapshotAtomically } from '../src/data/store.ts';
import { scaleSnapshot } from './lib/synthetic-league.ts';

const USAGE = 'Usage: npm run synthetic-league -- [--factor 10] [--seed N] [--out .cache/synthetic-league]';

let values;
try {
  ({ values } = parseArgs({
    options: {
      factor: { type: 'string', default: '10' },
      seed: { type: 'string', default: '2026' },
      out: { type: 'string', default: '.cache/synthetic-league' },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const factor = Number(values.factor);
const seed = Number(values.seed);
if (!Number.isInteger(factor) || factor < 1 || !Number.isInteger(seed)) {
  console.error(
    `--factor must be a whole number of at least 1 and --seed a whole number, got ${values.factor} and ${values.seed}\n${USAGE}`,
  );
  process.exit(2);
}
const started = performance.now();
const scaled = scaleSnapshot(await readSnapshot(DEFAULT_SNAPSHOT_DIR), factor, seed);
await writeSnapshotAtomically(values.out, scaled);
const games = [...scaled.games.values()].reduce((total, season) => total + Object.keys(season).length, 0);
console.log(
  `synthetic league x${String(factor)}: ${String(scaled.players.length)} players, ${String(games)} games with data, written to ${values.out} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
