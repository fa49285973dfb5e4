/** The stat table pages: each table's title, and the static paths of every earlier season of every table. */
import { loadLeague } from '../../data/snapshot.ts';
import { tableSeasons } from '../../data/tables.ts';
import { TABLE_PAGES, type TableKind, type TableSeason } from '../../lib/tables/table-view.ts';

export const TABLE_TITLES: Readonly<Record<TableKind, string>> = {
  players: 'All Player Stats',
  teams: 'All Team Stats',
  advanced: 'Advanced Stats',
};

/** /{table}/{year}/{type}/ for every season of every table but the latest (that one is /{table}/). */
export async function earlierSeasonPaths() {
  const league = await loadLeague();
  return (Object.keys(TABLE_PAGES) as TableKind[]).flatMap((kind) =>
    tableSeasons(league, kind)
      .slice(1)
      .map((season: TableSeason) => ({
        params: { table: TABLE_PAGES[kind].slice(1), year: String(season.year), type: season.seasonType },
        props: { kind, season },
      })),
  );
}
