/**
 * Game pages against the snapshot's schedules and box scores: the score by period, team stats, each
 * team's box score, the scoring summary, the play-by-play and its filters, the win-probability
 * chart and the SportsEvent JSON-LD. The filters are CSS, so every test runs with JavaScript off too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sharedImage } from './share-image.ts';

const SNAPSHOT = join(import.meta.dirname, '..', '..', 'data', 'snapshot');
interface Table {
  columns: string[];
  rows: unknown[][];
}
interface Event {
  slugname: string;
  year: number;
  seasonSegment: string;
  week: number;
  eventStatus: number;
  period: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  visitorScore: number | null;
  homePeriodScores: number[];
  visitorPeriodScores: number[];
}
interface GameRecord {
  teamStats: { officialId: string; scores: number; shots: number; groundBalls: number }[];
  playerStats: Table;
}
type Row = Record<string, unknown>;

const read = (...path: string[]): unknown => JSON.parse(readFileSync(join(SNAPSHOT, ...path), 'utf8'));
const decode = (table: Table): Row[] =>
  table.rows.map((cells) => Object.fromEntries(table.columns.map((column, index) => [column, cells[index]])));
const events = (year: number): Event[] => (read('seasons', `${String(year)}.json`) as { events: Event[] }).events;
const records = (year: number): Record<string, GameRecord> =>
  read('games', `${String(year)}.json`) as Record<string, GameRecord>;
const seasonPlays = (year: number): Record<string, Table | null> =>
  read('plays', `${String(year)}.json`) as Record<string, Table | null>;

/** The first final game of a season that has plays with win probabilities. */
function gameWithPlays(year: number): { event: Event; record: GameRecord; plays: Row[] } {
  const games = records(year);
  const plays = seasonPlays(year);
  for (const event of events(year)) {
    const record = games[event.slugname];
    const gamePlays = plays[event.slugname];
    if (event.eventStatus >= 2 && record && gamePlays) return { event, record, plays: decode(gamePlays) };
  }
  throw new Error(`no ${String(year)} game with plays in the snapshot`);
}

