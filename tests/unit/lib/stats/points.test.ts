import { describe, expect, it } from 'vitest';
import { points, scoringPoints } from '../../../../src/lib/stats/points.ts';

describe('points', () => {
  it('"Points = goals + 2 x two-point goals + assists" with goals read as one-point goals (as the data confirms)', () => {
    // A real 2024 box score row shape: 3 one-point goals, 1 two-point goal, 2 assists -> 3 + 2 + 2 = 7.
    expect(points({ onePointGoals: 3, twoPointGoals: 1, goals: 4, assists: 2 })).toBe(7);
  });
  it('scoring points count a two-point goal twice and leave assists out', () => {
    expect(scoringPoints({ onePointGoals: 3, twoPointGoals: 1, assists: 2 })).toBe(5);
  });
  it('missing counts are zeros', () => {
    expect(points({ assists: 4 })).toBe(4);
    expect(points({})).toBe(0);
    expect(points({ onePointGoals: '2', twoPointGoals: null, assists: 1 })).toBe(3);
  });
});
