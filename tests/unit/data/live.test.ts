/**
 * The live center's game on real data: the build's state of an overtime game, and that game fed to
 * the live-update rules play by play (as the stream sends it) ends where the data ends, whatever
 * updates repeat, and a missed one shows as a gap rather than a lost play. Its win-probability series
 * grows play by play as the snapshot file's plays say.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { liveCenterData } from '../../../src/data/live.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import {
  applyLiveUpdate,
  placePlays,
  type LiveCenterData,
  type LiveGame,
  type LiveGameUpdate,
} from '../../../src/lib/games/live-game.ts';
import { goalValue } from '../../../src/lib/games/goal-value.ts';
import { winProbabilitySeries } from '../../../src/lib/games/win-probability.ts';

const OVERTIME_GAME = '2024_game_6';

function must<Value>(value: Value | undefined | null, what: string): Value {
  if (value === undefined || value === null) throw new Error(`the data has ${what}`);
  return value;
}
let league: LeagueData;
let built: LiveCenterData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  built = liveCenterData(league, must(league.event(OVERTIME_GAME), OVERTIME_GAME));
});

/** The game's plays straight from the snapshot file (column names and rows), not through the site's loader. */
function rawPlays(): Record<string, unknown>[] {
  const file = join(DEFAULT_SNAPSHOT_DIR, 'plays', '2024.json');
  const plays = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { columns: string[]; rows: unknown[][] } | null
  >;
  const table = must(plays[OVERTIME_GAME], 'the plays in the file');
  return table.rows.map((cells) => Object.fromEntries(table.columns.map((column, index) => [column, cells[index]])));
}

/** The game before its first play, as a page built on game day has it. */
function pregame(game: LiveGame): LiveGame {
  return {
    ...game,
    event: {
      ...game.event,
      eventStatus: 1,
      homeScore: 0,
      visitorScore: 0,
      homePeriodScores: [],
      visitorPeriodScores: [],
      period: 1,
      clockMinutes: 12,
      clockSeconds: 0,
    },
    plays: [],
    playerStats: [],
    teamStats: [],
  };
}

/** The update a server sends after play `index`: that play and the running scoreboard. */
function updateAfter(game: LiveGame, index: number, eventStatus = 1): LiveGameUpdate {
  const plays = built.game.plays.slice(0, index + 1);
  const periodScores = (teamId: string): number[] => {
    const scores: number[] = [];
    for (const play of plays) {
      scores[play.period - 1] ??= 0;
      if (play.eventType === 'goal' && play.teamId === teamId)
        scores[play.period - 1] = (scores[play.period - 1] ?? 0) + goalValue(play.shotType);
    }
    return scores;
  };
  const home = periodScores(game.homeTeamId);
  const away = periodScores(game.awayTeamId);
  const last = must(plays.at(-1), 'a play');
  const sum = (list: number[]): number => list.reduce((total, score) => total + score, 0);
  return {
    eventStatus,
    playCount: plays.length,
    scoreboard: {
      homeScore: sum(home),
      awayScore: sum(away),
      homePeriodScores: home,
      awayPeriodScores: away,
      period: last.period,
      minutes: last.minutes,
      seconds: last.seconds,
    },
    playLogs: [last],
    playerStats: [],
    teamStats: built.game.teamStats,
  };
}

describe('liveCenterData', () => {
  it("holds the game as the data has it: the overtime score, every play, both teams' lines", () => {
    const event = must(league.event(OVERTIME_GAME), OVERTIME_GAME);
    expect(built.game.event).toMatchObject({
      homeScore: event.homeScore,
      visitorScore: event.visitorScore,
      period: 5,
      homePeriodScores: event.homePeriodScores,
    });
    expect(built.game.plays).toHaveLength(must(league.game(OVERTIME_GAME)?.plays, 'its plays').length);
    expect(built.game.teamStats.map((line) => line.officialId)).toEqual([event.awayTeamId, event.homeTeamId]);
    const scorer = must(
      built.game.playerStats.find((line) => Number(line['goals']) > 0),
      'a scorer',
    );
    expect(scorer.lastName).toBe(league.player(scorer.officialId)?.lastName);
    expect([event.homeTeamId, event.awayTeamId]).toContain(scorer.teamId);
  });
});

