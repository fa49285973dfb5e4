/**
 * The paths of the stat tables' and the leaders' season pages, and of a table's sorted or filtered
 * view, built here so every link to one agrees with the page that answers it.
 */
import type { LeadersKind } from '../leaders/boards.ts';
import {
  sameSeason,
  tableQuery,
  type TableKind,
  type TableMode,
  type TableSeason,
  type TableState,
} from './table-view.ts';

/** Each stat table's page. */
export const TABLE_PAGES: Readonly<Record<TableKind, string>> = {
  players: '/player-table/',
  teams: '/team-table/',
  advanced: '/advanced-stats/',
};

/** The league's other address for the team table: the same table, pointing search engines at the team table's page. */
export const TEAM_TABLE_ALIAS = '/pll-team-table/';

/**
 * A page of a stat table's default view (20 rows): the table's own path for the latest season,
 * /{table}/{year}/{type}/ for the others, /per-game/ after either for the per-game view, and
 * /page/{n}/ after that from the second page on.
 */
export function tablePath(
  kind: TableKind,
  season: TableSeason,
  latest: TableSeason,
  page = 1,
  mode: TableMode = 'totals',
): string {
  const base = TABLE_PAGES[kind];
  const seasonPath = sameSeason(season, latest) ? base : `${base}${String(season.year)}/${season.seasonType}/`;
  const viewPath = mode === 'totals' ? seasonPath : `${seasonPath}${mode}/`;
  return page > 1 ? `${viewPath}page/${String(page)}/` : viewPath;
}

/** The page number a stat table's path (or URL) names: 1 unless it ends in /page/{n}/. */
export function tablePageFromPath(path: string): number {
  const match = /\/page\/(\d+)\/?$/.exec(path);
  return match?.[1] ? Number(match[1]) : 1;
}

/**
 * The address of a table view: a page of the default order is its pre-rendered page; a sorted or
 * filtered view is the first page of its mode with the view in the query (?sort=goals&page=2).
 */
export function tableViewPath(
  kind: TableKind,
  season: TableSeason,
  latest: TableSeason,
  view: TableState,
  defaultSort: string,
  mode: TableMode = 'totals',
): string {
  const query = tableQuery({ ...view, page: 1 }, defaultSort);
  return query === ''
    ? tablePath(kind, season, latest, view.page, mode)
    : `${tablePath(kind, season, latest, 1, mode)}${tableQuery(view, defaultSort)}`;
}

/**
 * /players/ and /teams/ show the latest season's leaders; earlier ones are /{kind}/season/{year}/{type}/,
 * and /per-game/ after either is the per-game view.
 */
export function leadersPath(
  kind: LeadersKind,
  season: TableSeason,
  latest: TableSeason,
  mode: TableMode = 'totals',
): string {
  const base = `/${kind}/`;
  const seasonPath = sameSeason(season, latest) ? base : `${base}season/${String(season.year)}/${season.seasonType}/`;
  return mode === 'totals' ? seasonPath : `${seasonPath}${mode}/`;
}
