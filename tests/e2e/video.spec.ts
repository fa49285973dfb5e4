/**
 * Game highlights and the modal video player (spec sections 2 and 4) in Chromium: the game page
 * lists the videos the embedded league API serves for the game, and the player's rates, skips,
 * size and watch tracking (start once, pause with seconds and percent, watched at 85 percent) are
 * observed on the page's analytics queue while a real clip plays.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from './islands.ts';
import { CLIP_SECONDS, routeHighlights, startHighlights, type HighlightsFixture } from './highlights.ts';

let fixture: HighlightsFixture;

test.beforeAll(async () => {
  fixture = await startHighlights();
});

test.afterAll(async () => {
  await fixture.close();
});

const gamePage = (): string => `/games/${String(fixture.event.year)}/${fixture.event.slugname}/`;

async function openGame(page: Page, query = ''): Promise<void> {
  await routeHighlights(page, fixture.api);
  await page.goto(gamePage() + query);
  await page.getByRole('heading', { name: 'Highlights' }).scrollIntoViewIfNeeded();
  await expectHydrated(page, 'Highlights');
}

type Tracked = { event: string; mediaId?: string; seconds?: number; percent?: number };
const videoEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event.startsWith('video_')) as Tracked[]);

const player = (page: Page) => page.getByRole('dialog').locator('video');

async function playFor(page: Page, seconds: number): Promise<void> {
  await player(page).evaluate((video: HTMLVideoElement) => video.play());
  await page.waitForFunction((target) => (document.querySelector('dialog video') as HTMLVideoElement).currentTime >= target, seconds);
  await player(page).evaluate((video: HTMLVideoElement) => {
    video.pause();
  });
}

test('the game page lists the game\'s highlights; one opens in the modal at 16:9, at most 85vh, with its id in the address', async ({ page }) => {
  await openGame(page);
  const buttons = page.locator('.highlight');
  await expect(buttons).toHaveCount(fixture.videos.length);
  await expect(buttons.first()).toContainText(fixture.videos[0]?.title ?? '');
  await expect(buttons.first()).toContainText('0:30');
  await buttons.first().click();
  const dialog = page.getByRole('dialog', { name: fixture.videos[0]?.title ?? '' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\?video=clip-goal-1$/);
  await expect(player(page)).toHaveCSS('aspect-ratio', '16 / 9');
  await expect(player(page)).toHaveCSS('max-height', `${String(Math.round((page.viewportSize()?.height ?? 0) * 0.85))}px`);
  await expect(player(page)).toHaveJSProperty('duration', CLIP_SECONDS);
  await expect(dialog.getByRole('combobox', { name: 'Speed' }).locator('option')).toHaveText(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×']);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${fixture.event.slugname}/$`));
});

test('rates and skips: 2× plays at double speed; forward and back move 10 s, kept within the clip', async ({ page }) => {
  await openGame(page, '?video=clip-goal-1');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Speed' }).selectOption('2');
  await expect(player(page)).toHaveJSProperty('playbackRate', 2);
  await dialog.getByRole('button', { name: 'Forward 10 s' }).click();
  await expect(player(page)).toHaveJSProperty('currentTime', 10);
  await dialog.getByRole('button', { name: 'Forward 10 s' }).click();
  await dialog.getByRole('button', { name: 'Forward 10 s' }).click();
  await expect(player(page)).toHaveJSProperty('currentTime', CLIP_SECONDS);
  await dialog.getByRole('button', { name: 'Back 10 s' }).click();
  await expect(player(page)).toHaveJSProperty('currentTime', CLIP_SECONDS - 10);
});

test('tracking: a start once however often it plays, each pause with seconds and percent, watched once at 85 percent', async ({ page }) => {
  await openGame(page);
  await page.locator('.highlight').first().click();
  await expect(player(page)).toHaveJSProperty('readyState', 4);
  await playFor(page, 1);
  await playFor(page, 2);
  let tracked = await videoEvents(page);
  expect(tracked.filter((entry) => entry.event === 'video_start')).toEqual([{ event: 'video_start', mediaId: 'clip-goal-1' }]);
  const pauses = tracked.filter((entry) => entry.event === 'video_pause');
  expect(pauses).toHaveLength(2);
  for (const pause of pauses) {
    expect(pause.percent).toBe(Math.round(((pause.seconds ?? 0) / CLIP_SECONDS) * 100));
  }
  expect(pauses[1]?.seconds).toBeGreaterThanOrEqual(2);
  expect(tracked.some((entry) => entry.event === 'video_watched')).toBe(false);

  // Jump to just short of 85 percent; playing past it records the watch, once.
  await player(page).evaluate((video: HTMLVideoElement, at) => {
    video.currentTime = at;
  }, CLIP_SECONDS * 0.8);
  await playFor(page, CLIP_SECONDS * 0.9);
  await playFor(page, CLIP_SECONDS * 0.95);
  tracked = await videoEvents(page);
  const watched = tracked.filter((entry) => entry.event === 'video_watched');
  expect(watched).toHaveLength(1);
  expect(watched[0]?.percent).toBeGreaterThanOrEqual(85);
  expect(tracked.filter((entry) => entry.event === 'video_start')).toHaveLength(1);
  // An anonymous visitor's plays stay in client analytics: nothing was sent to the server.
  expect(tracked.some((entry) => entry.event === 'video_watch_recorded')).toBe(false);
});

test('Copy link puts the address that opens this video on the clipboard and records the share', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page);
  await page.locator('.highlight').nth(1).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname + new URL(copied).search).toBe(`${gamePage()}?video=clip-save-1`);
  expect((await videoEvents(page)).filter((entry) => entry.event === 'video_share')).toEqual([{ event: 'video_share', mediaId: 'clip-save-1' }]);
});

test('a shared link to a video the game does not have says "No video found"; an unreachable clip says "Error loading video"', async ({ page }) => {
  await openGame(page, '?video=not-a-clip');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('No video found');
  await page.keyboard.press('Escape');

  await page.route(`${fixture.api.url}/media/**`, (route) => route.abort('connectionrefused'));
  await page.locator('.highlight').nth(1).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Error loading video');
});
