/**
 * `npm run budget [-- --dir dist]`: the size budget of the built site, per page type. For one page
 * of each type (the heaviest HTML file of the type the sitemap lists: the worst case), it loads the page in Chromium from the CDN-like
 * server, without interacting, and prints the gzipped HTML, the gzipped JavaScript the page
 * fetched before any interaction, and the gzipped CSS (files and inline styles). Exits 1 when a
 * figure is above its limit or a page type has no page. It also names the platform services a page
 * loads before any interaction, and fails an archival page that loads one.
 *
 * The JavaScript is read only once every island that hydrates without an interaction has hydrated
 * and the scripts they import have stopped coming: a page that goes network-idle before its ticker
 * hydrates would otherwise be under-counted. An island that never hydrates fails the measure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from '@playwright/test';
import { ADS_SCRIPT_FAILED, adsConfigFrom } from '../src/lib/ads/ads.ts';
import { LOCAL_DATABASE, RESPONSE_CACHE_WORKER_URL } from '../src/lib/storage/cache-entry.ts';
import { VIDEO_TEXTS } from '../src/lib/video/player.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { distFile, pagePerType, printTable, serveDist } from './lib/site-pages.ts';

/**
 * Limits in gzipped kilobytes. JS covers React and the islands a page hydrates without a click: the
 * pages that show the ticker or the live center, and the few tools (login, search) that need theirs
 * at once. An archival page loads none before an interaction (its islands hydrate on the first one).
 */
const LIMITS = { html: 60, js: 90, css: 20 } as const;
const ARCHIVAL_JS_LIMIT = 0;
/** A stat table's page holds one page of rows (20), never the season. */
const TABLE_HTML_LIMIT = 25;
const TABLE_TYPES: ReadonlySet<string> = new Set(['player table', 'team table', 'advanced stats']);
/** The islands that may hydrate at load on an archival page: the ticker and the live center. */
const LOAD_TIME_ISLANDS = ['EventsTicker', 'LiveCenter'] as const;
/**
 * Astro's directives that hydrate an island without an interaction (a `visible` one once it is in
 * view: here, in view at load). The project's own directives wait for an interaction or for a
 * page state (a shared view in the URL, a session), which a first visit without either lacks.
 */
const UNPROMPTED_DIRECTIVES = ['load', 'idle', 'visible'] as const;
/** How long islands get to hydrate, and how long no script may be requested before the count is read. */
const HYDRATION_TIMEOUT_MS = 30_000;
const SCRIPTS_QUIET_MS = 500;
/**
 * A signed-out visitor loads no Firebase Auth before an interaction, on any page, /login included;
 * its endpoint's name marks its code.
 */
const FIREBASE_AUTH_MARK = 'identitytoolkit.googleapis.com';
/**
 * Without a DSN no page loads the Sentry SDK (its name marks its code) and the build ships no
 * source maps. With one, every page loads the SDK once it is idle after its load, which this
 * measure waits for and counts, and a page drawn to record a replay loads the recorder too: the
 * limits are for the site's own code, measured on a build without a DSN.
 */
const SENTRY_SDK_MARK = 'sentry.javascript';
const reportsErrors = Boolean(process.env['PUBLIC_SENTRY_DSN']?.trim());
/**
 * The platform services of the site, each known by a text its code carries. They load
 * where they are used: on an interaction, when a logo comes into view on a live page, once auth
 * settles. An archival page loads none of them first. Ads are what a build opts into: configured
 * slots load their script at once, so they count only when no AdSense client is set.
 */
const SERVICE_MARKS: readonly { service: string; mark: string }[] = [
  { service: 'local database', mark: LOCAL_DATABASE.name },
  { service: 'video player', mark: VIDEO_TEXTS.videoFailed },
  { service: 'in-app messaging', mark: 'In-app messaging' },
  ...(adsConfigFrom(process.env) === null ? [{ service: 'ads', mark: ADS_SCRIPT_FAILED }] : []),
];

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4490' } },
});
const dist = resolve(values.dir);
const origin = `http://127.0.0.1:${values.port}`;

const gzipKb = (bytes: Buffer | string): number => gzipSync(bytes).length / 1024;

const pause = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * In the page: the islands of `due` directives that have not hydrated (Astro drops an island's
 * `ssr` attribute once it has); a `visible` island only when it is in view.
 */
function unhydratedIslands(due: readonly string[]): string[] {
  return [...document.querySelectorAll('astro-island[ssr]')]
    .filter((island) => {
      const client = island.getAttribute('client') ?? '';
      if (!due.includes(client)) return false;
      if (client !== 'visible') return true;
      // The island itself has no box (display: contents): Astro watches its children.
      return [...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.bottom >= 0 && box.top <= window.innerHeight && box.right >= 0 && box.left <= window.innerWidth;
      });
    })
    .map((island) => `${island.getAttribute('component-url') ?? '?'} (client:${island.getAttribute('client') ?? '?'})`);
}

/**
 * Waits until every island that hydrates without an interaction has; the islands still waiting
 * after HYDRATION_TIMEOUT_MS (none when all hydrated).
 */
