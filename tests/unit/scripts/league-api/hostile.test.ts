/**
 * The embedded league API against hostile input, over real HTTP: queries built to stall it are
 * refused at once with an error naming the limit while a normal query in parallel still answers;
 * malformed paths, tokens, headers, bodies and ranges get a 4xx (never a 500); and the server goes
 * on answering after each of them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as siteQueries from '../../../../src/api/queries.ts';
import type { Snapshot } from '../../../../src/data/snapshot-format.ts';
import { LeagueData } from '../../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { LeagueGraphql, QUERY_LIMITS } from '../../../../scripts/league-api/graphql.ts';
import { startLeagueApi, type LeagueApi } from '../../../../scripts/league-api/server.ts';
import * as syncQueries from '../../../../scripts/sync/queries.ts';
import { refusedOrigin } from '../../helpers/bad-server.ts';
import { HostileTally, rawRequest, type RawAnswer } from '../../helpers/raw-http.ts';

const PROJECT = 'demo-pll-hostile';
const AUTH = { authorization: 'Bearer dev-token' };
const CLIP = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

let dir: string;
let snapshot: Snapshot;
let api: LeagueApi;
const tally = new HostileTally();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pll-hostile-'));
  await writeFile(join(dir, 'clip.mp4'), CLIP);
  snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  api = await startLeagueApi({
    snapshot,
    storeDir: join(dir, 'records'),
    highlightsDir: dir,
    firebaseAuth: { projectId: PROJECT, emulatorOrigin: await refusedOrigin() },
  });
});

afterAll(async () => {
  await api.close();
  console.log(tally.line('embedded league API'));
  await rm(dir, { recursive: true, force: true });
});

/** Sends one hostile request and records it; null when no answer came. */
async function hostile(target: string, init: Parameters<typeof rawRequest>[2] = {}): Promise<RawAnswer | null> {
  const answer = await rawRequest(api.url, target, { ...init, headers: { ...AUTH, ...init.headers } }).catch(
    () => null,
  );
  tally.record(answer?.status ?? null);
  return answer;
}

async function expectStillServing(): Promise<void> {
  expect((await rawRequest(api.url, '/')).status).toBe(200);
}

interface GraphqlAnswer {
  status: number;
  errors: string[];
  data: unknown;
  /** When the answer had fully arrived (performance.now()). */
  doneAt: number;
}

async function graphql(query: string): Promise<GraphqlAnswer> {
  const response = await fetch(api.graphqlUrl, {
    method: 'POST',
    headers: { ...AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: { message: string }[]; data?: unknown };
  return {
    status: response.status,
    errors: (body.errors ?? []).map((error) => error.message),
    data: body.data ?? null,
    doneAt: performance.now(),
  };
}

/** `a { b { ... leaf } }`: the fields nested in order around the leaf. */
function nested(fields: readonly string[], leaf: string): string {
  return fields.reduceRight((inner, field) => `${field} { ${inner} }`, leaf);
}

/** `count` fields alternating between a game's events and its home team, from `first`. */
function alternating(count: number, first: 'events' | 'homeTeam'): string[] {
  const other = first === 'events' ? 'homeTeam' : 'events';
  return Array.from({ length: count }, (_, index) => (index % 2 === 0 ? first : other));
}

/** Deepest nesting of braces in a query text: counted on the characters, apart from graphql-js. */
function braceDepth(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (const character of query.replace(/"[^"]*"/g, '')) {
    if (character === '{') deepest = Math.max(deepest, ++depth);
    if (character === '}') depth--;
  }
  return deepest;
}

describe('GraphQL depth and cost limits', () => {
  it('every query the site and the sync send nests within the depth limit', () => {
    const texts = [...Object.values(siteQueries), ...Object.values(syncQueries)].filter(
      (value): value is string => typeof value === 'string',
    );
    texts.push(syncQueries.playerBiosQuery(['000001', '000002']));
    expect(texts.length).toBeGreaterThan(8);
    for (const text of texts) expect(braceDepth(text) - 1, text.slice(0, 40)).toBeLessThanOrEqual(QUERY_LIMITS.depth);
  });

  it.each([
    [
      'one level past the limit',
      `{ ${nested(['allTeams(year: 2024)', ...alternating(QUERY_LIMITS.depth - 1, 'events')], 'officialId')} }`,
    ],
    [
      'five levels of events and home teams',
      `{ ${nested(['allTeams(year: 2024)', ...alternating(10, 'events')], 'officialId')} }`,
    ],
    ['5,000 levels deep', `{ ${'a { '.repeat(5000)}b${' }'.repeat(5000)} }`],
    [
      'a list argument 5,000 levels deep',
      `{ allTeams(year: ${'['.repeat(5000)}2024${']'.repeat(5000)}) { officialId } }`,
    ],
    [
      'through fragments, each shallow, together past the limit',
      `{ allTeams(year: 2024) { ...Games } } fragment Games on Team { events { ...Hosts } } fragment Hosts on Event { ${nested(alternating(QUERY_LIMITS.depth - 1, 'homeTeam'), 'officialId')} }`,
    ],
  ])('a query %s is refused naming the depth limit', async (_, query) => {
    const answer = await graphql(query);
    tally.record(answer.status, answer.data === null && answer.errors.length > 0);
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]).toContain(`the depth limit is ${QUERY_LIMITS.depth} levels`);
    await expectStillServing();
  });

  it('a query of many more objects than the limit is refused naming the object limit, and a normal query sent beside it answers first', async () => {
    // Every player of a season, every game he played, its home team and that team's whole roster.
    const costly = `{ allPlayers(season: 2024, limit: 100000) { ${nested(['allEvents', 'homeTeam', 'players'], 'officialId')} } }`;
    const normal = '{ allTeams(year: 2024) { officialId fullName } }';
    const [refused, answered] = await Promise.all([graphql(costly), graphql(normal)]);
    tally.record(refused.status, refused.data === null && refused.errors.length > 0);
    expect(refused.data).toBeNull();
    expect(refused.errors).toEqual([
      `Query refused: its answer would hold more than ${QUERY_LIMITS.objects} objects (the object limit); ask for fewer nested lists`,
    ]);
    expect(answered.errors).toEqual([]);
    const season = snapshot.seasons.get(2024);
    expect((answered.data as { allTeams: unknown[] }).allTeams.length).toBeGreaterThan(0);
    expect(season?.teams.length).toBeGreaterThan(0);
    // The costly query works in slices: the normal one does not wait for it to be refused.
    expect(answered.doneAt).toBeLessThan(refused.doneAt);
  });

  it('an answer over the size limit is refused naming the limit', async () => {
    const small = new LeagueGraphql(new LeagueData(snapshot), { ...QUERY_LIMITS, answerBytes: 500 });
    const query = '{ allTeams(year: 2024) { officialId fullName location locationCode urlLogo } }';
    const whole = await graphql(query);
    const size = Buffer.byteLength(JSON.stringify({ data: whole.data }));
    expect(size).toBeGreaterThan(500);
    expect(JSON.parse(await small.answer(query, null, null))).toEqual({
      errors: [{ message: `Query refused: its answer is ${size} bytes, over the answer size limit of 500 bytes` }],
    });
  });
});

