/** /data/leaders/{kind}/{year}-{type}.json: a season's leaderboards as data, beside the season's leaders page. */
import type { APIRoute } from 'astro';
import { loadLeague } from '../../../../data/snapshot.ts';
import { leadersData } from '../../../../data/leaders.ts';
import { seasonPartKey } from '../../../../data/page-inputs.ts';
import { kindSeasons, seasonFileName } from '../../../../components/tables/table-pages.ts';
import type { LeadersKind } from '../../../../lib/leaders/boards.ts';
import type { TableSeason } from '../../../../lib/tables/table-view.ts';

export async function getStaticPaths() {
  const league = await loadLeague();
  return (await kindSeasons(['players', 'teams'] as const)).map(({ kind, season }) => ({
    params: { kind, season: seasonFileName(season) },
    props: { kind, season },
    // The boards are made from the season's data and the players' names: an earlier season's file
    // stays as it was after a game's final, and its boards are not worked out to tell.
    cacheKey: `${seasonPartKey(league, season.year, () => leadersData(league, kind, season))}.${league.storedPlayersKey() ?? ''}`,
  }));
}

export const GET: APIRoute<{ kind: LeadersKind; season: TableSeason }> = async ({ props }) =>
  new Response(JSON.stringify(leadersData(await loadLeague(), props.kind, props.season)), {
    headers: { 'Content-Type': 'application/json' },
  });
