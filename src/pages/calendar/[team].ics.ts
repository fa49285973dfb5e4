/** /calendar/{teamName}.ics: one club's games (home and away) of the latest season, as a feed calendar apps subscribe to. */
import type { APIRoute } from 'astro';
import { calendarClubs, calendarResponse, teamFeed, type CalendarFeedInputs } from '../../data/calendar.ts';
import { loadLeague } from '../../data/snapshot.ts';
import { teamPathName } from '../../lib/routes.ts';
import { pageKey } from '../../components/layout/page-key.ts';

interface Props {
  feed: CalendarFeedInputs;
}

export async function getStaticPaths() {
  const league = await loadLeague();
  return calendarClubs(league, league.latestYear).map((team) => {
    const feed = teamFeed(league, league.latestYear, team);
    return { params: { team: teamPathName(team.officialId) }, props: { feed }, cacheKey: pageKey(feed) };
  });
}

export const GET: APIRoute<Props> = ({ props: { feed }, site }) => calendarResponse(feed, site);
