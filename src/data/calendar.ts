/**
 * The schedule feeds of a season (src/lib/calendar/ics.ts writes them): the league's, with every game,
 * and each club's, with its home and away games. Every season with games has them; the unversioned
 * addresses follow the latest season, so a subscription made today rolls over to the next one.
 */
import type { TeamSeason } from './snapshot-format.ts';
import { teamDisplayName, type LeagueData } from './league.ts';
import { scheduleClubs } from './schedule.ts';
import { calendarFeed, ICS_CONTENT_TYPE } from '../lib/calendar/ics.ts';

/** The seasons that have feeds: those the archive has games for. */
export const calendarYears = (league: LeagueData): number[] =>
  league.years.filter((year) => league.eventsOf(year).length > 0);

/** The clubs with a feed in a season: those that play in it. */
export const calendarClubs = (league: LeagueData, year: number): TeamSeason[] => scheduleClubs(league, year);

function feedResponse(
  league: LeagueData,
  name: string,
  year: number,
  site: URL | undefined,
  team?: TeamSeason,
): Response {
  if (!site) throw new Error(`The ${name} feed links every game absolutely: set \`site\` in astro.config.mjs.`);
  // Matched by franchise, so a season where the club played under an older id (CHR for OUT) lands in its feed.
  const plays = (teamId: string) => team !== undefined && league.franchiseOf(teamId) === team.franchiseId;
  const body = calendarFeed({
    name,
    site,
    events: league
      .eventsOf(year)
      .filter((event) => team === undefined || plays(event.homeTeamId) || plays(event.awayTeamId)),
    teamName: (eventYear, teamId) => league.teamName(eventYear, teamId),
  });
  return new Response(body, { headers: { 'Content-Type': ICS_CONTENT_TYPE } });
}

export const leagueCalendarResponse = (league: LeagueData, year: number, site: URL | undefined): Response =>
  feedResponse(league, `PLL ${String(year)} Schedule`, year, site);

export const teamCalendarResponse = (
  league: LeagueData,
  year: number,
  team: TeamSeason,
  site: URL | undefined,
): Response => feedResponse(league, `${teamDisplayName(team)} ${String(year)} Schedule`, year, site, team);
