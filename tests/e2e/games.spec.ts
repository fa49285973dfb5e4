/** The Games page against the 2026 schedule in data/: every game, its final score, the standings. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

interface Event {
  slugname: string;
  seasonSegment: string;
  eventStatus: number;
  period: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  visitorScore: number | null;
}
const { events } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../data/snapshot/seasons/2026.json'), 'utf8'),
) as { events: Event[] };

for (const javaScriptEnabled of [true, false]) {
  test.describe(`games, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('every game of the season has a card; finals show both scores and FINAL or FINAL OT', async ({ page }) => {
      await page.goto('/games/');
      await expect(page).toHaveTitle('Games | PLL Stats');
      await expect(page.locator('.game-card')).toHaveCount(events.length);
      for (const event of events.filter((candidate) => candidate.eventStatus >= 2)) {
        const card = page.locator(`.game-card[data-slug="${event.slugname}"]`);
        await expect(card.locator('.score')).toHaveText([String(event.visitorScore), String(event.homeScore)]);
        await expect(card.locator('.status')).toHaveText(event.period > 4 ? 'FINAL OT' : 'FINAL');
      }
    });

    test('a playoff game not yet drawn shows TBD for both teams', async ({ page }) => {
      const undrawn = events.find((event) => event.homeTeamId === '' && event.awayTeamId === '');
      test.skip(undrawn === undefined, 'every 2026 game has its teams');
      await page.goto('/games/');
      await expect(page.locator(`.game-card[data-slug="${undrawn?.slugname ?? ''}"] .team`)).toHaveText([/TBD/, /TBD/]);
    });

    test("the standings count each team's regular-season wins and losses from the final scores", async ({ page }) => {
      await page.goto('/games/');
      const finals = events.filter((event) => event.seasonSegment === 'regular' && event.eventStatus >= 2);
      const teams = new Set(finals.flatMap((event) => [event.homeTeamId, event.awayTeamId]));
      for (const team of teams) {
        const played = finals.filter((event) => event.homeTeamId === team || event.awayTeamId === team);
        const wins = played.filter((event) =>
          event.homeTeamId === team
            ? (event.homeScore ?? 0) > (event.visitorScore ?? 0)
            : (event.visitorScore ?? 0) > (event.homeScore ?? 0),
        ).length;
        const row = page.locator(`.standings tr[data-id="${team}"]`);
        await expect(row.locator('[data-stat="wins"]')).toHaveText(String(wins));
        await expect(row.locator('[data-stat="losses"]')).toHaveText(String(played.length - wins));
      }
    });
  });
}
