/**
 * The built site's page types and how to serve it, shared by the size budget and Lighthouse: one
 * page per type, the heaviest HTML file of the type the sitemap lists (the worst case).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface PageType {
  name: string;
  path: RegExp;
  /** Only pages whose HTML has (true) or lacks (false) the live center. */
  live?: boolean;
  /** A build may have none (game-day pages exist only around game time). */
  optional?: boolean;
  /** A page of finished seasons and games, which loads no platform service before an interaction. */
  archival?: boolean;
}

const LIVE_CENTER = 'LiveCenter';

/** Page types by their path. */
export const PAGE_TYPES: readonly PageType[] = (
  [
    ['home', /^\/$/, false],
    ['player leaders', /^\/players\/$/, true],
    ['team leaders', /^\/teams\/$/, true],
    ['games', /^\/games\/$/, false],
    ['season schedule', /^\/games\/\d{4}\/((week|team)\/[^/]+\/)?$/, true],
    ['player table', /^\/player-table\/$/, true],
    ['team table', /^\/team-table\/$/, true],
    ['advanced stats', /^\/advanced-stats\/$/, true],
    ['career leaders', /^\/career-leaders\/$/, true],
    ['player comparison', /^\/player-comparison\/$/, true],
    ['fantasy', /^\/fantasy\/$/, true],
    ['login', /^\/login\/$/, false],
    ['all-star', /^\/all-star\/$/, true],
    // /players/per-game/ and /teams/per-game/ are the leaders' per-game views, not profiles.
    ['player profile', /^\/players\/(?!per-game\/)[^/]+\/$/, true],
    ['team profile', /^\/teams\/(?!per-game\/)[^/]+\/$/, true],
    ['matchup', /^\/matchup\/[^/]+\/$/, false],
    ['open data', /^\/open-data\/$/, true],
    ['glossary', /^\/glossary\/$/, true],
  ] as const
)
  .map(([name, path, archival]): PageType => ({ name, path, archival }))
  .concat([
    { name: 'game', path: /^\/games\/\d{4}\/[^/]+\/$/, live: false, archival: true },
    { name: 'game day', path: /^\/games\/\d{4}\/[^/]+\/$/, live: true, optional: true },
  ]);

/** The file in `dist` that a same-origin URL (or path) serves. */
export function distFile(dist: string, url: string): string {
  const path = new URL(url, 'http://site.invalid').pathname;
  return join(dist, decodeURIComponent(path.endsWith('/') ? `${path}index.html` : path));
}

/** Paths of every <loc> in the built sitemaps (they name the production origin; the path is what a local server serves). */
export function sitemapPaths(dist: string): string[] {
  const files = readdirSync(dist).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  return files.flatMap((name) =>
    [...readFileSync(join(dist, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '/').pathname,
    ),
  );
}

/** Each page type with its measured page (the heaviest of the type), or none when the sitemap has no page of it. */
export function pagePerType(dist: string): { type: PageType; path: string | undefined }[] {
  const paths = sitemapPaths(dist);
  const hasLiveCenter = (candidate: string): boolean =>
    readFileSync(distFile(dist, candidate), 'utf8').includes(LIVE_CENTER);
  return PAGE_TYPES.map((type) => {
    const matching = paths.filter(
      (candidate) => type.path.test(candidate) && (type.live === undefined || hasLiveCenter(candidate) === type.live),
    );
    const sized = matching.map((path) => ({ path, bytes: statSync(distFile(dist, path)).size }));
    return { type, path: sized.sort((a, b) => b.bytes - a.bytes)[0]?.path };
  });
}

/** Serves `dist` as the CDN would (scripts/serve-dist.ts) until the returned process is killed. */
export async function serveDist(dist: string, port: string): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [join(import.meta.dirname, '..', 'serve-dist.ts'), '--dir', dist, '--port', port],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((ready) => {
    server.stdout.once('data', () => {
      ready();
    });
  });
  return server;
}

/** Prints rows as aligned columns under a header. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}
