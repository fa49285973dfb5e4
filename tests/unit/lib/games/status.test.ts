import { describe, expect, it } from 'vitest';
import { YEARS, season } from '../../../e2e/player-snapshot.ts';
import {
  finalLabel,
  gameActions,
  gameState,
  hasFinalScore,
  isFinal,
  isGameDayPage,
  isLiveGame,
  publishedScore,
  scheduleState,
} from '../../../../src/lib/games/status.ts';

const START = 1_748_642_400; // 2025-05-30T22:00:00Z, 2025's first game
const START_MS = START * 1000;

describe('game status', () => {
  it('"eventStatus: 0 upcoming ...; 1 live ...; 2 or more final"', () => {
    expect(gameState(0)).toBe('upcoming');
    expect(gameState(1)).toBe('live');
    expect(gameState(2)).toBe('final');
    expect(gameState(3)).toBe('final');
    expect(gameState(-1)).toBe('upcoming');
    expect([isFinal(1), isFinal(2)]).toEqual([false, true]);
  });
  it('"FINAL if period 4 or less, FINAL OT above 4"', () => {
    expect(finalLabel(4)).toBe('FINAL');
    expect(finalLabel(3)).toBe('FINAL');
    expect(finalLabel(5)).toBe('FINAL OT');
    expect(finalLabel(7)).toBe('FINAL OT');
  });
  it('"0 upcoming (start time, Tickets, Preview); 1 live (... Watch)"', () => {
    expect(gameActions('upcoming')).toEqual(['Tickets', 'Preview']);
    expect(gameActions('live')).toEqual(['Watch', 'View Stats']);
    expect(gameActions('pending')).toEqual(['Preview']);
    expect(gameActions('final')).toEqual(['View Stats']);
  });
  it('as of now: a game started without a final is pending unless it is being played', () => {
    const hour = 3_600_000;
    expect(scheduleState({ startTime: START, eventStatus: 0 }, START_MS - 1)).toBe('upcoming');
    expect(scheduleState({ startTime: START, eventStatus: 0 }, START_MS)).toBe('pending');
    expect(scheduleState({ startTime: START, eventStatus: 1 }, START_MS + hour)).toBe('live');
    expect(scheduleState({ startTime: START, eventStatus: 1 }, START_MS + 4 * hour)).toBe('pending');
    expect(scheduleState({ startTime: START, eventStatus: 3 }, START_MS + hour)).toBe('final');
    // A snapshot taken later knows the result; as of a date before the start, the game is to come.
    expect(scheduleState({ startTime: START, eventStatus: 3 }, START_MS - hour)).toBe('upcoming');
  });
  it('"Live game is one whose current time lies between start and end."', () => {
    const event = { startTime: START, eventStatus: 1 };
    expect(isLiveGame(event, START_MS - 1)).toBe(false);
    expect(isLiveGame(event, START_MS)).toBe(true);
    expect(isLiveGame(event, START_MS + 3 * 3_600_000)).toBe(true);
    expect(isLiveGame(event, START_MS + 3 * 3_600_000 + 1)).toBe(false);
    expect(isLiveGame(event, START_MS + 10_000, START_MS + 5000)).toBe(false);
  });
  it('a final game is never live', () => {
    expect(isLiveGame({ startTime: START, eventStatus: 3 }, START_MS + 1000)).toBe(false);
  });
});

describe('isGameDayPage', () => {
  const builtAt = Date.UTC(2026, 5, 6, 12);
  const game = (eventStatus: number, startsInHours: number) => ({
    slugname: 'g',
    eventStatus,
    startTime: (builtAt + startsInHours * 3_600_000) / 1000,
  });
  it('a game not final that starts within 36 hours of the build, or is being played, carries the live center', () => {
    expect(isGameDayPage(game(0, 30), builtAt, new Set())).toBe(true);
    expect(isGameDayPage(game(1, -1), builtAt, new Set())).toBe(true);
    expect(isGameDayPage(game(0, 37), builtAt, new Set())).toBe(false);
    expect(isGameDayPage(game(3, -3), builtAt, new Set())).toBe(false);
  });
  it('a game that started more than a day before the build and is still not final is stale, not live', () => {
    expect(isGameDayPage(game(1, -23), builtAt, new Set())).toBe(true);
    expect(isGameDayPage(game(0, -25), builtAt, new Set())).toBe(false);
  });
  it('a game the build was told about carries it whatever its status', () => {
    expect(isGameDayPage(game(3, -3000), builtAt, new Set(['g']))).toBe(true);
  });
});

describe('published scores', () => {
  type RawEvent = Parameters<typeof publishedScore>[0] & { slugname: string };
  const finals = YEARS.flatMap((year) => season(year).events as unknown as RawEvent[]).filter(
    (event) => event.eventStatus >= 2,
  );
  it('the Skills Competitions, sent as a final 0-0 with no score by period, have no score', () => {
    const skills = finals.filter((event) => event.slugname.includes('skills'));
    expect(skills.length).toBeGreaterThan(0);
    for (const event of skills) {
      expect(publishedScore(event), event.slugname).toEqual({ away: null, home: null });
      expect(hasFinalScore(event), event.slugname).toBe(false);
    }
  });
  it("every other final keeps the league's score", () => {
    for (const event of finals.filter((candidate) => !candidate.slugname.includes('skills'))) {
      expect(publishedScore(event), event.slugname).toEqual({ away: event.visitorScore, home: event.homeScore });
    }
  });
  it('a 0-0 with a score by period, or not yet final, is a score', () => {
    const scored = { eventStatus: 3, homeScore: 0, visitorScore: 0, homePeriodScores: [0], visitorPeriodScores: [0] };
    expect(publishedScore(scored)).toEqual({ away: 0, home: 0 });
    expect(publishedScore({ ...scored, eventStatus: 1, homePeriodScores: [], visitorPeriodScores: [] })).toEqual({
      away: 0,
      home: 0,
    });
  });
});
