/** The players and teams leaders pages against the 2026 box scores (the latest season in data/). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { segmentSums } from './player-snapshot.ts';
import { recordIslandScripts } from './islands.ts';

interface Table {
  columns: string[];
  rows: unknown[][];
}
const data = join(import.meta.dirname, '../../data/snapshot');
const season = JSON.parse(readFileSync(join(data, 'seasons/2026.json'), 'utf8')) as {
  events: { slugname: string; seasonSegment: string; eventStatus: number; startTime: number }[];
};
const games = JSON.parse(readFileSync(join(data, 'games/2026.json'), 'utf8')) as Record<
  string,
  { playerStats: Table; teamStats: { officialId: string; scores: number }[] }
>;
const regular = season.events.filter(
  (event) => event.seasonSegment === 'regular' && event.eventStatus >= 2 && games[event.slugname],
);

/** Each player's position in his last regular-season game (the position the leaders filter by). */
function lastPositions(): Map<string, string> {
  const positions = new Map<string, string>();
  for (const event of [...regular].sort((a, b) => a.startTime - b.startTime)) {
    const { columns, rows } = games[event.slugname]?.playerStats ?? { columns: [], rows: [] };
    for (const row of rows)
      positions.set(String(row[columns.indexOf('playerId')]), String(row[columns.indexOf('position')]));
  }
  return positions;
}

function playerTotals(field: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const event of regular) {
    const { columns, rows } = games[event.slugname]?.playerStats ?? { columns: [], rows: [] };
    for (const row of rows) {
      const id = String(row[columns.indexOf('playerId')]);
      totals.set(id, (totals.get(id) ?? 0) + Number(row[columns.indexOf(field)]));
    }
  }
  return totals;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`leaders, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test("the Per Game link: points per game among players with at least half the season's most games", async ({
      page,
    }) => {
      const played = [...segmentSums(2026, 'regular', ['gamesPlayed', 'points']).values()];
      const minGames = Math.ceil(Math.max(...played.map((entry) => entry['gamesPlayed'] ?? 0)) / 2);
      const best = played
        .filter((entry) => (entry['gamesPlayed'] ?? 0) >= minGames)
        .map((entry) => (entry['points'] ?? 0) / (entry['gamesPlayed'] ?? 1))
        .sort((a, b) => b - a)
        .slice(0, 5);
      await page.goto('/players/');
      await page
        .getByRole('navigation', { name: 'Totals or per game' })
        .getByRole('link', { name: 'Per Game' })
        .click();
      await expect(page).toHaveURL(/\/players\/per-game\/$/);
      const board = page.getByRole('region', { name: 'Points per Game', exact: true });
      await expect(board.locator('td[data-stat="points"]')).toHaveText(
        best.map((value) => (Math.round(value * 10) / 10).toFixed(1)),
      );
      await expect(board).toContainText(`at least ${String(minGames)} games played`);
    });

    test('the points board: the five best point totals of the 2026 regular season, ties sharing a T- rank', async ({
      page,
    }) => {
      const points = [...playerTotals('points').values()].sort((a, b) => b - a).slice(0, 5);
      await page.goto('/players/');
      await expect(page).toHaveTitle('Players Stats Leaders | PLL Stats');
      const board = page.getByRole('region', { name: 'Points leaders' });
      await expect(board.locator('td[data-stat="points"]')).toHaveText(points.map(String));
      const ranks = await board.locator('td[data-stat="rank"]').allTextContents();
      points.forEach((value, index) => {
        const tied = points.filter((other) => other === value).length > 1;
        expect(ranks[index]).toBe(`${tied ? 'T-' : ''}${String(points.indexOf(value) + 1)}`);
      });
    });

    test('the scores board ranks teams by the goals their box scores add up to, top six', async ({ page }) => {
      const scores = new Map<string, number>();
      for (const event of regular) {
        for (const line of games[event.slugname]?.teamStats ?? [])
          scores.set(line.officialId, (scores.get(line.officialId) ?? 0) + line.scores);
      }
      await page.goto('/teams/');
      const board = page.getByRole('region', { name: 'Scores leaders' });
      await expect(board.locator('td[data-stat="scores"]')).toHaveText(
        [...scores.values()]
          .sort((a, b) => b - a)
          .slice(0, 6)
          .map(String),
      );
    });
  });
}

test.describe('position filters', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`Attack keeps attackmen only, ranked by their points (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const page = await browser.newPage({ javaScriptEnabled });
      const positions = lastPositions();
      const points = [...playerTotals('points')].filter(([id]) => positions.get(id) === 'A').map(([, value]) => value);
      await page.goto('/players/');
      await page.locator('label[for="leader-filter-attack"]').click();
      const board = page.getByRole('region', { name: 'Points leaders' });
      await expect(board.locator('td[data-stat="points"]')).toHaveText(
        points
          .sort((a, b) => b - a)
          .slice(0, 5)
          .map(String),
      );
      for (const id of await board
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')))) {
        expect(positions.get(id ?? '')).toBe('A');
      }
      await page.close();
    });
  }
});

test("a season link loads that season's pre-rendered leaders, with the season in the path, and neither page hydrates an island", async ({
  page,
}) => {
  const noIslandLoaded = recordIslandScripts(page);
  await page.goto('/players/');
  await page.locator('.season-switcher summary').click();
  await page.locator('.season-switcher a', { hasText: 'Regular Season 2025' }).click();
  await expect(page).toHaveURL(/\/players\/season\/2025\/regular\/$/);
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
  await expect(page.locator('.season-switcher a[aria-current="page"]')).toHaveText(/Regular Season\s+2025/);
  await page.locator('label[for="leader-filter-attack"]').click();
  await expect(page.locator('.filter-boards[data-filter="attack"]')).toBeVisible();
  await noIslandLoaded();
  const points = [...segmentSums(2025, 'regular', ['points']).values()].map((sums) => sums['points'] ?? 0);
  await expect(
    page.getByRole('region', { name: 'Points leaders' }).locator('td[data-stat="points"]').first(),
  ).toHaveText(String(Math.max(...points)));
});

test("save % ranks goalies who played 40% of their team's games, and says so under the board (2025)", async ({
  page,
}) => {
  const sums = segmentSums(2025, 'regular', ['gamesPlayed', 'saves', 'goalsAgainst']);
  const savePct = (entry: Record<string, number>): number =>
    (entry['saves'] ?? 0) / ((entry['saves'] ?? 0) + (entry['goalsAgainst'] ?? 0));
  // Every club played 10 regular-season games in 2025: 4 qualify.
  const qualified = [...sums]
    .filter(([, entry]) => (entry['gamesPlayed'] ?? 0) >= 4 && (entry['saves'] ?? 0) + (entry['goalsAgainst'] ?? 0) > 0)
    .sort(([, a], [, b]) => savePct(b) - savePct(a));
  await page.goto('/players/season/2025/regular/');
  const section = page.locator('.filter-boards[data-filter="all"] section[data-stat="savePct"]');
  await expect(section.locator('tbody tr').first()).toHaveAttribute('data-id', qualified[0]?.[0] ?? '?');
  await expect(section.locator('tbody tr')).toHaveCount(5);
  for (const id of await section
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')))) {
    expect(sums.get(id ?? '')?.['gamesPlayed']).toBeGreaterThanOrEqual(4);
  }
  await expect(section.locator('.rule')).toHaveText(
    "Qualified: goalies who played at least 40% of their team's games, with a save % of at most 85%.",
  );
});
