/**
 * The stat tables' rules, apart from their component so the pages, the season data endpoint and the
 * tests share them: the season file's shape, the view state kept in the URL (sort, direction,
 * position filter, page), and sorting, filtering, paging and CSV of a view. Their paths are in
 * table-paths.ts.
 */
import { POSITION_FILTERS, matchesPositionFilter, type PositionFilter } from '../leaders/positions.ts';
import { compareStatValues, sortDirection, type SortDirection } from '../leaders/ranking.ts';
import type { SeasonType } from '../seasons.ts';
import type { StatColumn } from '../stats/columns.ts';
import { columnValue, roundHalfUp } from '../stats/format.ts';
import { hasValue, numericValue, rawStat, type StatLine } from '../stats/values.ts';
import { csvPath, statTableCsv } from './csv.ts';

/** "page size 20" */
export const PAGE_SIZE = 20;

export type TableKind = 'players' | 'teams' | 'advanced';

export const TABLE_TITLES: Readonly<Record<TableKind, string>> = {
  players: 'All Player Stats',
  teams: 'All Team Stats',
  advanced: 'Advanced Stats',
};

/** The header of a table's name column. */
export const TABLE_NAME_LABELS: Readonly<Record<TableKind, string>> = {
  players: 'Player',
  teams: 'Team',
  advanced: 'Player',
};

export interface TableSeason {
  year: number;
  seasonType: SeasonType;
}

export interface TableRow {
  /** Official id of the player or team (data-id). */
  id: string;
  name: string;
  href: string | null;
  /** Shown after the name: team code, or a team's code in the team tables. */
  detail: string | null;
  position: string | null;
  /** For the Rookie filter. */
  expFromYear: number | null;
  league: string | null;
  /** Raw values by column id (formatted by the column's format when shown). */
  values: Record<string, number | string | null>;
}

/** The file /data/tables/{kind}/{year}-{seasonType}.json. */
export interface TableData extends TableSeason {
  kind: TableKind;
  rows: TableRow[];
}

export const sameSeason = (a: TableSeason, b: TableSeason): boolean =>
  a.year === b.year && a.seasonType === b.seasonType;

export function tableDataPath(kind: TableKind, season: TableSeason): string {
  return `/data/tables/${kind}/${String(season.year)}-${season.seasonType}.json`;
}

// ---- view state ------------------------------------------------------------------------------

/** The query keys of a table view. */
export const TABLE_QUERY_KEYS = ['sort', 'dir', 'pos', 'page'] as const;

export interface TableState {
  sort: string;
  direction: SortDirection;
  /** A position filter's URL key ("attack", "rookie"), or null for everyone. */
  position: string | null;
  /** 1-based. */
  page: number;
}

/** The URL key of a position filter: its label in lower case, words joined by dashes. */
export const positionKey = (filter: PositionFilter): string => filter.label.toLowerCase().replaceAll(' ', '-');

export function defaultState(sort: string): TableState {
  return { sort, direction: sortDirection(sort), position: null, page: 1 };
}

/**
 * The view a URL asks for (?sort=goals&dir=asc&pos=attack&page=2; a pre-rendered page of the default
 * view names its page in the path instead, given as pathPage). Unknown columns, filters and
 * directions fall back to the table's default; "saa always sorts ascending".
 */
