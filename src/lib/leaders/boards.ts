/**
 * The leaders pages' data as the leaderboards island reads it: for one season, the boards of every
 * position filter (players) or of all teams, each row already ranked. Also the pages' and season
 * files' paths, so the island can switch season without a page load.
 */
import type { TableSeason } from '../tables/table-view.ts';

export type LeadersKind = 'players' | 'teams';

export interface LeaderEntry {
  id: string;
  name: string;
  href: string | null;
  /** Team code and position, shown beside the name. */
  detail: string;
  /** "1", "T-3". */
  rank: string;
  value: number | string | null;
}

export interface LeaderBoard {
  stat: string;
  /** Who qualifies, stated under the board ("more than 2.5 shots a game..."); null when anyone above 0 does. */
  rule: string | null;
  rows: LeaderEntry[];
}

/** The boards under one position filter ("all", or a filter's URL key). */
export interface LeaderFilterBoards {
  key: string;
  label: string;
  boards: LeaderBoard[];
}

/** The file /data/leaders/{kind}/{year}-{seasonType}.json. */
export interface LeadersData extends TableSeason {
  kind: LeadersKind;
  filters: LeaderFilterBoards[];
}

export const ALL_POSITIONS_KEY = 'all';

/** /players/ and /teams/ show the latest season; earlier ones are /{kind}/season/{year}/{type}/. */
export function leadersSeasonPath(kind: LeadersKind, season: TableSeason, latest: TableSeason): string {
  const base = `/${kind}/`;
  return season.year === latest.year && season.seasonType === latest.seasonType ? base : `${base}season/${String(season.year)}/${season.seasonType}/`;
}

export function leadersDataPath(kind: LeadersKind, season: TableSeason): string {
  return `/data/leaders/${kind}/${String(season.year)}-${season.seasonType}.json`;
}

export function parseLeadersData(json: unknown, kind: LeadersKind, season: TableSeason, url: string): LeadersData {
  const data = json as Partial<LeadersData> | null;
  if (data?.kind !== kind || data.year !== season.year || data.seasonType !== season.seasonType || !Array.isArray(data.filters)) {
    throw new Error(`${url}: not the ${kind} leaders of ${String(season.year)} ${season.seasonType}`);
  }
  return data as LeadersData;
}
