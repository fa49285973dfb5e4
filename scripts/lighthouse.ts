/**
 * `npm run lighthouse [-- --dir dist]`: Lighthouse (mobile: a mid-range phone on a slow 4G link,
 * simulated) in Debian's Chromium on one page of each type, the same pages as the size budget.
 * Prints performance, accessibility, best practices and SEO out of 100, the cumulative layout shift
 * and the total blocking time, and exits 1 when a score is under its limit or a metric above its
 * own. About 10 s a page; the site is served as the CDN would, offline.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { pagePerType, printTable, serveDist } from './lib/site-pages.ts';

/** The least score each category may have on any page type. */
const LIMITS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof LIMITS;
const CATEGORIES = Object.keys(LIMITS) as Category[];
/** The most each metric may reach on any page type: what a visitor sees first does not move, and the page answers at once. */
const METRIC_LIMITS = { 'cumulative-layout-shift': 0.02, 'total-blocking-time': 100 } as const;
type Metric = keyof typeof METRIC_LIMITS;
const METRICS = Object.keys(METRIC_LIMITS) as Metric[];

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4491' },
    'debug-port': { type: 'string', default: '9333' },
  },
});
const dist = resolve(values.dir);
const origin = `http://127.0.0.1:${values.port}`;
const debugPort = Number(values['debug-port']);

const server = await serveDist(dist, values.port);
// Lighthouse drives the browser over the DevTools protocol on this port.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${String(debugPort)}`],
});

const rows: string[][] = [];
let under = false;
try {
  for (const { type, path } of pagePerType(dist)) {
    if (path === undefined) {
      rows.push([
        type.name,
        type.optional === true ? '(none in this build)' : '(no page in the sitemap)',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ]);
      if (type.optional !== true) under = true;
      continue;
    }
    const result = await lighthouse(`${origin}${path}`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const scores = CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
    const metrics = METRICS.map((metric) => result?.lhr.audits[metric]?.numericValue ?? Number.POSITIVE_INFINITY);
    const failing = [
      ...CATEGORIES.filter((category, index) => (scores[index] ?? 0) < LIMITS[category]),
      ...METRICS.filter((metric, index) => (metrics[index] ?? Number.POSITIVE_INFINITY) > METRIC_LIMITS[metric]),
    ];
    if (failing.length > 0) under = true;
    const [layoutShift = Number.NaN, blockingTime = Number.NaN] = metrics;
    rows.push([
      type.name,
      path,
      ...scores.map(String),
      layoutShift.toFixed(3),
      `${blockingTime.toFixed(0)} ms`,
      failing.length > 0 ? `OUT OF LIMITS: ${failing.join(', ')}` : 'ok',
    ]);
  }
} finally {
  await browser.close();
  server.kill();
}

printTable(
  [
    'page type',
    'page',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'CLS',
    'TBT',
    `limits ${CATEGORIES.map((category) => String(LIMITS[category])).join('/')}, CLS ${String(METRIC_LIMITS['cumulative-layout-shift'])}, TBT ${String(METRIC_LIMITS['total-blocking-time'])} ms`,
  ],
  rows,
);
process.exit(under ? 1 : 0);
