/**
 * `npm run sync [-- --game <slug>] [--allow-shrink] [--to DIR]`
 *
 * Pulls every season (2019 to the current one) from the league API into the snapshot the build
 * reads: the upstream API when PLL_GRAPHQL_URL and PLL_REST_URL are set, otherwise the embedded
 * league API over the current snapshot. `--game <slug>` refreshes only what one finished game
 * touches (the post-game webhook's entry point). The last good snapshot is replaced only by a
 * complete, well-formed one that holds no fewer entities (`--allow-shrink` overrides the last check).
 */
import { parseArgs } from 'node:util';
import { snapshotDir } from '../src/data/store.ts';
import { ALLOW_SHRINK_FLAG } from './sync/safety.ts';
import { describeFailure, syncWithDefaultApi } from './sync/default-api.ts';

const USAGE = `Usage: npm run sync -- [--game <slug>] [${ALLOW_SHRINK_FLAG}] [--to DIR]
  --game SLUG      refresh only what this finished game touches
  ${ALLOW_SHRINK_FLAG}   accept a snapshot with fewer entities than the last good one
  --to DIR         snapshot directory (default $PLL_SNAPSHOT_DIR or data/snapshot)`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      game: { type: 'string' },
      'allow-shrink': { type: 'boolean' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help === true) {
  console.log(USAGE);
  process.exit(0);
}

try {
  await syncWithDefaultApi({
    dir: values.to ?? snapshotDir(),
    game: values.game,
    allowShrink: values['allow-shrink'] === true,
  });
} catch (error) {
  console.error(`sync: ${describeFailure(error)}`);
  process.exit(1);
}
