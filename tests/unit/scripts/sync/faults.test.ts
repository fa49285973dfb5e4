/**
 * The sync's fault matrix: a fake upstream (a real loopback proxy in front of the embedded league
 * API over a small league) breaks one call at a time in one way (statuses, HTML, malformed,
 * truncated, empty and schema-invalid bodies, hangs, dropped connections, GraphQL errors, shrunken
 * counts, refused connections). Each sync must be refused with a message naming where it failed,
 * and leave the snapshot folder, its other content included, byte for byte as it was. A fault that
 * a second attempt cures must not stop the sync; and a sync that writes keeps the folder's other
 * content.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_SEASON,
  SNAPSHOT_FORMAT_VERSION,
  summarizeSeason,
  type GamesFile,
  type Snapshot,
} from '../../../../src/data/snapshot-format.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { listSnapshotFiles } from '../../../support/snapshot-files.ts';
import { DEFAULT_LEAGUE_API_TOKEN } from '../../../../src/lib/config/live-api.ts';
import { LEAGUE_TIME_ZONE } from '../../../../src/lib/games/time-display.ts';
import { startLeagueApi, type LeagueApi } from '../../../../scripts/league-api/server.ts';
import { describeFailure } from '../../../../scripts/sync/default-api.ts';
import { runSync, type SyncOptions } from '../../../../scripts/sync/run-sync.ts';
import { refusedOrigin, replies, type Reply } from '../../helpers/bad-server.ts';

const YEAR = 2024;
const GAMES = 4;
/** A request's timeout in these syncs: far beyond what even a loaded machine takes to answer. */
const TIMEOUT_MS = 30_000;
/**
 * The timeout of the syncs in which a call hangs: short, so that those cases stay quick. Their
 * healthy calls share it, so it still leaves a loaded machine seconds to answer them.
 */
const HANG_TIMEOUT_MS = 3000;
/** Other content of the snapshot folder, as the league API's README documents it. */
const OTHER_FILES: Readonly<Record<string, string>> = {
  'messages.json': '[{"messageId":"m1","title":"Playoffs","body":"","location":"home","link":null}]\n',
  'highlights/2024_game_1.json': '[]\n',
  'highlights/clip.mp4': 'not really a video',
};

interface Upstream {
  status: number;
  contentType: string;
  body: string;
}

/** How one call is broken: from the real answer (and the attempt, from 1) to the reply sent instead. */
type Fault = (upstream: Upstream, attempt: number) => Reply;

/** A proxy in front of the embedded API that breaks the calls a test names: a REST path or a GraphQL operation. */
interface FaultyUpstream {
  readonly graphqlUrl: string;
  readonly restBaseUrl: string;
  /** Breaks every call to `key` (`/api/v4/...` or a GraphQL operation name) with `fault`. */
  break(key: string, fault: Fault): void;
  /** How many calls `key` received since the last reset. */
  calls(key: string): number;
  reset(): void;
  close(): Promise<void>;
}

