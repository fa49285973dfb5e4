/**
 * A season's schedule as its pages show it (/games/{year}/ and its week and team views): the games
 * by week in start order, the weeks and clubs a visitor can filter by, and which seasons the archive
 * has games for at all (the league's game-by-game data starts later than its season totals).
 */
import type { EventRecord, TeamSeason } from './snapshot-format.ts';
import { NON_CLUB_TEAM_IDS, type LeagueData } from './league.ts';

/** Week 0 holds the games the league schedules outside the weeks (Championship Series, preseason). */
export const scheduleWeekLabel = (week: number): string => (week === 0 ? 'Other games' : `Week ${String(week)}`);

/** Games grouped by week, weeks in order and games in start order. */
export function gamesByWeek(events: readonly EventRecord[]): [number, EventRecord[]][] {
  const weeks = new Map<number, EventRecord[]>();
  for (const event of [...events].sort((a, b) => a.startTime - b.startTime))
    weeks.set(event.week, [...(weeks.get(event.week) ?? []), event]);
  return [...weeks].sort(([a], [b]) => a - b);
}

/** The weeks of a season that have games. */
export const scheduleWeeks = (league: LeagueData, year: number): number[] =>
  gamesByWeek(league.eventsOf(year)).map(([week]) => week);

/** The clubs with a game in a season (not the All-Star sides), by name. */
export function scheduleClubs(league: LeagueData, year: number): TeamSeason[] {
  const playing = new Set(league.eventsOf(year).flatMap((event) => [event.homeTeamId, event.awayTeamId]));
  return league
    .teamsOf(year)
    .filter((team) => playing.has(team.officialId) && !NON_CLUB_TEAM_IDS.has(team.officialId))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/** A club's games of a season. */
export const clubGames = (league: LeagueData, year: number, officialId: string): EventRecord[] =>
  league.eventsOf(year).filter((event) => event.homeTeamId === officialId || event.awayTeamId === officialId);

/** The first season the archive has games for, or null when it has none. */
export const firstScheduleYear = (league: LeagueData): number | null =>
  league.years.find((year) => league.eventsOf(year).length > 0) ?? null;
