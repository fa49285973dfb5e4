/** /data/v1/…: the documented open data and its JSON Schemas (src/data/open-data.ts; described on /open-data/). */
import type { APIRoute } from 'astro';
import { OPEN_DATA_ROOT, openDataFiles } from '../../../data/open-data.ts';
import { loadLeague } from '../../../data/snapshot.ts';

export async function getStaticPaths() {
  const league = await loadLeague();
  return [...openDataFiles(league).keys()].map((path) => ({
    params: { file: path.slice(`${OPEN_DATA_ROOT}/`.length) },
  }));
}

export const GET: APIRoute = async ({ params }) => {
  const body = openDataFiles(await loadLeague()).get(`${OPEN_DATA_ROOT}/${params.file ?? ''}`);
  if (!body) throw new Error(`/data/v1/${params.file ?? ''} is not an open-data file.`);
  return new Response(JSON.stringify(body()), { headers: { 'Content-Type': 'application/json' } });
};
