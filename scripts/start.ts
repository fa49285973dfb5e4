/**
 * `npm start [-- --port 4321] [--auth-port 9099] [--game SLUG] [--speed N] [--dist DIR] [--no-build]`
 *
 * The whole product on one machine, on the bundled data: builds the site when dist/ is missing or
 * older than its inputs, then serves it and the embedded league API on one origin (the API under
 * /api and /graphql, which is where pages built without PUBLIC_LEAGUE_API_URL look for it), starts
 * the Firebase Auth Emulator so that sign-in works, and replays one real game as live so the
 * ticker, the game's live center and the connection test page show a game in progress. Prints what
 * runs where; Ctrl+C stops everything. The bundled data has no videos, so a generated sample clip
 * stands in as one past game's highlights (titled as the sample it is), published with the site. A part that cannot start is named with the reason (a port in
 * use names the flag that moves it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LeagueData } from '../src/data/league.ts';
import { readSnapshot, snapshotDir } from '../src/data/store.ts';
import { DEFAULT_AUTH_EMULATOR_URL, DEMO_FIREBASE_PROJECT } from '../src/lib/config/accounts.ts';
import { gamePath } from '../src/lib/routes.ts';
import { createLeagueApi, isLeagueApiPath } from './league-api/server.ts';
import { requestUrl } from './lib/request-target.ts';
import { writeSampleHighlights } from './lib/sample-highlights.ts';
import { startAuthEmulator, stopChild } from './lib/auth-emulator.ts';
import { staticSiteHandler } from './lib/static-site.ts';
import { isFinal } from '../src/lib/games/status.ts';

const root = join(import.meta.dirname, '..');
const DEFAULT_PORT = 4321;
const DEFAULT_AUTH_PORT = Number(new URL(DEFAULT_AUTH_EMULATOR_URL).port);
/** Game seconds a wall second: a 60-minute game plays in about ten minutes, long enough to open it. */
const DEFAULT_SPEED = 6;
const stateDir = join(root, '.cache', 'start');
/** Per site folder, the settings and time of npm start's last build of it. */
const stampsFile = join(stateDir, 'builds.json');
/** What the site is built from: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = [
  'src',
  'public',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/lib/service-worker.ts',
];

const USAGE = `Usage: npm start -- [--port N] [--auth-port N] [--game SLUG] [--speed N] [--dist DIR] [--no-build]
  --port N       the site and the league API (default ${String(DEFAULT_PORT)})
  --auth-port N  the Firebase Auth Emulator (default ${String(DEFAULT_AUTH_PORT)})
  --game SLUG    the real game replayed as live (default the latest season's last final game with play-by-play)
  --speed N      game seconds a wall second (default ${String(DEFAULT_SPEED)}: about ten minutes a game)
  --dist DIR     the site's folder, built there when stale (default dist)
  --no-build     serve the site's folder as it is, even when it is stale`;

class StartError extends Error {}

/** What to stop on Ctrl+C or when a later part fails to start, last started first. */
const running: (() => Promise<void>)[] = [];
async function stopAll(): Promise<void> {
  for (const stop of running.toReversed()) await stop();
  running.length = 0;
}

interface Options {
  port: number;
  authPort: number;
  game: string | undefined;
  speed: number;
  dist: string;
  build: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'auth-port': { type: 'string' },
      game: { type: 'string' },
      speed: { type: 'string' },
      dist: { type: 'string' },
      'no-build': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help === true) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = (flag: string, value: string | undefined, fallback: number): number => {
    const number = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 65_535)
      throw new StartError(`--${flag} must be a port from 1 to 65535, got "${value ?? ''}"`);
    return number;
  };
  const speed = values.speed === undefined ? DEFAULT_SPEED : Number(values.speed);
  if (!(speed > 0))
    throw new StartError(`--speed must be a positive number of game seconds a second, got "${values.speed ?? ''}"`);
  const options = {
    port: port('port', values.port, DEFAULT_PORT),
    authPort: port('auth-port', values['auth-port'], DEFAULT_AUTH_PORT),
    game: values.game,
    speed,
    dist: resolve(root, values.dist ?? 'dist'),
    build: values['no-build'] !== true,
  };
  if (options.port === options.authPort)
    throw new StartError(`--port and --auth-port must differ, both are ${String(options.port)}`);
  return options;
}

/** The game to replay: the one asked for, else the latest season's last final game with play-by-play. */
function replayGame(league: LeagueData, asked: string | undefined): { slugname: string; year: number; title: string } {
  const hasPlays = (slugname: string): boolean => (league.game(slugname)?.plays?.length ?? 0) > 0;
  const event =
    asked === undefined
      ? league.years
          .toSorted((a, b) => b - a)
          .flatMap((year) =>
            league
              .eventsOf(year)
              .filter((candidate) => isFinal(candidate.eventStatus) && hasPlays(candidate.slugname))
              .toSorted((a, b) => b.startTime - a.startTime),
          )[0]
      : league.event(asked);
  if (event === undefined)
    throw new StartError(
      asked === undefined
        ? 'live game: the snapshot has no final game with play-by-play to replay'
        : `live game: --game ${asked} is no game of the snapshot`,
    );
  if (!hasPlays(event.slugname))
    throw new StartError(
      `live game: ${event.slugname} has no play-by-play to replay (box scores and plays start in 2022); choose another with --game`,
    );
  const title = `${league.teamName(event.year, event.awayTeamId)} at ${league.teamName(event.year, event.homeTeamId)}`;
  return { slugname: event.slugname, year: event.year, title };
}

