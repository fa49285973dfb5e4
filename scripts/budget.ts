/**
 * `npm run budget [-- --dir dist]`: the size budget of the built site, per page type. For one page
 * of each type (the heaviest HTML file of the type the sitemap lists: the worst case), it loads the page in Chromium from the CDN-like
 * server, without interacting, and prints the gzipped HTML, the gzipped JavaScript the page
 * fetched before any interaction, and the gzipped CSS (files and inline styles). Exits 1 when a
 * figure is above its limit or a page type has no page.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

/** Limits in gzipped kilobytes. JS covers React and the islands a page hydrates without a click. */
const LIMITS = { html: 60, js: 90, css: 20 } as const;
/**
 * A game-day page runs the live center at load: React, the live service and the wire schemas that
 * check every live payload (zod, about 32 kB of it). Its JS limit is its own.
 */
const GAME_DAY_JS_LIMIT = 120;
const LIVE_CENTER = 'LiveCenter';
/**
 * A signed-out visitor loads no Firebase Auth before an interaction, on any page, /login included;
 * its endpoint's name marks its code.
 */
const FIREBASE_AUTH_MARK = 'identitytoolkit.googleapis.com';

interface PageType {
  name: string;
  path: RegExp;
  /** Only pages whose HTML has (true) or lacks (false) the live center. */
  live?: boolean;
  jsLimit?: number;
  /** A build may have none (game-day pages exist only around game time). */
  optional?: boolean;
}

/** Page types by their path; of the sitemap URLs that match, the one with the largest HTML is measured. */
const PAGE_TYPES: readonly PageType[] = ([
  ['home', /^\/$/],
  ['player leaders', /^\/players\/$/],
  ['team leaders', /^\/teams\/$/],
  ['games', /^\/games\/$/],
  ['player table', /^\/player-table\/$/],
  ['team table', /^\/team-table\/$/],
  ['advanced stats', /^\/advanced-stats\/$/],
  ['career leaders', /^\/career-leaders\/$/],
  ['player comparison', /^\/player-comparison\/$/],
  ['fantasy', /^\/fantasy\/$/],
  ['login', /^\/login\/$/],
  ['all-star', /^\/all-star\/$/],
  ['player profile', /^\/players\/[^/]+\/$/],
  ['team profile', /^\/teams\/[^/]+\/$/],
  ['matchup', /^\/matchup\/[^/]+\/$/],
] as const).map(([name, path]): PageType => ({ name, path })).concat([
  { name: 'game', path: /^\/games\/\d{4}\/[^/]+\/$/, live: false },
  { name: 'game day', path: /^\/games\/\d{4}\/[^/]+\/$/, live: true, jsLimit: GAME_DAY_JS_LIMIT, optional: true },
]);

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4490' } } });
const dist = resolve(values.dir);
const origin = `http://127.0.0.1:${values.port}`;

const gzipKb = (bytes: Buffer | string): number => gzipSync(bytes).length / 1024;

function sitemapPaths(): string[] {
  const files = readdirSync(dist).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  return files.flatMap((name) =>
    [...readFileSync(join(dist, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname),
  );
}

/** The file in dist that a same-origin URL serves. */
function distFile(url: string): string {
  const path = new URL(url).pathname;
  return join(dist, decodeURIComponent(path.endsWith('/') ? `${path}index.html` : path));
}

function heaviest(paths: string[]): string | undefined {
  const sized = paths.map((path) => ({ path, bytes: statSync(distFile(`${origin}${path}`)).size }));
  return sized.sort((a, b) => b.bytes - a.bytes)[0]?.path;
}

const server = spawn(process.execPath, [join(import.meta.dirname, 'serve-dist.ts'), '--dir', dist, '--port', values.port], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((ready) => {
  server.stdout.once('data', () => {
    ready();
  });
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const paths = sitemapPaths();
let overBudget = false;
const rows: string[][] = [];
try {
  for (const { name: type, path: pattern, live, jsLimit = LIMITS.js, optional = false } of PAGE_TYPES) {
    const hasLiveCenter = (candidate: string): boolean => readFileSync(distFile(`${origin}${candidate}`), 'utf8').includes(LIVE_CENTER);
    const path = heaviest(paths.filter((candidate) => pattern.test(candidate) && (live === undefined || hasLiveCenter(candidate) === live)));
    if (path === undefined) {
      rows.push([type, optional ? '(none in this build)' : '(no page in the sitemap)', '', '', '', '']);
      if (!optional) overBudget = true;
      continue;
    }
    const page = await browser.newPage();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on('request', (request) => {
      if (!request.url().startsWith(origin)) return;
      if (request.resourceType() === 'script') scripts.add(request.url());
      if (request.resourceType() === 'stylesheet') styles.add(request.url());
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const inlineCss = await page.$$eval('style', (elements) => elements.map((element) => element.textContent).join('\n'));
    await page.close();

    const html = gzipKb(readFileSync(distFile(`${origin}${path}`)));
    const js = [...scripts].reduce((total, url) => total + gzipKb(readFileSync(distFile(url))), 0);
    const css = [...styles].reduce((total, url) => total + gzipKb(readFileSync(distFile(url))), gzipKb(inlineCss));
    const firebase = [...scripts].some((url) => readFileSync(distFile(url), 'utf8').includes(FIREBASE_AUTH_MARK));
    const over = [
      html > LIMITS.html && 'html',
      js > jsLimit && `js (limit ${String(jsLimit)})`,
      css > LIMITS.css && 'css',
      firebase && 'Firebase Auth loaded for a signed-out visitor',
    ].filter(Boolean);
    if (over.length > 0) overBudget = true;
    rows.push([type, path, html.toFixed(1), `${js.toFixed(1)} (${String(scripts.size)} files)`, css.toFixed(1), over.length > 0 ? `OVER: ${over.join(', ')}` : 'ok']);
  }
} finally {
  await browser.close();
  server.kill();
}

const header = ['page type', 'page', 'HTML kB gz', 'JS before interaction kB gz', 'CSS kB gz', `limits ${String(LIMITS.html)}/${String(LIMITS.js)}/${String(LIMITS.css)}`];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
process.exit(overBudget ? 1 : 0);
