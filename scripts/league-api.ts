/**
 * `npm run league-api [-- --port N] [--snapshot DIR] [--host H] [--store DIR]`
 *
 * Starts the embedded league API standalone (default http://127.0.0.1:4322): GraphQL at /graphql,
 * REST v4 under /api. It is a development double of the league's API over the bundled snapshot:
 * any bearer token is accepted (the default `dev-token` too; a JWT counts as its user_id/sub
 * claim, signature unchecked). Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startLeagueApi } from './league-api/server.ts';

const DEFAULT_PORT = 4322;

const USAGE = `Usage: npm run league-api -- [--port N] [--snapshot DIR] [--host HOST] [--store DIR]
  --port N         port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --snapshot DIR   snapshot directory (default $PLL_SNAPSHOT_DIR or data/snapshot)
  --host HOST      interface to bind (default 127.0.0.1)
  --store DIR      where user and engagement records are kept (default .cache/league-api)`;

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        snapshot: { type: 'string' },
        host: { type: 'string' },
        store: { type: 'string' },
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
    return;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`--port must be an integer from 0 to 65535, got "${values.port ?? ''}"\n${USAGE}`);
    process.exit(2);
  }
  const api = await startLeagueApi({
    port,
    ...(values.snapshot === undefined ? {} : { snapshotDir: values.snapshot }),
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.store === undefined ? {} : { storeDir: values.store }),
  });
  console.log(`League API (development double) listening on ${api.url}`);
  console.log(`  GraphQL  ${api.graphqlUrl}`);
  console.log(`  REST     ${api.restBaseUrl}  (e.g. ${api.restBaseUrl}/v4/events?year=2025)`);
  console.log('  Any bearer token is accepted (default dev-token). Ctrl-C stops.');

  const stop = (signal: string): void => {
    console.log(`\n${signal}: stopping the league API`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Failed to stop cleanly: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
}

main().catch((error: unknown) => {
  console.error(`league-api: ${(error as Error).message}`);
  process.exit(1);
});
