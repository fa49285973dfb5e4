/**
 * Game highlights and the modal video player in Chromium, over the sample
 * highlights the test build publishes: a past game's page has them in its HTML (links to their
 * media with JavaScript off) and plays them from the site without calling the league API; the
 * player's rates, skips, size and watch tracking (start once, pause with seconds and percent,
 * watched at 85 percent) are observed on the page's analytics queue while a real clip plays.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_LIVE } from '../../scripts/lib/e2e-live.ts';
import { SAMPLE_CLIP_SECONDS } from '../../scripts/lib/sample-highlights.ts';
import { openHighlights, SAMPLE, SAMPLE_PAGE, skipWithoutSample } from './highlights.ts';

const [first, second] = SAMPLE.videos;
if (!first || !second) throw new Error('the sample lists two videos');

test.beforeEach(async ({ page }) => {
  await skipWithoutSample(page);
});

type Tracked = { event: string; mediaId?: string; seconds?: number; percent?: number };
const videoEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event.startsWith('video_')) as Tracked[]);

const player = (page: Page) => page.getByRole('dialog').locator('video');

async function playFor(page: Page, seconds: number): Promise<void> {
  await player(page).evaluate((video: HTMLVideoElement) => video.play());
  await page.waitForFunction(
    (target) => (document.querySelector('dialog video') as HTMLVideoElement).currentTime >= target,
    seconds,
  );
  await player(page).evaluate((video: HTMLVideoElement) => {
    video.pause();
  });
}

test("a past game's page plays its highlights from the site, with no call to the league API", async ({ page }) => {
  const apiOrigin = new URL(E2E_LIVE.PUBLIC_LEAGUE_API_URL).origin;
  const calls: string[] = [];
  await page.route(
    (url) => url.origin === apiOrigin,
    (route) => {
      calls.push(route.request().url());
      return route.abort('connectionrefused');
    },
  );
  await openHighlights(page);
  await page.locator('.highlight').first().click();
  await expect(player(page)).toHaveAttribute('src', `/media/${first.src}`);
  await expect(player(page)).toHaveJSProperty('readyState', 4);
  await playFor(page, 1);
  expect(calls).toEqual([]);
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the highlights are in the page as links to their media, and one plays', async ({ page }) => {
    await page.goto(SAMPLE_PAGE);
    const links = page.getByRole('region', { name: 'Highlights' }).getByRole('link');
    await expect(links).toHaveText(SAMPLE.videos.map((video) => `${video.title}0:30`));
    await expect(links.first()).toHaveAttribute('href', `/media/${first.src}`);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/media/${first.src}$`));
    await expect(page.locator('video')).toHaveJSProperty('duration', SAMPLE_CLIP_SECONDS);
  });
});

test("the game page lists the game's highlights; one opens in the modal at 16:9, at most 85vh, with its id in the address", async ({
  page,
}) => {
  await openHighlights(page);
  const buttons = page.locator('.highlight');
  await expect(buttons).toHaveCount(SAMPLE.videos.length);
  await expect(buttons.first()).toContainText(first.title);
  await expect(buttons.first()).toContainText('0:30');
  await buttons.first().click();
  const dialog = page.getByRole('dialog', { name: first.title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?video=${first.mediaId}$`));
  await expect(player(page)).toHaveCSS('aspect-ratio', '16 / 9');
  await expect(player(page)).toHaveCSS(
    'max-height',
    `${String(Math.round((page.viewportSize()?.height ?? 0) * 0.85))}px`,
  );
  await expect(player(page)).toHaveJSProperty('duration', SAMPLE_CLIP_SECONDS);
  await expect(dialog.getByRole('combobox', { name: 'Speed' }).locator('option')).toHaveText([
    '0.5×',
    '0.75×',
    '1×',
    '1.25×',
    '1.5×',
    '2×',
  ]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${SAMPLE.slugname}/$`));
});

test('rates and skips: 2× plays at double speed; forward and back move 10 s, kept within the clip', async ({
  page,
}) => {
  await openHighlights(page, `${SAMPLE_PAGE}?video=${first.mediaId}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Speed' }).selectOption('2');
  await expect(player(page)).toHaveJSProperty('playbackRate', 2);
  await dialog.getByRole('button', { name: 'Forward 10 s' }).click();
  await expect(player(page)).toHaveJSProperty('currentTime', 10);
  await dialog.getByRole('button', { name: 'Forward 10 s' }).click();
  await dialog.getByRole('button', { name: 'Forward 10 s' }).click();
  await expect(player(page)).toHaveJSProperty('currentTime', SAMPLE_CLIP_SECONDS);
  await dialog.getByRole('button', { name: 'Back 10 s' }).click();
  await expect(player(page)).toHaveJSProperty('currentTime', SAMPLE_CLIP_SECONDS - 10);
});

test('tracking: a start once however often it plays, each pause with seconds and percent, watched once at 85 percent', async ({
  page,
}) => {
  await openHighlights(page);
  await page.locator('.highlight').first().click();
  await expect(player(page)).toHaveJSProperty('readyState', 4);
  await playFor(page, 1);
  await playFor(page, 2);
  let tracked = await videoEvents(page);
  expect(tracked.filter((entry) => entry.event === 'video_start')).toEqual([
    { event: 'video_start', mediaId: first.mediaId },
  ]);
  const pauses = tracked.filter((entry) => entry.event === 'video_pause');
  expect(pauses).toHaveLength(2);
  for (const pause of pauses) {
    expect(pause.percent).toBe(Math.round(((pause.seconds ?? 0) / SAMPLE_CLIP_SECONDS) * 100));
  }
  expect(pauses[1]?.seconds).toBeGreaterThanOrEqual(2);
  expect(tracked.some((entry) => entry.event === 'video_watched')).toBe(false);

  // Jump to just short of 85 percent; playing past it records the watch, once.
  await player(page).evaluate((video: HTMLVideoElement, at) => {
    video.currentTime = at;
  }, SAMPLE_CLIP_SECONDS * 0.8);
  await playFor(page, SAMPLE_CLIP_SECONDS * 0.9);
  await playFor(page, SAMPLE_CLIP_SECONDS * 0.95);
  tracked = await videoEvents(page);
  const watched = tracked.filter((entry) => entry.event === 'video_watched');
  expect(watched).toHaveLength(1);
  expect(watched[0]?.percent).toBeGreaterThanOrEqual(85);
  expect(tracked.filter((entry) => entry.event === 'video_start')).toHaveLength(1);
  // An anonymous visitor's plays stay in client analytics: nothing was sent to the server.
  expect(tracked.some((entry) => entry.event === 'video_watch_recorded')).toBe(false);
});

test('Copy link puts the address that opens this video on the clipboard and records the share', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHighlights(page);
  await page.locator('.highlight').nth(1).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname + new URL(copied).search).toBe(`${SAMPLE_PAGE}?video=${second.mediaId}`);
  expect((await videoEvents(page)).filter((entry) => entry.event === 'video_share')).toEqual([
    { event: 'video_share', mediaId: second.mediaId },
  ]);
});

test('a shared link to a video the game does not have says "No video found"; an unreachable clip says "Error loading video"', async ({
  page,
}) => {
  await openHighlights(page, `${SAMPLE_PAGE}?video=not-a-clip`);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('No video found');
  await page.keyboard.press('Escape');

  await page.route('**/media/**', (route) => route.abort('connectionrefused'));
  await page.locator('.highlight').nth(1).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Error loading video');
});
