/**
 * The replay clock on an injected wall clock (no timer runs: the tests call tick): plays come out
 * when the game time passes them at `speed` game seconds a wall second, nothing comes out while
 * paused, a speed change applies from the next tick, and the last play jumps to the final data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Play } from '../../../../src/data/snapshot-format.ts';
import { LeagueData } from '../../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { LiveReplay, ReplayError } from '../../../../scripts/league-api/live-replay.ts';

const GAME = '2024_game_6';
const PERIOD_SECONDS = 12 * 60;
let data: LeagueData;
let plays: readonly Play[];

beforeAll(async () => {
  data = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  const game = data.game(GAME);
  if (!game?.plays) throw new Error(`the data has ${GAME} with plays`);
  plays = game.plays;
});

/** A replay on a wall clock the test moves. */
function replayOn(options: { speed?: number; paused?: boolean } = {}) {
  let wallMs = 0;
  const replay = new LiveReplay(data, { game: GAME, ...options, now: () => wallMs });
  const wait = (ms: number): void => {
    wallMs += ms;
    replay.tick();
  };
  return { replay, wait };
}

/** A play's moment in elapsed game seconds: the periods before it and the time off its period's clock. */
const momentOf = (play: Play): number => play.period * PERIOD_SECONDS - (play.minutes * 60 + play.seconds);

/** How many plays lie at or before this many elapsed game seconds. */
const playsBy = (gameSeconds: number): number => plays.filter((play) => momentOf(play) <= gameSeconds).length;

describe('LiveReplay', () => {
  it('emits the plays the game time has passed, at speed game seconds a wall second', () => {
    const { replay, wait } = replayOn({ speed: 60 });
    wait(0);
    expect(replay.playCount).toBe(playsBy(0));
    wait(3_000);
    expect(replay.playCount).toBe(playsBy(180));
    expect(replay.liveEvent()).toMatchObject({
      eventStatus: 1,
      period: 1,
      clockMinutes: plays[replay.playCount - 1]?.minutes,
    });
    wait(9_000);
    expect(replay.playCount).toBe(playsBy(720));
    expect(replay.liveEvent().period).toBe(1);
    // The second period's opening faceoff at 11:49 is 731 s in (the data's secondsPassed says so too).
    const opening = plays.findIndex((play) => play.period === 2);
    expect([plays[opening]?.minutes, plays[opening]?.seconds, plays[opening]?.secondsPassed]).toEqual([11, 49, 731]);
    wait(200);
    expect(replay.playCount).toBe(opening + 1);
    expect(replay.liveEvent()).toMatchObject({ period: 2, clockMinutes: 11, clockSeconds: 49 });
  });

  it('emits nothing while paused, resumes where it stood, and takes a new speed from the next tick', () => {
    const { replay, wait } = replayOn({ speed: 60, paused: true });
    wait(60_000);
    expect(replay.playCount).toBe(0);
    replay.step(10);
    wait(60_000);
    expect(replay.playCount).toBe(10);
    replay.paused = false;
    const steppedTo = plays[9] === undefined ? 0 : momentOf(plays[9]);
    wait(1_000);
    expect(replay.playCount).toBe(Math.max(10, playsBy(steppedTo + 60)));
    replay.speed = 600;
    wait(1_000);
    expect(replay.playCount).toBe(Math.max(10, playsBy(steppedTo + 660)));
  });

  it("ends on the last play with the data's final event and box scores, and tells its listeners", () => {
    const { replay, wait } = replayOn({ speed: 1_000_000 });
    const changes: { from: number; to: number; ended: boolean }[] = [];
    replay.subscribe((change) => changes.push(change));
    wait(0);
    wait(60_000);
    expect(replay.ended).toBe(true);
    expect(changes.at(-1)).toEqual({ from: playsBy(0), to: plays.length, ended: true });
    expect(replay.liveEvent()).toEqual(data.event(GAME));
    expect(replay.liveGame()).toEqual(data.game(GAME));
  });

  it('is found by numeric id, and names the game it cannot replay', () => {
    const event = data.event(GAME);
    expect(new LiveReplay(data, { game: String(event?.id) }).event.slugname).toBe(GAME);
    expect(() => new LiveReplay(data, { game: 'no_such_game' })).toThrow(
      new ReplayError('No game "no_such_game" in the snapshot (give a slugname such as 2024_game_6, or a numeric id)'),
    );
    expect(() => new LiveReplay(data, { game: GAME, speed: 0 })).toThrow(/speed must be a positive number.*got 0/);
  });
});
