/**
 * The embedded API's live replay of a real game (2024's overtime game 6), over real HTTP: REST
 * answers the game as it stands mid-replay and exactly as the data after it; the SSE stream, read
 * by the site's own client, carries every play once and in order through a resume, ends with Game
 * ended, and injects the faults the browser tests use; bad control requests say what is wrong.
 * Replays are paused and stepped, so nothing here depends on timing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openLiveStream, type LiveUpdate } from '../../../../src/api/live-stream.ts';
import { LeagueData } from '../../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { goalValue } from '../../../../src/lib/games/goal-value.ts';
import { startLeagueApi, type LeagueApi } from '../../../../scripts/league-api/server.ts';
import type { LiveReplay } from '../../../../scripts/league-api/live-replay.ts';

const GAME = '2024_game_6';
const TOKEN = { authorization: 'Bearer dev-token' };
let api: LeagueApi;
let data: LeagueData;
let storeDir: string;

beforeAll(async () => {
  const snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  data = new LeagueData(snapshot);
  storeDir = await mkdtemp(join(tmpdir(), 'pll-live-'));
  api = await startLeagueApi({ snapshot, storeDir, heartbeatMs: 50 });
});
afterAll(async () => {
  await api.close();
  await rm(storeDir, { recursive: true, force: true });
});
afterEach(async () => {
  await fetch(`${api.url}/__control/live`, { method: 'DELETE' });
  await fault({ fault: 'unavailable', on: false });
});

const final = () => {
  const game = data.game(GAME);
  const event = data.event(GAME);
  if (!game?.plays || !event) throw new Error(`the data has ${GAME} with plays`);
  return { game, event, plays: game.plays };
};

async function control(method: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api.url}/__control/live`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function fault(body: unknown): Promise<number> {
  return (await fetch(`${api.url}/__control/live/fault`, { method: 'POST', body: JSON.stringify(body) })).status;
}

/** Starts a paused replay of the game and returns it for stepping. */
async function pausedReplay(): Promise<LiveReplay> {
  expect((await control('POST', { game: GAME, paused: true })).status).toBe(200);
  const replay = api.live.current;
  if (!replay) throw new Error('the replay started');
  return replay;
}

