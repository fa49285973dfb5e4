/**
 * The sample highlights the test build publishes (scripts/test-all.ts writes them with
 * scripts/lib/sample-highlights.ts): their game's page, skipping a build without them, and opening
 * the highlights once their island has hydrated (on a past game's page, on the first interaction).
 */
import { test, type Page } from '@playwright/test';
import { sampleHighlights } from '../../scripts/lib/sample-highlights.ts';
import { expectHydrated } from './islands.ts';

export const SAMPLE = sampleHighlights();
export const SAMPLE_PAGE = `/games/${String(SAMPLE.year)}/${SAMPLE.slugname}/`;

/** Skips the calling test on a build without the sample (npm test builds with it). */
export async function skipWithoutSample(page: Page): Promise<void> {
  const html = await (await page.request.get(SAMPLE_PAGE)).text();
  test.skip(
    !html.includes(SAMPLE.videos[0]?.title ?? ''),
    'this build has no sample highlights (npm test builds with them)',
  );
}

/** Opens the sample game's page (`path` adds a query), reaches for its highlights and waits for them to hydrate. */
export async function openHighlights(page: Page, path = SAMPLE_PAGE): Promise<void> {
  await page.goto(path);
  // A video named in the address hydrates the island at once (and opens over the page).
  if (!path.includes('?video=')) await page.getByRole('heading', { name: 'Highlights' }).hover();
  await expectHydrated(page, 'Highlights');
}
