/**
 * The season schedule pages (/games/{year}/) against the season files in data/: every game of the
 * year with its result, the standings counted from the finals, the week and team filters as links
 * that work without JavaScript, a season without games saying so, and the links from /games, team
 * and player pages.
 */
import { expect, test } from '@playwright/test';
import { YEARS, season } from './player-snapshot.ts';

const withGames = YEARS.filter((year) => season(year).events.length > 0);
const firstWithGames = withGames[0] ?? 0;
const withoutGames = YEARS.filter((year) => season(year).events.length === 0);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`season schedule, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test("/games links every season's schedule, and each season page holds every game of its year with its result", async ({
      page,
    }) => {
      await page.goto('/games/');
      const seasons = page.getByRole('navigation', { name: 'Seasons' }).getByRole('link');
      await expect(seasons).toHaveText(YEARS.map(String));
      for (const year of withGames) {
        await page.goto(`/games/${String(year)}/`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${String(year)} Games`);
        const events = season(year).events;
        await expect(page.locator('.game-card')).toHaveCount(events.length);
        const finals = events.filter(
          (event) => event.eventStatus >= 2 && event.homeScore !== null && event.visitorScore !== null,
        );
        for (const event of finals) {
          // The Skills Competition keeps no score: the league sends it as 0-0, which the card does not repeat.
          const scoreless = event.slugname.includes('skills');
          await expect(page.locator(`.game-card[data-slug="${event.slugname}"] .score`)).toHaveText(
            scoreless ? ['–', '–'] : [String(event.visitorScore), String(event.homeScore)],
          );
        }
      }
    });

    test("a season page carries that season's standings, wins and losses counted from its regular-season finals", async ({
      page,
    }) => {
      const year = 2024;
      await page.goto(`/games/${String(year)}/`);
      const finals = season(year).events.filter(
        (event) =>
          event.seasonSegment === 'regular' &&
          event.eventStatus >= 2 &&
          event.homeScore !== null &&
          event.visitorScore !== null,
      );
      for (const team of new Set(finals.flatMap((event) => [event.homeTeamId, event.awayTeamId]))) {
        const margins = finals
          .filter((event) => event.homeTeamId === team || event.awayTeamId === team)
          .map((event) => ((event.homeScore ?? 0) - (event.visitorScore ?? 0)) * (event.homeTeamId === team ? 1 : -1));
        const row = page.locator(`.standings tr[data-id="${team}"]`);
        await expect(row.locator('[data-stat="wins"]')).toHaveText(
          String(margins.filter((margin) => margin > 0).length),
        );
        await expect(row.locator('[data-stat="losses"]')).toHaveText(
          String(margins.filter((margin) => margin < 0).length),
        );
      }
    });

    test("the week filter is a link to that week's games only", async ({ page }) => {
      const year = 2025;
      const week = 3;
      await page.goto(`/games/${String(year)}/`);
      await page
        .getByRole('navigation', { name: 'Filter games' })
        .getByRole('link', { name: `Week ${String(week)}`, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/games/${String(year)}/week/${String(week)}/$`));
      const expected = season(year)
        .events.filter((event) => event.week === week)
        .map((event) => event.slugname);
      await expect(page.locator('.game-card')).toHaveCount(expected.length);
      for (const slug of expected) await expect(page.locator(`.game-card[data-slug="${slug}"]`)).toHaveCount(1);
      await expect(page.getByRole('link', { name: `Week ${String(week)}`, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test("the team filter is a link to one club's games, named as it was that season", async ({ page }) => {
      const year = 2022;
      const chrome = season(year).teams.find((team) => team.officialId === 'CHR');
      await page.goto(`/games/${String(year)}/`);
      await page
        .getByRole('navigation', { name: 'Filter games' })
        .getByRole('link', { name: chrome?.fullName ?? 'Chrome', exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/games/${String(year)}/team/outlaws/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${String(year)} Games: ${chrome?.fullName ?? ''}`,
      );
      const expected = season(year).events.filter((event) => event.homeTeamId === 'CHR' || event.awayTeamId === 'CHR');
      await expect(page.locator('.game-card')).toHaveCount(expected.length);
      await expect(page.locator('.game-card').filter({ hasText: 'Denver Outlaws' })).toHaveCount(0);
    });

    test('a season without games in the archive says so, and when games start', async ({ page }) => {
      test.skip(withoutGames.length === 0, 'every season has games');
      for (const year of withoutGames) {
        await page.goto(`/games/${String(year)}/`);
        await expect(page.locator('.game-card')).toHaveCount(0);
        await expect(page.getByText(`The archive has no games of ${String(year)}`)).toContainText(
          `start in ${String(firstWithGames)}`,
        );
        await expect(page.locator('.standings')).toHaveCount(0);
      }
    });
  });
}

test("team and player pages link to the season's schedule", async ({ page }) => {
  await page.goto('/teams/outlaws/2023/');
  await page.getByRole('link', { name: "The league's 2023 schedule and standings" }).click();
  await expect(page).toHaveURL(/\/games\/2023\/$/);
  await page.goto('/players/blaze-riorden/');
  const link = page.getByRole('link', { name: /^The league's \d{4} schedule and standings$/ });
  await expect(link).toHaveAttribute('href', /^\/games\/\d{4}\/$/);
});
