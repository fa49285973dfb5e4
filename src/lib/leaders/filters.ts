/** Stat filters ("Filter operators eq, gte, gt, lt, lte; gamesPlayed above 0 always"). */
import { perGame, statNumber, type StatLine } from '../stats/values.ts';

export const FILTER_OPERATORS = ['eq', 'gte', 'gt', 'lt', 'lte'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface StatFilter {
  readonly stat: string;
  readonly operator: FilterOperator;
  readonly value: number;
  /** Compare the stat per game played rather than in total ("shots per game above 2.5"). */
  readonly perGame?: boolean;
}

/** "Filter operators eq, gte, gt, lt, lte" */
export function compareWith(operator: FilterOperator, actual: number, expected: number): boolean {
  switch (operator) {
    case 'eq':
      return actual === expected;
    case 'gte':
      return actual >= expected;
    case 'gt':
      return actual > expected;
    case 'lt':
      return actual < expected;
    case 'lte':
      return actual <= expected;
  }
}

/** The value a filter tests (null when the stat is missing). */
export function filteredValue(stats: StatLine, filter: StatFilter): number | null {
  return filter.perGame === true ? perGame(stats, filter.stat) : statNumber(stats, filter.stat);
}

/** A missing stat passes no filter: it is not a 0 that "below 3" would let through. */
export function passesFilter(stats: StatLine, filter: StatFilter): boolean {
  const value = filteredValue(stats, filter);
  return value !== null && compareWith(filter.operator, value, filter.value);
}

/** "gamesPlayed above 0 always" */
export const PLAYED_A_GAME: StatFilter = { stat: 'gamesPlayed', operator: 'gt', value: 0 };

/** Every filter holds, and (always) the player has played a game. */
export function passesFilters(stats: StatLine, filters: readonly StatFilter[]): boolean {
  return [PLAYED_A_GAME, ...filters].every((filter) => passesFilter(stats, filter));
}
