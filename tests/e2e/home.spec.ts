import { expect, test } from '@playwright/test';
import { YEARS, manifestSeasons, season } from './player-snapshot.ts';

// The home page is complete without JavaScript (only the ticker hydrates), so it must read the same with it off.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the home page lists every season of the snapshot with its teams, players and games, a dash where it has none', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(/Stats/);
      for (const entry of manifestSeasons) {
        const row = page.locator(`tr[data-season="${entry.year}"]`);
        // A season with no player or no game in the archive (2019's players, 2019-2021's games) shows no 0 for them.
        const hasGames = season(entry.year).events.length > 0;
        await expect(row.locator('th')).toHaveText(String(entry.year));
        await expect(row.locator('td').nth(0)).toHaveText(String(entry.teams));
        await expect(row.locator('td').nth(1)).toHaveText(entry.players > 0 ? String(entry.players) : '–');
        await expect(row.locator('td').nth(2)).toHaveText(hasGames ? String(entry.games) : '–');
      }
      await expect(page.locator('tr[data-season="2019"] td').nth(1)).toHaveText('–');
    });

    test('the home page covers seasons 2019 to 2026 with six teams in 2019, seven in 2020 and eight after', async ({
      page,
    }) => {
      await page.goto('/');
      const years = await page.locator('tr[data-season] th').allTextContents();
      expect(years.map(Number).sort()).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
      const teamsIn = (year: number) => page.locator(`tr[data-season="${year}"] td`).first();
      await expect(teamsIn(2019)).toHaveText('6');
      await expect(teamsIn(2020)).toHaveText('7');
      for (const year of [2021, 2022, 2023, 2024, 2025, 2026]) await expect(teamsIn(year)).toHaveText('8');
    });

    test('the home page shows the latest results of the newest season, most recent first, with their final scores', async ({
      page,
    }) => {
      const finals = season(Math.max(...YEARS))
        .events.filter((event) => event.eventStatus >= 2)
        .sort((a, b) => b.startTime - a.startTime || b.id - a.id);
      await page.goto('/');
      const cards = page.getByRole('region', { name: 'Latest results' }).locator('.game-card');
      await expect(cards).toHaveCount(4);
      for (const [index, event] of finals.slice(0, 4).entries()) {
        await expect(cards.nth(index)).toHaveAttribute('data-slug', event.slugname);
        await expect(cards.nth(index).locator('.score')).toHaveText([
          String(event.visitorScore),
          String(event.homeScore),
        ]);
      }
    });
  });
}
