/**
 * CSV files of the site's tables (RFC 4180): a header row of the column abbreviations, then a row
 * per player, team or game. Numbers are written as the data has them (a rate as its fraction, 0.391;
 * a time in seconds), unformatted, and a value the league did not publish is an empty cell, never 0.
 */
import type { StatColumn } from '../stats/columns.ts';
import { numericValue } from '../stats/values.ts';
import type { LeadersKind } from '../leaders/boards.ts';
import type { TableMode, TableSeason } from './table-view.ts';

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

/** A file under /data/csv/: its name, then "-per-game" for a per-game view. */
export const csvPath = (name: string, mode: TableMode = 'totals'): string =>
  `${CSV_ROOT}/${name}${mode === 'totals' ? '' : `-${mode}`}.csv`;

/** A season's leaders page in a view: /data/csv/pll-player-leaders-2025-regular.csv, -per-game before .csv. */
export const leadersCsvPath = (kind: LeadersKind, season: TableSeason, mode: TableMode = 'totals'): string =>
  csvPath(`pll-${kind === 'players' ? 'player' : 'team'}-leaders-${String(season.year)}-${season.seasonType}`, mode);

/** A career stat's leaders: /data/csv/pll-career-goals-leaders.csv. */
export const careerLeadersCsvPath = (stat: string): string => `${CSV_ROOT}/pll-career-${stat}-leaders.csv`;

/** A player's season game log: /data/csv/pll-game-log-{player slug}-{year}.csv. */
export const gameLogCsvPath = (slug: string, year: number | string): string =>
  `${CSV_ROOT}/pll-game-log-${slug}-${String(year)}.csv`;

/** A player profile's tables: /data/csv/pll-player-{slug}-seasons.csv (season by season), -career.csv, -{year}.csv (this season). */
export const playerSeasonsCsvPath = (slug: string): string => csvPath(`pll-player-${slug}-seasons`);
export const playerCareerCsvPath = (slug: string): string => csvPath(`pll-player-${slug}-career`);
export const playerSeasonCsvPath = (slug: string, year: number | string): string =>
  csvPath(`pll-player-${slug}-${String(year)}`);

/** A player's splits of a season: /data/csv/pll-splits-{slug}-{year}.csv. */
export const splitsCsvPath = (slug: string, year: number | string): string =>
  csvPath(`pll-splits-${slug}-${String(year)}`);

/** A regular season's fantasy leaders: /data/csv/pll-fantasy-{year}-fpts.csv, -fpts-per-game.csv for FPTS/G. */
export const fantasyCsvPath = (year: number, stat: 'FPTS' | 'FPTS/G'): string =>
  csvPath(`pll-fantasy-${String(year)}-${stat === 'FPTS' ? 'fpts' : 'fpts-per-game'}`);

/** A team season's roster in a view: /data/csv/pll-roster-{franchise}-{year}.csv, -per-game before .csv. */
export const rosterCsvPath = (franchise: string, year: number | string, mode: TableMode = 'totals'): string =>
  csvPath(`pll-roster-${franchise.toLowerCase()}-${String(year)}`, mode);

/** A team season's stat groups with its ranks: /data/csv/pll-team-{franchise}-{year}-stats.csv, -per-game before .csv. */
export const teamStatGroupsCsvPath = (franchise: string, year: number | string, mode: TableMode = 'totals'): string =>
  csvPath(`pll-team-${franchise.toLowerCase()}-${String(year)}-stats`, mode);

/** A season's regular-season standings: /data/csv/pll-standings-{year}.csv. */
export const standingsCsvPath = (year: number): string => csvPath(`pll-standings-${String(year)}`);

/** A game's team stats, a row per side: /data/csv/pll-game-team-stats-{game slug}.csv. */
export const gameTeamStatsCsvPath = (slugname: string): string => csvPath(`pll-game-team-stats-${slugname}`);

/** A game's box score, both sides: /data/csv/pll-box-score-{game slug}.csv. */
export const boxScoreCsvPath = (slugname: string): string => `${CSV_ROOT}/pll-box-score-${slugname}.csv`;
