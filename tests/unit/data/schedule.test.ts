/** A season's schedule views on the bundled data, against the season files read directly. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import {
  clubGames,
  firstScheduleYear,
  gamesByWeek,
  scheduleClubs,
  scheduleWeekLabel,
  scheduleWeeks,
} from '../../../src/data/schedule.ts';
import { YEARS, season } from '../../e2e/player-snapshot.ts';

let league: LeagueData;
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

describe('season schedules', () => {
  it('every game of a season once, by week in order, each week in start order', () => {
    for (const year of YEARS) {
      const events = season(year).events;
      const grouped = gamesByWeek(league.eventsOf(year));
      expect(grouped.flatMap(([, games]) => games.map((game) => game.slugname)).sort()).toEqual(
        events.map((event) => event.slugname).sort(),
      );
      expect(grouped.map(([week]) => week)).toEqual(
        [...new Set(events.map((event) => event.week))].sort((a, b) => a - b),
      );
      for (const [week, games] of grouped) {
        expect(games.every((game) => game.week === week)).toBe(true);
        expect(games.map((game) => game.startTime)).toEqual(
          games.map((game) => game.startTime).toSorted((a, b) => a - b),
        );
      }
      expect(scheduleWeeks(league, year)).toEqual(grouped.map(([week]) => week));
    }
  });

  it('the clubs to filter by are those with a game that season, not the All-Star sides; each keeps all its games', () => {
    const events = season(2022).events;
    const clubs = scheduleClubs(league, 2022).map((team) => team.officialId);
    expect(clubs.sort()).toEqual(['ARC', 'ATL', 'CAN', 'CHA', 'CHR', 'RED', 'WAT', 'WHP']);
    for (const id of clubs) {
      expect(
        clubGames(league, 2022, id)
          .map((event) => event.slugname)
          .sort(),
      ).toEqual(
        events
          .filter((event) => event.homeTeamId === id || event.awayTeamId === id)
          .map((event) => event.slugname)
          .sort(),
      );
    }
  });

  it("the archive's games start with the first season whose file has any", () => {
    expect(firstScheduleYear(league)).toBe(YEARS.find((year) => season(year).events.length > 0));
    expect(scheduleWeeks(league, YEARS[0] ?? 0)).toEqual([]);
  });

  it('week 0 holds the games outside the weeks', () => {
    expect(scheduleWeekLabel(0)).toBe('Other games');
    expect(scheduleWeekLabel(7)).toBe('Week 7');
  });
});
