/**
 * The rows of the site's server-rendered stat tables (StatTable): a name, a detail and a rank around
 * a stat line, whose columns come from the registry. Their CSV files are written from the same rows.
 */
import type { StatColumn } from '../stats/columns.ts';
import { columnValue } from '../stats/format.ts';
import type { StatLine } from '../stats/values.ts';
import { statTableCsv, type CsvLeadColumn } from './csv.ts';
import { modeColumn, modeStatLine, shownColumns, type TableMode } from './table-view.ts';

/**
 * A name column's text: a name as it is (the column cuts it with an ellipsis when too narrow); or
 * parts that are data (a game's date, its opponent), each kept whole on one line, with a space
 * between them where the line may break.
 */
export type NameText = string | readonly string[];

export const nameParts = (text: NameText): text is readonly string[] => typeof text !== 'string';

/** The name as one line of text: its parts joined by spaces. */
export const plainName = (text: NameText): string => (nameParts(text) ? text.join(' ') : text);

export interface StatTableRow {
  /** Official id of the player or team (data-id). */
  id: string;
  /** First column: the player's or team's name, or a game's date and opponent. */
  name: NameText;
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

/** A StatTable's columns and rows in a view (totals, or per game: see modeColumn and modeStatLine). */
export function modeStatRows<Row extends StatTableRow>(
  columns: readonly StatColumn[],
  rows: readonly Row[],
  mode: TableMode,
): { columns: StatColumn[]; rows: Row[] } {
  return {
    columns: columns.map((column) => modeColumn(column, mode)),
    rows: rows.map((row) => ({ ...row, stats: modeStatLine(row.stats, columns, mode) })),
  };
}

/**
 * A StatTable's rows as CSV: any columns of the caller's first, the rank when the table ranks, the
 * name, the detail under its own label when a row has one, then the stat columns the table shows.
 */
export function statRowsCsv<Row extends StatTableRow>(
  columns: readonly StatColumn[],
  rows: readonly Row[],
  labels: { name: string; detail?: string },
  before: readonly CsvLeadColumn<Row>[] = [],
): string {
  const lead: CsvLeadColumn<Row>[] = [
    ...before,
    ...(rows.some((row) => row.rank !== undefined) ? [{ label: 'Rank', value: (row: Row) => row.rank }] : []),
    { label: labels.name, value: (row: Row) => plainName(row.name) },
    ...(labels.detail !== undefined && rows.some((row) => row.detail)
      ? [{ label: labels.detail, value: (row: Row) => row.detail }]
      : []),
  ];
  return statTableCsv(lead, statRowColumns(columns, rows), rows, (row, column) => columnValue(column, row.stats));
}
