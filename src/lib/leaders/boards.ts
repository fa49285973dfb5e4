/**
 * The leaders pages' data as the leaderboards render it: for one season, the boards of every
 * position filter (players) or of all teams, each row already ranked.
 */
import type { TableMode, TableSeason } from '../tables/table-view.ts';
import type { ColumnId } from '../stats/columns.ts';

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
  stat: ColumnId;
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
  /** Totals, or per game: the boards of counts then rank each one's figure per game. */
  mode: TableMode;
  filters: LeaderFilterBoards[];
}

export const ALL_POSITIONS_KEY = 'all';
