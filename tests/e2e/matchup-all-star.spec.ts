/**
 * The matchup and All-Star pages against the snapshot. (The login and live-connection pages have
 * their own specs: accounts.spec.ts and live.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sharedImage } from './share-image.ts';
import { YEARS, games, season } from './player-snapshot.ts';

interface Event {
  slugname: string;
  year: number;
  seasonSegment: string;
  startTime: number;
  eventStatus: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  visitorScore: number | null;
}
const allEvents = YEARS.flatMap((year) => season(year).events as unknown as Event[]);
const franchise = (id: string): string => (id === 'CHR' ? 'OUT' : id);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a matchup counts every earlier meeting of the two franchises and who won it', async ({ page }) => {
      const event = allEvents.find((candidate) => candidate.slugname === '2026-ev-48');
      if (!event) throw new Error('2026-ev-48 is in the snapshot');
      const pair = new Set([franchise(event.homeTeamId), franchise(event.awayTeamId)]);
      const earlier = allEvents.filter(
        (other) =>
          other.startTime < event.startTime &&
          other.eventStatus >= 2 &&
          other.homeScore !== null &&
          pair.has(franchise(other.homeTeamId)) &&
          pair.has(franchise(other.awayTeamId)),
      );
      const winsOf = (team: string): number =>
        earlier.filter((other) => {
          const margin = (other.homeScore ?? 0) - (other.visitorScore ?? 0);
          return margin !== 0 && franchise(margin > 0 ? other.homeTeamId : other.awayTeamId) === team;
        }).length;
      await page.goto(`/matchup/${event.slugname}/`);
      await expect(page.locator('.meetings tbody tr')).toHaveCount(earlier.length);
      await expect(page.locator('.series')).toHaveAttribute(
        'data-away-wins',
        String(winsOf(franchise(event.awayTeamId))),
      );
      await expect(page.locator('.series')).toHaveAttribute(
        'data-home-wins',
        String(winsOf(franchise(event.homeTeamId))),
      );
    });

    test("a matchup sets the two teams' season scores side by side, as they stood at the game", async ({ page }) => {
      const boxScores = games(2026);
      const teamGames = JSON.parse(
        readFileSync(join(import.meta.dirname, '../../data/snapshot/games/2026.json'), 'utf8'),
      ) as Record<string, { teamStats: { officialId: string; scores: number }[] }>;
      // A played mid-season game counts the finals up to it; a played quarterfinal and an upcoming
      // semifinal the whole regular season.
      for (const [slug, note] of [
        ['2026-ev-20', 'Through this game.'],
        ['2026-quarterfinals-1', 'The whole regular season.'],
        ['2026-semifinal-1', 'Before this game.'],
      ] as const) {
        const event = allEvents.find((candidate) => candidate.slugname === slug);
        if (!event) throw new Error(`${slug} is in the snapshot`);
        const scores = (teamId: string): number =>
          allEvents
            .filter(
              (other) =>
                other.year === 2026 &&
                other.seasonSegment === 'regular' &&
                other.eventStatus >= 2 &&
                other.startTime <= event.startTime &&
                boxScores[other.slugname],
            )
            .flatMap((other) => teamGames[other.slugname]?.teamStats ?? [])
            .filter((line) => line.officialId === teamId)
            .reduce((sum, line) => sum + line.scores, 0);
        await page.goto(`/matchup/${event.slugname}/`);
        await expect(page.locator('.stats-note')).toHaveText(note);
        for (const teamId of [event.awayTeamId, event.homeTeamId]) {
          await expect(page.locator(`.comparison tr[data-stat="scores"] td[data-id="${teamId}"]`)).toHaveText(
            String(scores(teamId)),
          );
        }
      }
    });

    test("a matchup leads with the game's score card: each side on its team's colour, its record as it stood at the game", async ({
      page,
    }) => {
      await page.goto('/matchup/2026-ev-48/');
      const sides = page.locator('.scoreboard .side');
      await expect(sides).toHaveCount(2);
      const marks = await sides.evaluateAll((elements) =>
        elements.map((side) => ({
          bar: getComputedStyle(side).borderTopColor,
          badge: getComputedStyle(side.querySelector('.team-badge path') ?? side).fill,
        })),
      );
      // In the light scheme a side's bar is its badge's colour, and the two sides' colours differ.
      for (const { bar, badge } of marks) expect(bar).toBe(badge);
      expect(marks[0]?.bar).not.toBe(marks[1]?.bar);
      await expect(sides.locator('.record')).toHaveText([
        /^\d+ - \d+.* after this game$/,
        /^\d+ - \d+.* after this game$/,
      ]);
      await expect(page.locator('.scoreboard .score')).toHaveText(['11', '18']);

      await page.goto('/matchup/2026-semifinal-1/');
      await expect(page.locator('.scoreboard .record')).toHaveText([/ in 2026$/, / in 2026$/]);
      await expect(page.locator('.scoreboard .score')).toHaveText(['', '']);
    });

    test('a matchup on a 390 px phone stacks the card, the stats and the meetings without scrolling sideways', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/matchup/2026-ev-48/');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const [stats, meetings] = await Promise.all(
        ['.comparison', '.meetings'].map(async (selector) => page.locator(selector).boundingBox()),
      );
      expect(meetings?.y ?? 0).toBeGreaterThan((stats?.y ?? 0) + (stats?.height ?? 0));
    });

    test("the All-Star page lists every All-Star event with the game's score", async ({ page }) => {
      const allStar = allEvents.filter((event) => event.seasonSegment === 'allstar');
      await page.goto('/all-star/');
      await expect(page).toHaveTitle('All-Star | PLL Stats');
      await expect(page.locator('section.all-star')).toHaveCount(allStar.length);
      for (const event of allStar.filter(
        (candidate) => !candidate.slugname.includes('skills') && candidate.eventStatus >= 2,
      )) {
        const section = page.locator(`section.all-star[data-slug="${event.slugname}"]`);
        await expect(section.locator('.line-score .total')).toHaveText([
          String(event.visitorScore),
          String(event.homeScore),
        ]);
      }
    });
  });
}

test("a matchup shared on a social site shows its game's score card, the game page's own image", async ({
  request,
}) => {
  const event = allEvents.find((candidate) => candidate.slugname === '2026-ev-48');
  if (!event) throw new Error('2026-ev-48 is in the snapshot');
  const matchup = await sharedImage(request, `/matchup/${event.slugname}/`);
  expect(matchup.card).toBe('summary_large_image');
  expect(matchup.url?.pathname).toBe(`/share/games/${event.slugname}.png`);
  expect(matchup).toEqual(await sharedImage(request, `/games/${String(event.year)}/${event.slugname}/`));
});