const path = (event: Event): string => `/games/${String(event.year)}/${event.slugname}/`;
const visibleRows = (page: Page) => page.locator('.plays tbody tr:visible');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`game page, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test("the score by period and the totals are the game's", async ({ page }) => {
      const { event } = gameWithPlays(2025);
      await page.goto(path(event));
      const away = page.locator(`.line-score tbody tr[data-id="${event.awayTeamId}"]`);
      const home = page.locator(`.line-score tbody tr[data-id="${event.homeTeamId}"]`);
      await expect(away.locator('td[data-period]')).toHaveText(event.visitorPeriodScores.map(String));
      await expect(home.locator('td[data-period]')).toHaveText(event.homePeriodScores.map(String));
      await expect(away.locator('.total')).toHaveText(String(event.visitorScore));
      await expect(home.locator('.total')).toHaveText(String(event.homeScore));
      await expect(page.locator('.scoreboard .status')).toHaveText(event.period > 4 ? 'FINAL OT' : 'FINAL');
    });

    test('an overtime game adds an OT column and reads FINAL OT', async ({ page }) => {
      const event = events(2026).find((candidate) => candidate.period === 5 && candidate.eventStatus >= 2);
      if (!event) throw new Error('the 2026 snapshot has an overtime game');
      await page.goto(path(event));
      await expect(page.locator('.line-score thead th')).toHaveText(['Team', 'Q1', 'Q2', 'Q3', 'Q4', 'OT', 'T']);
      await expect(page.locator('.scoreboard .status')).toHaveText('FINAL OT');
    });

    test("team stats and every player's points match the box score", async ({ page }) => {
      const { event, record } = gameWithPlays(2024);
      await page.goto(path(event));
      for (const line of record.teamStats.filter((team) =>
        [event.homeTeamId, event.awayTeamId].includes(team.officialId),
      )) {
        await expect(page.locator(`.comparison tr[data-stat="scores"] td[data-id="${line.officialId}"]`)).toHaveText(
          String(line.scores),
        );
        await expect(
          page.locator(`.comparison tr[data-stat="groundBalls"] td[data-id="${line.officialId}"]`),
        ).toHaveText(String(line.groundBalls));
      }
      const players = decode(record.playerStats);
      const home = players.filter((row) => row['teamId'] === event.homeTeamId);
      await expect(page.locator('#box-home tbody tr')).toHaveCount(home.length);
      for (const row of home) {
        await expect(
          page.locator(`#box-home tr[data-id="${String(row['playerId'])}"] td[data-stat="points"]`),
        ).toHaveText(String(row['points']));
      }
    });

    test('the scoring summary lists every goal; the play filters keep only their plays', async ({ page }) => {
      const { event, plays } = gameWithPlays(2025);
      const goals = plays.filter((play) => play['eventType'] === 'goal');
      await page.goto(path(event));
      await expect(page.locator('#scoring-summary tbody tr')).toHaveCount(goals.length);
      await expect(page.locator('#scoring-summary tbody tr').last().locator('td').last()).toHaveText(
        `${String(event.visitorScore)}-${String(event.homeScore)}`,
      );
      await expect(visibleRows(page)).toHaveCount(plays.length);
      await page.getByText('Scoring Plays', { exact: false }).click();
      await expect(visibleRows(page)).toHaveCount(goals.length);
      await page.locator('label[for="play-filter-faceoffs"]').click();
      await expect(visibleRows(page)).toHaveCount(plays.filter((play) => play['eventType'] === 'faceoff').length);
      await page.locator('label[for="play-filter-penalties"]').click();
      await expect(visibleRows(page)).toHaveCount(plays.filter((play) => play['eventType'] === 'penalty').length);
      await page.locator('label[for="play-filter-all"]').click();
      await expect(visibleRows(page)).toHaveCount(plays.length);
    });

    test('a new period starts under a heavier rule; the clock column is right-aligned', async ({ page }) => {
      const { event, plays } = gameWithPlays(2025);
      await page.goto(path(event));
      const opening = plays.filter((play, index) => index > 0 && plays[index - 1]?.['period'] !== play['period']);
      const marked = page.locator('.plays tbody tr[data-new-period]');
      expect(await marked.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-marker')))).toEqual(
        opening.map((play) => play['markerId']),
      );
      await expect(marked.first().locator('td').first()).toHaveCSS('border-top-width', '2px');
      await expect(page.locator('.plays thead th').nth(1)).toHaveCSS('text-align', 'right');
    });

    test('the win-probability chart ends where the last play with a probability left it', async ({ page }) => {
      const { event, plays } = gameWithPlays(2025);
      const last = plays.findLast((play) => play['homeTeamWinProbability'] !== null);
      await page.goto(path(event));
      await expect(page.locator('.win-probability svg polyline')).toBeVisible();
      await expect(page.locator('#win-probability-summary')).toHaveAttribute(
        'data-latest',
        String(last?.['homeTeamWinProbability']),
      );
    });

    test('an upcoming game shows dashes for every period and no score', async ({ page }) => {
      const event = events(2026).find((candidate) => candidate.eventStatus === 0 && candidate.homeTeamId !== '');
      test.skip(event === undefined, 'every 2026 game with teams is played');
      if (!event) return;
      await page.goto(path(event));
      await expect(page.locator('.line-score tbody td[data-period]')).toHaveText(Array(8).fill('-'));
      await expect(page.locator('.scoreboard .score')).toHaveText(['', '']);
    });
  });
}

test("penalty minutes read with one decimal on every line, a whole minute beside a half: the box score's own", async ({
  page,
}) => {
  // The first 2023 game whose box score has both a whole and a fractional penalty time.
  const game = events(2023)
    .map((event) => ({ event, rows: decode(records(2023)[event.slugname]?.playerStats ?? { columns: [], rows: [] }) }))
    .find(({ rows }) => {
      const minutes = rows.map((row) => Number(row['pim']));
      return minutes.some((value) => value % 1 !== 0) && minutes.some((value) => value >= 1 && value % 1 === 0);
    });
  if (game === undefined) throw new Error('a 2023 box score has whole and half penalty minutes');
  await page.goto(path(game.event));
  for (const row of game.rows) {
    const side = row['teamId'] === game.event.homeTeamId ? 'home' : 'away';
    await expect(page.locator(`#box-${side} tr[data-id="${String(row['playerId'])}"] td[data-stat="pim"]`)).toHaveText(
      Number(row['pim']).toFixed(1),
    );
  }
});

