import { describe, expect, it } from 'vitest';
import { compareWith, filteredValue, passesFilter, passesFilters } from '../../../../src/lib/leaders/filters.ts';

describe('stat filters', () => {
  it('"Filter operators eq, gte, gt, lt, lte"', () => {
    expect([compareWith('eq', 3, 3), compareWith('eq', 3, 4)]).toEqual([true, false]);
    expect([compareWith('gte', 3, 3), compareWith('gte', 2, 3)]).toEqual([true, false]);
    expect([compareWith('gt', 3, 3), compareWith('gt', 4, 3)]).toEqual([false, true]);
    expect([compareWith('lt', 3, 3), compareWith('lt', 2, 3)]).toEqual([false, true]);
    expect([compareWith('lte', 3, 3), compareWith('lte', 4, 3)]).toEqual([true, false]);
  });
  it('"gamesPlayed above 0 always": a player without games fails even an empty filter list', () => {
    expect(passesFilters({ gamesPlayed: 0 }, [])).toBe(false);
    expect(passesFilters({ gamesPlayed: 1 }, [])).toBe(true);
  });
  it('filters compare a stat in total or per game; a missing stat passes none, not even "below"', () => {
    const stats = { gamesPlayed: 4, shots: 10, goals: 0 };
    expect(filteredValue(stats, { stat: 'shots', operator: 'gt', value: 0 })).toBe(10);
    expect(filteredValue(stats, { stat: 'shots', operator: 'gt', value: 0, perGame: true })).toBe(2.5);
    expect(passesFilter(stats, { stat: 'goals', operator: 'eq', value: 0 })).toBe(true);
    expect(filteredValue(stats, { stat: 'saves', operator: 'lt', value: 3 })).toBeNull();
    expect(passesFilter(stats, { stat: 'saves', operator: 'lt', value: 3 })).toBe(false);
    // A rate without attempts is missing too: no shots, no shot %, whatever the line says.
    expect(passesFilter({ shots: 0, shotPct: 0 }, { stat: 'shotPct', operator: 'lte', value: 0.7 })).toBe(false);
    expect(
      passesFilters(stats, [
        { stat: 'shots', operator: 'gte', value: 10 },
        { stat: 'goals', operator: 'gt', value: 0 },
      ]),
    ).toBe(false);
  });
});
