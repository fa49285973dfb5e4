import { describe, expect, it } from 'vitest';
import { eligibilityFilters, isEligibleLeader } from '../../../../src/lib/leaders/eligibility.ts';

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
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 30, twoPointShotPct: 0.75 }, 'twoPointShotPct', 'regular')).toBe(false);
    expect(isEligibleLeader({ gamesPlayed: 10, shots: 30, twoPointShotPct: 0.3 }, 'twoPointShotPct', 'regular')).toBe(true);
  });
  it('"save percentage cap 0.85"', () => {
    expect(isEligibleLeader({ gamesPlayed: 1, savePct: 0.85 }, 'savePct', 'regular')).toBe(true);
    expect(isEligibleLeader({ gamesPlayed: 1, savePct: 0.86 }, 'savePct', 'regular')).toBe(false);
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
  it('the rules read as filters with the spec\'s operators', () => {
    expect(eligibilityFilters('shotPct', 'regular')).toEqual([
      { stat: 'shots', operator: 'gt', value: 2.5, perGame: true },
      { stat: 'shotPct', operator: 'lte', value: 0.7 },
    ]);
    expect(eligibilityFilters('points', 'post')).toEqual([{ stat: 'points', operator: 'gt', value: 0 }]);
  });
});
