import { expect, test } from '@playwright/test';
import { FANTASY_SCORING } from '../../src/lib/fantasy/scoring.ts';
import { CURRENT_YEAR, YEARS, games, season, segmentSums, type Counts } from './player-snapshot.ts';

const STATS = ['gamesPlayed', ...FANTASY_SCORING.map((rule) => rule.stat)];

/** FPTS as a table cell shows it: quarter points, rounded half up to one decimal, a whole total too. */
const shownFpts = (value: number): string => (Math.round(value * 10) / 10).toFixed(1);

/** FPTS and FPTS/G of every player of a regular season, from the data and the stated rules. */
function fantasy(year: number): { id: string; fpts: number; games: number }[] {
  const sums: Counts = segmentSums(year, 'regular', STATS);
  return [...sums].map(([id, counts]) => ({
    id,
    fpts: FANTASY_SCORING.reduce((total, rule) => total + rule.points * (counts[rule.stat] ?? 0), 0),
    games: counts['gamesPlayed'] ?? 0,
  }));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`fantasy, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test("/fantasy states the scoring formula as the site's own, in a table of points per stat", async ({ page }) => {
      await page.goto('/fantasy');
      await expect(page).toHaveTitle('Fantasy | PLL Stats');
      await expect(page.getByText("this formula is the site's own")).toBeVisible();
      const rules = page.getByRole('table', { name: 'Fantasy points per stat' }).locator('[data-fantasy-stat]');
      await expect(rules).toHaveCount(FANTASY_SCORING.length);
      for (const rule of FANTASY_SCORING) {
        const sign = rule.points < 0 ? '\u2212' : '+';
        const row = page.locator(`[data-fantasy-stat="${rule.stat}"]`);
        await expect(row.getByRole('rowheader')).toHaveText(rule.label);
        await expect(row.getByRole('cell')).toHaveText(`${sign}${String(Math.abs(rule.points))}`);
      }
    });

    test("the FPTS and FPTS/G leaders hold the season's maxima computed from the box scores", async ({ page }) => {
      const year = CURRENT_YEAR;
      const players = fantasy(year);
      const maxFpts = Math.max(...players.map((player) => player.fpts));
      const minGames = Math.max(1, Math.ceil(Math.max(...players.map((player) => player.games)) / 2));
      const maxPerGame = Math.max(
        ...players.filter((player) => player.games >= minGames).map((player) => player.fpts / player.games),
      );

      await page.goto('/fantasy');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(String(year));
      const firstFpts = page.locator('#fpts tbody tr').first();
      await expect(firstFpts.locator('td[data-stat="rank"]')).toHaveText(/^(T-)?1$/);
      await expect(firstFpts.locator('td[data-stat="FPTS"]')).toHaveText(shownFpts(maxFpts));
      const leader = await firstFpts.getAttribute('data-id');
      expect(players.filter((player) => player.fpts === maxFpts).map((player) => player.id)).toContain(leader);

      const firstPerGame = page.locator('#fpts-per-game tbody tr').first();
      expect(
        Math.abs(Number(await firstPerGame.locator('td[data-stat="FPTS/G"]').textContent()) - maxPerGame),
      ).toBeLessThanOrEqual(0.05);
      await expect(page.getByText(`(${String(minGames)} in ${String(year)})`)).toBeVisible();
    });

    test('an earlier season has its own page, its leaders from the published totals when it has no box scores', async ({
      page,
    }) => {
      const players = fantasy(2021);
      const maxFpts = Math.max(...players.map((player) => player.fpts));
      await page.goto('/fantasy');
      await page
        .getByRole('navigation', { name: 'Fantasy leaders by season' })
        .getByRole('link', { name: '2021' })
        .click();
      await expect(page).toHaveURL(/\/fantasy\/2021\/$/);
      await expect(page.locator('#fpts tbody tr').first().locator('td[data-stat="FPTS"]')).toHaveText(
        shownFpts(maxFpts),
      );
    });
  });
}

test('every fantasy points cell shows one decimal, a whole total too, so the column lines up', async ({ page }) => {
  await page.goto('/fantasy');
  const cells = await page.locator('#fpts td[data-stat="FPTS"], #fpts-per-game td[data-stat="FPTS"]').allTextContents();
  expect(cells.length).toBeGreaterThan(10);
  for (const text of cells) expect(text).toMatch(/^-?\d+\.\d$/);
});

test.describe('fantasy on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each board shows the column it ranks by without scrolling', async ({ page }) => {
    await page.goto('/fantasy');
    for (const [table, stat] of [
      ['#fpts', 'FPTS'],
      ['#fpts-per-game', 'FPTS/G'],
    ] as const) {
      const header = page.locator(`${table} thead th[data-stat="${stat}"]`);
      // Its right edge lies inside the table's scroll box before any horizontal scrolling.
      const inside = await header.evaluate((th) => {
        const scroller = th.closest('.stat-table');
        return (
          scroller !== null &&
          scroller.scrollLeft === 0 &&
          th.getBoundingClientRect().right <= scroller.getBoundingClientRect().right
        );
      });
      expect(inside, `${stat} in view`).toBe(true);
    }
  });
});

test("the latest season's top ten mixes positions: fewer than half are faceoff specialists or goalies", async ({
  page,
}) => {
  const year = YEARS.at(-1) ?? 0;
  await page.goto(year === CURRENT_YEAR ? '/fantasy' : `/fantasy/${String(year)}`);
  // The points per stat as the page states them, applied here to the snapshot's box scores.
  const points = new Map<string, number>();
  for (const row of await page.locator('[data-fantasy-stat]').all()) {
    const text = (await row.getByRole('cell').textContent()) ?? '';
    points.set((await row.getAttribute('data-fantasy-stat')) ?? '', Number(text.replace('\u2212', '-')));
  }
  const sums = segmentSums(year, 'regular', [...points.keys()]);
  const fpts = [...sums].map(([id, counts]) => ({
    id,
    fpts: [...points].reduce((total, [stat, each]) => total + each * (counts[stat] ?? 0), 0),
  }));
  const tenth = fpts.map((entry) => entry.fpts).sort((a, b) => b - a)[9] ?? 0;
  const topTen = new Set(fpts.filter((entry) => entry.fpts >= tenth).map((entry) => entry.id));
  // Each player's position, as the year's regular-season box scores give it.
  const positions = new Map<string, string>();
  const regular = new Set(
    season(year)
      .events.filter((event) => event.seasonSegment === 'regular')
      .map((event) => event.slugname),
  );
  for (const [slug, rows] of Object.entries(games(year))) {
    if (regular.has(slug)) for (const row of rows) positions.set(String(row['playerId']), String(row['position']));
  }

  const shown = await page
    .locator('#fpts tbody tr')
    .evaluateAll((rows) => rows.slice(0, 10).map((row) => row.getAttribute('data-id') ?? ''));
  expect(shown).toHaveLength(10);
  for (const id of shown) expect(topTen, `${id} is among the data's top ten`).toContain(id);
  const shownPositions = shown.map((id) => positions.get(id) ?? '?');
  expect(
    shownPositions.filter((position) => position === 'FO' || position === 'G').length,
    shownPositions.join(' '),
  ).toBeLessThan(5);
  expect(new Set(shownPositions).size).toBeGreaterThanOrEqual(3);
});