async function readAll(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startFaultyUpstream(api: LeagueApi): Promise<FaultyUpstream> {
  const faults = new Map<string, Fault>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readAll(request);
      const path = new URL(request.url ?? '/', api.url).pathname;
      const operation =
        path === '/graphql' ? /^\s*query\s+(\w+)/.exec((JSON.parse(body) as { query: string }).query)?.[1] : undefined;
      const key = operation ?? path;
      const attempt = (counts.get(key) ?? 0) + 1;
      counts.set(key, attempt);
      const real = await fetch(`${api.url}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json' },
        ...(request.method === 'POST' ? { body } : {}),
      });
      const upstream = {
        status: real.status,
        contentType: real.headers.get('content-type') ?? '',
        body: await real.text(),
      };
      const fault = faults.get(key);
      const reply = fault
        ? fault(upstream, attempt)
        : { status: upstream.status, headers: { 'content-type': upstream.contentType }, body: upstream.body };
      const send = (): void => {
        if (reply.hangUp === true) {
          response.socket?.destroy();
          return;
        }
        response.writeHead(reply.status ?? 200, reply.headers ?? {});
        response.end(reply.body ?? '');
      };
      if (reply.delayMs === undefined) send();
      else setTimeout(send, reply.delayMs);
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    graphqlUrl: `${origin}/graphql`,
    restBaseUrl: `${origin}/api`,
    break: (key, fault) => faults.set(key, fault),
    calls: (key) => counts.get(key) ?? 0,
    reset() {
      faults.clear();
      counts.clear();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

/** The real answer with its JSON changed by `change`. */
function edited(change: (body: Record<string, unknown>) => void): Fault {
  return (upstream) => {
    const body = JSON.parse(upstream.body) as Record<string, unknown>;
    change(body);
    return replies.json(body);
  };
}

/** The list a REST answer (`data.items`) or a GraphQL answer (`data.{field}`) holds. */
function listIn(body: Record<string, unknown>, field = 'items'): Record<string, unknown>[] {
  return (body['data'] as Record<string, Record<string, unknown>[]>)[field] ?? [];
}

const firstOnly =
  (fault: Fault): Fault =>
  (upstream, attempt) =>
    attempt === 1 ? fault(upstream, attempt) : replies.json(JSON.parse(upstream.body));

let workDir: string;
let api: LeagueApi;
let upstream: FaultyUpstream;
let lastGood: string;
let lastGoodFiles: Map<string, Buffer>;
let small: Snapshot;
let slug: string;
let retryWaits: number[] = [];
const matrix = { tried: 0, refusedIntact: 0 };

/** Season YEAR's first few final games: a league small enough to sync once per fault. */
function smallLeague(bundled: Snapshot): Snapshot {
  const season = bundled.seasons.get(YEAR);
  const games = bundled.games.get(YEAR);
  if (!season || !games) throw new Error(`the bundled data has ${YEAR} with games`);
  const kept = season.events.filter((event) => games[event.slugname] !== undefined).slice(0, GAMES);
  const keptSeason = { ...season, events: kept };
  const keptGames: GamesFile = {};
  for (const event of kept) {
    const game = games[event.slugname];
    if (game) keptGames[event.slugname] = game;
  }
  return {
    manifest: { formatVersion: SNAPSHOT_FORMAT_VERSION, seasons: [summarizeSeason(keptSeason, keptGames)] },
    players: bundled.players,
    seasons: new Map([[YEAR, keptSeason]]),
    games: new Map([[YEAR, keptGames]]),
  };
}

async function readFiles(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const path of await listSnapshotFiles(dir)) files.set(path, await readFile(join(dir, path)));
  return files;
}

function options(
  dir: string,
  api: { graphqlUrl: string; restBaseUrl: string } = upstream,
  timeoutMs = TIMEOUT_MS,
): SyncOptions {
  return {
    api: {
      graphqlUrl: api.graphqlUrl,
      restBaseUrl: api.restBaseUrl,
      token: DEFAULT_LEAGUE_API_TOKEN,
      timeZone: LEAGUE_TIME_ZONE,
    },
    dir,
    lastSeason: YEAR,
    timeoutMs,
    retry: {
      sleep: (ms) => {
        retryWaits.push(ms);
        return Promise.resolve();
      },
    },
  };
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'pll-sync-faults-'));
  small = smallLeague(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  slug = [...(small.seasons.get(YEAR)?.events ?? [])].at(-1)?.slugname ?? '';
  api = await startLeagueApi({
    snapshot: small,
    storeDir: join(workDir, 'records'),
    highlightsDir: join(workDir, 'none'),
    messagesFile: join(workDir, 'none.json'),
  });
  upstream = await startFaultyUpstream(api);
  lastGood = join(workDir, 'last-good');
  await runSync(options(lastGood));
  for (const [path, text] of Object.entries(OTHER_FILES)) {
    await mkdir(join(lastGood, path, '..'), { recursive: true });
    await writeFile(join(lastGood, path), text);
  }
  lastGoodFiles = await readFiles(lastGood);
});

afterAll(async () => {
  console.log(
    `sync fault matrix: ${matrix.tried} faults tried, ${matrix.refusedIntact} refused with the snapshot folder byte-identical`,
  );
  await upstream.close();
  await api.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Runs a sync into a copy of the last good folder; the failure's text, or null when it succeeded. */
async function syncCopy(
  name: string,
  target?: { graphqlUrl: string; restBaseUrl: string },
  timeoutMs?: number,
): Promise<{ dir: string; failure: string | null }> {
  const dir = join(workDir, name);
  await cp(lastGood, dir, { recursive: true });
  retryWaits = [];
  try {
    await runSync(options(dir, target, timeoutMs));
    return { dir, failure: null };
  } catch (error) {
    return { dir, failure: describeFailure(error) };
  }
}

async function expectIntact(dir: string): Promise<void> {
  const files = await readFiles(dir);
  expect([...files.keys()]).toEqual([...lastGoodFiles.keys()]);
  for (const [path, bytes] of lastGoodFiles) expect(files.get(path)?.equals(bytes), path).toBe(true);
}

const eventsPath = '/api/v4/events';
const playLogsPath = () => `/api/v4/events/${slug}/playlogs`;
const teamStatsPath = () => `/api/v4/events/${slug}/teams/stats`;

/** [name, call broken, fault, what the message must hold besides the place, attempts made, the requests' timeout]. */
type Case = [string, () => string, Fault, RegExp, number, number?];

const restCases: Case[] = [
  ['500 with a body', () => eventsPath, () => replies.text('boom', 500), /Failed to make API request: 500/, 2],
  ['502 on both attempts', playLogsPath, () => replies.text('bad gateway', 502), /502/, 2],
  ['503 as an HTML page', teamStatsPath, () => replies.html(503), /503/, 2],
  ['404 with a message', playLogsPath, () => replies.json({ error: 'No such event' }, 404), /No such event/, 1],
  ['401', () => eventsPath, () => replies.json({ error: 'Bad token' }, 401), /Bad token/, 1],
  ['an HTML page with 200', () => eventsPath, () => replies.html(), /Received HTML response instead of JSON/, 1],
  ['HTML served as text/plain', teamStatsPath, () => replies.htmlAsText(), /Received HTML response instead of JSON/, 1],
  ['malformed JSON', playLogsPath, () => replies.malformedJson(), /Failed to parse response JSON/, 1],
  [
    'a body cut in half',
    () => eventsPath,
    (answer) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: answer.body.slice(0, answer.body.length / 2),
    }),
    /Failed to parse response JSON/,
    1,
  ],
  ['an empty body', teamStatsPath, () => replies.empty(), /Returned with no data/, 1],
  ['data: null', () => eventsPath, () => replies.json({ data: null }), /Returned with no data/, 1],
  [
    'a hang past the timeout',
    playLogsPath,
    () => ({ ...replies.json({ data: { items: [] } }), delayMs: HANG_TIMEOUT_MS * 3 }),
    new RegExp(`timed out after ${HANG_TIMEOUT_MS} ms`),
    2,
    HANG_TIMEOUT_MS,
  ],
  ['a dropped connection', () => eventsPath, () => ({ hangUp: true }), /Failed to fetch data/, 2],
];

const graphqlCases: Case[] = [
  [
    'GraphQL errors with 200',
    () => 'SyncTeams',
    () => replies.graphqlErrors(['Cannot query field "x"']),
    /GraphQL error: Cannot query field "x"/,
    1,
  ],
  [
    'GraphQL 500',
    () => 'SyncSeasonPlayers',
    () => replies.graphqlErrors(['Internal'], 500),
    /GraphQL fetch error with status: 500/,
    2,
  ],
  [
    'GraphQL 502 on both attempts',
    () => 'SyncPlayerBios',
    () => replies.text('bad gateway', 502),
    /GraphQL fetch error with status: 502/,
    2,
  ],
  [
    'a GraphQL hang past the timeout',
    () => 'SyncTeams',
    (answer) => ({ ...replies.json(JSON.parse(answer.body)), delayMs: HANG_TIMEOUT_MS * 3 }),
    new RegExp(`timed out after ${HANG_TIMEOUT_MS} ms`),
    2,
    HANG_TIMEOUT_MS,
  ],
  [
    'malformed GraphQL JSON',
    () => 'SyncSeasonPlayers',
    () => replies.malformedJson(),
    /Failed to parse response JSON/,
    1,
  ],
  ['a GraphQL HTML page', () => 'SyncTeams', () => replies.html(), /Received HTML response instead of JSON/, 1],
  ['a GraphQL answer without data', () => 'SyncPlayerBios', () => replies.json({}), /No data returned by GraphQL/, 1],
  ['a dropped GraphQL connection', () => 'SyncSeasonPlayers', () => ({ hangUp: true }), /Failed to fetch data/, 2],
];

describe('every fault is refused, names where, and loses nothing', () => {
  it.each([...restCases, ...graphqlCases])('%s', async (name, call, fault, message, attempts, timeoutMs) => {
    upstream.reset();
    upstream.break(call(), fault);
    const { dir, failure } = await syncCopy(name.replace(/\W+/g, '-'), undefined, timeoutMs);
    matrix.tried++;
    expect(failure).not.toBeNull();
    const where = call().startsWith('/')
      ? `GET ${upstream.restBaseUrl}${call().slice('/api'.length)}`
      : `POST ${upstream.graphqlUrl} ${call()} `;
    expect(failure).toContain(where);
    expect(failure).toMatch(message);
    expect(failure).toContain(`(${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}):`);
    expect(upstream.calls(call())).toBe(attempts);
    expect(retryWaits).toEqual(Array.from({ length: attempts - 1 }, (_, index) => 1000 * (index + 1)));
    await expectIntact(dir);
    matrix.refusedIntact++;
  });

  it.each([
    [
      'a REST field of the wrong type',
      () => eventsPath,
      edited((body) => {
        (listIn(body)[0] ?? {})['startTime'] = 'soon';
      }),
      /Invalid Event "[^"]+": field startTime: expected number, received string in the answer of GET http:\/\/127\.0\.0\.1:\d+\/api\/v4\/events\?year=2024/,
    ],
    [
      'a box-score row without a required stat',
      teamStatsPath,
      edited((body) => {
        (listIn(body)[0] ?? {})['scores'] = null;
      }),
      /field scores[\s\S]* in the answer of GET http:\/\/127\.0\.0\.1:\d+\/api\/v4\/events\/\w+\/teams\/stats/,
    ],
    [
      'a GraphQL team of an unknown league',
      () => 'SyncTeams',
      edited((body) => {
        (listIn(body, 'allTeams')[0] ?? {})['league'] = 'XYZ';
      }),
      /Invalid Team "\w+": field league[\s\S]* in the answer of POST http:\/\/127\.0\.0\.1:\d+\/graphql SyncTeams \{"year":2024,"withTotals":false\}/,
    ],
    [
      'a bio missing from the batch',
      () => 'SyncPlayerBios',
      edited((body) => {
        (body['data'] as Record<string, unknown>)['p0'] = null;
      }),
      /Invalid Player[\s\S]* in the answer of POST http:\/\/127\.0\.0\.1:\d+\/graphql SyncPlayerBios \{\}/,
    ],
    [
      'a bio of another player',
      () => 'SyncPlayerBios',
      edited((body) => {
        const data = body['data'] as Record<string, Record<string, unknown>>;
        data['p0'] = { ...data['p1'] };
      }),
      /asked for "\w+", received "\w+" in the answer of POST http:\/\/127\.0\.0\.1:\d+\/graphql SyncPlayerBios/,
    ],
    [
      'an event fewer',
      () => eventsPath,
      edited((body) => {
        listIn(body).pop();
      }),
      /events of 2024: 4 -> 3[\s\S]*--allow-shrink/,
    ],
    [
      'a player fewer in the season list',
      () => 'SyncSeasonPlayers',
      edited((body) => {
        listIn(body, 'allPlayers').shift();
      }),
      /roster entries of 2024: \d+ -> \d+[\s\S]*--allow-shrink/,
    ],
  ] as [string, () => string, Fault, RegExp][])('%s', async (name, call, fault, message) => {
    upstream.reset();
    upstream.break(call(), fault);
    const { dir, failure } = await syncCopy(name.replace(/\W+/g, '-'));
    matrix.tried++;
    expect(failure).toMatch(message);
    await expectIntact(dir);
    matrix.refusedIntact++;
  });

  it.each([
    ['REST', 'restBaseUrl', 'GET http://127.0.0.1:'],
    ['GraphQL', 'graphqlUrl', 'POST http://127.0.0.1:'],
  ] as const)('a refused %s connection', async (name, setting, where) => {
    upstream.reset();
    const refused = await refusedOrigin();
    const target = {
      graphqlUrl: upstream.graphqlUrl,
      restBaseUrl: upstream.restBaseUrl,
      [setting]: setting === 'restBaseUrl' ? `${refused}/api` : `${refused}/graphql`,
    };
    const { dir, failure } = await syncCopy(`refused-${name}`, target);
    matrix.tried++;
    expect(failure).toContain(`${where}${new URL(refused).port}/`);
    expect(failure).toMatch(
      /Failed to fetch data: .*ECONNREFUSED.* \(2 attempts\)|\(2 attempts\): Failed to fetch data: .*ECONNREFUSED/,
    );
    await expectIntact(dir);
    matrix.refusedIntact++;
  });
});

describe('what a second attempt cures does not stop the sync', () => {
  it.each([
    ['one GraphQL 502', 'SyncTeams', firstOnly(() => replies.text('bad gateway', 502)), TIMEOUT_MS],
    [
      'one GraphQL hang',
      'SyncTeams',
      firstOnly((answer) => ({ ...replies.json(JSON.parse(answer.body)), delayMs: HANG_TIMEOUT_MS * 3 })),
      HANG_TIMEOUT_MS,
    ],
    ['one REST 503', eventsPath, firstOnly(() => replies.text('busy', 503)), TIMEOUT_MS],
  ])('%s', async (name, key, fault, timeoutMs) => {
    upstream.reset();
    upstream.break(key, fault);
    const { dir, failure } = await syncCopy(name.replace(/\W+/g, '-'), undefined, timeoutMs);
    expect(failure).toBeNull();
    // The sync asks for each of the seasons up to YEAR once; the broken call twice.
    expect(upstream.calls(key)).toBe(YEAR - FIRST_SEASON + 2);
    expect(retryWaits).toEqual([1000]);
    await expectIntact(dir);
  });
});

describe('a sync that writes', () => {
  it("keeps the folder's other content byte for byte beside the new snapshot", async () => {
    upstream.reset();
    const player = (await readSnapshot(lastGood)).players[0];
    if (!player) throw new Error('the small league has players');
    upstream.break(
      'SyncPlayerBios',
      edited((body) => {
        const bio = Object.values(body['data'] as Record<string, Record<string, unknown>>).find(
          (entry) => entry['officialId'] === player.officialId,
        );
        if (bio) bio['lastName'] = 'Renamed';
      }),
    );
    const { dir, failure } = await syncCopy('renamed');
    expect(failure).toBeNull();
    const written = await readSnapshot(dir);
    expect(written.players.find((entry) => entry.officialId === player.officialId)?.lastName).toBe('Renamed');
    for (const [path, text] of Object.entries(OTHER_FILES))
      expect(await readFile(join(dir, path), 'utf8'), path).toBe(text);
    expect(
      (await readFiles(dir)).get('players.json')?.equals(lastGoodFiles.get('players.json') ?? Buffer.alloc(0)),
    ).toBe(false);
  });
});
