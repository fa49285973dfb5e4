/**
 * The events ticker in Chromium on home and games: the cards are the games of the week being played.
 * The test build treats one 2024 game as being played (scripts/lib/e2e-live.ts), so that is its
 * week, not the latest season's current one as of the build clock (a unit test covers that rule); with the data's teams, team
 * links and scores, with JavaScript on and off; previous and next scroll one card; cards are 20vw
 * wide on desktop and 25vw (at least 12rem) below.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_LIVE_GAME } from '../../scripts/lib/e2e-live.ts';
import { expectHydrated } from './islands.ts';
import { YEARS, season, type Event, type Team } from './player-snapshot.ts';

/** The game the test build treats as being played, read from the snapshot files. */
const playing = YEARS.flatMap((year) => season(year).events).find((event) => event.slugname === E2E_LIVE_GAME);
if (playing === undefined) throw new Error(`${E2E_LIVE_GAME} is not in the snapshot`);
const { teams, events: seasonEvents } = season(playing.year);
/** Its week: the games of the same season segment and week number, in start order. */
const weekEvents: Event[] = seasonEvents
  .filter((event) => event.seasonSegment === playing.seasonSegment && event.week === playing.week)
  .sort((a, b) => a.startTime - b.startTime);
const team = (id: string): Team | undefined => teams.find((entry) => entry.officialId === id);
/** "Denver Outlaws": location and name, or the bare name where the league gives no location. */
const teamName = (id: string): string => {
  const found = team(id);
  return found === undefined ? 'TBD' : [found.location, found.fullName].filter(Boolean).join(' ');
};
/** A club's profile is /teams/{its franchise's name in the newest season}, lower case. */
const newestTeams = season(Math.max(...YEARS)).teams;
const profilePath = (id: string): string | null => {
  const franchise = team(id)?.franchiseId;
  const current = newestTeams.find((entry) => entry.franchiseId === franchise && entry.league === 'PLL');
  return current === undefined ? null : `/teams/${encodeURIComponent(current.fullName.toLowerCase())}/`;
};

const cards = (page: Page) => page.locator('.ticker .ticker-card');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    for (const path of ['/', '/games/']) {
      test(`${path} carries this week's games with the data's teams and scores`, async ({ page }) => {
        const events = weekEvents;
        expect(events.length).toBeGreaterThan(1);
        await page.goto(path);
        await expect(cards(page)).toHaveCount(events.length);
        for (const [index, event] of events.entries()) {
          const card = cards(page).nth(index);
          await expect(card).toHaveAttribute('data-slug', event.slugname);
          await expect(card.getByRole('article')).toHaveAccessibleName(
            `${teamName(event.awayTeamId)} at ${teamName(event.homeTeamId)}`,
          );
          for (const [row, teamId] of [event.awayTeamId, event.homeTeamId].entries()) {
            const name = card.locator('.ticker-team').nth(row).locator('.ticker-name');
            await expect(name).toContainText(team(teamId)?.fullName ?? 'TBD');
            const href = profilePath(teamId);
            if (href !== null) await expect(name.getByRole('link')).toHaveAttribute('href', href);
          }
          const score = (value: number | null) => (event.eventStatus === 0 || value === null ? '' : String(value));
          await expect(card.locator('[data-score]')).toHaveText([score(event.visitorScore), score(event.homeScore)]);
          if (event.eventStatus >= 2) await expect(card.getByRole('link', { name: /^View Stats/ })).toBeVisible();
          if (event.eventStatus === 0) await expect(card.getByRole('link', { name: /^Tickets/ })).toBeVisible();
        }
      });
    }
  });
}

test('previous and next scroll one card at a time, disabled at the ends', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expectHydrated(page, 'EventsTicker');
  const previous = page.getByRole('button', { name: 'Previous games' });
  const next = page.getByRole('button', { name: 'Next games' });
  const track = page.locator('.ticker-track');
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // One card on, or the end of the track when less than a card is left (two semifinals in the data).
  const [step, end] = await track.evaluate((element) => {
    const [first, second] = [...element.querySelectorAll('.ticker-card')].map(
      (card) => card.getBoundingClientRect().left,
    );
    return [(second ?? 0) - (first ?? 0), element.scrollWidth - element.clientWidth];
  });
  expect(end).toBeGreaterThan(0);
  await next.click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeCloseTo(Math.min(step, end), 0);
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeLessThan(2);
  await expect(previous).toBeDisabled();
  await track.evaluate((element) => {
    element.scrollTo({ left: element.scrollWidth });
  });
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
});

for (const [viewport, share] of [
  [1400, 0.2],
  [800, 0.25],
] as const) {
  test(`cards are ${String(share * 100)}vw wide at ${String(viewport)}px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport, height: 900 });
    await page.goto('/');
    const width = await cards(page)
      .first()
      .evaluate((card) => card.getBoundingClientRect().width);
    expect(Math.abs(width - viewport * share)).toBeLessThan(2);
  });
}
