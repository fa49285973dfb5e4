/**
 * /data/comparison/{year}.json: the player comparison island's season file (regular season, every
 * player's compared stats), emitted for the comparison's year only since the comparison always
 * shows "regular, default year".
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadLeague } from '../../../data/snapshot.ts';
import { comparisonData } from '../../../data/players.ts';
import { comparisonSelection } from '../../../lib/seasons.ts';
import { siteNow } from '../../../components/layout/site-config.ts';

export const getStaticPaths = (() => [
  { params: { year: String(comparisonSelection(siteNow()).year) } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const league = await loadLeague();
  return new Response(JSON.stringify(comparisonData(league, Number(params['year']))), {
    headers: { 'Content-Type': 'application/json' },
  });
};
