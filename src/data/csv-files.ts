/**
 * Every CSV file of the site's tables, written at build time under /data/csv/ so each table's
 * download works without JavaScript, and listed on /open-data/. A file holds what its table shows,
 * every row of it in the table's default order.
 */
import type { LeagueData } from './league.ts';
import { TABLE_DEFAULT_SORT, tableColumns, tableData, tableSeasons } from './tables.ts';
import { SEASON_LABELS } from '../lib/seasons.ts';
import {
  TABLE_MODES,
  TABLE_MODE_LABELS,
  TABLE_NAME_LABELS,
  TABLE_TITLES,
  defaultState,
  modeTable,
  shownColumns,
  tableCsv,
  tableCsvPath,
  viewRows,
  type TableKind,
  type TableMode,
  type TableSeason,
} from '../lib/tables/table-view.ts';

export interface CsvFile {
  path: string;
  /** What it holds, as a link to it reads: "2025 Regular Season, per game". */
  label: string;
  body: () => string;
}

/** The files of one table, as /open-data/ lists them. */
export interface CsvSet {
  name: string;
  files: (league: LeagueData) => CsvFile[];
}

/** A season's stat table as CSV, in a view: the columns and rows its page shows, all pages of them. */
export function seasonTableCsv(league: LeagueData, kind: TableKind, season: TableSeason, mode: TableMode): string {
  const { columns, rows } = modeTable(tableColumns(kind), tableData(league, kind, season).rows, mode);
  const shown = shownColumns(columns, rows, (row, column) => row.values[column.id]);
  const ordered = viewRows(rows, defaultState(TABLE_DEFAULT_SORT[kind]), season.year);
  return tableCsv(shown, ordered, TABLE_NAME_LABELS[kind]);
}

const seasonTableSet = (kind: TableKind): CsvSet => ({
  name: TABLE_TITLES[kind],
  files: (league) =>
    tableSeasons(league, kind).flatMap((season) =>
      TABLE_MODES.map((mode) => ({
        path: tableCsvPath(kind, season, mode),
        label: `${String(season.year)} ${SEASON_LABELS[season.seasonType]}, ${TABLE_MODE_LABELS[mode].toLowerCase()}`,
        body: () => seasonTableCsv(league, kind, season, mode),
      })),
    ),
});

export const CSV_SETS: readonly CsvSet[] = [seasonTableSet('players'), seasonTableSet('teams'), seasonTableSet('advanced')];

/** Every CSV file, path to contents: what /data/csv/ serves. */
export function csvFiles(league: LeagueData): Map<string, () => string> {
  return new Map(CSV_SETS.flatMap((set) => set.files(league).map((file) => [file.path, file.body] as const)));
}
