import { describe, expect, it } from 'vitest';
import { periodScoreCells, periodsReached } from '../../../../src/lib/games/period-scores.ts';

describe('period score cells', () => {
  it('"Period score cells show a dash for periods not reached."', () => {
    expect(periodScoreCells([3, 1], 2)).toEqual(['3', '1', '-', '-']);
    expect(periodScoreCells([], 0)).toEqual(['-', '-', '-', '-']);
  });
  it('a finished regulation game fills four cells', () => {
    expect(periodScoreCells([1, 3, 4, 3], 4)).toEqual(['1', '3', '4', '3']);
  });
  it('overtime adds a cell for each overtime reached', () => {
    expect(periodScoreCells([5, 4, 3, 4, 1], 5)).toEqual(['5', '4', '3', '4', '1']);
  });
  it('a reached period the wire has not scored yet shows 0', () => {
    expect(periodScoreCells([2, null], 3)).toEqual(['2', '0', '0', '-']);
  });
  it('an upcoming game has reached no period; others their current one', () => {
    expect(periodsReached({ eventStatus: 0, period: 1 })).toBe(0);
    expect(periodsReached({ eventStatus: 1, period: 3 })).toBe(3);
    expect(periodsReached({ eventStatus: 3, period: 5 })).toBe(5);
  });
});
