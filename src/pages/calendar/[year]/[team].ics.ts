/** /calendar/{year}/{teamName}.ics: one club's games of one season of the archive, as a calendar feed. */
import type { APIRoute } from 'astro';
import { calendarClubs, calendarYears, teamCalendarResponse } from '../../../data/calendar.ts';
import type { TeamSeason } from '../../../data/snapshot-format.ts';
import { loadLeague } from '../../../data/snapshot.ts';
import { teamPathName } from '../../../lib/routes.ts';

interface Props {
  team: TeamSeason;
}

export async function getStaticPaths() {
  const league = await loadLeague();
  return calendarYears(league).flatMap((year) =>
    calendarClubs(league, year).map((team) => ({
      params: { year: String(year), team: teamPathName(team.officialId) },
      props: { team },
    })),
  );
}

export const GET: APIRoute<Props> = async ({ params, props: { team }, site }) => {
  const league = await loadLeague();
  return teamCalendarResponse(league, Number(params.year), team, site);
};
