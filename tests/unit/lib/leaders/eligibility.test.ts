import { describe, expect, it } from 'vitest';
import {
  eligibilityFilters,
  isEligibleLeader,
  perGameMinGames,
  perGameRule,
  qualificationRule,
} from '../../../../src/lib/leaders/eligibility.ts';

describe('leader eligibility', () => {
  it('"shot percentages need shots per game above 2.5 (regular)": exactly 2.5 is not eligible', () => {
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 25, shotPct: 0.4 }, 'shotPct', 'regular')).toBe(false);
  });
  it('"shot percentages need shots per game above 2.5 (regular)": 2.6 is eligible', () => {
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 26, shotPct: 0.4 }, 'shotPct', 'regular')).toBe(true);
  });
  it('"... or 2 (other)": exactly 2 per game is not eligible in the post-season, 2.1 is', () => {
    expect(isEligibleLeader({ gamesPlayed: 2, shots: 4, shotPct: 0.5 }, 'shotPct', 'post')).toBe(false);
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 21, shotPct: 0.5 }, 'shotPct', 'post')).toBe(true);
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 21, shotPct: 0.5 }, 'shotPct', 'champseries')).toBe(true);
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 21, shotPct: 0.5 }, 'shotPct', 'regular')).toBe(false);
  });
  it('"and value at most 0.7": a 0.7 shot percentage is eligible', () => {
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 30, shotPct: 0.7 }, 'shotPct', 'regular')).toBe(true);
  });
  it('"and value at most 0.7": 0.71 is not', () => {
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 30, shotPct: 0.71 }, 'shotPct', 'regular')).toBe(false);
  });
  it('"shot percentages" include the two-point shot percentage', () => {
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 30, twoPointShotPct: 0.75 }, 'twoPointShotPct', 'regular')).toBe(
      false,
    );
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 30, twoPointShotPct: 0.3 }, 'twoPointShotPct', 'regular')).toBe(
      true,
    );
  });
  it('"save percentage cap 0.85"', () => {
    expect(isEligibleLeader({ gamesPlayed: 1, savePct: 0.85 }, 'savePct', 'regular', 2)).toBe(true);
    expect(isEligibleLeader({ gamesPlayed: 1, savePct: 0.86 }, 'savePct', 'regular', 2)).toBe(false);
  });
  it("save % and saves-against average need a goalie who played at least 40% of his team's games", () => {
    // 4 of 10 is exactly 40%: in. 3 of 10: out, however good.
    expect(isEligibleLeader({ gamesPlayed: 4, savePct: 0.6 }, 'savePct', 'regular', 10)).toBe(true);
    expect(isEligibleLeader({ gamesPlayed: 3, savePct: 0.7 }, 'savePct', 'regular', 10)).toBe(false);
    expect(isEligibleLeader({ gamesPlayed: 4, saa: 11 }, 'saa', 'regular', 10)).toBe(true);
    expect(isEligibleLeader({ gamesPlayed: 2, saa: 9 }, 'saa', 'regular', 10)).toBe(false);
    // A post-season of 2 games: 1 game is half of them.
    expect(isEligibleLeader({ gamesPlayed: 1, savePct: 0.6 }, 'savePct', 'post', 2)).toBe(true);
    // His team's games unknown: no goalie rate qualifies him; other stats do not ask.
    expect(isEligibleLeader({ gamesPlayed: 10, savePct: 0.6 }, 'savePct', 'regular')).toBe(false);
    expect(isEligibleLeader({ gamesPlayed: 1, saves: 10 }, 'saves', 'regular')).toBe(true);
  });
  it("a rate without attempts (a field player's 0.0 save %) is missing and leads nothing", () => {
    expect(
      isEligibleLeader({ gamesPlayed: 10, saves: 0, scoresAgainst: 0, savePct: 0 }, 'savePct', 'regular', 10),
    ).toBe(false);
  });
  it('each qualified board states its rule; a board of counts has none', () => {
    expect(qualificationRule('shotPct', 'regular')).toBe(
      'Qualified: more than 2.5 shots a game, and a shot % of at most 70%.',
    );
    expect(qualificationRule('shotPct', 'post')).toBe(
      'Qualified: more than 2 shots a game, and a shot % of at most 70%.',
    );
    expect(qualificationRule('faceoffPct', 'regular')).toBe(
      'Qualified: more than 2 faceoffs a game, and a faceoff % of at most 90%.',
    );
    expect(qualificationRule('savePct', 'regular')).toBe(
      "Qualified: goalies who played at least 40% of their team's games, with a save % of at most 85%.",
    );
    expect(qualificationRule('saa', 'regular')).toBe(
      "Qualified: goalies who played at least 40% of their team's games.",
    );
    expect(qualificationRule('points', 'regular')).toBeNull();
  });
  it('"faceoff percentage cap 0.9"', () => {
    expect(isEligibleLeader({ gamesPlayed: 1, faceoffs: 30, faceoffPct: 0.9 }, 'faceoffPct', 'regular')).toBe(true);
    expect(isEligibleLeader({ gamesPlayed: 1, faceoffs: 30, faceoffPct: 0.91 }, 'faceoffPct', 'regular')).toBe(false);
  });
  it('"faceoff leaders need faceoffs above 2 x gamesPlayed": exactly 2 x is not enough', () => {
    expect(isEligibleLeader({ gamesPlayed: 10, faceoffs: 20, faceoffPct: 0.6 }, 'faceoffPct', 'regular')).toBe(false);
    expect(isEligibleLeader({ gamesPlayed: 10, faceoffs: 21, faceoffPct: 0.6 }, 'faceoffPct', 'regular')).toBe(true);
  });
  it('"other stats above 0"', () => {
    expect(isEligibleLeader({ gamesPlayed: 3, goals: 0 }, 'goals', 'regular')).toBe(false);
    expect(isEligibleLeader({ gamesPlayed: 3, goals: 1 }, 'goals', 'regular')).toBe(true);
    expect(isEligibleLeader({ gamesPlayed: 3 }, 'causedTurnovers', 'regular')).toBe(false);
  });
  it('"gamesPlayed above 0 always"', () => {
    expect(isEligibleLeader({ gamesPlayed: 0, goals: 5 }, 'goals', 'regular')).toBe(false);
    expect(isEligibleLeader({ goals: 5 }, 'goals', 'regular')).toBe(false);
    expect(isEligibleLeader({ gamesPlayed: 0, savePct: 0.5 }, 'savePct', 'regular')).toBe(false);
  });
  it("the rules read as filters with the spec's operators", () => {
    expect(eligibilityFilters('shotPct', 'regular')).toEqual([
      { stat: 'shots', operator: 'gt', value: 2.5, perGame: true },
      { stat: 'shotPct', operator: 'lte', value: 0.7 },
    ]);
    expect(eligibilityFilters('points', 'post')).toEqual([{ stat: 'points', operator: 'gt', value: 0 }]);
  });
});

describe('per-game leaders', () => {
  it("need at least half the season's most games, and at least one", () => {
    expect(perGameMinGames(10)).toBe(5);
    expect(perGameMinGames(9)).toBe(5);
    expect(perGameMinGames(1)).toBe(1);
    expect(perGameMinGames(0)).toBe(1);
  });
  it('state the rule under the board', () => {
    expect(perGameRule(6)).toBe("Qualified: at least 6 games played, half the season's most.");
    expect(perGameRule(1)).toBe("Qualified: at least 1 game played, half the season's most.");
  });
});
