/**
 * The stat tables against the snapshot: every player and team of the season with the season's
 * numbers (sums of the box scores, computed here), in pre-rendered pages of 20 that a pager of
 * links walks with JavaScript off; with it on, no script before the first interaction and nothing
 * moving when the table hydrates, then sorting with aria-sort, the position filter, the view kept in
 * the URL, and copying the link to a view. Seasons and their per-game views are pages of their own.
 */
import { expect, test, type Page } from '@playwright/test';
import { RATE_ATTEMPTS, noAttempts, season, segmentSums } from './player-snapshot.ts';
import { expectHydrated, recordIslandScripts } from './islands.ts';

const PAGE_SIZE = 20;

const latest = segmentSums(2026, 'regular', ['gamesPlayed', 'points', 'goals']);
const played = [...latest].filter(([, sums]) => (sums['gamesPlayed'] ?? 0) > 0);
const mostGoals = Math.max(...played.map(([, sums]) => sums['goals'] ?? 0));

/** Every row of a season's table: its first page, then each page the pager's Next link leads to. */
async function walkPages(
  page: Page,
  firstPage: string,
): Promise<{ id: string | null; cells: [string | undefined, string | null][] }[]> {
  await page.goto(firstPage);
  const rows: { id: string | null; cells: [string | undefined, string | null][] }[] = [];
  for (;;) {
    const shown = await page.locator('.sortable-table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        id: tr.getAttribute('data-id'),
        cells: [...tr.querySelectorAll('td')].map((td): [string | undefined, string | null] => [
          td.dataset['stat'],
          td.textContent,
        ]),
      })),
    );
    expect(shown.length).toBeLessThanOrEqual(PAGE_SIZE);
    rows.push(...shown);
    // Followed by address rather than by a click, so that the next read cannot see the page it leaves.
    const next = page.locator('.pager a[rel="next"]');
    if ((await next.count()) === 0) return rows;
    const href = await next.getAttribute('href');
    if (href === null) throw new Error(`the pager's Next link on ${page.url()} has no href`);
    await page.goto(href);
  }
}

