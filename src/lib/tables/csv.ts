/**
 * CSV files of the site's tables (RFC 4180): a header row of the column abbreviations, then a row
 * per player, team or game. Numbers are written as the data has them (a rate as its fraction, 0.391;
 * a time in seconds), unformatted, and a value the league did not publish is an empty cell, never 0.
 */
import type { StatColumn } from '../stats/columns.ts';
import { numericValue } from '../stats/values.ts';

/** Where the CSV files live: /data/csv/{file}.csv, each named for what it holds. */
export const CSV_ROOT = '/data/csv';

/** A field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** One cell: a number as written in the data, text trimmed, anything missing empty. */
export function csvValue(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const number = numericValue(value);
  return number === null ? '' : String(number);
}

/** A column that is not a stat: the name, the team, the date before the stats. */
export interface CsvLeadColumn<Row> {
  label: string;
  value: (row: Row) => unknown;
}

/** A table as CSV: its lead columns, then a stat column per registry column, by short label. */
export function statTableCsv<Row>(
  lead: readonly CsvLeadColumn<Row>[],
  columns: readonly StatColumn[],
  rows: readonly Row[],
  value: (row: Row, column: StatColumn) => unknown,
): string {
  const header = [...lead.map((entry) => entry.label), ...columns.map((column) => column.shortLabel)];
  const body = rows.map((row) => [
    ...lead.map((entry) => csvValue(entry.value(row))),
    ...columns.map((column) => csvValue(value(row, column))),
  ]);
  return toCsv([header, ...body]);
}

/** A career stat's leaders: /data/csv/pll-career-goals-leaders.csv. */
export const careerLeadersCsvPath = (stat: string): string => `${CSV_ROOT}/pll-career-${stat}-leaders.csv`;

/** A player's season game log: /data/csv/pll-game-log-{player slug}-{year}.csv. */
export const gameLogCsvPath = (slug: string, year: number | string): string =>
  `${CSV_ROOT}/pll-game-log-${slug}-${String(year)}.csv`;

/** A team season's roster: /data/csv/pll-roster-{franchise}-{year}.csv. */
export const rosterCsvPath = (franchise: string, year: number | string): string =>
  `${CSV_ROOT}/pll-roster-${franchise.toLowerCase()}-${String(year)}.csv`;

/** A game's box score, both sides: /data/csv/pll-box-score-{game slug}.csv. */
export const boxScoreCsvPath = (slugname: string): string => `${CSV_ROOT}/pll-box-score-${slugname}.csv`;
