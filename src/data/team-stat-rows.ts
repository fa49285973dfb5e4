/** The rows of a team season's stat groups, shared by the team page and its CSV file. */
import { groupStats, type TeamSeasonView } from './teams.ts';
import { getColumn, type StatColumn } from '../lib/stats/columns.ts';
import { columnValue } from '../lib/stats/format.ts';
import type { TeamStatGroup } from '../lib/stats/tables.ts';
import { csvValue, toCsv } from '../lib/tables/csv.ts';
import { modeColumn } from '../lib/tables/table-view.ts';

export interface StatGroupLine {
  /** The stat's column as the view shows it (a count per game reads with one decimal). */
  column: StatColumn;
  /** The team's value in the view: a total, or a count over its games. */
  value: unknown;
  /** "1", "T-3" among the season's teams in the view; null when the stat is missing. */
  rank: string | null;
}

/** Each stat group of the season in the view, its rows in the group's order; none without stats. */
export function statGroupRows(view: TeamSeasonView): { group: TeamStatGroup; rows: StatGroupLine[] }[] {
  const { stats } = view;
  if (stats === null) return [];
  const line = groupStats(stats, view.mode);
  return view.groups.map(({ group, rows }) => ({
    group,
    rows: rows.map((row) => {
      const column = modeColumn(getColumn(row.id), view.mode);
      return { column, value: columnValue(column, line), rank: row.rank };
    }),
  }));
}

/** The stat groups as CSV: a row per stat with its group, name and abbreviation, the team's value and rank. */
export function statGroupsCsv(view: TeamSeasonView): string {
  return toCsv([
    ['Group', 'Stat', 'Abbreviation', 'Value', 'Rank'],
    ...statGroupRows(view).flatMap(({ group, rows }) =>
      rows.map((row) => [group, row.column.longName, row.column.shortLabel, csvValue(row.value), csvValue(row.rank)]),
    ),
  ]);
}
