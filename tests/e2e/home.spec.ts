import { expect, test } from '@playwright/test';
import { readSnapshot } from '../../src/data/store.ts';

test('the home page lists every season of the snapshot with its teams, players and games', async ({ page }) => {
  const { manifest } = await readSnapshot();
  await page.goto('/');
  await expect(page).toHaveTitle(/Stats/);
  for (const season of manifest.seasons) {
    const row = page.locator(`tr[data-season="${season.year}"]`);
    await expect(row.locator('th')).toHaveText(String(season.year));
    await expect(row.locator('td').nth(0)).toHaveText(String(season.teams));
    await expect(row.locator('td').nth(1)).toHaveText(String(season.players));
    await expect(row.locator('td').nth(2)).toHaveText(String(season.games));
  }
});

test('the home page covers seasons 2019 to 2026 with six teams in 2019, seven in 2020 and eight after', async ({ page }) => {
  await page.goto('/');
  const years = await page.locator('tbody tr th').allTextContents();
  expect(years.map(Number).sort()).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
  const teamsIn = (year: number) => page.locator(`tr[data-season="${year}"] td`).first();
  await expect(teamsIn(2019)).toHaveText('6');
  await expect(teamsIn(2020)).toHaveText('7');
  for (const year of [2021, 2022, 2023, 2024, 2025, 2026]) await expect(teamsIn(year)).toHaveText('8');
});