describe('malformed requests get a 4xx, not a 500', () => {
  it.each([
    '/api/v4/events/%zz',
    '/api/v4/events/%E0%A4%A',
    '/api/v4/events/%c0%ae%c0%ae',
    '/api/v4/events/%/teams/stats',
    '/api/v4/events/%zz/players/stats',
    '/api/v4/events/%ff/playlogs',
    '/api/v4/events/%E0%A4%A/highlights',
    '/api/v4/games/%zz',
    '/api/v4/games/%c0%ae/play-by-plays',
    '/api/v4/games/%E0%A4%A/players/stats',
    '/api/v4/games/%ff%fe/teams/stats',
    '/api/v4/events/%00',
    '/media/%zz',
    '/media/%E0%A4%A',
    '/media/%c0%ae%c0%ae',
    '/media/%ff.mp4',
    '/media/clip%00.mp4',
    '//',
    '//api/v4/events',
    '/\\evil.example/api',
  ])('GET %s: 400', async (target) => {
    expect((await hostile(target))?.status).toBe(400);
    await expectStillServing();
  });

  it.each([
    ['before any date', -1e20],
    ['past any date', 1e300],
  ])('a user call whose ID token has an exp %s: 401 naming the claim', async (_, exp) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}`, user_id: 'u1', sub: 'u1', exp };
    const token = `${part({ alg: 'none' })}.${part(claims)}.`;
    const answer = await hostile('/api/v4/get-or-create-user', { headers: { authorization: `Bearer ${token}` } });
    expect(answer?.status).toBe(401);
    expect(answer?.body).toContain('exp claim is not a time');
    await expectStillServing();
  });

  it.each(['/graphql', '/__control/live'])('a body over the size limit to %s: 413, read no further', async (target) => {
    const answer = await hostile(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(5_000_000, 0x20),
    });
    expect(answer?.status).toBe(413);
    await expectStillServing();
  });
});

describe('the live stream and the media', () => {
  /** The stream's opening up to its first update, for a Last-Event-ID header (or none). */
  async function firstChunk(lastEventId: string | undefined): Promise<string> {
    const controller = new AbortController();
    const response = await fetch(`${api.restBaseUrl}/v4/events/sse`, {
      headers: { ...AUTH, ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }) },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    let text = '';
    while (!/event: eventUpdate\ndata: [^\n]*\n\n/.test(text)) {
      const chunk = await reader?.read();
      if (chunk === undefined || chunk.done) break;
      text += Buffer.from(chunk.value).toString('utf8');
    }
    controller.abort();
    return text;
  }

  it.each(['abc', '-1', '1.5', '1e2', '0x10', '+3', '', '99999999999999999999'])(
    'a Last-Event-ID of %j is ignored, as if none was sent',
    async (header) => {
      expect(
        (
          await fetch(`${api.url}/__control/live`, {
            method: 'POST',
            body: JSON.stringify({ game: '2024_game_6', paused: true }),
          })
        ).status,
      ).toBe(200);
      api.live.current?.step(20);
      try {
        const expected = await firstChunk(undefined);
        expect(expected).toContain('id: 20\nevent: eventUpdate');
        expect(await firstChunk(header)).toBe(expected);
      } finally {
        await fetch(`${api.url}/__control/live`, { method: 'DELETE' });
      }
    },
  );

  it.each([
    ['bytes=-2000', 206, `bytes 0-999/1000`, CLIP],
    ['bytes=-1000', 206, `bytes 0-999/1000`, CLIP],
    ['bytes=-10', 206, `bytes 990-999/1000`, CLIP.subarray(990)],
    ['bytes=990-5000', 206, `bytes 990-999/1000`, CLIP.subarray(990)],
    ['bytes=20-10', 200, undefined, CLIP],
    ['bytes=-', 200, undefined, CLIP],
    ['bytes=1000-', 416, 'bytes */1000', Buffer.alloc(0)],
    ['bytes=-0', 416, 'bytes */1000', Buffer.alloc(0)],
  ])('Range %s: %i', async (range, status, contentRange, body) => {
    const response = await fetch(`${api.url}/media/clip.mp4`, { headers: { range } });
    expect([response.status, response.headers.get('content-range') ?? undefined]).toEqual([status, contentRange]);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(body);
  });
});
