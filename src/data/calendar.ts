/**
 * The schedule feeds of a season (src/lib/calendar/ics.ts writes them): the league's, with every game,
 * and each club's, with its home and away games. Every season with games has them; the unversioned
 * addresses follow the latest season, so a subscription made today rolls over to the next one.
 */
import type { EventRecord, TeamSeason } from './snapshot-format.ts';
import { teamDisplayName, type LeagueData } from './league.ts';
import { scheduleClubs } from './schedule.ts';
import { calendarFeed, ICS_CONTENT_TYPE } from '../lib/calendar/ics.ts';

/** The seasons that have feeds: those the archive has games for. */
export const calendarYears = (league: LeagueData): number[] =>
  league.years.filter((year) => league.eventsOf(year).length > 0);

/** The clubs with a feed in a season: those that play in it. */
export const calendarClubs = (league: LeagueData, year: number): TeamSeason[] => scheduleClubs(league, year);

/**
 * What a feed shows: its name, its games and the names of their teams that season. The feed is
 * written from this alone, so that its page key (a hash of it) changes whenever the feed does.
 */
export interface CalendarFeedInputs {
  name: string;
  events: EventRecord[];
  teamNames: Record<string, string>;
}

function feedInputs(league: LeagueData, name: string, year: number, team?: TeamSeason): CalendarFeedInputs {
  // Matched by franchise, so a season where the club played under an older id (CHR for OUT) lands in its feed.
  const plays = (teamId: string) => team !== undefined && league.franchiseOf(teamId) === team.franchiseId;
  const events = league
    .eventsOf(year)
    .filter((event) => team === undefined || plays(event.homeTeamId) || plays(event.awayTeamId));
  const teamIds = new Set(events.flatMap((event) => [event.homeTeamId, event.awayTeamId]));
  return {
    name,
    events,
    teamNames: Object.fromEntries([...teamIds].map((teamId) => [teamId, league.teamName(year, teamId)])),
  };
}

export const leagueFeed = (league: LeagueData, year: number): CalendarFeedInputs =>
  feedInputs(league, `PLL ${String(year)} Schedule`, year);

export const teamFeed = (league: LeagueData, year: number, team: TeamSeason): CalendarFeedInputs =>
  feedInputs(league, `${teamDisplayName(team)} ${String(year)} Schedule`, year, team);

export function calendarResponse({ name, events, teamNames }: CalendarFeedInputs, site: URL | undefined): Response {
  if (!site) throw new Error(`The ${name} feed links every game absolutely: set \`site\` in astro.config.mjs.`);
  const teamName = (_year: number, teamId: string): string => {
    const known = teamNames[teamId];
    if (known === undefined) throw new Error(`The ${name} feed has no name for team "${teamId}" of its games.`);
    return known;
  };
  const body = calendarFeed({ name, site, events, teamName });
  return new Response(body, { headers: { 'Content-Type': ICS_CONTENT_TYPE } });
}
