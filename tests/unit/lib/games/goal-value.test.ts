import { describe, expect, it } from 'vitest';
import { goalValue } from '../../../../src/lib/games/goal-value.ts';

describe('goalValue', () => {
  it('"points = onePointGoals + 2 x twoPointGoals": a 2_PT or MU_2_PT goal counts 2', () => {
    expect(goalValue('2_PT')).toBe(2);
    expect(goalValue('MU_2_PT')).toBe(2);
  });

  it('every other goal (1_PT, MU, unknown or missing shot type) counts 1', () => {
    expect(goalValue('1_PT')).toBe(1);
    expect(goalValue('MU')).toBe(1);
    expect(goalValue('')).toBe(1);
    expect(goalValue(null)).toBe(1);
  });
});
