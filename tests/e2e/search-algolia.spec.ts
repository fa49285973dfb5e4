/**
 * The search box's Algolia path in Chromium: the real lite and insights clients of the built page,
 * pointed by the test build at a host that never resolves (`npm test` builds with the settings in
 * scripts/test-all.ts), which these tests route to a local Algolia double: answers come from it and
 * the built-in index is never fetched; hit views and clicks reach it as Insights events; when it is
 * down the built-in index answers instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { LeagueData } from '../../src/data/league.ts';
import { searchIndexFile } from '../../src/data/search.ts';
import { readSnapshot } from '../../src/data/store.ts';
import { SEARCH_INDEX_NAMES, type SearchDocument, type SearchIndexFile } from '../../src/lib/search/documents.ts';
import { freePort, startAlgoliaDouble, type AlgoliaDouble } from '../support/algolia-double.ts';
import { E2E_ALGOLIA } from '../../scripts/lib/e2e-algolia.ts';
import { expectHydrated } from './islands.ts';

let index: SearchIndexFile;
let archers: SearchDocument;
let double: AlgoliaDouble | undefined;

test.beforeAll(async () => {
  index = searchIndexFile(new LeagueData(await readSnapshot()));
  const team = index.indexes.teams.find((document) => document.teamName === 'Archers');
  if (!team) throw new Error('the index has the Archers');
  archers = team;
});

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const props = (await page.locator('astro-island[component-url*="SearchBox"]').getAttribute('props')) ?? '';
  test.skip(
    !props.includes(E2E_ALGOLIA.PUBLIC_ALGOLIA_HOSTS),
    'this build has no e2e Algolia settings (npm test builds with them)',
  );
});

test.afterEach(async () => {
  await double?.close();
  double = undefined;
});

/**
 * Focuses the box, waits for the island, then types `query` with the page's clock stopped and
 * starts it again: to the debounce the keys came at once, so a slow machine typing them more than
 * 300 ms apart cannot turn one query into several.
 */
async function typeAtOnce(page: Page, query: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.focus();
  await expectHydrated(page, 'SearchBox');
  // The installed clock runs with the machine's until paused, at a time ahead of it: a second ahead
  // leaves room for a slow round trip, and nothing is due before the first key.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await box.pressSequentially(query);
  await page.clock.resume();
}

/** Sends the page's Algolia requests (search and insights) to `target` instead of the unresolvable host. */
async function routeAlgoliaTo(page: Page, target: string): Promise<void> {
  await page.route(`${E2E_ALGOLIA.PUBLIC_ALGOLIA_HOSTS}/**`, (route) =>
    route.continue({ url: route.request().url().replace(E2E_ALGOLIA.PUBLIC_ALGOLIA_HOSTS, target) }),
  );
}

test('with Algolia up, its answers fill the box, the built-in index is never fetched, and views and clicks reach Insights', async ({
  page,
}) => {
  double = await startAlgoliaDouble({
    appId: E2E_ALGOLIA.PUBLIC_ALGOLIA_APP_ID,
    apiKey: E2E_ALGOLIA.PUBLIC_ALGOLIA_SEARCH_KEY,
    index,
  });
  const algolia = double;
  await routeAlgoliaTo(page, algolia.url);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

  const team = archers;
  await typeAtOnce(page, 'Archers');
  const option = page.getByRole('group', { name: 'Teams' }).getByRole('option').first();
  await expect(option).toHaveAccessibleName(`${team.title} - search result`);

  expect(fetched).not.toContain('/search/index.json');
  const asked = algolia.queries.filter((query) => query.params['query'] === 'Archers');
  // Typed faster than the 300 ms debounce: only the whole word was searched.
  expect(algolia.queries.map((query) => query.params['query'])).toEqual(['Archers', 'Archers', 'Archers']);
  expect(asked.map((query) => [query.indexName, Number(query.params['hitsPerPage'])])).toEqual([
    [SEARCH_INDEX_NAMES.players, 5],
    [SEARCH_INDEX_NAMES.teams, 2],
    [SEARCH_INDEX_NAMES.content, 2],
  ]);
  expect(algolia.requests.some((request) => request.credentials === 'query')).toBe(true);

  // Views are sent once none came for 400 ms.
  await expect
    .poll(() =>
      algolia.events
        .filter((event) => event.eventType === 'view' && event.index === SEARCH_INDEX_NAMES.teams)
        .flatMap((event) => event.objectIDs),
    )
    .toContain(team.objectID);

  await option.click();
  await expect(page).toHaveURL(/\/teams\/archers\/$/);
  const click = algolia.events.find((event) => event.eventType === 'click');
  expect(click).toMatchObject({
    eventName: `${SEARCH_INDEX_NAMES.teams} Selected`,
    index: SEARCH_INDEX_NAMES.teams,
    objectIDs: [team.objectID],
    positions: [1],
  });
  expect(click?.queryID).toMatch(/\S/);
  expect(click?.userToken).toMatch(/^anonymous-/);
});

test('with Algolia down, the built-in index answers the same query', async ({ page }) => {
  // A port nothing listens on: Algolia's host refuses the connection.
  await routeAlgoliaTo(page, `http://127.0.0.1:${String(await freePort())}`);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  const box = page.getByRole('combobox', { name: 'Search' });
  await box.focus();
  const indexLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/search/index.json');
  await box.pressSequentially('Archers');
  await indexLoaded;
  await expect(page.getByRole('group', { name: 'Teams' }).getByRole('option').first()).toHaveAccessibleName(
    `${archers.title} - search result`,
  );
  expect(warnings.some((warning) => warning.includes('Algolia did not answer; using the built-in index'))).toBe(true);
});

test('a slow answer shows the stalled status after 300 ms, then the hits', async ({ page }) => {
  // Slower than the stall delay, faster than the 1 s connect timeout: Algolia still answers.
  double = await startAlgoliaDouble({
    appId: E2E_ALGOLIA.PUBLIC_ALGOLIA_APP_ID,
    apiKey: E2E_ALGOLIA.PUBLIC_ALGOLIA_SEARCH_KEY,
    index,
    searchDelay: { headers: 800 },
  });
  await routeAlgoliaTo(page, double.url);
  await typeAtOnce(page, 'Archers');
  await expect(page.getByRole('search')).toHaveAttribute('data-status', 'stalled');
  await expect(page.getByRole('status', { name: 'Searching' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Teams' }).getByRole('option').first()).toHaveAccessibleName(
    `${archers.title} - search result`,
  );
  await expect(page.getByRole('search')).toHaveAttribute('data-status', 'idle');
  await expect(page.getByRole('status', { name: 'Searching' })).toBeHidden();
});
