/**
 * In-app messaging in Chromium, with the page's clock under the test's
 * control: messaging starts once auth has settled (here, an anonymous visitor's first interaction
 * with the header), fetches the messages from a real embedded league API, and shows the one for
 * this page at the 10 s trigger; a message for another page waits for that page; a shown one is
 * not shown again.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startLeagueApi, type LeagueApi } from '../../scripts/league-api/server.ts';
import { E2E_LIVE } from '../../scripts/lib/e2e-live.ts';
import { restPaths } from '../../src/api/paths.ts';
import { expectHydrated } from './islands.ts';

let dir: string;
let api: LeagueApi;

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pll-messages-'));
  await writeFile(
    join(dir, 'messages.json'),
    JSON.stringify([
      {
        messageId: 'teams-note',
        title: 'Team pages have moved',
        body: 'Every season of a club is on one page now.',
        location: 'teams',
        link: null,
      },
      {
        messageId: 'leaders-note',
        title: 'New: per-game leaders',
        body: 'Switch seasons without reloading.',
        location: 'players',
        link: { label: 'See the table', href: '/player-table/' },
      },
    ]),
  );
  api = await startLeagueApi({ storeDir: join(dir, 'records'), messagesFile: join(dir, 'messages.json') });
});

test.afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

/** Sends the page's messages calls, made to the build's league API URL, to this spec's API. */
async function routeMessages(page: Page): Promise<void> {
  const built = E2E_LIVE.PUBLIC_LEAGUE_API_URL + restPaths.inAppMessages;
  await page.route(
    (url) => url.href.startsWith(built),
    async (route) => {
      const response = await route.fetch({
        url: route.request().url().replace(E2E_LIVE.PUBLIC_LEAGUE_API_URL, api.restBaseUrl),
      });
      await route.fulfill({ response });
    },
  );
}

const card = (page: Page) => page.getByRole('status').filter({ has: page.locator('.in-app-message-title') });

/** Opens a page, settles auth with a first interaction, and waits for the messages call. */
async function openAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const messagesCall = page.waitForResponse((response) => response.url().includes(restPaths.inAppMessages));
  await page.locator('.site-header').getByRole('link', { name: 'Log in' }).hover();
  await expectHydrated(page, 'AccountButton');
  await messagesCall;
}

test("nothing is fetched before auth settles; the page's message shows at the 10 s trigger, not before, and Dismiss closes it", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(restPaths.inAppMessages)) calls.push(request.url());
  });
  await page.clock.install();
  await routeMessages(page);
  await page.goto('/players/');
  await page.clock.runFor(15_000);
  expect(calls).toEqual([]);

  const messagesCall = page.waitForResponse((response) => response.url().includes(restPaths.inAppMessages));
  await page.locator('.site-header').getByRole('link', { name: 'Log in' }).hover();
  await messagesCall;
  await page.clock.runFor(9_000);
  await expect(card(page)).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(card(page)).toContainText('New: per-game leaders');
  await expect(card(page).getByRole('link', { name: 'See the table' })).toHaveAttribute('href', '/player-table/');
  expect(calls).toHaveLength(1);
  await card(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(card(page)).toHaveCount(0);
});

test('a message for another page stays pending until that page; a shown one never shows again', async ({ page }) => {
  await page.clock.install();
  await routeMessages(page);
  await openAndSettle(page, '/games/');
  await page.clock.runFor(11_000);
  await expect(card(page)).toHaveCount(0);

  await openAndSettle(page, '/teams/');
  await page.clock.runFor(11_000);
  await expect(card(page)).toContainText('Team pages have moved');

  await openAndSettle(page, '/teams/');
  await page.clock.runFor(11_000);
  await expect(card(page)).toHaveCount(0);

  await openAndSettle(page, '/players/');
  await page.clock.runFor(11_000);
  await expect(card(page)).toContainText('New: per-game leaders');
});
