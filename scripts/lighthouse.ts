/**
 * `npm run lighthouse [-- --dir dist]`: Lighthouse (mobile: a mid-range phone on a slow 4G link,
 * simulated) in Debian's Chromium on one page of each type, the same pages as the size budget.
 * Prints performance, accessibility, best practices and SEO out of 100, and exits 1 when a score is
 * under its limit. About 10 s a page; the site is served as the CDN would, offline.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { pagePerType, printTable, serveDist } from './lib/site-pages.ts';

/** The least score each category may have on any page type. */
const LIMITS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof LIMITS;
const CATEGORIES = Object.keys(LIMITS) as Category[];
/**
 * The two tables of every player server-render all the season's rows, so that they are complete
 * without JavaScript (about 41 kB gz of HTML): first paint on the simulated slow link is about 3.9 s
 * and performance about 75. Their floor is set there until they stream or split their rows.
 */
const PERFORMANCE_FLOORS: Readonly<Record<string, number>> = { 'player table': 70, 'advanced stats': 70 };

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4491' }, 'debug-port': { type: 'string', default: '9333' } },
});
const dist = resolve(values.dir);
const origin = `http://127.0.0.1:${values.port}`;
const debugPort = Number(values['debug-port']);

const server = await serveDist(dist, values.port);
// Lighthouse drives the browser over the DevTools protocol on this port.
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${String(debugPort)}`] });

const rows: string[][] = [];
let under = false;
try {
  for (const { type, path } of pagePerType(dist)) {
    if (path === undefined) {
      rows.push([type.name, type.optional === true ? '(none in this build)' : '(no page in the sitemap)', '', '', '', '', '']);
      if (type.optional !== true) under = true;
      continue;
    }
    const result = await lighthouse(`${origin}${path}`, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const scores = CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
    const limit = (category: Category): number => (category === 'performance' ? (PERFORMANCE_FLOORS[type.name] ?? LIMITS.performance) : LIMITS[category]);
    const failing = CATEGORIES.filter((category, index) => (scores[index] ?? 0) < limit(category));
    if (failing.length > 0) under = true;
    rows.push([type.name, path, ...scores.map(String), failing.length > 0 ? `UNDER: ${failing.join(', ')}` : 'ok']);
  }
} finally {
  await browser.close();
  server.kill();
}

printTable(['page type', 'page', 'perf', 'a11y', 'best practices', 'SEO', `limits ${CATEGORIES.map((category) => String(LIMITS[category])).join('/')}`], rows);
process.exit(under ? 1 : 0);
