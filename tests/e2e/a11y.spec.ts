/**
 * axe finds no serious or critical violation: on one page of every page type in both colour
 * schemes (every rule in the light one; in the dark one the rules that colours decide, as the
 * schemes differ in nothing else), and on a seeded random sample of the sitemap's other URLs. The seed is printed, so a
 * failure reproduces with `A11Y_SEED=<seed> npx playwright test a11y`. `A11Y_SWEEP=sitemap` checks
 * every URL of the sitemap instead of a sample (the nightly workflow's run: about 2,300 pages, too
 * slow for everyone's test loop).
 */
import { expect, test, type Page } from '@playwright/test';
import { dist } from './built-site.ts';
import { pagePerType, sitemapPaths } from '../../scripts/lib/site-pages.ts';
import { COLOUR_RULES, seriousViolations } from './axe.ts';

const SAMPLE_SIZE = 60;
const SAMPLE_CHUNKS = 4;
const SWEEP_CHUNKS = 8;
/** A ceiling per page analysed, not an expectation: on a loaded 2-core machine one can take 20 s. */
const PAGE_TIMEOUT_MS = 30_000;
const sweepAll = process.env['A11Y_SWEEP'] === 'sitemap';
// Drawn by playwright.config.ts when not given, so that every worker draws the same sample.
const seed = Number(process.env['A11Y_SEED']);

/** mulberry32: a small seeded generator, so the same seed draws the same sample. */
function seededRandom(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `count` distinct items drawn without replacement (a partial Fisher–Yates shuffle). */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const drawn = Math.min(count, pool.length);
  for (let index = 0; index < drawn; index++) {
    const pick = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[pick]] = [pool[pick] as T, pool[index] as T];
  }
  return pool.slice(0, drawn);
}

function chunks<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, chunk) => items.filter((_, index) => index % count === chunk));
}

async function checkPaths(page: Page, paths: readonly string[]): Promise<void> {
  test.setTimeout(60_000 + paths.length * PAGE_TIMEOUT_MS);
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    failures.push(...(await seriousViolations(page, path)));
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

const paths = sitemapPaths(dist);
const typed = pagePerType(dist).flatMap(({ type, path }) => (path === undefined ? [] : [{ name: type.name, path }]));

test('the sitemap lists the home page', () => {
  expect(paths).toContain('/');
});

if (sweepAll) {
  for (const [chunk, share] of chunks(paths, SWEEP_CHUNKS).entries()) {
    test(`axe: sitemap pages, part ${String(chunk + 1)} of ${String(SWEEP_CHUNKS)} (${String(share.length)} pages)`, async ({
      page,
    }) => {
      await checkPaths(page, share);
    });
  }
} else {
  for (const { name, path } of typed) {
    test(`axe: ${name} page (${path}) in the light and the dark scheme`, async ({ page }) => {
      test.setTimeout(60_000 + 2 * PAGE_TIMEOUT_MS);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      const failures = await seriousViolations(page, `${path} (light)`);
      // The page follows the system's scheme as it changes (its colours are light-dark() pairs and
      // nothing else reads the scheme), so the dark one is checked without loading it again.
      await page.emulateMedia({ colorScheme: 'dark' });
      failures.push(...(await seriousViolations(page, `${path} (dark)`, COLOUR_RULES)));
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  const typedPaths = new Set(typed.map(({ path }) => path));
  const drawn = sample(
    paths.filter((path) => !typedPaths.has(path)),
    SAMPLE_SIZE,
    seededRandom(seed),
  );
  for (const [chunk, share] of chunks(drawn, SAMPLE_CHUNKS).entries()) {
    test(`axe: sampled sitemap pages, part ${String(chunk + 1)} of ${String(SAMPLE_CHUNKS)} (seed ${String(seed)})`, async ({
      page,
    }) => {
      await checkPaths(page, share);
    });
  }
}