/** Starts summing the page's layout shifts (those not caused by an input) before it loads. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);

/** Hydrates a table the way a visitor does, by reaching for it, and waits until it has its season's rows. */
async function reachForTable(page: Page): Promise<void> {
  await page.locator('.sortable-table .sort-hint').hover();
  await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('no table offers to sort, since none can', async ({ page }) => {
    for (const path of ['/player-table/', '/team-table/', '/pll-team-table/']) {
      await page.goto(path);
      await expect(page.locator('.sortable-table tbody tr').first()).toBeVisible();
      await expect(page.getByText('Click a column to sort')).toBeHidden();
      await expect(page.getByLabel('Position')).toBeHidden();
    }
  });

  test("the player table's pages of 20, linked by its pager, hold every player of the season with his points, most first", async ({
    page,
  }) => {
    await page.goto('/player-table/');
    await expect(page).toHaveTitle('All Player Stats | PLL Stats');
    await expect(page.locator('th[data-stat="points"]')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('.pager')).toContainText(
      `1–20 of ${String(played.length)} · Page 1 of ${String(Math.ceil(played.length / PAGE_SIZE))}`,
    );
    const rows = await walkPages(page, '/player-table/');
    expect(rows.map((row) => row.id).sort()).toEqual(played.map(([id]) => id).sort());
    const points = rows.map((row) => Number(row.cells.find(([stat]) => stat === 'points')?.[1]));
    expect(points).toEqual(played.map(([, sums]) => sums['points'] ?? 0).sort((a, b) => b - a));
    for (const [playerId, sums] of played)
      expect(rows.find((row) => row.id === playerId)?.cells.find(([stat]) => stat === 'points')?.[1]).toBe(
        String(sums['points']),
      );
  });

  test('a later page is its own page: its path, title, description and canonical, and a Previous link back', async ({
    page,
  }) => {
    await page.goto('/player-table/');
    await page.locator('.pager a[rel="next"]').click();
    await expect(page).toHaveURL(/\/player-table\/page\/2\/$/);
    await expect(page).toHaveTitle('All Player Stats, page 2 | PLL Stats');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/player-table\/page\/2\/$/);
    await expect(page.locator('.pager')).toContainText(`21–40 of ${String(played.length)}`);
    // Search results tell the season's pages apart by the rows each holds.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(` Rows 21–40 of ${String(played.length)}\\.$`),
    );
    await page.locator('.pager a[rel="prev"]').click();
    await expect(page).toHaveURL(/\/player-table\/$/);
  });

  test("the season switcher is links to each season's own page, and the Per Game link to its per-game view", async ({
    page,
  }) => {
    await page.goto('/player-table/');
    await page.locator('.season-switcher summary').click();
    await page.locator('.season-switcher a', { hasText: 'Regular Season 2024' }).click();
    await expect(page).toHaveURL(/\/player-table\/2024\/regular\/?$/);
    const sums = segmentSums(2024, 'regular', ['gamesPlayed', 'points']);
    const players = [...sums.values()].filter((entry) => (entry['gamesPlayed'] ?? 0) > 0);
    await expect(page.locator('.sortable-table tbody tr')).toHaveCount(Math.min(players.length, PAGE_SIZE));
    await expect(page.locator('.pager')).toContainText(`of ${String(players.length)} ·`);

    await page.getByRole('link', { name: 'Per Game' }).click();
    await expect(page).toHaveURL(/\/player-table\/2024\/regular\/per-game\/$/);
    await expect(page.locator('h1')).toHaveText('All Player Stats Per Game');
    await expect(page).toHaveTitle('All Player Stats Per Game: 2024 Regular Season | PLL Stats');
    await expect(page.locator('.pager')).toContainText(`of ${String(players.length)} ·`);
    // Most points per game first: a player's points over his games, one decimal.
    const best = Math.max(...players.map((entry) => (entry['points'] ?? 0) / (entry['gamesPlayed'] ?? 1)));
    await expect(page.locator('tbody tr').first().locator('td[data-stat="points"]')).toHaveText(
      (Math.round(best * 10) / 10).toFixed(1),
    );
    await expect(page.getByRole('link', { name: /^Download CSV/ })).toHaveAttribute(
      'href',
      '/data/csv/pll-player-stats-2024-regular-per-game.csv',
    );
    await expect(page.getByRole('link', { name: 'Totals' })).toHaveAttribute('href', '/player-table/2024/regular/');
  });

  test('a rate without attempts shows an en dash, never 0.0%: no shots, no faceoffs, no shots faced (2025)', async ({
    page,
  }) => {
    const sums = segmentSums(2025, 'regular', ['gamesPlayed', 'shots', 'faceoffs', 'saves', 'scoresAgainst']);
    const cells = (await walkPages(page, '/player-table/2025/regular/')).flatMap((row) =>
      row.cells.map(([stat, text]) => [row.id, stat, text]),
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
    await page.getByRole('link', { name: 'All Team Stats', exact: true }).last().click();
    await expect(page).toHaveURL(/\/team-table\/$/);
  });

  test("the team table gives each team its wins and losses, counted from the season's finals, and per-game columns", async ({
    page,
  }) => {
    await page.goto('/team-table/');
    const finals = season(2026).events.filter(
      (event) =>
        event.seasonSegment === 'regular' &&
        event.eventStatus >= 2 &&
        event.homeScore !== null &&
        event.visitorScore !== null,
    );
    const margins = (team: string) =>
      finals
        .filter((event) => event.homeTeamId === team || event.awayTeamId === team)
        .map((event) => ((event.homeScore ?? 0) - (event.visitorScore ?? 0)) * (event.homeTeamId === team ? 1 : -1));
    const teams = new Set(finals.flatMap((event) => [event.homeTeamId, event.awayTeamId]));
    for (const team of teams) {
      const row = page.locator(`.sortable-table tbody tr[data-id="${team}"]`);
      await expect(row.locator('td[data-stat="wins"]')).toHaveText(
        String(margins(team).filter((margin) => margin > 0).length),
      );
      await expect(row.locator('td[data-stat="losses"]')).toHaveText(
        String(margins(team).filter((margin) => margin < 0).length),
      );
    }
    const tied = [...teams].some((team) => margins(team).includes(0));
    await expect(page.locator('.sortable-table th[data-stat="ties"]')).toHaveCount(tied ? 1 : 0);
    for (const perGame of ['scoresPG', 'saa', 'shotsPG'])
      await expect(page.locator(`.sortable-table th[data-stat="${perGame}"]`)).toHaveCount(1);
  });
});

