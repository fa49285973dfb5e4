/**
 * Team profiles against the snapshot: the record counted from the season's final regular-season
 * games, the schedule, the roster with each player's points summed from the box scores, and the
 * Chrome's seasons under the Outlaws' page (CHR became OUT in 2024); a season known only by the
 * league's season totals shows them without a record.
 */
import { expect, test } from '@playwright/test';
import { sharedImage } from './share-image.ts';
import { YEARS, games, season, segmentSums, type Event } from './player-snapshot.ts';

interface Table {
  columns: string[];
  rows: unknown[][];
}
const eventsOf = (year: number): Event[] => season(year).events;
const rosterOf = (year: number, teamId: string): string[] => {
  const { rosters } = season(year) as unknown as { rosters: Table };
  const player = rosters.columns.indexOf('playerId');
  const team = rosters.columns.indexOf('teamId');
  return rosters.rows.filter((row) => row[team] === teamId).map((row) => String(row[player]));
};

function regularRecord(year: number, teamId: string): string {
  let wins = 0;
  let losses = 0;
  for (const event of eventsOf(year)) {
    if (
      event.seasonSegment !== 'regular' ||
      event.eventStatus < 2 ||
      event.homeScore === null ||
      event.visitorScore === null
    )
      continue;
    const home = event.homeTeamId === teamId;
    if (!home && event.awayTeamId !== teamId) continue;
    const margin = home ? event.homeScore - event.visitorScore : event.visitorScore - event.homeScore;
    if (margin > 0) wins += 1;
    else if (margin < 0) losses += 1;
  }
  return `${String(wins)} - ${String(losses)}`;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`team page, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test("the Outlaws' latest season: record, schedule, roster and points", async ({ page }) => {
      await page.goto('/teams/outlaws/');
      await expect(page).toHaveTitle('Denver Outlaws Stats | PLL Stats');
      await expect(page.locator('[data-stat="record"]')).toHaveText(regularRecord(2026, 'OUT'));
      const schedule = eventsOf(2026).filter((event) => event.homeTeamId === 'OUT' || event.awayTeamId === 'OUT');
      await expect(page.locator('.schedule tbody tr')).toHaveCount(schedule.length);
      const roster = rosterOf(2026, 'OUT');
      await expect(page.locator('#roster tbody tr')).toHaveCount(roster.length);
      const points = segmentSums(2026, 'regular', ['points']);
      const scorers = roster.filter((playerId) => (points.get(playerId)?.['points'] ?? 0) > 0).slice(0, 5);
      expect(scorers.length).toBeGreaterThan(0);
      for (const playerId of scorers) {
        await expect(page.locator(`#roster tr[data-id="${playerId}"] td[data-stat="points"]`)).toHaveText(
          String(points.get(playerId)?.['points']),
        );
      }
    });

    test("the Per Game link leads to the Outlaws' season per game: each scorer's points over his games, one decimal", async ({
      page,
    }) => {
      await page.goto('/teams/outlaws/');
      await page
        .getByRole('navigation', { name: 'Totals or per game' })
        .getByRole('link', { name: 'Per Game' })
        .click();
      await expect(page).toHaveURL(/\/teams\/outlaws\/per-game\/$/);
      await expect(page).toHaveTitle('Denver Outlaws Stats Per Game | PLL Stats');
      await expect(
        page.getByRole('navigation', { name: 'Totals or per game' }).getByRole('link', { name: 'Per Game' }),
      ).toHaveAttribute('aria-current', 'page');
      const sums = segmentSums(2026, 'regular', ['gamesPlayed', 'points']);
      const scorers = rosterOf(2026, 'OUT').filter((playerId) => (sums.get(playerId)?.['points'] ?? 0) > 0);
      expect(scorers.length).toBeGreaterThan(0);
      for (const playerId of scorers.slice(0, 5)) {
        const entry = sums.get(playerId) ?? {};
        const perGame = (entry['points'] ?? 0) / (entry['gamesPlayed'] ?? 1);
        await expect(page.locator(`#roster tr[data-id="${playerId}"] td[data-stat="points"]`)).toHaveText(
          (Math.round(perGame * 10) / 10).toFixed(1),
        );
      }
      await expect(
        page.getByRole('navigation', { name: 'Totals or per game' }).getByRole('link', { name: 'Totals' }),
      ).toHaveAttribute('href', /\/teams\/outlaws\/$/);
    });

    test("the Chrome's 2023 season is under the Outlaws", async ({ page }) => {
      await page.goto('/teams/outlaws/2023/');
      await expect(page.locator('h1')).toHaveText(/Chrome/);
      await expect(page.locator('[data-stat="record"]')).toHaveText(regularRecord(2023, 'CHR'));
      await expect(page.locator('#roster tbody tr')).toHaveCount(rosterOf(2023, 'CHR').length);
      await expect(page.locator('.years a[aria-current="page"]')).toHaveText('2023');
    });
  });
}

