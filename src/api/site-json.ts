/**
 * The site's own JSON (per-season leaders, tables, comparison data under /data/), fetched by the
 * islands. The response cache's service worker, when a page has one, answers these requests.
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