test('a final game without a published box score says so', async ({ page }) => {
  const games = records(2026);
  const event = events(2026).find((candidate) => candidate.eventStatus >= 2 && games[candidate.slugname] === undefined);
  test.skip(event === undefined, 'every final 2026 game has a box score');
  if (!event) return;
  await page.goto(path(event));
  await expect(page.locator('.no-data')).toHaveText('The league published no box score for this game.');
});

test('a game without highlights has no highlights section, not even its heading', async ({ page }) => {
  const { event } = gameWithPlays(2025);
  await page.goto(path(event));
  await expect(page.getByRole('heading', { name: 'Box Score' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Highlights' })).toHaveCount(0);
});

test('the page describes the game as a schema.org SportsEvent', async ({ page }) => {
  const { event } = gameWithPlays(2025);
  await page.goto(path(event));
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    { name?: string }
  >;
  expect(json['@type']).toBe('SportsEvent');
  const heading = await page.locator('h1').textContent();
  expect(`${String(json['awayTeam']?.name)} at ${String(json['homeTeam']?.name)}`).toBe(heading);
  expect(json['description']).toContain(`${String(event.visitorScore)}, `);
});

test("the breadcrumb leads up to the games, the game's season and its week", async ({ page }) => {
  const event = events(2025).find((candidate) => candidate.seasonSegment === 'regular' && candidate.week > 1);
  if (!event) throw new Error('2025 has regular-season games after week 1');
  await page.goto(path(event));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Games', '2025', `Week ${String(event.week)}`]);
  await crumbs.getByRole('link', { name: `Week ${String(event.week)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/games/2025/week/${String(event.week)}/$`));
  await expect(page.locator(`[data-slug="${event.slugname}"]`).first()).toBeVisible();
  await page.goBack();
  await crumbs.getByRole('link', { name: '2025' }).click();
  await expect(page).toHaveURL(/\/games\/2025\/$/);
});

test('the schedule links every game to its page', async ({ page }) => {
  const [first] = events(2026);
  if (!first) throw new Error('2026 has games');
  await page.goto('/games/');
  await page.locator(`.game-card[data-slug="${first.slugname}"] a.details`).click();
  await expect(page).toHaveURL(new RegExp(`${path(first)}?$`));
});

test('team names link to club profiles that exist, and All-Star sides (which have none) do not link', async ({
  page,
}) => {
  const allStar = [2024, 2025].flatMap(events).find((event) => event.seasonSegment === 'allstar');
  const regular = events(2025).find((event) => event.seasonSegment === 'regular');
  if (!allStar || !regular) throw new Error('2024-2025 have All-Star and regular games');
  await page.goto(path(allStar));
  await expect(page.locator('.scoreboard .name')).toHaveCount(2);
  await expect(page.locator('.scoreboard .name a')).toHaveCount(0);
  await page.goto(path(regular));
  const links = page.locator('.scoreboard .name a');
  await expect(links).toHaveCount(2);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
    expect((await page.request.get(href)).status()).toBe(200);
  }
});

test("the page's share image is a 1200 x 630 PNG of the game's score, large on social sites", async ({ request }) => {
  const { event } = gameWithPlays(2025);
  const shared = await sharedImage(request, path(event));
  expect(shared.card).toBe('summary_large_image');
  expect(shared.declared).toEqual(['1200', '630']);
  expect(shared.alt).toMatch(
    new RegExp(`^.+ ${String(event.visitorScore)}, .+ ${String(event.homeScore)}, FINAL( OT)?, `),
  );
  expect(shared.url?.pathname).toBe(`/share/games/${event.slugname}.png`);
  expect(shared.type).toBe('image/png');
  expect(shared.size).toEqual({ width: 1200, height: 630 });
});
