/** The schedule feeds of every season, on the bundled data, against the season files read directly. */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarClubs, calendarYears, calendarResponse, leagueFeed, teamFeed } from '../../../src/data/calendar.ts';
import { LeagueData } from '../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { YEARS, season } from '../../e2e/player-snapshot.ts';

let league: LeagueData;
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

const SITE = new URL('https://stats.example.test');
/** The game page each entry links (unfolded first: RFC 5545 3.1), which names the game by its slug. */
const linkedGames = (feed: string): string[] =>
  [...feed.replace(/\r\n /g, '').matchAll(/^URL:(.+)\r$/gm)].map((match) => match[1] ?? '');
const gameUrl = (year: number, slugname: string): string => `${SITE.origin}/games/${String(year)}/${slugname}/`;

describe('season calendar feeds', () => {
  it('exist for every season with games, and no other', () => {
    expect(calendarYears(league)).toEqual(YEARS.filter((year) => season(year).events.length > 0));
  });

  it('the league feed of each season holds every game of that season once', async () => {
    for (const year of calendarYears(league)) {
      const feed = await calendarResponse(leagueFeed(league, year), SITE).text();
      expect(linkedGames(feed).sort()).toEqual(
        season(year)
          .events.map((event) => gameUrl(year, event.slugname))
          .sort(),
      );
      expect(feed).toContain(`X-WR-CALNAME:PLL ${String(year)} Schedule\r\n`);
    }
  });

  it('a club feed holds exactly the games it played at home or away that season', async () => {
    for (const year of calendarYears(league)) {
      for (const team of calendarClubs(league, year)) {
        const feed = await calendarResponse(teamFeed(league, year, team), SITE).text();
        const expected = season(year).events.filter(
          (event) => event.homeTeamId === team.officialId || event.awayTeamId === team.officialId,
        );
        expect(expected.length).toBeGreaterThan(0);
        expect(linkedGames(feed).sort()).toEqual(expected.map((event) => gameUrl(year, event.slugname)).sort());
      }
    }
  });

  it('two builds of the same data give byte-identical feeds', async () => {
    const again = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
    for (const year of calendarYears(league)) {
      expect(await calendarResponse(leagueFeed(again, year), SITE).text()).toBe(
        await calendarResponse(leagueFeed(league, year), SITE).text(),
      );
    }
  });
});
