import { describe, expect, it } from 'vitest';
import {
  FANTASY_SCORING,
  fantasyPoints,
  fantasyPointsPerGame,
  formatRulePoints,
  type FantasyCounts,
} from '../../../../src/lib/fantasy/scoring.ts';

const zero: FantasyCounts = {
  gamesPlayed: 0,
  onePointGoals: 0,
  twoPointGoals: 0,
  assists: 0,
  groundBalls: 0,
  causedTurnovers: 0,
  turnovers: 0,
  faceoffsWon: 0,
  saves: 0,
};

describe('fantasy points', () => {
  it('scores each counted stat by its rule', () => {
    expect(fantasyPoints({ ...zero, onePointGoals: 1 })).toBe(4);
    expect(fantasyPoints({ ...zero, twoPointGoals: 1 })).toBe(8);
    expect(fantasyPoints({ ...zero, assists: 1 })).toBe(2);
    expect(fantasyPoints({ ...zero, groundBalls: 1 })).toBe(1);
    expect(fantasyPoints({ ...zero, causedTurnovers: 1 })).toBe(2);
    expect(fantasyPoints({ ...zero, turnovers: 1 })).toBe(-1);
    expect(fantasyPoints({ ...zero, faceoffsWon: 1 })).toBe(0.25);
    expect(fantasyPoints({ ...zero, saves: 1 })).toBe(0.5);
  });

  it('a two-point goal is worth twice a one-point goal, as on the scoreboard', () => {
    expect(fantasyPoints({ ...zero, twoPointGoals: 1 })).toBe(2 * fantasyPoints({ ...zero, onePointGoals: 1 }));
  });

  it('adds the rules up: a 3-goal (one a two-pointer), 2-assist game', () => {
    // 2 x 4 + 8 + 2 x 2 + 3 GB + 1 CT x 2 - 2 TO = 23
    const line = {
      ...zero,
      gamesPlayed: 1,
      onePointGoals: 2,
      twoPointGoals: 1,
      assists: 2,
      groundBalls: 3,
      causedTurnovers: 1,
      turnovers: 2,
    };
    expect(fantasyPoints(line)).toBe(23);
  });

  it('a faceoff specialist scores a quarter point a win; a goalie half a point a save', () => {
    // 15 x 0.25 + 6 = 9.75; 13 x 0.5 + 2 - 1 = 7.5
    expect(fantasyPoints({ ...zero, faceoffsWon: 15, groundBalls: 6 })).toBe(9.75);
    expect(fantasyPoints({ ...zero, saves: 13, groundBalls: 2, turnovers: 1 })).toBe(7.5);
  });

  it('can be negative', () => {
    expect(fantasyPoints({ ...zero, turnovers: 3 })).toBe(-3);
  });

  it('every scored stat appears once in the stated formula', () => {
    const stats = FANTASY_SCORING.map((rule) => rule.stat);
    expect(new Set(stats).size).toBe(stats.length);
    expect(stats.sort()).toEqual(
      Object.keys(zero)
        .filter((key) => key !== 'gamesPlayed')
        .sort(),
    );
  });
});

describe('fantasy points per game', () => {
  it('divides by games played', () => {
    expect(fantasyPointsPerGame({ ...zero, gamesPlayed: 4, onePointGoals: 5 })).toBe(5);
    expect(fantasyPointsPerGame({ ...zero, gamesPlayed: 3, assists: 1 })).toBeCloseTo(2 / 3);
  });
  it('is unknown without a game', () => {
    expect(fantasyPointsPerGame({ ...zero, onePointGoals: 1 })).toBeNull();
  });
});

describe('formula text', () => {
  it("signs each rule's points with a true minus sign", () => {
    expect(formatRulePoints(4)).toBe('+4');
    expect(formatRulePoints(0.5)).toBe('+0.5');
    expect(formatRulePoints(-1)).toBe('\u22121');
  });
});
