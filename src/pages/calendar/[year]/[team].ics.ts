/** /calendar/{year}/{teamName}.ics: one club's games of one season of the archive, as a calendar feed. */
import type { APIRoute } from 'astro';
import {
  calendarClubs,
  calendarResponse,
  calendarYears,
  teamFeed,
  type CalendarFeedInputs,
} from '../../../data/calendar.ts';
import { loadLeague } from '../../../data/snapshot.ts';
import { teamPathName } from '../../../lib/routes.ts';
import { pageKey } from '../../../components/layout/page-key.ts';

interface Props {
  feed: CalendarFeedInputs;
}

export async function getStaticPaths() {
  const league = await loadLeague();
  return calendarYears(league).flatMap((year) =>
    calendarClubs(league, year).map((team) => {
      const feed = teamFeed(league, year, team);
      return {
        params: { year: String(year), team: teamPathName(team.officialId) },
        props: { feed },
        cacheKey: pageKey(feed),
      };
    }),
  );
}

export const GET: APIRoute<Props> = ({ props: { feed }, site }) => calendarResponse(feed, site);
