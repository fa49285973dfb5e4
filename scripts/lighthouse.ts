/**
 * `npm run lighthouse [-- --dir dist]`: Lighthouse (mobile: a mid-range phone on a slow 4G link,
 * simulated) in Debian's Chromium on one page of each type, the same pages as the size budget.
 * Prints performance, accessibility, best practices and SEO out of 100, the cumulative layout shift
 * and the total blocking time, and exits 1 when a score is under its limit or a metric above its
 * own, in one run or, for a page out of limits in its first, in the median of three. About 10 s a
 * page; the site is served as the CDN would, offline.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { median } from './lib/figures.ts';
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

interface Run {
  scores: number[];
  metrics: number[];
}

/** One Lighthouse run on a page: each category's score out of 100 and each metric's value. */
async function measure(path: string): Promise<Run> {
  const result = await lighthouse(`${origin}${path}`, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  return {
    scores: CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100)),
    metrics: METRICS.map((metric) => result?.lhr.audits[metric]?.numericValue ?? Number.POSITIVE_INFINITY),
  };
}

/** The categories under their limits and the metrics over theirs. */
function failingOf({ scores, metrics }: Run): string[] {
  return [
    ...CATEGORIES.filter((category, index) => (scores[index] ?? 0) < LIMITS[category]),
    ...METRICS.filter((metric, index) => (metrics[index] ?? Number.POSITIVE_INFINITY) > METRIC_LIMITS[metric]),
  ];
}

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
    // One run's total blocking time moves by a factor of two or more from run to run on these
    // machines (51 to 269 ms for one page in three runs): a page out of limits is run twice more and
    // judged by the median of each figure over its three runs.
    const first = await measure(path);
    const runs = failingOf(first).length > 0 ? [first, await measure(path), await measure(path)] : [first];
    const scores = CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index] ?? 0)));
    const metrics = METRICS.map((_, index) =>
      median(runs.map((run) => run.metrics[index] ?? Number.POSITIVE_INFINITY)),
    );
    const failing = failingOf({ scores, metrics });
    if (failing.length > 0) under = true;
    const [layoutShift = Number.NaN, blockingTime = Number.NaN] = metrics;
    rows.push([
      type.name,
      path,
      ...scores.map(String),
      layoutShift.toFixed(3),
      `${blockingTime.toFixed(0)} ms`,
      (failing.length > 0 ? `OUT OF LIMITS: ${failing.join(', ')}` : 'ok') +
        (runs.length > 1 ? ` (median of ${String(runs.length)} runs)` : ''),
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
