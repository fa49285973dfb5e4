/**
 * The rows of the site's server-rendered stat tables (StatTable): a name, a detail and a rank around
 * a stat line, whose columns come from the registry. Their CSV files are written from the same rows.
 */
import type { StatColumn } from '../stats/columns.ts';
import { columnValue } from '../stats/format.ts';
import type { StatLine } from '../stats/values.ts';
import { statTableCsv, type CsvLeadColumn } from './csv.ts';
import { shownColumns } from './table-view.ts';

export interface StatTableRow {
  /** Official id of the player or team (data-id). */
  id: string;
  /** First column: the player's or team's name. */
  name: string;
  href?: string | undefined;
  /** Shown after the name, smaller (position, team code...). */
  detail?: string | undefined;
  /** A rank label ("1", "T-3") shown before the name, when the table is a ranking. */
  rank?: string | undefined;
  stats: StatLine;
}

/** The columns a StatTable shows of its rows: none empty for every row. */
export function statRowColumns(columns: readonly StatColumn[], rows: readonly StatTableRow[]): StatColumn[] {
  return shownColumns(columns, rows, (row, column) => columnValue(column, row.stats));
}

/**
 * A StatTable's rows as CSV: any columns of the caller's first, the rank when the table ranks, the
 * name, the detail under its own label when a row has one, then the stat columns the table shows.
 */
export function statRowsCsv<Row extends StatTableRow>(
  columns: readonly StatColumn[],
  rows: readonly Row[],
  labels: { name: string; detail: string },
  before: readonly CsvLeadColumn<Row>[] = [],
): string {
  const lead: CsvLeadColumn<Row>[] = [
    ...before,
    ...(rows.some((row) => row.rank !== undefined) ? [{ label: 'Rank', value: (row: Row) => row.rank }] : []),
    { label: labels.name, value: (row: Row) => row.name },
    ...(rows.some((row) => row.detail) ? [{ label: labels.detail, value: (row: Row) => row.detail }] : []),
  ];
  return statTableCsv(lead, statRowColumns(columns, rows), rows, (row, column) => columnValue(column, row.stats));
}