describe('a real game fed to the live rules play by play', () => {
  it("ends with the data's score, period scores and plays, each play once", () => {
    let game = pregame(built.game);
    const total = built.game.plays.length;
    for (let index = 0; index < total; index += 1) {
      const update = updateAfter(game, index);
      game = applyLiveUpdate(game, update).game;
      // A repeated message (a resumed stream sending it again) changes nothing.
      expect(applyLiveUpdate(game, update).game.plays).toBe(game.plays);
    }
    const event = must(league.event(OVERTIME_GAME), OVERTIME_GAME);
    expect(game.event.homeScore).toBe(event.homeScore);
    expect(game.event.visitorScore).toBe(event.visitorScore);
    expect(game.event.homePeriodScores).toEqual(event.homePeriodScores);
    expect(game.event.visitorPeriodScores).toEqual(event.visitorPeriodScores);
    expect(game.plays.map((play) => play.markerId)).toEqual(built.game.plays.map((play) => play.markerId));
    expect(game.teamStats).toEqual(built.game.teamStats);
  });

  it('grows its win-probability series with each play: after n plays, the probabilities of those n', () => {
    const raw = rawPlays();
    const expected = (count: number) =>
      raw
        .slice(0, count)
        .filter((play) => play['homeTeamWinProbability'] !== null)
        .map((play) => ({
          secondsPassed: play['secondsPassed'],
          period: play['period'],
          home: play['homeTeamWinProbability'],
        }));
    let game = pregame(built.game);
    expect(winProbabilitySeries(game.plays)).toEqual([]);
    for (let index = 0; index < raw.length; index += 1) {
      game = applyLiveUpdate(game, updateAfter(game, index)).game;
      expect(winProbabilitySeries(game.plays)).toEqual(expected(index + 1));
    }
    // 2024 plays carry a probability on most plays, so the series did grow.
    expect(expected(raw.length).length).toBeGreaterThan(raw.length / 2);
  });

  it('a missed update is a gap: nothing is placed until the play log is reloaded', () => {
    const start = pregame(built.game);
    const first = applyLiveUpdate(start, updateAfter(start, 0)).game;
    const skipped = applyLiveUpdate(first, updateAfter(first, 2));
    expect(skipped.gap).toBe(true);
    expect(skipped.game.plays).toBe(first.plays);
    // The scoreboard still moves: it is whole in every update.
    expect(skipped.game.event.clockMinutes).toBe(must(built.game.plays[2], 'a third play').minutes);
  });

  it('applies the scoreboard only while the game is live, and flags an incomplete one', () => {
    const start = pregame(built.game);
    const upcoming = { ...start, event: { ...start.event, eventStatus: 0 } };
    const update = updateAfter(start, 40);
    expect(applyLiveUpdate(upcoming, update).game.event.clockMinutes).toBe(12);
    const incomplete = { ...(update.scoreboard as Record<string, unknown>), seconds: undefined };
    const applied = applyLiveUpdate(start, { ...update, scoreboard: incomplete });
    expect(applied.incompleteScoreboard).toBe(true);
    expect(applied.game.event).toBe(start.event);
  });

  it('the update that ends the game shows its last score, then its final status', () => {
    let game = pregame(built.game);
    const total = built.game.plays.length;
    for (let index = 0; index < total - 1; index += 1) game = applyLiveUpdate(game, updateAfter(game, index)).game;
    const ended = applyLiveUpdate(game, updateAfter(game, total - 1, 3)).game;
    expect(ended.event.eventStatus).toBe(3);
    expect(ended.event.homeScore).toBe(must(league.event(OVERTIME_GAME), OVERTIME_GAME).homeScore);
  });
});

describe('placePlays', () => {
  const play = (markerId: string) => ({ ...must(built.game.plays[0], 'a play'), markerId });
  it('appends without a count, places with one, and refuses a count that skips plays', () => {
    const held = [play('a'), play('b')];
    expect(placePlays(held, [play('c')], null).plays.map((each) => each.markerId)).toEqual(['a', 'b', 'c']);
    expect(placePlays(held, [play('b'), play('c')], 3).plays.map((each) => each.markerId)).toEqual(['a', 'b', 'c']);
    expect(placePlays(held, [play('d')], 4)).toEqual({ plays: held, gap: true });
    expect(placePlays(held, [], 5)).toEqual({ plays: held, gap: true });
    expect(placePlays(held, [], 2)).toEqual({ plays: held, gap: false });
  });
});
