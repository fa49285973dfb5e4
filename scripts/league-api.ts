/**
 * `npm run league-api [-- --port N] [--snapshot DIR] [--host H] [--store DIR] [--highlights DIR] [--messages FILE] [--replay GAME [--speed N]] [--firebase-project ID [--auth-emulator URL]]`
 *
 * Starts the embedded league API standalone (default http://127.0.0.1:4322): GraphQL at /graphql,
 * REST v4 under /api. It is a development double of the league's API over the bundled snapshot:
 * any bearer token is accepted (the default `dev-token` too; a JWT counts as its user_id/sub
 * claim, signature unchecked) unless --firebase-project names the project whose Auth Emulator checks
 * the user calls' ID tokens. With --replay it plays a real game as live (REST and the SSE stream
 * at /api/v4/events/sse); /__control/live drives replays. Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startLeagueApi } from './league-api/server.ts';
import { DEFAULT_REPLAY_SPEED } from './league-api/live-replay.ts';
import { DEFAULT_AUTH_EMULATOR_URL } from '../src/lib/config/accounts.ts';
import { EMBEDDED_API_PORT as DEFAULT_PORT } from '../src/lib/config/live-api.ts';

const USAGE = `Usage: npm run league-api -- [--port N] [--snapshot DIR] [--host HOST] [--store DIR] [--highlights DIR] [--messages FILE] [--replay GAME [--speed N]] [--firebase-project ID [--auth-emulator URL]]
  --port N         port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --snapshot DIR   snapshot directory (default $PLL_SNAPSHOT_DIR or data/snapshot)
  --host HOST      interface to bind (default 127.0.0.1)
  --store DIR      where user and engagement records are kept (default .cache/league-api)
  --highlights DIR game highlights, {slugname}.json plus media files (default $PLL_HIGHLIGHTS_DIR or the snapshot's highlights/)
  --messages FILE  in-app messages (default the snapshot's messages.json)
  --replay GAME    replay a real game (slugname such as 2024_game_6, or id) as live
  --speed N        game seconds a wall second for --replay (default ${String(DEFAULT_REPLAY_SPEED)})
  --firebase-project ID  user calls take only this project's ID tokens, checked with its Auth Emulator
  --auth-emulator URL    that emulator (default http://$FIREBASE_AUTH_EMULATOR_HOST or ${DEFAULT_AUTH_EMULATOR_URL})`;

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        snapshot: { type: 'string' },
        host: { type: 'string' },
        store: { type: 'string' },
        highlights: { type: 'string' },
        messages: { type: 'string' },
        replay: { type: 'string' },
        speed: { type: 'string' },
        'firebase-project': { type: 'string' },
        'auth-emulator': { type: 'string' },
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
  const speed = values.speed === undefined ? undefined : Number(values.speed);
  if (speed !== undefined && !(speed > 0)) {
    console.error(`--speed must be a positive number of game seconds a second, got "${values.speed ?? ''}"\n${USAGE}`);
    process.exit(2);
  }
  if (speed !== undefined && values.replay === undefined) {
    console.error(`--speed needs --replay GAME\n${USAGE}`);
    process.exit(2);
  }
  const firebaseProject = values['firebase-project'];
  const emulatorHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  const emulatorOrigin =
    values['auth-emulator'] ?? (emulatorHost ? `http://${emulatorHost}` : DEFAULT_AUTH_EMULATOR_URL);
  if (values['auth-emulator'] !== undefined && firebaseProject === undefined) {
    console.error(`--auth-emulator needs --firebase-project ID\n${USAGE}`);
    process.exit(2);
  }
  const api = await startLeagueApi({
    port,
    ...(values.snapshot === undefined ? {} : { snapshotDir: values.snapshot }),
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.store === undefined ? {} : { storeDir: values.store }),
    ...(values.highlights === undefined ? {} : { highlightsDir: values.highlights }),
    ...(values.messages === undefined ? {} : { messagesFile: values.messages }),
    ...(firebaseProject === undefined
      ? {}
      : { firebaseAuth: { projectId: firebaseProject, emulatorOrigin: emulatorOrigin.replace(/\/+$/, '') } }),
    ...(values.replay === undefined
      ? {}
      : { replay: { game: values.replay, ...(speed === undefined ? {} : { speed }) } }),
  });
  console.log(`League API (development double) listening on ${api.url}`);
  console.log(`  GraphQL  ${api.graphqlUrl}`);
  console.log(`  REST     ${api.restBaseUrl}  (e.g. ${api.restBaseUrl}/v4/events?year=2025)`);
  const replay = api.live.current;
  if (replay) {
    console.log(
      `  Replaying ${replay.event.slugname} (${String(replay.totalPlays)} plays) at ${String(replay.speed)} game seconds a second: stream at ${api.restBaseUrl}/v4/events/sse`,
    );
  }
  console.log(`  Live replays: GET/POST/PATCH/DELETE ${api.url}/__control/live`);
  console.log(
    firebaseProject === undefined
      ? '  Any bearer token is accepted (default dev-token). Ctrl-C stops.'
      : `  User calls take ID tokens of ${firebaseProject} (checked with ${emulatorOrigin}); other calls any token. Ctrl-C stops.`,
  );

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
