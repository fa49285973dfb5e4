import { describe, expect, it } from 'vitest';
import { periodLabel, quarterLabel } from '../../../../src/lib/games/period-labels.ts';

describe('period labels', () => {
  it('"1-4 are 1st-4th (Q1-Q4)"', () => {
    expect([1, 2, 3, 4].map(periodLabel)).toEqual(['1st', '2nd', '3rd', '4th']);
    expect([1, 2, 3, 4].map(quarterLabel)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
  });
  it('"5 OT; above 5 OT{period-4}"', () => {
    expect(periodLabel(5)).toBe('OT');
    expect(periodLabel(6)).toBe('OT2');
    expect(periodLabel(8)).toBe('OT4');
    expect(quarterLabel(5)).toBe('OT');
    expect(quarterLabel(7)).toBe('OT3');
  });
  it('before the game there is no period label', () => {
    expect(periodLabel(0)).toBe('');
    expect(quarterLabel(0)).toBe('');
  });
});