async function rest(path: string): Promise<unknown> {
  const response = await fetch(`${api.restBaseUrl}${path}`, { headers: TOKEN });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** The score of the first `count` plays, summed from their goals. */
function scoreAfter(count: number, teamId: string): number {
  return final()
    .plays.slice(0, count)
    .filter((play) => play.eventType === 'goal' && play.teamId === teamId)
    .reduce((total, play) => total + goalValue(play.shotType), 0);
}

describe('REST during and after a replay', () => {
  it('answers the game as it stands: live, the running score and clock, the plays and box scores so far', async () => {
    const replay = await pausedReplay();
    replay.step(120);
    const { event, plays } = final();
    const live = (await rest(`/v4/events/${GAME}`)) as Record<string, unknown>;
    expect(live).toMatchObject({
      eventStatus: 1,
      homeScore: scoreAfter(120, event.homeTeamId),
      visitorScore: scoreAfter(120, event.awayTeamId),
      period: plays[119]?.period,
      clockMinutes: plays[119]?.minutes,
      clockSeconds: plays[119]?.seconds,
    });
    expect(live['homeScore']).toBeLessThan(event.homeScore ?? 0);
    const season = (await rest('/v4/events?year=2024')) as { items: Record<string, unknown>[] };
    expect(season.items.find((item) => item['slugname'] === GAME)?.['eventStatus']).toBe(1);
    const logs = (await rest(`/v4/events/${GAME}/playlogs`)) as { items: { markerId: string }[] };
    expect(logs.items.map((play) => play.markerId)).toEqual(plays.slice(0, 120).map((play) => play.markerId));
    const players = (await rest(`/v4/events/${GAME}/players/stats`)) as {
      items: { teamId: string; goals: number; twoPointGoals: number; assists: number; points: number }[];
    };
    const goalsOf = (teamId: string) =>
      players.items
        .filter((line) => line.teamId === teamId)
        .reduce((total, line) => total + line.goals + line.twoPointGoals, 0);
    expect(goalsOf(event.homeTeamId)).toBe(scoreAfter(120, event.homeTeamId));
    const teams = (await rest(`/v4/events/${GAME}/teams/stats`)) as { items: { officialId: string; scores: number }[] };
    expect(teams.items.find((line) => line.officialId === event.awayTeamId)?.scores).toBe(
      scoreAfter(120, event.awayTeamId),
    );
  });

  it('after the last play answers exactly the data: final status, score, period scores, box scores', async () => {
    const replay = await pausedReplay();
    const { event, game } = final();
    replay.step(game.plays?.length);
    expect(await rest(`/v4/events/${GAME}`)).toMatchObject({
      eventStatus: event.eventStatus,
      homeScore: event.homeScore,
      visitorScore: event.visitorScore,
      homePeriodScores: event.homePeriodScores,
      visitorPeriodScores: event.visitorPeriodScores,
    });
    const players = (await rest(`/v4/events/${GAME}/players/stats`)) as {
      items: { officialId: string; points: number }[];
    };
    expect(players.items.map((line) => [line.officialId, line.points])).toEqual(
      game.playerStats.map((line) => [line.playerId, line.points]),
    );
    expect((await control('GET')).body).toMatchObject({ running: false, ended: true, playCount: game.plays?.length });
  });
});

/** Reads the stream with the site's client until it closes. */
function watchStream(lastEventId: string | null = null) {
  const updates: [LiveUpdate, string | null][] = [];
  const connections: string[] = [];
  const errors: string[] = [];
  const malformed: string[] = [];
  let resolveClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const stream = openLiveStream(
    {
      url: `${api.restBaseUrl}/v4/events/sse`,
      token: 'dev-token',
      lastEventId,
      setTimer: (run) => setTimeout(run, 10),
    },
    {
      onUpdate: (update, id) => updates.push([update, id]),
      onConnection: (message) => connections.push(message),
      onError: (message) => errors.push(message),
      onMalformed: (problem) => malformed.push(problem),
      onStatus: (status) => {
        if (status === 'closed') resolveClosed();
      },
    },
  );
  const markers = () => updates.flatMap(([update]) => update.playLogs.map((play) => play.markerId));
  return { stream, updates, connections, errors, malformed, closed, markers };
}

const until = async (check: () => boolean): Promise<void> => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 15_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the SSE stream', () => {
  it('carries every play once and in order, through a dropped connection, then the final numbers and Game ended', async () => {
    const replay = await pausedReplay();
    const { event, plays } = final();
    const watched = watchStream();
    await until(() => watched.connections.includes('Connected'));
    replay.step(60);
    await until(() => watched.markers().length === 60);
    expect(await fault({ fault: 'drop' })).toBe(200);
    replay.step(40);
    await until(() => watched.markers().length === 100);
    replay.step(plays.length);
    await watched.closed;
    expect(watched.markers()).toEqual(plays.map((play) => play.markerId));
    expect(watched.connections).toEqual(['Connected', 'Connected', 'Game ended']);
    expect(watched.updates.map(([, id]) => Number(id))).toEqual(watched.updates.map(([update]) => update.playCount));
    const [last] = watched.updates.at(-1) ?? [];
    expect(last?.eventStatus).toBe(event.eventStatus);
    expect(last?.scoreboard).toMatchObject({
      homeScore: event.homeScore,
      awayScore: event.visitorScore,
      homePeriodScores: event.homePeriodScores,
    });
    expect(watched.errors).toEqual([]);
  });

  it("on its own timer at high speed: every play over several updates, ending on the data's score and period scores", async () => {
    const { event, plays } = final();
    // About 250 game seconds a 50 ms tick: the overtime game's 6,031 s take about 24 ticks, and
    // still several when a loaded machine fires each tick several times late.
    expect((await control('POST', { game: GAME, speed: 5000, paused: true })).status).toBe(200);
    const watched = watchStream();
    await until(() => watched.connections.includes('Connected'));
    await control('PATCH', { paused: false });
    await watched.closed;
    expect(watched.markers()).toEqual(plays.map((play) => play.markerId));
    expect(watched.updates.length).toBeGreaterThan(2);
    expect(watched.updates.at(-1)?.[0].scoreboard).toEqual({
      homeScore: event.homeScore,
      awayScore: event.visitorScore,
      homePeriodScores: event.homePeriodScores,
      awayPeriodScores: event.visitorPeriodScores,
      period: event.period,
      minutes: event.clockMinutes,
      seconds: event.clockSeconds,
    });
    expect(watched.connections).toEqual(['Connected', 'Game ended']);
    expect((await control('GET')).body).toMatchObject({
      running: false,
      ended: true,
      playCount: plays.length,
      totalPlays: plays.length,
    });
  });

  it('a client resuming with Last-Event-ID gets the plays after it and every player line, then live ones', async () => {
    const replay = await pausedReplay();
    replay.step(50);
    const watched = watchStream('30');
    await until(() => watched.updates.length === 1);
    const [first] = watched.updates[0] ?? [];
    expect(first?.playLogs.map((play) => play.markerId)).toEqual(
      final()
        .plays.slice(30, 50)
        .map((play) => play.markerId),
    );
    expect(first?.playerStats).toHaveLength(final().game.playerStats.length);
    replay.step(1);
    await until(() => watched.updates.length === 2);
    expect(watched.updates[1]?.[1]).toBe('51');
    watched.stream.disconnect();
  });

  it('takes a Last-Event-ID that is not a play count of the game (not an integer, past its plays) as 0: every play', async () => {
    const replay = await pausedReplay();
    replay.step(25);
    for (const lastEventId of ['soon', '2.5', '26']) {
      const watched = watchStream(lastEventId);
      await until(() => watched.updates.length === 1);
      expect([watched.updates[0]?.[1], watched.markers()]).toEqual([
        '25',
        final()
          .plays.slice(0, 25)
          .map((play) => play.markerId),
      ]);
      watched.stream.disconnect();
    }
  });

  it('says No live game without a replay, and Game ended to a client that has every play', async () => {
    const none = watchStream();
    await none.closed;
    expect(none.connections).toEqual(['No live game']);
    const replay = await pausedReplay();
    replay.step(final().plays.length);
    const done = watchStream(String(final().plays.length));
    await done.closed;
    expect(done.connections).toEqual(['Game ended']);
    expect(done.updates).toEqual([]);
  });

  it("injects the browser tests' faults: an HTML page, a 500, 503 while unavailable, a malformed message", async () => {
    const replay = await pausedReplay();
    const sse = () => fetch(`${api.restBaseUrl}/v4/events/sse`, { headers: TOKEN });
    await fault({ fault: 'html' });
    const html = await sse();
    expect([html.status, html.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    await fault({ fault: 'status500' });
    expect((await sse()).status).toBe(500);
    await fault({ fault: 'unavailable', on: true });
    expect((await sse()).status).toBe(503);
    expect((await sse()).status).toBe(503);
    await fault({ fault: 'unavailable', on: false });
    const watched = watchStream();
    await until(() => watched.connections.includes('Connected'));
    await fault({ fault: 'malformed' });
    replay.step(3);
    await until(() => watched.markers().length === 3);
    expect(watched.malformed).toHaveLength(1);
    replay.step(2);
    await until(() => watched.markers().length === 5);
    expect(watched.malformed).toHaveLength(1);
    watched.stream.disconnect();
    // A resumed stream's catch-up is the next update too.
    await fault({ fault: 'malformed' });
    const resumed = watchStream('2');
    await until(() => resumed.markers().length === 3);
    expect(resumed.malformed).toHaveLength(1);
    resumed.stream.disconnect();
  });

  it('needs the bearer token, sends heartbeats, and lets browsers resume across origins', async () => {
    expect((await fetch(`${api.restBaseUrl}/v4/events/sse`)).status).toBe(400);
    await pausedReplay();
    const response = await fetch(`${api.restBaseUrl}/v4/events/sse`, { headers: TOKEN });
    const reader = response.body?.getReader();
    let text = '';
    while (reader && !text.includes(': heartbeat')) text += new TextDecoder().decode((await reader.read()).value);
    await reader?.cancel();
    const preflight = await fetch(`${api.restBaseUrl}/v4/events/sse`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('last-event-id');
  });
});

describe('control requests', () => {
  it('say what is wrong', async () => {
    expect(await control('POST', {})).toEqual({
      status: 400,
      body: { error: '"game" must be a game slugname or numeric id' },
    });
    expect((await control('POST', { game: 'no_such_game' })).body['error']).toContain('No game "no_such_game"');
    expect((await control('POST', { game: GAME, speed: -1 })).body['error']).toContain(
      '"speed" must be a positive number',
    );
    expect((await control('PATCH', { paused: false })).body).toEqual({ error: 'No replay is running; POST one first' });
    expect(await fault({ fault: 'lightning' })).toBe(400);
    expect(await fault({ fault: 'unavailable' })).toBe(400);
    const unplayed = data.years
      .flatMap((year) => data.eventsOf(year))
      .find((event) => !data.game(event.slugname)?.plays?.length);
    expect((await control('POST', { game: unplayed?.slugname })).body['error']).toBe(
      `Game ${String(unplayed?.slugname)} has no play-by-play to replay`,
    );
  });

  it('pause, speed and stop a replay; a stopped replay tells its streams No live game', async () => {
    await control('POST', { game: GAME, speed: 10_000 });
    await until(() => (api.live.current?.playCount ?? 0) > 0);
    expect((await control('PATCH', { paused: true, speed: 30 })).body).toMatchObject({ paused: true, speed: 30 });
    const watched = watchStream();
    await until(() => watched.connections.includes('Connected'));
    await control('DELETE');
    await watched.closed;
    expect(watched.connections).toEqual(['Connected', 'No live game']);
    expect((await control('GET')).body).toMatchObject({ running: false, slugname: null });
  });
});
