/** /data/leaders/{kind}/{year}-{type}.json: a season's leaderboards as data, beside the season's leaders page. */
import type { APIRoute } from 'astro';
import { loadLeague, seasonDataKey, snapshotDigests } from '../../../../data/snapshot.ts';
import { leadersData } from '../../../../data/leaders.ts';
import { kindSeasons, seasonFileName } from '../../../../components/tables/table-pages.ts';
import type { LeadersKind } from '../../../../lib/leaders/boards.ts';
import type { TableSeason } from '../../../../lib/tables/table-view.ts';

export async function getStaticPaths() {
  const digests = await snapshotDigests();
  return (await kindSeasons(['players', 'teams'] as const)).map(({ kind, season }) => ({
    params: { kind, season: seasonFileName(season) },
    props: { kind, season },
    // The boards are made from the season's data alone: an earlier season's file stays as it was
    // after a game's final, and its boards are not worked out to tell.
    cacheKey: seasonDataKey(digests, season.year),
  }));
}

export const GET: APIRoute<{ kind: LeadersKind; season: TableSeason }> = async ({ props }) =>
  new Response(JSON.stringify(leadersData(await loadLeague(), props.kind, props.season)), {
    headers: { 'Content-Type': 'application/json' },
  });