export function parseTableState(
  search: string,
  columnIds: readonly string[],
  defaultSort: string,
  pathPage = 1,
): TableState {
  const params = new URLSearchParams(search);
  const requested = params.get('sort');
  const sort = requested !== null && (requested === 'name' || columnIds.includes(requested)) ? requested : defaultSort;
  const dir = params.get('dir');
  const direction =
    sort === 'name'
      ? dir === 'desc'
        ? 'desc'
        : 'asc'
      : sortDirection(sort, dir === 'asc' || dir === 'desc' ? dir : undefined);
  const pos = params.get('pos');
  const position = POSITION_FILTERS.some((filter) => positionKey(filter) === pos) ? pos : null;
  const page = Number.parseInt(params.get('page') ?? String(pathPage), 10);
  return { sort, direction, position, page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/** The query string of a view, leaving out what is the default ("" for the default view). */
export function tableQuery(state: TableState, defaultSort: string): string {
  const fallback = defaultState(defaultSort);
  const params = new URLSearchParams();
  if (state.sort !== fallback.sort) params.set('sort', state.sort);
  if (state.direction !== (state.sort === 'name' ? 'asc' : sortDirection(state.sort)))
    params.set('dir', state.direction);
  if (state.position !== null) params.set('pos', state.position);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Clicking a column header: a new column sorts best first; the sorted one flips (saa stays ascending). */
export function toggleSort(state: TableState, column: string): TableState {
  if (state.sort !== column)
    return { ...state, sort: column, direction: column === 'name' ? 'asc' : sortDirection(column), page: 1 };
  const flipped: SortDirection = state.direction === 'asc' ? 'desc' : 'asc';
  return { ...state, direction: column === 'name' ? flipped : sortDirection(column, flipped), page: 1 };
}

const numberOf = (value: number | string | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The rows a view shows, before paging: filtered by position, sorted, ties in name order. */
export function viewRows(rows: readonly TableRow[], state: TableState, year: number): TableRow[] {
  const filter = POSITION_FILTERS.find((candidate) => positionKey(candidate) === state.position);
  const kept = filter ? rows.filter((row) => matchesPositionFilter(filter, row, year)) : [...rows];
  const byName = (a: TableRow, b: TableRow): number => a.name.localeCompare(b.name, 'en');
  if (state.sort === 'name') return kept.sort((a, b) => (state.direction === 'asc' ? byName(a, b) : byName(b, a)));
  return kept.sort(
    (a, b) =>
      compareStatValues(numberOf(a.values[state.sort]), numberOf(b.values[state.sort]), state.direction) ||
      byName(a, b),
  );
}

/**
 * The columns a table shows: a column empty for every row (a stat the league did not publish that
 * season) is left out. A table without rows keeps them all, as its header.
 */
export function shownColumns<Row>(
  columns: readonly StatColumn[],
  rows: readonly Row[],
  value: (row: Row, column: StatColumn) => unknown,
): StatColumn[] {
  if (rows.length === 0) return [...columns];
  return columns.filter((column) => rows.some((row) => hasValue(value(row, column))));
}

export function pageCount(rowCount: number): number {
  return Math.max(1, Math.ceil(rowCount / PAGE_SIZE));
}

/** The rows a page holds, counted from 1 ("21–40 of 284"); none of an empty table. */
export function pageSpan(rowCount: number, page: number): { first: number; last: number } {
  return { first: rowCount === 0 ? 0 : (page - 1) * PAGE_SIZE + 1, last: Math.min(rowCount, page * PAGE_SIZE) };
}

/** One page of rows ("page size 20"); a page past the end shows the last. */
export function pageRows<Row>(rows: readonly Row[], page: number): Row[] {
  const last = pageCount(rows.length);
  const start = (Math.min(Math.max(page, 1), last) - 1) * PAGE_SIZE;
  return rows.slice(start, start + PAGE_SIZE);
}

// ---- per game and totals ---------------------------------------------------------------------

/**
 * A table's two views of a season, as NBA.com's PerMode: the season's totals, or each count over the
 * games its player or team played. Rates (percentages, averages, the league's own per-game figures)
 * are the same in both.
 */
export const TABLE_MODES = ['totals', 'per-game'] as const;
export type TableMode = (typeof TABLE_MODES)[number];

export const TABLE_MODE_LABELS: Readonly<Record<TableMode, string>> = { totals: 'Totals', 'per-game': 'Per Game' };

/** Counts a per-game view keeps whole: the games themselves and the won-lost record. */
const NOT_PER_GAME = new Set([
  'gamesPlayed',
  'gamesStarted',
  'wins',
  'losses',
  'ties',
  'goalieWins',
  'goalieLosses',
  'goalieTies',
]);

/** Whether the per-game view divides a column by games played: a count or a time, not a rate or a record. */
export function dividesPerGame(column: StatColumn): boolean {
  return (column.format === 'count' || column.format === 'time') && !NOT_PER_GAME.has(column.id);
}

/** A count or time over games played, as the per-game view shows it: to three decimals (enough to rank
 * by, no binary noise in a file), missing without games or without the total, never 0. */
export function perGameValue(total: unknown, games: unknown): number | null {
  const sum = numericValue(total);
  const played = numericValue(games);
  return sum === null || played === null || played <= 0 ? null : roundHalfUp(sum / played, 3);
}

/** A column as a view shows it: per game, a divided count reads with one decimal. */
export function modeColumn(column: StatColumn, mode: TableMode): StatColumn {
  return mode === 'per-game' && dividesPerGame(column) && column.format === 'count'
    ? { ...column, format: 'decimal1' }
    : column;
}

/** A column's name in a view: "Points per Game" where the per-game view divides it. */
export function modeColumnName(column: StatColumn, mode: TableMode): string {
  return mode === 'per-game' && dividesPerGame(column) ? `${column.longName} per Game` : column.longName;
}

/**
 * A stat line in a view: per game, each of `columns` the view divides is its total over the line's
 * games played (perGameValue), written to the field the column reads; every other value is kept.
 */
export function modeStatLine(stats: StatLine, columns: readonly StatColumn[], mode: TableMode): StatLine {
  if (mode === 'totals') return stats;
  const games = rawStat(stats, 'gamesPlayed');
  const line: Record<string, unknown> = { ...stats };
  for (const column of columns) {
    if (dividesPerGame(column)) line[column.field] = perGameValue(columnValue(column, stats), games);
  }
  return line;
}

/**
 * A season's table in a view: its columns and rows. Per game, each divided count is its total over
 * the row's games played (perGameValue).
 */
export function modeTable(
  columns: readonly StatColumn[],
  rows: readonly TableRow[],
  mode: TableMode,
): { columns: StatColumn[]; rows: TableRow[] } {
  if (mode === 'totals') return { columns: [...columns], rows: [...rows] };
  const divided = columns.filter(dividesPerGame).map((column) => column.id);
  return {
    columns: columns.map((column) => modeColumn(column, mode)),
    rows: rows.map((row) => {
      const values = { ...row.values };
      for (const id of divided) values[id] = perGameValue(values[id], row.values['gamesPlayed']);
      return { ...row, values };
    }),
  };
}

// ---- CSV -------------------------------------------------------------------------------------

/**
 * A season's table as CSV, in its default order: the name and team (a team's code in the team
 * table), then the columns the table shows, by short label.
 */
export function tableCsv(columns: readonly StatColumn[], rows: readonly TableRow[], nameLabel: string): string {
  return statTableCsv(
    [
      { label: nameLabel, value: (row: TableRow) => row.name },
      { label: nameLabel === 'Team' ? 'Code' : 'Team', value: (row: TableRow) => row.detail },
    ],
    columns,
    rows,
    (row, column) => row.values[column.id],
  );
}

/** A season's CSV file: /data/csv/pll-player-stats-2025-regular.csv, "-per-game" before .csv for that view. */
export function tableCsvPath(kind: TableKind, season: TableSeason, mode: TableMode): string {
  const name = { players: 'player-stats', teams: 'team-stats', advanced: 'advanced-stats' }[kind];
  return csvPath(`pll-${name}-${String(season.year)}-${season.seasonType}`, mode);
}

/** A season file as fetched: checked against the season asked for, so a stale or wrong file is named. */
export function parseTableData(json: unknown, kind: TableKind, season: TableSeason, url: string): TableData {
  const data = json as Partial<TableData> | null;
  if (
    data?.kind !== kind ||
    data.year !== season.year ||
    data.seasonType !== season.seasonType ||
    !Array.isArray(data.rows)
  ) {
    throw new Error(`${url}: not the ${kind} table of ${String(season.year)} ${season.seasonType}`);
  }
  return data as TableData;
}
