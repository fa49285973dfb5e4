/**
 * The site's own JSON (per-season leaders, tables, comparison data under /data/), fetched by the
 * islands. The response cache's service worker, when a page has one, answers these requests.
 * It parses on its own rather than with http.ts's parseJson: importing that module puts the API
 * clients' shared chunk on these pages (+1.4 kB gz before any interaction, measured).
 */
export async function fetchSiteJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: status ${String(response.status)}`);
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${url}: Failed to parse response JSON`);
  }
}