test("each of a club's season pages, in totals and per game, shares that season's card: a 1200 x 630 PNG", async ({
  request,
}) => {
  const latest = YEARS.filter((year) => season(year).teams.some((team) => team.franchiseId === 'OUT')).at(-1);
  for (const [path, year] of [
    ['/teams/outlaws/', latest],
    ['/teams/outlaws/per-game/', latest],
    ['/teams/outlaws/2023/', 2023],
  ] as const) {
    const shared = await sharedImage(request, path);
    expect(shared.card, path).toBe('summary_large_image');
    expect(shared.alt, path).toContain(`${String(year)} Regular Season`);
    expect(shared.url?.pathname, path).toBe(`/share/teams/outlaws/${String(year)}.png`);
    expect(shared.size, path).toEqual({ width: 1200, height: 630 });
  }
});

test("a season the archive has no games of shows the team's totals, no 0 - 0 record and no empty tables, and says when results start", async ({
  page,
}) => {
  const firstWithGames = YEARS.find((year) => eventsOf(year).length > 0);
  const year = YEARS.find(
    (candidate) => eventsOf(candidate).length === 0 && (season(candidate).teamTotals ?? []).length > 0,
  );
  if (year === undefined || firstWithGames === undefined)
    throw new Error('the data has a season known only by its totals');
  const totals = season(year).teamTotals?.find((total) => total.teamId === 'CHR');
  await page.goto(`/teams/outlaws/${String(year)}/`);
  await expect(page.locator('[data-stat="record"]')).toHaveText('–');
  await expect(page.getByText(`The archive has no games of ${String(year)}`)).toContainText(
    `box scores start in ${String(firstWithGames)}`,
  );
  await expect(page.locator('.schedule')).toHaveCount(0);
  await expect(page.locator('#roster')).toHaveCount(0);
  await expect(page.locator('tr[data-stat="scores"] td').first()).toHaveText(String(totals?.scores));
  await expect(page.locator('tr[data-stat="scoresAgainst"] td').first()).toHaveText(String(totals?.scoresAgainst));
});

test("every game on a team's schedule links to its page, which names the team", async ({ page }) => {
  const boxScores = games(2025);
  const event = eventsOf(2025).find(
    (candidate) => candidate.homeTeamId === 'WHP' && boxScores[candidate.slugname] !== undefined,
  );
  if (!event) throw new Error('the Whipsnakes played at home in 2025');
  await page.goto('/teams/whipsnakes/2025/');
  await page.locator(`.schedule tr[data-slug="${event.slugname}"] a`).click();
  await expect(page.locator('h1')).toContainText('Maryland Whipsnakes');
});

test('the team leaders link to the team pages', async ({ page }) => {
  await page.goto('/teams/');
  const link = page
    .locator('main a[href^="/teams/"]')
    .filter({ hasText: /Outlaws/ })
    .first();
  await link.click();
  await expect(page).toHaveURL(/\/teams\/outlaws\/$/);
});

test.describe('start times in the visitor’s own time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  /** "7pm", "7:30pm" for a time of day shifted from UTC by `offsetHours`. */
  const clock = (start: number, offsetHours: number): string => {
    const shifted = new Date((start + offsetHours * 3600) * 1000);
    const hour = shifted.getUTCHours();
    const minute = shifted.getUTCMinutes();
    return `${String(hour % 12 === 0 ? 12 : hour % 12)}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`}${hour < 12 ? 'am' : 'pm'}`;
  };

  test('the HTML says ET; after load the time reads in Pacific time, named, in a box of the same width', async ({
    page,
    browser,
  }) => {
    await page.goto('/teams/waterdogs/');
    const time = page.locator('.schedule time[data-start]').first();
    const start = Number(await time.getAttribute('data-start'));
    // Season games fall in daylight saving time: ET is UTC-4, Pacific UTC-7.
    expect(new Date(start * 1000).getUTCMonth()).toBeGreaterThanOrEqual(3);
    expect(new Date(start * 1000).getUTCMonth()).toBeLessThanOrEqual(9);
    await expect(time).toHaveText(`${clock(start, -7)} PDT`);
    const width = (await time.boundingBox())?.width;

    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const plain = await scriptless.newPage();
    await plain.goto(page.url());
    const etTime = plain.locator('.schedule time[data-start]').first();
    await expect(etTime).toHaveText(`${clock(start, -4)} ET`);
    expect((await etTime.boundingBox())?.width).toBe(width);
    await scriptless.close();
  });
});
