/** /data/v1/…: the documented open data and its JSON Schemas (src/data/open-data.ts; described on /open-data/). */
import type { APIRoute } from 'astro';
import { OPEN_DATA_ROOT, openDataFiles, type OpenDataFile } from '../../../data/open-data.ts';
import { loadLeague } from '../../../data/snapshot.ts';

export async function getStaticPaths() {
  const league = await loadLeague();
  return [...openDataFiles(league)].map(([path, file]) => ({
    params: { file: path.slice(`${OPEN_DATA_ROOT}/`.length) },
    props: { file },
    // A file is made and checked again only when what it is made from changes.
    cacheKey: file.key(),
  }));
}

export const GET: APIRoute<{ file: OpenDataFile }> = ({ props }) =>
  new Response(JSON.stringify(props.file.body()), { headers: { 'Content-Type': 'application/json' } });
