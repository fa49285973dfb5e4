/**
 * The search box in Chromium on the built-in index: nothing of it loads before
 * the first interaction, then keyboard and pointer flows over real names from the snapshot, the
 * small-screen full-screen mode, and the plain form to /search/ with JavaScript on and off.
 */
import { expect, test, type Page } from '@playwright/test';
import { fullName, players, type Player } from './player-snapshot.ts';
import { seriousViolations } from './axe.ts';

/** A name as search compares it: accents dropped, lower case. */
const folded = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const byLastName = Map.groupBy(players, (player) => folded(player.lastName));
const found = [...byLastName.values()].find((group) => group.length === 1 && (group[0]?.lastName.length ?? 0) > 6)?.[0];
if (!found) throw new Error('the snapshot has a player with a unique last name');
const unique: Player = found;
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const options = (page: Page) => page.getByRole('option');

test('nothing of search loads before the first interaction; the index loads once, after the first focus', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.includes('SearchBox') || path.startsWith('/search/'))).toEqual([]);

  await searchBox(page).focus();
  await searchBox(page).pressSequentially(unique.lastName.slice(0, 4));
  await expect(options(page).first()).toBeVisible();
  expect(requested.filter((path) => path === '/search/index.json')).toHaveLength(1);
});

test('a last name finds that player first, highlighted, and Enter on the active hit opens his page', async ({
  page,
}) => {
  await page.goto('/');
  await searchBox(page).focus();
  await searchBox(page).pressSequentially(unique.lastName);
  await expect(page.getByText('Search Results', { exact: true })).toBeVisible();
  const first = options(page).first();
  await expect(first).toHaveAccessibleName(`${fullName(unique)} - search result`);
  await expect(first.locator('mark')).toHaveText(unique.lastName);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

  await searchBox(page).press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/players/${unique.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(unique.lastName);
});

test('Ctrl+Enter opens the active hit in a new tab and leaves this page as it is', async ({ page, context }) => {
  await page.goto('/');
  await searchBox(page).focus();
  await searchBox(page).pressSequentially(unique.lastName);
  await expect(options(page).first()).toBeVisible();
  await searchBox(page).press('ArrowDown');
  const opened = context.waitForEvent('page');
  await searchBox(page).press('Control+Enter');
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toMatch(new RegExp(`^/players/${unique.slug}/?$`));
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the box shows at most 5 players, 2 teams and 2 league content hits, and arrows cycle through them', async ({
  page,
}) => {
  await page.goto('/');
  await searchBox(page).focus();
  await searchBox(page).pressSequentially('a');
  await expect(page.getByRole('group', { name: 'Players' }).getByRole('option')).toHaveCount(5);
  await expect(page.getByRole('group', { name: 'Teams' }).getByRole('option')).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'League content' }).getByRole('option')).toHaveCount(2);

  await searchBox(page).press('ArrowUp');
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('ArrowDown');
  await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
  await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
});

test('a team nickname finds the team, and a click on it opens the team page', async ({ page }) => {
  await page.goto('/games/');
  await searchBox(page).click();
  await searchBox(page).pressSequentially('Whipsnakes');
  const team = page.getByRole('group', { name: 'Teams' }).getByRole('option').first();
  await expect(team).toHaveAccessibleName('Maryland Whipsnakes - search result');
  await team.click();
  await expect(page).toHaveURL(/\/teams\/whipsnakes\/$/);
});

test('No results for text nobody has; Escape closes the panel, a second Escape clears the query', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).focus();
  await searchBox(page).pressSequentially('qxqxqx');
  await expect(page.getByText('No results', { exact: true })).toBeVisible();
  await searchBox(page).press('Escape');
  await expect(page.getByText('Search Results', { exact: true })).toBeHidden();
  await expect(searchBox(page)).toHaveValue('qxqxqx');
  await searchBox(page).press('Escape');
  await expect(searchBox(page)).toHaveValue('');
});

test('the panel closes when the box loses focus, and the clear button empties it', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).focus();
  await searchBox(page).pressSequentially('Chaos');
  await expect(options(page).first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByText('Search Results', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
});

test('on a small screen the focused box goes full screen, and Cancel leaves it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await searchBox(page).focus();
  await searchBox(page).pressSequentially(unique.lastName);
  await expect(options(page).first()).toBeVisible();
  const box = await page.getByRole('search').boundingBox();
  expect(box?.width).toBe(390);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Search Results', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
});

test('Enter without an active hit submits the form to /search/, which lists the query’s hits', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).focus();
  await searchBox(page).pressSequentially(unique.lastName);
  await expect(options(page).first()).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/\\?query=${unique.lastName}$`));
  const results = page.getByRole('region', { name: `Results for ${unique.lastName}` });
  await expect(results.getByRole('link').first()).toHaveAccessibleName(`${fullName(unique)} - search result`);
  // A handful of hits, all listed: the heading counts them in good English ("1 result").
  const listed = await results.getByRole('link').count();
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(
    `${String(listed)} ${listed === 1 ? 'result' : 'results'} for “${unique.lastName}”`,
  );
});

test("/search/?query=… keeps the query in the header's box and lists its hits without bullets", async ({ page }) => {
  await page.goto(`/search/?query=${unique.lastName}`);
  await expect(searchBox(page)).toHaveValue(unique.lastName);
  const hit = page
    .getByRole('region', { name: `Results for ${unique.lastName}` })
    .getByRole('listitem')
    .first();
  await expect(hit).toHaveCSS('list-style-type', 'none');
});

test('axe finds no serious or critical violation in the open panel or on the results page', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).focus();
  await searchBox(page).pressSequentially('an');
  await expect(options(page)).toHaveCount(9);
  await searchBox(page).press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page, 'the open search panel')).toEqual([]);
  await page.goto(`/search/?query=${unique.lastName}`);
  await expect(page.getByRole('region', { name: `Results for ${unique.lastName}` })).toBeVisible();
  expect(await seriousViolations(page, 'the search results page')).toEqual([]);
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is a plain form to /search/, which lists every team and every player', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill(unique.lastName);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/\\?query=${unique.lastName}$`));
    await expect(page.getByText('Results for a query need JavaScript.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'All players' }).getByRole('listitem')).toHaveCount(players.length);
    await expect(
      page.getByRole('link', { name: `${unique.lastName}, ${unique.firstName}`, exact: true }),
    ).toHaveAttribute('href', `/players/${unique.slug}/`);
    await expect(
      page.getByRole('region', { name: 'All teams' }).getByRole('link', { name: 'Denver Outlaws' }),
    ).toBeVisible();
  });
});
