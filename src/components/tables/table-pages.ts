/**
 * The season pages and season files of the tables and leaderboards: every (kind, season) the
 * snapshot has rows for, which their getStaticPaths turn into routes.
 */
import { loadLeague } from '../../data/snapshot.ts';
import { tableSeasons } from '../../data/tables.ts';
import type { TableKind, TableSeason } from '../../lib/tables/table-view.ts';

export interface KindSeason<Kind extends TableKind> {
  kind: Kind;
  season: TableSeason;
  /** The latest season shows at the kind's own path; the others have season pages. */
  latest: boolean;
}

/** Every season of each kind, newest first. */
export async function kindSeasons<Kind extends TableKind>(kinds: readonly Kind[]): Promise<KindSeason<Kind>[]> {
  const league = await loadLeague();
  return kinds.flatMap((kind) =>
    tableSeasons(league, kind).map((season, index) => ({ kind, season, latest: index === 0 })),
  );
}

/** "2024-post": a season file's name. */
export const seasonFileName = (season: TableSeason): string => `${String(season.year)}-${season.seasonType}`;
