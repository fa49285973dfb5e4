/** /data/tables/{kind}/{year}-{type}.json: a table's rows for one season, read by the table island when the season changes. */
import type { APIRoute } from 'astro';
import { loadLeague } from '../../../../data/snapshot.ts';
import { tableData, tableSeasons } from '../../../../data/tables.ts';
import type { TableKind, TableSeason } from '../../../../lib/tables/table-view.ts';

const KINDS: readonly TableKind[] = ['players', 'teams', 'advanced'];

export async function getStaticPaths() {
  const league = await loadLeague();
  return KINDS.flatMap((kind) =>
    tableSeasons(league, kind).map((season) => ({ params: { kind, season: `${String(season.year)}-${season.seasonType}` }, props: { kind, season } })),
  );
}

export const GET: APIRoute<{ kind: TableKind; season: TableSeason }> = async ({ props }) => {
  const data = tableData(await loadLeague(), props.kind, props.season);
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
