/** /search/index.json: the built-in search index (players, teams, league content), fetched on the search box's first focus. */
import type { APIRoute } from 'astro';
import { loadLeague } from '../../data/snapshot.ts';
import { searchIndexFile } from '../../data/search.ts';

export const GET: APIRoute = async () => {
  const league = await loadLeague();
  return new Response(JSON.stringify(searchIndexFile(league)), { headers: { 'Content-Type': 'application/json' } });
};
