/**
 * The live-game service against the embedded API over real HTTP, its clock run 100 times fast (the
 * 3-second check every 30 ms, the 20-second refresh every 200 ms): a final game is left alone, an
 * upcoming one is checked and never streamed, a live one streams to the end, and with the stream
 * unavailable it gives up, asks for a refresh after 5 failures and polling carries the game.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atom } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { restPaths } from '../../../src/api/paths.ts';
import { STREAM_ERRORS } from '../../../src/lib/games/live-updates.ts';
import { createEventClient } from '../../../src/api/rest-reads.ts';
import { liveCenterData } from '../../../src/data/live.ts';
import { LeagueData } from '../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import type { LiveGame } from '../../../src/lib/games/live-game.ts';
import { followLiveGame, type LiveGameService } from '../../../src/services/live/live-game.ts';
import { playedGame } from '../../../src/services/live/played-game.ts';
import { INITIAL_LIVE_STATE, type LiveState } from '../../../src/stores/live.ts';
import { startLeagueApi, type LeagueApi } from '../../../scripts/league-api/server.ts';

const GAME = '2024_game_6';
const FAST = 100;
let api: LeagueApi;
let data: LeagueData;
let storeDir: string;
let service: LiveGameService | null = null;

beforeAll(async () => {
  const snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  data = new LeagueData(snapshot);
  storeDir = await mkdtemp(join(tmpdir(), 'pll-live-service-'));
  api = await startLeagueApi({ snapshot, storeDir });
});
afterAll(async () => {
  await api.close();
  await rm(storeDir, { recursive: true, force: true });
});
afterEach(() => {
  service?.stop();
  service = null;
  api.live.stop();
  api.live.streams.faults.unavailable = false;
});

function builtGame(slugname: string): LiveGame {
  const event = data.event(slugname);
  if (!event) throw new Error(`the data has ${slugname}`);
  return liveCenterData(data, event).game;
}

/**
 * Follows a game on the embedded API, counting requests by path and the loads of the played game's
 * tools (the first `failedLoads` of them fail), with the clock 100 times fast.
 */
function follow(game: LiveGame | null, mode: 'follow' | 'manual' = 'follow', failedLoads = 0) {
  const store = atom<LiveState>(INITIAL_LIVE_STATE);
  const requests: string[] = [];
  const counting: typeof fetch = (input, init) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return fetch(input, init);
  };
  const started = Date.now();
  const config = { restBaseUrl: api.restBaseUrl, token: 'dev-token', fetch: counting };
  let loads = 0;
  service = followLiveGame({
    client: createEventClient(config),
    played: () => {
      loads += 1;
      return loads <= failedLoads ? Promise.reject(new Error(LOAD_FAILED)) : Promise.resolve(playedGame(config));
    },
    streamUrl: api.restBaseUrl + restPaths.sse,
    token: 'dev-token',
    game,
    mode,
    store,
    fetch: counting,
    setTimer: (run, ms) => setTimeout(run, ms / FAST),
    clearTimer: (timer) => {
      clearTimeout(timer as ReturnType<typeof setTimeout>);
    },
    now: () => started + (Date.now() - started) * FAST,
    warn: () => undefined,
  });
  const streamRequests = () => requests.filter((path) => path.endsWith(restPaths.sse)).length;
  return { store, requests, streamRequests, playedLoads: () => loads };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 20_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const LOAD_FAILED = 'Loading chunk played-game failed';

