import { expect, test, type Page } from '@playwright/test';
import { CURRENT_YEAR, fullName, games, playerById, segmentSums, season, top, type Player } from './player-snapshot.ts';

const STATS = ['points', 'goals', 'assists', 'gamesPlayed'] as const;

function playerOf(id: string | undefined): Player {
  const player = id === undefined ? undefined : playerById.get(id);
  if (!player) throw new Error(`no player ${String(id)} in players.json`);
  return player;
}

/** The top scorer of a (year, segment) and his summed line. */
function topScorer(year: number, segment: string): { player: Player; sums: Record<string, number> } {
  const sums = segmentSums(year, segment, STATS);
  const id = top(sums, 'points').holders[0];
  return { player: playerOf(id), sums: sums.get(id ?? '') ?? {} };
}

function row(page: Page, table: string, label: string) {
  return page.locator(`#${table} tbody tr`, { has: page.locator('th[data-stat="name"]', { hasText: label }) });
}

async function expectLine(page: Page, table: string, label: string, sums: Record<string, number>): Promise<void> {
  const line = row(page, table, label);
  await expect(line).toHaveCount(1);
  for (const stat of STATS)
    await expect(line.locator(`td[data-stat="${stat}"]`), `${label} ${stat}`).toHaveText(String(sums[stat]));
}

/** The slugs of a season's games with a box-score line for the player, in the data's order. */
function gamesWith(playerId: string, year: number): string[] {
  const byStart = new Map(season(year).events.map((event) => [event.slugname, event.startTime]));
  return Object.entries(games(year))
    .filter(([, rows]) => rows.some((line) => line['playerId'] === playerId))
    .map(([slug]) => slug)
    .sort((a, b) => (byStart.get(a) ?? 0) - (byStart.get(b) ?? 0));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`player profile, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test("a season row shows the points, goals, assists and games summed from that season's box scores", async ({
      page,
    }) => {
      const { player, sums } = topScorer(2024, 'regular');
      await page.goto(`/players/${player.slug}`);
      await expect(page).toHaveTitle(`${fullName(player)} Stats | PLL Stats`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName(player));
      await expectLine(page, 'seasons', '2024 Regular Season', sums);
    });

    test("the current season's line equals the box scores of its final games", async ({ page }) => {
      const year = CURRENT_YEAR;
      const { player, sums } = topScorer(year, 'regular');
      await page.goto(`/players/${player.slug}`);
      await expect(page.getByRole('heading', { name: `${String(year)} Season` })).toBeVisible();
      await expectLine(page, 'current-season', 'Regular Season', sums);
    });

    test("a 2020 season row equals the league's published 2020 total", async ({ page }) => {
      const { player, sums } = topScorer(2020, 'regular');
      await page.goto(`/players/${player.slug}`);
      await expectLine(page, 'seasons', '2020 Regular Season', sums);
      await expect(page.getByText("2020 and 2021 lines are the league's published season totals")).toBeVisible();
    });

    test('the bio links every club the player played for to its team page', async ({ page }) => {
      const { player } = topScorer(2024, 'regular');
      await page.goto(`/players/${player.slug}`);
      const teams = page.locator('.bio .teams a');
      expect(await teams.count()).toBeGreaterThan(0);
      for (const href of await teams.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^\/teams\/[a-z]+\/$/);
      }
    });

    test("the profile's game log lists the latest season's games, each linking to a real game page", async ({
      page,
    }) => {
      const { player } = topScorer(2024, 'regular');
      const years = [2022, 2023, 2024, 2025, 2026].filter((year) => gamesWith(player.officialId, year).length > 0);
      const latest = years.at(-1) ?? 2024;
      await page.goto(`/players/${player.slug}`);
      await expect(page.getByRole('heading', { name: `${String(latest)} Game Log` })).toBeVisible();
      const links = page.locator('#log-heading ~ .stat-table tbody th[data-stat="name"] a');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs).toEqual(gamesWith(player.officialId, latest).map((slug) => `/games/${String(latest)}/${slug}/`));
      const nav = page.getByRole('navigation', { name: 'Game logs by season' });
      await expect(nav.getByRole('link')).toHaveText(years.map(String));
    });

    test("an earlier season's game log page lists that season's games and sums to the season line", async ({
      page,
    }) => {
      const { player } = topScorer(2024, 'regular');
      await page.goto(`/players/${player.slug}/game-log/2023`);
      const expected = gamesWith(player.officialId, 2023);
      test.skip(expected.length === 0, 'the 2024 top scorer did not play in 2023');
      await expect(page).toHaveTitle(`${fullName(player)} 2023 Game Log | PLL Stats`);
      // The log's own table; the season's split tables follow it.
      const rows = page.getByRole('region', { name: `${fullName(player)}, 2023 game log` }).locator('tbody tr');
      await expect(rows).toHaveCount(expected.length);
      expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')))).toEqual(expected);
      const boxScores = games(2023);
      const points = expected.map((slug) =>
        Number(boxScores[slug]?.find((line) => line['playerId'] === player.officialId)?.['points']),
      );
      const shown = await rows.locator('td[data-stat="points"]').allTextContents();
      expect(shown.map(Number)).toEqual(points);
      await page.getByRole('link', { name: `${fullName(player)} stats and profile` }).click();
      await expect(page).toHaveURL(new RegExp(`/players/${player.slug}/$`));
    });

    test('a player with no statistics still has a profile that says so', async ({ page }) => {
      const year = CURRENT_YEAR;
      // R00001...: players only on the current site roster, never in a box score or published total.
      const rosterOnly = playerOf([...playerById.keys()].find((id) => id.startsWith('R')));
      await page.goto(`/players/${rosterOnly.slug}`);
      await expect(page.getByText(`has no ${String(year)} statistics`)).toBeVisible();
      await expect(page.locator('#seasons')).toHaveCount(0);
    });
  });
}
