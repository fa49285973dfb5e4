/** /data/csv/{file}.csv: the CSV file of a table of the site, written at build time (src/components/tables/csv-files.ts). */
import type { APIRoute } from 'astro';
import { csvFiles } from '../../../components/tables/csv-files.ts';
import { loadLeague } from '../../../data/snapshot.ts';
import { CSV_ROOT } from '../../../lib/tables/csv.ts';
import { pageKey } from '../../../components/layout/page-key.ts';

export async function getStaticPaths() {
  const league = await loadLeague();
  // A file is its own key: the incremental build keeps every file a new game did not change.
  return [...csvFiles(league)].map(([path, body]) => ({
    params: { file: path.slice(`${CSV_ROOT}/`.length) },
    cacheKey: pageKey(body()),
  }));
}

export const GET: APIRoute = async ({ params }) => {
  const body = csvFiles(await loadLeague()).get(`${CSV_ROOT}/${params.file ?? ''}`);
  if (!body) throw new Error(`${CSV_ROOT}/${params.file ?? ''} is not a CSV file of the site.`);
  return new Response(body(), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
};
