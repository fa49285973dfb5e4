/**
 * The stat tables against the snapshot: every player and team of the season with the season's
 * numbers (sums of the box scores, computed here), with JavaScript off the whole table; with it on,
 * pages of 20, sorting with aria-sort, the position filter, the season switch without a page load,
 * the view kept in the URL, and a CSV download of the view.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { RATE_ATTEMPTS, noAttempts, season, segmentSums } from './player-snapshot.ts';
import { expectHydrated } from './islands.ts';

const latest = segmentSums(2026, 'regular', ['gamesPlayed', 'points', 'goals']);
const played = [...latest].filter(([, sums]) => (sums['gamesPlayed'] ?? 0) > 0);
const mostGoals = Math.max(...played.map(([, sums]) => sums['goals'] ?? 0));

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('no table offers to sort, since none can', async ({ page }) => {
    for (const path of ['/player-table/', '/team-table/', '/pll-team-table/']) {
      await page.goto(path);
      await expect(page.locator('.sortable-table tbody tr').first()).toBeVisible();
      await expect(page.getByText('Click a column to sort')).toHaveCount(0);
    }
  });

  test('the player table holds every player of the season with his points', async ({ page }) => {
    await page.goto('/player-table/');
    await expect(page).toHaveTitle('All Player Stats | PLL Stats');
    await expect(page.locator('.sortable-table tbody tr')).toHaveCount(played.length);
    for (const [playerId, sums] of played.slice(0, 10)) {
      await expect(page.locator(`tr[data-id="${playerId}"] td[data-stat="points"]`)).toHaveText(String(sums['points']));
    }
    await expect(page.locator('th[data-stat="points"]')).toHaveAttribute('aria-sort', 'descending');
  });

  test('the season switcher is links to each season\'s own page', async ({ page }) => {
    await page.goto('/player-table/');
    await page.locator('.season-switcher summary').click();
    await page.locator('.season-switcher a', { hasText: 'Regular Season 2024' }).click();
    await expect(page).toHaveURL(/\/player-table\/2024\/regular\/?$/);
    const sums = segmentSums(2024, 'regular', ['gamesPlayed']);
    await expect(page.locator('.sortable-table tbody tr')).toHaveCount([...sums.values()].filter((entry) => (entry['gamesPlayed'] ?? 0) > 0).length);
  });

  test('a rate without attempts shows an en dash, never 0.0%: no shots, no faceoffs, no shots faced (2025)', async ({ page }) => {
    const sums = segmentSums(2025, 'regular', ['gamesPlayed', 'shots', 'faceoffs', 'saves', 'scoresAgainst']);
    await page.goto('/player-table/2025/regular/');
    const cells = await page.locator('.sortable-table tbody tr').evaluateAll((rows) =>
      rows.flatMap((row) => [...row.querySelectorAll('td')].map((td) => [row.getAttribute('data-id'), td.dataset['stat'], td.textContent])),
    );
    let dashes = 0;
    for (const [id, stat, text] of cells) {
      if (RATE_ATTEMPTS[stat ?? ''] === undefined) continue;
      const none = noAttempts(sums.get(id ?? ''), stat ?? '');
      expect(text === '–', `${String(id)} ${String(stat)} "${String(text)}"`).toBe(none);
      if (none) dashes += 1;
    }
    const expected = [...sums.values()]
      .filter((entry) => (entry['gamesPlayed'] ?? 0) > 0)
      .reduce((total, entry) => total + Object.keys(RATE_ATTEMPTS).filter((rate) => noAttempts(entry, rate)).length, 0);
    expect(dashes).toBe(expected);
    expect(dashes).toBeGreaterThan(500);
  });

  test('the advanced table leaves out the goal splits the league never published', async ({ page }) => {
    await page.goto('/advanced-stats/');
    await expect(page.locator('.sortable-table th[data-stat="touches"]')).toHaveCount(1);
    await expect(page.locator('.sortable-table th[data-stat="unassistedGoals"]')).toHaveCount(0);
    await expect(page.locator('.sortable-table th[data-stat="assistedGoals"]')).toHaveCount(0);
  });

  test('/pll-team-table shows the team table and points search engines at /team-table', async ({ page }) => {
    await page.goto('/pll-team-table/');
    await expect(page.locator('.sortable-table tbody tr')).toHaveCount(8);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/team-table\/$/);
    await page.getByRole('link', { name: 'All Team Stats' }).last().click();
    await expect(page).toHaveURL(/\/team-table\/$/);
  });

  test('the team table gives each team its wins and losses, counted from the season\'s finals, and per-game columns', async ({ page }) => {
    await page.goto('/team-table/');
    const finals = season(2026).events.filter((event) => event.seasonSegment === 'regular' && event.eventStatus >= 2 && event.homeScore !== null && event.visitorScore !== null);
    const margins = (team: string) => finals
      .filter((event) => event.homeTeamId === team || event.awayTeamId === team)
      .map((event) => ((event.homeScore ?? 0) - (event.visitorScore ?? 0)) * (event.homeTeamId === team ? 1 : -1));
    const teams = new Set(finals.flatMap((event) => [event.homeTeamId, event.awayTeamId]));
    for (const team of teams) {
      const row = page.locator(`.sortable-table tbody tr[data-id="${team}"]`);
      await expect(row.locator('td[data-stat="wins"]')).toHaveText(String(margins(team).filter((margin) => margin > 0).length));
      await expect(row.locator('td[data-stat="losses"]')).toHaveText(String(margins(team).filter((margin) => margin < 0).length));
    }
    const tied = [...teams].some((team) => margins(team).includes(0));
    await expect(page.locator('.sortable-table th[data-stat="ties"]')).toHaveCount(tied ? 1 : 0);
    for (const perGame of ['scoresPG', 'saa', 'shotsPG']) await expect(page.locator(`.sortable-table th[data-stat="${perGame}"]`)).toHaveCount(1);
  });
});

test.describe('JavaScript on', () => {
  test('pages by 20 and sorts by a clicked column, keeping the view in the URL', async ({ page }) => {
    await page.goto('/player-table/');
    await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
    await expect(page.locator('.sortable-table tbody tr')).toHaveCount(20);
    await page.locator('th[data-stat="goals"] button').click();
    await expect(page.locator('th[data-stat="goals"]')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('tbody tr').first().locator('td[data-stat="goals"]')).toHaveText(String(mostGoals));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?sort=goals&page=2$/);
    await page.reload();
    await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
    await expect(page.locator('th[data-stat="goals"]')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('.pager')).toContainText(`21–40 of ${String(played.length)}`);
  });

  test('the position filter keeps one position', async ({ page }) => {
    await page.goto('/player-table/?pos=goalie');
    await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
    const positions = await page.locator('.sortable-table tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-position')));
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions)).toEqual(new Set(['G']));
  });

  test('switching season re-renders the table without a page load and puts the season in the path', async ({ page }) => {
    await page.goto('/team-table/');
    await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
    await expectHydrated(page, 'SeasonSwitcher');
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await page.locator('.season-switcher summary').click();
    await page.locator('.season-switcher a', { hasText: 'Regular Season 2023' }).click();
    await expect(page.locator('.sortable-table')).toHaveAttribute('data-year', '2023');
    await expect(page).toHaveURL(/\/team-table\/2023\/regular\/$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page.locator('tr[data-id="CHR"]')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.sortable-table')).toHaveAttribute('data-year', '2026');
  });

  test('downloads the current view as CSV, every filtered row in the sorted order', async ({ page }) => {
    await page.goto('/player-table/?pos=attack&sort=goals');
    await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('pll-player-stats-2026-regular.csv');
    const lines = readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Player,Team,GP,P,G,/);
    const firstRowName = await page.locator('tbody tr').first().locator('th').getAttribute('data-value');
    expect(lines[1]?.startsWith(firstRowName ?? '?')).toBe(true);
    const total = (await page.locator('.pager').textContent())?.match(/of (\d+)/)?.[1];
    expect(lines.length - 1).toBe(Number(total));
    // A missing value is an empty cell: an attackman without a faceoff has no FO%.
    const faceoffPct = lines[0]?.split(',').indexOf('FO%') ?? -1;
    expect(faceoffPct).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('–');
    expect(lines.slice(1).some((line) => line.split(',')[faceoffPct] === '')).toBe(true);
  });
});

test('once the table has hydrated it says a column click sorts', async ({ page }) => {
  await page.goto('/player-table/');
  await expectHydrated(page, 'SortableStatTable');
  await expect(page.getByText('Click a column to sort; lower-is-better stats sort fewest first.')).toBeVisible();
});