async function islandsHydrated(page: Page): Promise<string[]> {
  const deadline = performance.now() + HYDRATION_TIMEOUT_MS;
  for (;;) {
    const left = await page.evaluate(unhydratedIslands, UNPROMPTED_DIRECTIVES);
    if (left.length === 0 || performance.now() > deadline) return left;
    await pause(50);
  }
}

/** Counts the page's script requests from now on; `settled` resolves once none is in flight and none started for SCRIPTS_QUIET_MS. */
function trackScripts(page: Page): { settled: () => Promise<void> } {
  let inFlight = 0;
  let lastStart = performance.now();
  const isScript = (request: Request): boolean => request.resourceType() === 'script';
  page.on('request', (request) => {
    if (!isScript(request)) return;
    inFlight += 1;
    lastStart = performance.now();
  });
  const done = (request: Request): void => {
    if (isScript(request)) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      while (inFlight > 0 || performance.now() - lastStart < SCRIPTS_QUIET_MS) await pause(50);
    },
  };
}

const fileOf = (url: string): string => distFile(dist, url);

const server = await serveDist(dist, values.port);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

let overBudget = false;
const rows: string[][] = [];
try {
  for (const {
    type: { name: type, optional = false, archival = false },
    path,
  } of pagePerType(dist)) {
    if (path === undefined) {
      rows.push([type, optional ? '(none in this build)' : '(no page in the sitemap)', '', '', '', '', '']);
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
    const scriptRequests = trackScripts(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const unhydrated = await islandsHydrated(page);
    await scriptRequests.settled();
    const inlineCss = await page.$$eval('style', (elements) =>
      elements.map((element) => element.textContent).join('\n'),
    );
    await page.close();

    const source = readFileSync(fileOf(path));
    const html = gzipKb(source);
    const htmlLimit = TABLE_TYPES.has(type) ? TABLE_HTML_LIMIT : LIMITS.html;
    const hydratesAtLoad = LOAD_TIME_ISLANDS.some((island) => source.includes(island));
    const jsLimit = archival && !hydratesAtLoad ? ARCHIVAL_JS_LIMIT : LIMITS.js;
    const js = [...scripts].reduce((total, url) => total + gzipKb(readFileSync(fileOf(url))), 0);
    const css = [...styles].reduce((total, url) => total + gzipKb(readFileSync(fileOf(url))), gzipKb(inlineCss));
    const loads = (mark: string): boolean =>
      [...scripts].some((url) => readFileSync(fileOf(url), 'utf8').includes(mark));
    const firebase = loads(FIREBASE_AUTH_MARK);
    const sentry = !reportsErrors && loads(SENTRY_SDK_MARK);
    const services = SERVICE_MARKS.filter(({ mark }) => loads(mark)).map(({ service }) => service);
    const over = [
      html > htmlLimit && `html (limit ${String(htmlLimit)})`,
      js > jsLimit && `js (limit ${String(jsLimit)})`,
      css > LIMITS.css && 'css',
      unhydrated.length > 0 && `not hydrated after ${String(HYDRATION_TIMEOUT_MS)} ms: ${unhydrated.join(', ')}`,
      firebase && 'Firebase Auth loaded for a signed-out visitor',
      sentry && 'Sentry loaded without a DSN',
      archival && services.length > 0 && 'a platform service loaded first on an archival page',
    ].filter(Boolean);
    if (over.length > 0) overBudget = true;
    rows.push([
      type,
      path,
      html.toFixed(1),
      `${js.toFixed(1)} (${String(scripts.size)} files)`,
      services.join(', ') || (archival ? 'none (archival)' : 'none'),
      css.toFixed(1),
      over.length > 0 ? `OVER: ${over.join(', ')}` : 'ok',
    ]);
  }
} finally {
  await browser.close();
  server.kill();
}

const sourceMaps = readdirSync(join(dist, '_astro')).filter((name) => name.endsWith('.map'));
if (!reportsErrors && sourceMaps.length > 0) {
  rows.push(['source maps', `OVER: ${String(sourceMaps.length)} .map files shipped without a DSN`, '', '', '', '', '']);
  overBudget = true;
}

// Not part of any page's JavaScript: the worker is fetched after load and runs off the page. The
// tables and comparison pages register it, so a build without it is broken.
const worker = fileOf(RESPONSE_CACHE_WORKER_URL);
if (existsSync(worker)) {
  rows.push([
    'cache worker',
    RESPONSE_CACHE_WORKER_URL,
    '',
    `${gzipKb(readFileSync(worker)).toFixed(1)} (after load, off the page)`,
    '',
    '',
    'ok',
  ]);
} else {
  rows.push(['cache worker', `OVER: ${RESPONSE_CACHE_WORKER_URL} missing, which pages register`, '', '', '', '', '']);
  overBudget = true;
}

printTable(
  [
    'page type',
    'page',
    'HTML kB gz',
    'JS before interaction kB gz',
    'services loaded first',
    'CSS kB gz',
    `limits ${String(LIMITS.html)} (tables ${String(TABLE_HTML_LIMIT)})/${String(LIMITS.js)} (archival ${String(ARCHIVAL_JS_LIMIT)})/${String(LIMITS.css)}`,
  ],
  rows,
);
process.exit(overBudget ? 1 : 0);
