/**
 * Analytics in Chromium: each page pushes one page view named from its
 * path, with the region; the footer's Revoke Consent link stops every event on every page from then
 * on, for the analytics cookie's lifetime, and removes the analytics cookies.
 */
import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_COOKIE_DAYS } from '../../src/lib/analytics/settings.ts';
import { expectHydrated } from './islands.ts';

const pushed = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => ({ ...entry })));

for (const [path, name] of [
  ['/', 'home'],
  ['/players/', 'players'],
  ['/games/2024/2024_game_6/', 'games_2024_2024_game_6'],
  ['/career-leaders/', 'career-leaders'],
] as const) {
  test(`${path} pushes one page view named ${name}, with the region`, async ({ page }) => {
    await page.goto(path);
    const views = (await pushed(page)).filter((entry) => entry.event === 'page_view');
    expect(views).toEqual([{ event: 'page_view', page_name: name, region: 'us' }]);
  });
}

test('Revoke Consent, from any footer column, stops page views and every other event on later pages and clears analytics cookies', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: baseURL ?? '' }]);
  await page.goto('/teams/');
  const links = page.locator('footer [data-revoke-consent]');
  expect(await links.count()).toBeGreaterThan(1);
  await links.last().click();
  await expect(links).toHaveText(Array.from({ length: await links.count() }, () => 'Consent revoked'));

  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === '_ga')).toBe(false);
  const consent = cookies.find((cookie) => cookie.name === 'pll_consent');
  expect(consent?.value).toBe('revoked');
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(ANALYTICS_COOKIE_DAYS - 1);
  expect(days).toBeLessThanOrEqual(ANALYTICS_COOKIE_DAYS);

  // A later page: no page view, and the account island's anonymous start is not pushed either.
  await page.goto('/players/');
  await page.locator('.site-header').getByRole('link', { name: 'Log in' }).hover();
  await expectHydrated(page, 'AccountButton');
  await expect(page.locator('footer [data-revoke-consent]').first()).toHaveText('Consent revoked');
  expect(await pushed(page)).toEqual([]);
});
