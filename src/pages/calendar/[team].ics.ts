/** /calendar/{teamName}.ics: one club's games (home and away) of the latest season, as a feed calendar apps subscribe to. */
import type { APIRoute } from 'astro';
import { calendarClubs, teamCalendarResponse } from '../../data/calendar.ts';
import type { TeamSeason } from '../../data/snapshot-format.ts';
import { loadLeague } from '../../data/snapshot.ts';
import { teamPathName } from '../../lib/routes.ts';

interface Props {
  team: TeamSeason;
}

export async function getStaticPaths() {
  const league = await loadLeague();
  return calendarClubs(league, league.latestYear).map((team) => ({
    params: { team: teamPathName(team.officialId) },
    props: { team },
  }));
}

export const GET: APIRoute<Props> = async ({ props: { team }, site }) => {
  const league = await loadLeague();
  return teamCalendarResponse(league, league.latestYear, team, site);
};
