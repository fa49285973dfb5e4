/** /data/tables/{kind}/{year}-{type}.json: a table's rows for one season, read by the table island when it hydrates. */
import type { APIRoute } from 'astro';
import { loadLeague } from '../../../../data/snapshot.ts';
import { sharedDigest } from '../../../../data/page-inputs.ts';
import { tableData } from '../../../../data/tables.ts';
import { kindSeasons, seasonFileName } from '../../../../components/tables/table-pages.ts';
import type { TableKind, TableSeason } from '../../../../lib/tables/table-view.ts';

export async function getStaticPaths() {
  const league = await loadLeague();
  return (await kindSeasons(['players', 'teams', 'advanced'] as const)).map(({ kind, season }) => ({
    params: { kind, season: seasonFileName(season) },
    props: { kind, season },
    // The file is the table's JSON: an earlier season's stays as it was after a game's final.
    cacheKey: sharedDigest(league, tableData(league, kind, season)),
  }));
}

export const GET: APIRoute<{ kind: TableKind; season: TableSeason }> = async ({ props }) =>
  new Response(JSON.stringify(tableData(await loadLeague(), props.kind, props.season)), {
    headers: { 'Content-Type': 'application/json' },
  });
