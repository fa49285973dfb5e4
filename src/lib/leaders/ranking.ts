/** Sorting and ranking rows by a stat. */
import { findColumn } from '../stats/columns.ts';
import { statNumber, type StatLine } from '../stats/values.ts';

export type SortDirection = 'asc' | 'desc';

/** A sorted column's aria-sort value. */
export const ariaSort = (direction: SortDirection): 'ascending' | 'descending' =>
  direction === 'asc' ? 'ascending' : 'descending';

/**
 * The direction a stat sorts in: best first, so lower-is-better stats ascend. "saa always sorts
 * ascending", whatever the caller asks for; other stats follow a requested direction (a user
 * clicking a column header).
 */
export function sortDirection(stat: string, requested?: SortDirection): SortDirection {
  if (stat === 'saa') return 'asc';
  return requested ?? (findColumn(stat)?.lowerIsBetter === true ? 'asc' : 'desc');
}

/**
 * Best first in `direction`. A missing value sorts last whichever the direction: a player without a
 * shot has no shot %, so he neither tops nor sinks among the real values of a list.
 */
export function compareStatValues(a: number | null, b: number | null, direction: SortDirection): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return direction === 'desc' ? b - a : a - b;
}

/** Equal for ranking: the same number up to floating-point noise (5/12 and 10/24 tie), or both missing. */
function sameValue(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-9;
}

export interface RankOptions<Item> {
  /** The stat line of an item. */
  stats: (item: Item) => StatLine;
  direction?: SortDirection;
  /** Stats compared, in order, when the ranked stat is level (always in their own best-first order). */
  tieBreaks?: readonly string[];
  /** A last, stable order for items level on everything: alphabetical by this text. */
  name?: (item: Item) => string;
}

export interface Ranked<Item> {
  item: Item;
  /** The ranked stat's value (null when missing or non-numeric). */
  value: number | null;
  rank: number;
  tied: boolean;
  /** "Ties rank as T- plus rank": "T-3" for a shared third place, "3" otherwise. */
  rankLabel: string;
}

/** "Ties rank as T- plus rank." */
export function rankLabel(rank: number, tied: boolean): string {
  return tied ? `T-${rank}` : String(rank);
}

/** Items sorted best first by `stat`, then by the tie-breaks, then by name. */
export function sortByStat<Item>(items: readonly Item[], stat: string, options: RankOptions<Item>): Item[] {
  const direction = sortDirection(stat, options.direction);
  const keys = [stat, ...(options.tieBreaks ?? [])];
  const keyed = items.map((item) => {
    const stats = options.stats(item);
    return { item, values: keys.map((key) => statNumber(stats, key)), name: options.name?.(item) ?? '' };
  });
  keyed.sort((a, b) => {
    for (const [index, key] of keys.entries()) {
      const keyDirection = index === 0 ? direction : sortDirection(key);
      const order = compareStatValues(a.values[index] ?? null, b.values[index] ?? null, keyDirection);
      if (order !== 0) return order;
    }
    return a.name.localeCompare(b.name, 'en');
  });
  return keyed.map(({ item }) => item);
}

/**
 * Standard competition ranking ("1, 2, T-3, T-3, 5") on the ranked stat's value. Tie-breaks order
 * players level on the stat, but do not split their shared rank: two shooters at 41.7% both read T-3.
 */
export function rankByStat<Item>(items: readonly Item[], stat: string, options: RankOptions<Item>): Ranked<Item>[] {
  const sorted = sortByStat(items, stat, options).map((item) => ({
    item,
    value: statNumber(options.stats(item), stat),
  }));
  // Sorted on the value, the items level with one form a run: [first, end) moves forward along the
  // list (comparing every item with every other took the square of a career list's length).
  let first = 0;
  let end = 0;
  return sorted.map(({ item, value }, index) => {
    while (first < index && !sameValue(sorted[first]?.value ?? null, value)) first++;
    end = Math.max(end, index + 1);
    while (end < sorted.length && sameValue(sorted[end]?.value ?? null, value)) end++;
    const shared = end - first > 1;
    return { item, value, rank: first + 1, tied: shared, rankLabel: rankLabel(first + 1, shared) };
  });
}