/** The newest modification time under the build's inputs. */
function newestInput(): { path: string; mtimeMs: number } {
  let newest = { path: '', mtimeMs: 0 };
  const visit = (path: string): void => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (info === undefined) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (info.mtimeMs > newest.mtimeMs) {
      newest = { path, mtimeMs: info.mtimeMs };
    }
  };
  for (const input of [...BUILD_INPUTS, relative(root, snapshotDir())]) visit(join(root, input));
  return newest;
}

interface Stamp {
  settings: Record<string, string>;
  builtAt: number;
}

const readStamps = (): Record<string, Stamp> =>
  existsSync(stampsFile) ? (JSON.parse(readFileSync(stampsFile, 'utf8')) as Record<string, Stamp>) : {};

/** Why the site's folder must be built again for these settings, or null when it is current. */
function staleness(dist: string, settings: Record<string, string>): string | null {
  const name = `${relative(root, dist) || '.'}/`;
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return `${name} has no site yet`;
  const stamp = readStamps()[dist];
  if (stamp === undefined) return `${name} was not built by npm start (its pages lack the live game)`;
  if (JSON.stringify(stamp.settings) !== JSON.stringify(settings))
    return `${name} was built for another live game or emulator port`;
  // Another build (npm run build) since ours replaced the pages.
  if (statSync(index).mtimeMs > stamp.builtAt + 60_000) return `${name} was built by another command since`;
  const input = newestInput();
  if (input.mtimeMs > stamp.builtAt) return `${relative(root, input.path)} changed since ${name} was built`;
  return null;
}

function build(dist: string, settings: Record<string, string>, reason: string): void {
  console.log(`Building the site (${reason}); this takes about a minute…`);
  const started = Date.now();
  // The pages must find the league API on their own origin, whatever the shell has set.
  const env = { ...process.env, ...settings };
  delete env['PUBLIC_LEAGUE_API_URL'];
  delete env['PUBLIC_USER_API_URL'];
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.ts'), '--out', dist], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0)
    throw new StartError(`build: failed (exit ${String(result.status ?? result.signal)}); the messages above say why`);
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(
    stampsFile,
    JSON.stringify({ ...readStamps(), [dist]: { settings, builtAt: started } satisfies Stamp }),
  );
}

function listen(server: Server, port: number, part: string, flag: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StartError(
          error.code === 'EADDRINUSE'
            ? `${part}: port ${String(port)} is in use; choose another with ${flag} N`
            : `${part}: cannot listen on port ${String(port)}: ${error.message}`,
        ),
      );
    });
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const options = parseOptions();
  const snapshot = await readSnapshot();
  const league = new LeagueData(snapshot);
  const game = replayGame(league, options.game);
  const authOrigin = `http://127.0.0.1:${String(options.authPort)}`;
  const highlightsDir = join(stateDir, 'highlights');
  const sample = writeSampleHighlights(highlightsDir);
  const settings = {
    PLL_GAME_DAY_GAMES: game.slugname,
    PUBLIC_FIREBASE_AUTH_EMULATOR_URL: authOrigin,
    PLL_HIGHLIGHTS_DIR: highlightsDir,
  };

  // The site's port first: it fails fast, before a build.
  const server = createServer();
  await listen(server, options.port, 'site and league API', '--port');
  running.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  );
  const stale = staleness(options.dist, settings);
  if (stale !== null && options.build) build(options.dist, settings, stale);
  else if (stale !== null) console.log(`Serving ${options.dist} as it is (--no-build), though ${stale}.`);

  const emulator = await startAuthEmulator(options.authPort, stateDir).catch((error: unknown) => {
    throw new StartError((error as Error).message);
  });
  if (emulator !== null) running.push(() => stopChild(emulator));
  const api = await createLeagueApi({
    snapshot,
    highlightsDir,
    replay: { game: game.slugname, speed: options.speed },
    firebaseAuth: { projectId: DEMO_FIREBASE_PROJECT, emulatorOrigin: authOrigin },
  });
  running.push(() => api.close());
  const site = staticSiteHandler(options.dist);
  server.on('request', (request, response) => {
    // A target that is no path (`//`, a bad escape) goes to the site, which answers 400.
    const url = requestUrl(request.url);
    (url !== null && isLeagueApiPath(url.pathname) ? api.handle : site)(request, response);
  });

  const url = `http://127.0.0.1:${String(options.port)}`;
  const minutes = Math.round(3600 / options.speed / 60);
  console.log(`
PLL Stats is running at ${url}/  (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)
  site             ${relative(root, options.dist) || '.'}/, served as a CDN would
  league API       ${url}/api and ${url}/graphql (the embedded API over the bundled data, same origin)
  live game        ${game.title} (${game.slugname}), replayed at ${String(options.speed)} game seconds a second, about ${String(minutes)} min:
                   ${url}${gamePath(game.year, game.slugname)}  and the ticker on ${url}/
  highlights       ${url}${gamePath(sample.year, sample.slugname)}  (a generated sample clip: the bundled data has no videos)
  connection test  ${url}/sse/connection/test/
  sign-in          Firebase Auth Emulator at ${authOrigin}${emulator === null ? ' (already running, reused)' : ''}; sign-in links: ${authOrigin}/emulator/v1/projects/${DEMO_FIREBASE_PROJECT}/oobCodes
Ctrl+C stops everything.`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the site, the league API${emulator === null ? '' : ' and the Auth Emulator'}`);
    void stopAll().then(() => process.exit(0));
  };
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
}

main().catch(async (error: unknown) => {
  // A bad flag (parseArgs throws a TypeError) gets the usage too.
  console.error(
    error instanceof StartError
      ? `npm start: ${error.message}`
      : error instanceof TypeError
        ? `npm start: ${error.message}\n${USAGE}`
        : error,
  );
  await stopAll();
  process.exit(1);
});