describe('followLiveGame', () => {
  it('leaves a final game alone: one look at the event, no stream', async () => {
    const followed = follow(builtGame(GAME));
    await until(() => followed.requests.length > 0 && followed.store.get().transport === 'idle', 'the first check');
    await pause(200);
    expect(followed.requests).toEqual([`/api${restPaths.event(GAME)}`]);
    // What a played game needs (box scores, play log, the stream) is never loaded.
    expect(followed.playedLoads()).toBe(0);
  });

  it('checks an upcoming game every 3 seconds and does not stream it', async () => {
    const upcoming = data.eventsOf(data.latestYear).find((event) => event.eventStatus === 0 && event.homeTeamId !== '');
    const followed = follow(builtGame(upcoming?.slugname ?? ''));
    await until(() => followed.requests.length >= 4, 'four checks');
    expect(followed.streamRequests()).toBe(0);
    expect(followed.store.get().game?.event.eventStatus).toBe(0);
    expect(followed.playedLoads()).toBe(0);
  });

  it("streams a live game to the end: the data's final score and every play, then it stops", async () => {
    api.live.start({ game: GAME, paused: true }).step(30);
    const followed = follow(builtGame(GAME));
    await until(() => followed.store.get().transport === 'stream', 'the stream');
    expect(followed.store.get().game?.plays).toHaveLength(30);
    api.live.current?.step(500);
    await until(() => followed.store.get().transport === 'idle', 'the end');
    const event = data.event(GAME);
    expect(followed.store.get().game?.event).toMatchObject({
      eventStatus: event?.eventStatus,
      homeScore: event?.homeScore,
      visitorScore: event?.visitorScore,
    });
    expect(followed.store.get().game?.plays.map((play) => play.markerId)).toEqual(
      builtGame(GAME).plays.map((play) => play.markerId),
    );
    // Game ended's last refresh may still be answering; after it nothing more is asked.
    await pause(300);
    const requests = followed.requests.length;
    await pause(300);
    expect(followed.requests).toHaveLength(requests);
    expect(followed.playedLoads()).toBe(1);
  });

  it("a played game's tools that fail to load count as a failure and are asked for again: the game then streams", async () => {
    api.live.start({ game: GAME, paused: true }).step(30);
    const followed = follow(builtGame(GAME), 'follow', 1);
    const errors: (string | null)[] = [];
    followed.store.subscribe((state) => {
      errors.push(state.error);
    });
    await until(() => followed.store.get().transport === 'stream', 'the stream');
    expect(errors).toContain(LOAD_FAILED);
    expect(followed.store.get().game?.plays).toHaveLength(30);
    expect(followed.playedLoads()).toBe(2);
  });

  it('with the stream unavailable: 4 tries, 5 failures and the refresh prompt, then polling carries the game to its end', async () => {
    api.live.streams.faults.unavailable = true;
    api.live.start({ game: GAME, paused: true }).step(30);
    const followed = follow(builtGame(GAME));
    // A successful poll clears the error soon after, so the states are recorded rather than sampled.
    const gaveUp: { failures: number; promptRefresh: boolean }[] = [];
    followed.store.subscribe((state) => {
      if (state.error === STREAM_ERRORS.gaveUp)
        gaveUp.push({ failures: state.failures, promptRefresh: state.promptRefresh });
    });
    await until(() => gaveUp.length > 0, 'giving up');
    expect(followed.streamRequests()).toBe(4);
    expect(gaveUp[0]).toEqual({ failures: 5, promptRefresh: true });
    await until(() => followed.store.get().transport === 'polling', 'polling');
    api.live.current?.step(500);
    await until(
      () => followed.store.get().game?.event.eventStatus === data.event(GAME)?.eventStatus,
      'the final refresh',
    );
    await until(() => followed.store.get().transport === 'idle', 'the stop');
    expect(followed.store.get().game?.plays).toHaveLength(builtGame(GAME).plays.length);
    expect(followed.streamRequests()).toBe(4);
  });

  it("manual mode: nothing until connect, the stream's game after it, nothing after disconnect", async () => {
    api.live.start({ game: GAME, paused: true }).step(10);
    const followed = follow(null, 'manual');
    await pause(100);
    expect(followed.requests).toEqual([]);
    service?.connect();
    await until(() => followed.store.get().game?.plays.length === 10, 'the first update');
    expect(followed.store.get().game?.slugname).toBe(GAME);
    service?.disconnect();
    await until(() => followed.store.get().connection === 'closed', 'the close');
    api.live.current?.step(5);
    await pause(200);
    expect(followed.store.get().game?.plays).toHaveLength(10);
    expect(followed.streamRequests()).toBe(1);
  });
});
