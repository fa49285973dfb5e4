/** The frame of every page: both navigations, the footer, the webview mode and the 404. */
import { expect, test } from '@playwright/test';
import { sharedImage } from './share-image.ts';

/** Every section of the site, as the stats navigation must reach it. */
const SECTIONS: readonly [string, string][] = [
  ['Home', '/'],
  ['Games', '/games/'],
  ['Player Leaders', '/players/'],
  ['Team Leaders', '/teams/'],
  ['All Player Stats', '/player-table/'],
  ['All Team Stats', '/team-table/'],
  ['Advanced', '/advanced-stats/'],
  ['Career Leaders', '/career-leaders/'],
  ['Comparison', '/player-comparison/'],
  ['Fantasy', '/fantasy/'],
  ['All-Star', '/all-star/'],
];

const TEAMS = [
  'Boston Cannons',
  'California Redwoods',
  'Carolina Chaos',
  'Denver Outlaws',
  'Maryland Whipsnakes',
  'New York Atlas',
  'Philadelphia Waterdogs',
  'Utah Archers',
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`layout, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('on a wide screen the stats navigation lists every section in one row, the current page highlighted', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      const stats = page.getByRole('navigation', { name: 'Stats' });
      await expect(stats.getByRole('link')).toHaveText(SECTIONS.map(([label]) => label));
      for (const [label, href] of SECTIONS)
        await expect(stats.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      await expect(stats.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expect(stats.locator('summary')).toBeHidden();
      await page.goto('/career-leaders/');
      await expect(
        page.getByRole('navigation', { name: 'Stats' }).getByRole('link', { name: 'Career Leaders' }),
      ).toHaveAttribute('aria-current', 'page');
      // All Time Leaders sits in the closed More dropdown: found by its href, not its (hidden) role.
      await expect(page.locator('.league-links a[href="/career-leaders/"]')).toHaveAttribute('aria-current', 'page');
    });

    test('on a phone the stats navigation shows the first sections and the rest under More', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/');
      const stats = page.getByRole('navigation', { name: 'Stats' });
      const visible = stats.locator('a:visible');
      await expect(visible).toHaveText(SECTIONS.slice(0, 3).map(([label]) => label));
      await stats.getByText('More', { exact: true }).click();
      await expect(stats.locator('a:visible')).toHaveText(SECTIONS.map(([label]) => label));
      await stats.getByRole('link', { name: 'All-Star' }).click();
      await expect(page).toHaveURL(/\/all-star\/$/);
    });

    for (const width of [390, 1440]) {
      test(`the keyboard reaches every section from the home page (${String(width)} px wide)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        const stats = page.getByRole('navigation', { name: 'Stats' });
        const reached = new Set<string>();
        // Tab through the page's header; a closed menu on the way is opened from the keyboard.
        for (let step = 0; step < 60 && reached.size < SECTIONS.length; step += 1) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const element = document.activeElement;
            return {
              inStats: element?.closest('nav[aria-label="Stats"]') !== null,
              href: element?.getAttribute('href') ?? null,
              summary:
                element?.tagName === 'SUMMARY' &&
                element.parentElement instanceof HTMLDetailsElement &&
                !element.parentElement.open,
            };
          });
          if (focused.inStats && focused.href !== null) reached.add(focused.href);
          if (focused.inStats && focused.summary) await page.keyboard.press('Enter');
        }
        expect([...reached].sort()).toEqual(SECTIONS.map(([, href]) => href).sort());
        await expect(stats).toBeVisible();
      });
    }

    test('the Teams dropdown opens from the keyboard and lists the eight teams, each to its team page', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      const teams = page.locator('.league-links details', { hasText: 'Teams' });
      await teams.locator('summary').focus();
      await page.keyboard.press('Enter');
      const links = teams.getByRole('link');
      await expect(links).toHaveText(TEAMS);
      await expect(links.filter({ hasText: 'Denver Outlaws' })).toHaveAttribute('href', '/teams/outlaws/');
    });

    test('the Teams and More dropdowns close on Escape and on a click outside them', async ({ page }) => {
      test.skip(
        !javaScriptEnabled,
        'Escape and a click outside close a menu with JavaScript; without it, its summary does',
      );
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      for (const name of ['Teams', 'More']) {
        const menu = page.locator('.league-links details', { has: page.locator('summary', { hasText: name }) });
        await menu.locator('summary').focus();
        await page.keyboard.press('Enter');
        await expect(menu).toHaveAttribute('open', '');
        await page.keyboard.press('Escape');
        await expect(menu).not.toHaveAttribute('open');
        await expect(menu.locator('summary')).toBeFocused();
        await menu.locator('summary').click();
        await expect(menu).toHaveAttribute('open', '');
        await page.getByRole('heading', { level: 1 }).click();
        await expect(menu).not.toHaveAttribute('open');
      }
    });

    test('on a phone the collapsible menu holds the league links and Shop', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/');
      await expect(page.locator('.league-links')).toBeHidden();
      await page.locator('.mobile-menu > summary').click();
      await expect(page.locator('.mobile-menu').getByRole('link', { name: 'Shop' })).toBeVisible();
      await expect(page.locator('.mobile-menu').getByRole('link', { name: 'Shop' })).toHaveAttribute(
        'href',
        /utm_source=Web_Main/,
      );
    });

    test('the footer: RESOURCES and LEGAL columns, Revoke Consent in every column but the first, external links as anchors', async ({
      page,
    }) => {
      await page.goto('/');
      const columns = page.locator('footer section');
      await expect(columns).toHaveCount(3);
      await expect(columns.nth(0).getByRole('link', { name: 'Revoke Consent' })).toHaveCount(0);
      for (const index of [1, 2])
        await expect(columns.nth(index).getByRole('link', { name: 'Revoke Consent' })).toHaveCount(1);
      await expect(columns.nth(1).getByRole('heading')).toHaveText('RESOURCES');
      await expect(columns.nth(2).getByRole('link')).toHaveText([
        'Privacy Policy',
        'Terms of Service',
        'Ticket Terms & Conditions',
        'Security Policy',
        'State-Specific Rights & Disclosures',
        'Exclusive Content License & Submission Policy',
        'Revoke Consent',
      ]);
      for (const link of await page.locator('footer a[href^="http"], header a[href^="http"]').all()) {
        await expect(link).toHaveAttribute('rel', 'noopener');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
    });

    test('the document title reads "{page} | PLL Stats" and the page has a canonical URL and card meta', async ({
      page,
    }) => {
      await page.goto('/career-leaders/');
      await expect(page).toHaveTitle('Career Leaders | PLL Stats');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/career-leaders\/$/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Career Leaders');
    });

    test("a page without a card of its own shares the site's: a 1200 x 630 PNG, large on social sites", async ({
      request,
    }) => {
      const shared = await sharedImage(request, '/career-leaders/');
      expect(shared.card).toBe('summary_large_image');
      expect(shared.alt).toMatch(/^PLL Stats: /);
      expect(shared.url?.pathname).toBe('/share/site.png');
      expect(shared.size).toEqual({ width: 1200, height: 630 });
    });

    test('an unknown path answers 404 with a page that helps', async ({ page }) => {
      const response = await page.goto('/players/nobody-at-all/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Career leaders' }).first()).toBeVisible();
    });
  });
}

test('?showNavBar=false (the app webview) hides the league and stats navigation', async ({ page }) => {
  await page.goto('/career-leaders/?showNavBar=false');
  await expect(page.getByRole('navigation', { name: 'League' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Stats' })).toBeHidden();
  await page.goto('/career-leaders/?showNavBar=true');
  await expect(page.getByRole('navigation', { name: 'Stats' })).toBeVisible();
});
