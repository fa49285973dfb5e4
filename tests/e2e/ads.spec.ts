/**
 * Ads in Chromium, on the test build that configures every slot: each
 * slot holds its height from the first paint, the AdSense script is asked for 100 ms after start
 * and, when it fails, again every 2 s up to 3 times; the flags on <html> say loaded, can-show or
 * error. The script's host is routed to a stand-in here, or refused.
 */
import { expect, test, type Page } from '@playwright/test';
import { AD_SLOTS, ADS_SCRIPT_FAILED, type AdSlotName } from '../../src/lib/ads/ads.ts';

const ADSENSE = /^https:\/\/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js/;

test.beforeEach(async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  test.skip(!html.includes('data-ad-name'), 'this build configures no ads (npm test builds with them)');
});

/** Serves the script after `failures` refusals; returns the request times (ms since navigation start). */
async function routeAdSense(page: Page, failures: number): Promise<number[]> {
  const times: number[] = [];
  await page.route(ADSENSE, async (route) => {
    times.push(await page.evaluate(() => performance.now()).catch(() => Number.NaN));
    if (times.length <= failures) {
      await route.abort('connectionrefused');
      return;
    }
    await route.fulfill({ contentType: 'text/javascript', body: 'window.adsbygoogle = window.adsbygoogle || [];' });
  });
  return times;
}

const flags = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement.dataset;
    return { loaded: root['adsLoaded'], canShow: root['adsCanShow'], error: root['adsError'] };
  });

const SLOT_PAGES: [AdSlotName, string][] = [
  ['leaderboard-top', '/'],
  ['leaderboard-middle', '/games/'],
  ['leaderboard-bottom', '/teams/outlaws/'],
  ['in-content-banner', '/players/'],
];

for (const [name, path] of SLOT_PAGES) {
  test(`${path}: the ${name} slot holds its ${String(AD_SLOTS[name].height)}px from the start, and the loaded script fills it without moving anything`, async ({
    page,
  }) => {
    await routeAdSense(page, 0);
    await page.goto(path, { waitUntil: 'commit' });
    const slot = page.locator(`[data-ad-name="${name}"]`);
    await expect(slot).toHaveCSS('min-height', `${String(AD_SLOTS[name].height)}px`);
    const before = await slot.boundingBox();
    await expect.poll(() => flags(page)).toEqual({ loaded: 'true', canShow: 'true', error: 'false' });
    await expect(slot.locator('ins')).toHaveAttribute('data-ad-requested', 'true');
    expect(await slot.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => window.adsbygoogle?.length)).toBe(await page.locator('ins.adsbygoogle').count());
  });
}

test('a player page carries the medium rectangle and the footer leaderboard', async ({ page }) => {
  await page.goto('/players/');
  await page.locator('.leaderboards a[href^="/players/"]').first().click();
  await expect(page.locator('[data-ad-name="medium-rectangle"]')).toHaveCSS('min-height', '250px');
  await expect(page.locator('[data-ad-name="leaderboard-footer"]')).toHaveCSS('min-height', '90px');
});

test('the script is asked for 100 ms after the loader starts; a failure is retried at 2 s and the ads then load', async ({
  page,
}) => {
  const times = await routeAdSense(page, 1);
  await page.goto('/');
  await expect.poll(() => flags(page)).toEqual({ loaded: 'true', canShow: 'true', error: 'false' });
  expect(times).toHaveLength(2);
  const [first = 0, second = 0] = times;
  const started = await page.evaluate(() => performance.getEntriesByName('ads-start')[0]?.startTime ?? Number.NaN);
  expect(first - started).toBeGreaterThanOrEqual(100);
  expect(second - first).toBeGreaterThanOrEqual(2000);
});

test('after 3 retries the loader stops with the error flag and "Failed to load AdSense script"; the slots keep their space', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const times = await routeAdSense(page, Number.POSITIVE_INFINITY);
  await page.goto('/');
  await expect
    .poll(() => flags(page), { timeout: 15_000 })
    .toEqual({ loaded: 'false', canShow: 'false', error: 'true' });
  expect(times).toHaveLength(4);
  expect(errors).toContain(ADS_SCRIPT_FAILED);
  await expect(page.locator('[data-ad-name="leaderboard-top"]')).toHaveCSS('min-height', '90px');
});