test.describe('JavaScript on', () => {
  test('loads no script before the first interaction, and hydrating on it moves nothing: the same 20 rows, no layout shift', async ({
    page,
  }) => {
    const noIslandLoaded = recordIslandScripts(page);
    await recordLayoutShifts(page);
    await page.goto('/player-table/', { waitUntil: 'networkidle' });
    await noIslandLoaded();
    const before = await page
      .locator('.sortable-table tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.textContent));
    const box = await page.locator('.sortable-table').boundingBox();
    expect(before).toHaveLength(PAGE_SIZE);
    await reachForTable(page);
    expect(
      await page.locator('.sortable-table tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent)),
    ).toEqual(before);
    expect(await page.locator('.sortable-table').boundingBox()).toEqual(box);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });

  test('pages by 20 and sorts by a clicked column, keeping the view in the URL', async ({ page }) => {
    await page.goto('/player-table/');
    await expect(page.getByText('Click a column to sort; lower-is-better stats sort fewest first.')).toBeVisible();
    await reachForTable(page);
    await expect(page.locator('.sortable-table tbody tr')).toHaveCount(20);
    await page.locator('th[data-stat="goals"] button').click();
    await expect(page.locator('th[data-stat="goals"]')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('tbody tr').first().locator('td[data-stat="goals"]')).toHaveText(String(mostGoals));
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/player-table\/\?sort=goals&page=2$/);
    // A view in the URL hydrates the table at once.
    await page.reload();
    await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
    await expect(page.locator('th[data-stat="goals"]')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('.pager')).toContainText(`21–40 of ${String(played.length)}`);
  });

  test("the pager of the default view keeps to the pre-rendered pages' addresses", async ({ page }) => {
    await page.goto('/player-table/page/3/');
    await reachForTable(page);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/player-table\/page\/4\/$/);
    await expect(page.locator('.pager')).toContainText(`61–80 of ${String(played.length)}`);
    await page.goBack();
    await expect(page.locator('.pager')).toContainText(`41–60 of ${String(played.length)}`);
  });

  test('the position filter keeps one position', async ({ page }) => {
    await page.goto('/player-table/?pos=goalie');
    await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
    const positions = await page
      .locator('.sortable-table tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-position')));
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions)).toEqual(new Set(['G']));
  });

  test("a season link loads that season's pre-rendered page, with the season in the path", async ({ page }) => {
    await page.goto('/team-table/');
    await page.locator('.season-switcher summary').click();
    await page.locator('.season-switcher a', { hasText: 'Regular Season 2023' }).click();
    await expect(page).toHaveURL(/\/team-table\/2023\/regular\/$/);
    await expect(page.locator('.sortable-table')).toHaveAttribute('data-year', '2023');
    await expect(page.locator('tr[data-id="CHR"]')).toHaveCount(1);
    await expect(page.locator('.season-switcher a[aria-current="page"]')).toHaveText(/Regular Season\s+2023/);
    await page.goBack();
    await expect(page.locator('.sortable-table')).toHaveAttribute('data-year', '2026');
  });

  test('sorts the per-game view too, and copies the link to the view shown, saying so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/player-table/per-game/?sort=goals');
    await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
    const perGame = segmentSums(2026, 'regular', ['gamesPlayed', 'goals']);
    const best = Math.max(
      ...[...perGame.values()]
        .filter((entry) => (entry['gamesPlayed'] ?? 0) > 0)
        .map((entry) => (entry['goals'] ?? 0) / (entry['gamesPlayed'] ?? 1)),
    );
    await expect(page.locator('tbody tr').first().locator('td[data-stat="goals"]')).toHaveText(
      (Math.round(best * 10) / 10).toFixed(1),
    );
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/player-table\/per-game\/\?sort=goals&page=2$/);
    const copy = page.getByRole('link', { name: 'Copy link to this view' });
    await copy.hover();
    await expectHydrated(page, 'CopyLink');
    await copy.click();
    await expect(page.locator('.copy-status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test("a column clicked before the season's rows arrive sorts once they do", async ({ page, context }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/data/tables/players/*.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/player-table/');
  await page.locator('.sortable-table .sort-hint').hover();
  await expectHydrated(page, 'SortableStatTable');
  await page.locator('th[data-stat="goals"] button').click();
  await expect(page.locator('.sortable-table')).toHaveAttribute('data-hydrated', 'false');
  await expect(page.locator('th[data-stat="points"]')).toHaveAttribute('aria-sort', 'descending');
  release();
  await expect(page.locator('th[data-stat="goals"]')).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('tbody tr').first().locator('td[data-stat="goals"]')).toHaveText(String(mostGoals));
});
