/**
 * /calendar/{teamName}.ics: one club's games (home and away) of the latest season, as a feed
 * calendar apps subscribe to. Games are matched by franchise, so a season where the club played
 * under an older id (CHR for OUT) still lands in its feed.
 */
import type { APIRoute } from 'astro';
import type { TeamSeason } from '../../data/snapshot-format.ts';
import { NON_CLUB_TEAM_IDS, teamDisplayName } from '../../data/league.ts';
import { loadLeague } from '../../data/snapshot.ts';
import { calendarFeed, ICS_CONTENT_TYPE } from '../../lib/calendar/ics.ts';
import { teamPathName } from '../../lib/routes.ts';

interface Props {
  team: TeamSeason;
}

export async function getStaticPaths() {
  const league = await loadLeague();
  return league
    .teamsOf(league.latestYear)
    .filter((team) => !NON_CLUB_TEAM_IDS.has(team.officialId))
    .map((team) => ({ params: { team: teamPathName(team.officialId) }, props: { team } }));
}

export const GET: APIRoute<Props> = async ({ props: { team }, site }) => {
  if (!site) throw new Error('/calendar/{team}.ics links every game absolutely: set `site` in astro.config.mjs.');
  const league = await loadLeague();
  const year = league.latestYear;
  const plays = (teamId: string) => league.franchiseOf(teamId) === team.franchiseId;
  const body = calendarFeed({
    name: `${teamDisplayName(team)} ${String(year)} Schedule`,
    site,
    events: league.eventsOf(year).filter((event) => plays(event.homeTeamId) || plays(event.awayTeamId)),
    teamName: (eventYear, teamId) => league.teamName(eventYear, teamId),
  });
  return new Response(body, { headers: { 'Content-Type': ICS_CONTENT_TYPE } });
};
