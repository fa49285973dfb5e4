import { expect, test } from '@playwright/test';
import { YEARS, careerSums, fullName, playerById, publishedTotals, season, top } from './player-snapshot.ts';

const CAREER_STATS = [
  'points',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'groundBalls',
  'saves',
  'faceoffsWon',
  'gamesPlayed',
];
const careers = careerSums(CAREER_STATS);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`career leaders, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the career leaders page leads each stat with its all-time maximum, 2020-2021 totals included', async ({
      page,
    }) => {
      await page.goto('/career-leaders');
      await expect(page).toHaveTitle('Career Leaders | PLL Stats');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Leaders');
      for (const stat of CAREER_STATS) {
        const { value } = top(careers, stat);
        const first = page.locator(`[data-career-stat="${stat}"] tbody tr`).first();
        await expect(first.locator(`td[data-stat="${stat}"]`), stat).toHaveText(String(value));
      }
    });

    test("career leaders and a player's career totals say from which season they run and which season has no player statistics", async ({
      page,
    }) => {
      const withStats = YEARS.filter((year) => publishedTotals(year).length > 0 || season(year).events.length > 0);
      const without = YEARS.filter((year) => year < (withStats[0] ?? 0));
      const sentence = `Totals from ${String(withStats[0])}: the archive has no player statistics for ${without.join(', ')}.`;
      expect(without.length).toBeGreaterThan(0);
      for (const path of ['/career-leaders', '/career-leaders/points', '/players/blaze-riorden/']) {
        await page.goto(path);
        await expect(page.getByText(sentence)).toBeVisible();
      }
    });

    for (const stat of CAREER_STATS) {
      test(`/career-leaders/${stat}: rank 1 holds the maximum computed from the data, ties read T-1`, async ({
        page,
      }) => {
        const { value, holders } = top(careers, stat);
        await page.goto(`/career-leaders/${stat}`);
        const leaders = page.locator('#career-leaders tbody tr');
        const firstRank = holders.length > 1 ? 'T-1' : '1';
        // The rows sharing first place are exactly the players the data gives the maximum.
        const leading = leaders.filter({
          has: page.locator('td[data-stat="rank"]', { hasText: new RegExp(`^${firstRank}$`) }),
        });
        expect((await leading.evaluateAll((rows) => rows.map((tr) => tr.getAttribute('data-id')))).sort()).toEqual(
          [...holders].sort(),
        );
        for (const id of holders) {
          const line = leaders.and(page.locator(`[data-id="${id}"]`));
          await expect(line.locator(`td[data-stat="${stat}"]`)).toHaveText(String(value));
          const player = playerById.get(id);
          if (player) await expect(line.locator('th a')).toHaveText(fullName(player));
          else throw new Error(`leader ${id} is not in players.json`);
        }
        // The column the page ranks by says so.
        await expect(page.locator(`#career-leaders thead th[data-stat="${stat}"]`)).toHaveAttribute(
          'aria-sort',
          'descending',
        );
      });
    }

    test('ranks follow the values: ties share a T- rank, the next distinct value skips the shared places', async ({
      page,
    }) => {
      await page.goto('/career-leaders/points');
      const ranks = await page.locator('#career-leaders tbody td[data-stat="rank"]').allTextContents();
      const values = (await page.locator('#career-leaders tbody td[data-stat="points"]').allTextContents()).map(Number);
      const sorted = [...values].sort((a, b) => b - a);
      expect(values).toEqual(sorted);
      values.forEach((value, index) => {
        const rank = values.indexOf(value) + 1;
        const shared = values.filter((other) => other === value).length > 1;
        expect(ranks[index]).toBe(shared ? `T-${String(rank)}` : String(rank));
      });
      expect(Math.max(...values.map((_, index) => Number((ranks[index] ?? '').replace('T-', ''))))).toBeLessThanOrEqual(
        100,
      );
    });
  });
}
