/** The players and teams leaders pages against the 2026 box scores (the latest season in data/). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

interface Table { columns: string[]; rows: unknown[][] }
const data = join(import.meta.dirname, '../../data/snapshot');
const season = JSON.parse(readFileSync(join(data, 'seasons/2026.json'), 'utf8')) as {
  events: { slugname: string; seasonSegment: string; eventStatus: number }[];
};
const games = JSON.parse(readFileSync(join(data, 'games/2026.json'), 'utf8')) as Record<string, { playerStats: Table; teamStats: { officialId: string; scores: number }[] }>;
const regular = season.events.filter((event) => event.seasonSegment === 'regular' && event.eventStatus >= 2 && games[event.slugname]);

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

    test('the points board: the five best point totals of the 2026 regular season, ties sharing a T- rank', async ({ page }) => {
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
        for (const line of games[event.slugname]?.teamStats ?? []) scores.set(line.officialId, (scores.get(line.officialId) ?? 0) + line.scores);
      }
      await page.goto('/teams/');
      const board = page.getByRole('region', { name: 'Scores leaders' });
      await expect(board.locator('td[data-stat="scores"]')).toHaveText([...scores.values()].sort((a, b) => b - a).slice(0, 6).map(String));
    });
  });
}
