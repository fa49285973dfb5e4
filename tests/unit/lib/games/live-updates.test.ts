import { describe, expect, it } from 'vitest';
import {
  applyScoreboard,
  isCompleteScoreboard,
  matchTeamStats,
  mergePlayerStats,
  nextHighlights,
  nextPlayLogs,
  promptsRefresh,
  reconnectDelay,
  type LiveEvent,
} from '../../../../src/lib/games/live-updates.ts';

const scoreboard = {
  homeScore: 3,
  awayScore: 2,
  homePeriodScores: [3],
  awayPeriodScores: [2],
  period: 1,
  minutes: 4,
  seconds: 10,
};
const event: LiveEvent = {
  eventStatus: 1,
  homeScore: 2,
  visitorScore: 2,
  homePeriodScores: [2],
  visitorPeriodScores: [2],
  period: 1,
  clockMinutes: 5,
  clockSeconds: 0,
};

describe('live scoreboard', () => {
  it('"Live scoreboard accepted only if all seven fields present."', () => {
    expect(isCompleteScoreboard(scoreboard)).toBe(true);
    const { seconds, ...missingSeconds } = scoreboard;
    expect(seconds).toBe(10);
    expect(isCompleteScoreboard(missingSeconds)).toBe(false);
    expect(isCompleteScoreboard({ ...scoreboard, homePeriodScores: null })).toBe(false);
    expect(isCompleteScoreboard({ ...scoreboard, period: 'x' })).toBe(false);
    expect(isCompleteScoreboard(null)).toBe(false);
  });
  it('"Stream score updates apply only while eventStatus is 1."', () => {
    expect(applyScoreboard(event, scoreboard)).toEqual({
      eventStatus: 1,
      homeScore: 3,
      visitorScore: 2,
      homePeriodScores: [3],
      visitorPeriodScores: [2],
      period: 1,
      clockMinutes: 4,
      clockSeconds: 10,
    });
    const final = { ...event, eventStatus: 3 };
    expect(applyScoreboard(final, scoreboard)).toBe(final);
  });
  it('"Incomplete scoreboard warned": an incomplete scoreboard leaves the score shown', () => {
    expect(applyScoreboard(event, { homeScore: 9 })).toBe(event);
  });
});

describe('live stats', () => {
  it('"Team stats apply only when both teams are found by officialId."', () => {
    const rows = [
      { officialId: 'ATL', goals: 3 },
      { officialId: 'CHA', goals: 2 },
      { officialId: 'XXX', goals: 0 },
    ];
    expect(matchTeamStats(rows, 'ATL', 'CHA')).toEqual({ home: rows[0], away: rows[1] });
    expect(matchTeamStats(rows, 'ATL', 'OUT')).toBeNull();
  });
  it('"Player stats merge by officialId, updating only on change."', () => {
    const a = { officialId: '000001', goals: 1 };
    const b = { officialId: '000002', goals: 0 };
    const current = [a, b];
    expect(mergePlayerStats(current, [{ officialId: '000001', goals: 1 }])).toBe(current);
    const merged = mergePlayerStats(current, [
      { officialId: '000002', goals: 1 },
      { officialId: '000003', goals: 2 },
    ]);
    expect(merged).toEqual([a, { officialId: '000002', goals: 1 }, { officialId: '000003', goals: 2 }]);
    expect(merged[0]).toBe(a);
  });
  it('"Play logs replaced only if non-empty and changed."', () => {
    const current = [{ markerId: 'pregame' }, { markerId: 'faceoff-100' }];
    expect(nextPlayLogs(current, [])).toBe(current);
    expect(nextPlayLogs(current, null)).toBe(current);
    expect(nextPlayLogs(current, [{ markerId: 'pregame' }, { markerId: 'faceoff-100' }])).toBe(current);
    const longer = [...current, { markerId: 'shot-200' }];
    expect(nextPlayLogs(current, longer)).toBe(longer);
    const edited = [{ markerId: 'pregame' }, { markerId: 'faceoff-101' }];
    expect(nextPlayLogs(current, edited)).toBe(edited);
  });
  it('"Highlights poll while live and are replaced if count changed."', () => {
    const current = ['a'];
    expect(nextHighlights(current, ['b'])).toBe(current);
    const more = ['a', 'b'];
    expect(nextHighlights(current, more)).toBe(more);
  });
});

describe('the live stream', () => {
  it('"No live game or Game ended stops the stream with no reconnect"', () => {
    expect(reconnectDelay({ kind: 'message', text: 'No live game' }, 1)).toBeNull();
    expect(reconnectDelay({ kind: 'message', text: 'Game ended' }, 1)).toBeNull();
  });
  it('"manual disconnect prevents reconnect"', () => {
    expect(reconnectDelay({ kind: 'manual' }, 1)).toBeNull();
  });
  it('"other drops reconnect with exponential delay up to a maximum attempts ... 3 and 1000", "then error"', () => {
    expect([1, 2, 3].map((attempt) => reconnectDelay({ kind: 'dropped' }, attempt))).toEqual([1000, 2000, 4000]);
    expect(reconnectDelay({ kind: 'dropped' }, 4)).toBeNull();
    expect(reconnectDelay({ kind: 'dropped' }, 0)).toBeNull();
    expect(reconnectDelay({ kind: 'message', text: 'Server restarting' }, 2)).toBe(2000);
  });
  it('"After 5 failures the user is prompted to refresh."', () => {
    expect([promptsRefresh(4), promptsRefresh(5)]).toEqual([false, true]);
  });
});
