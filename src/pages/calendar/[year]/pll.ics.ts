/** /calendar/{year}/pll.ics: every game of one season of the archive, as a calendar feed. */
import type { APIRoute } from 'astro';
import { calendarResponse, calendarYears, leagueFeed, type CalendarFeedInputs } from '../../../data/calendar.ts';
import { loadLeague } from '../../../data/snapshot.ts';
import { pageKey } from '../../../components/layout/page-key.ts';

interface Props {
  feed: CalendarFeedInputs;
}

export async function getStaticPaths() {
  const league = await loadLeague();
  return calendarYears(league).map((year) => {
    const feed = leagueFeed(league, year);
    return { params: { year: String(year) }, props: { feed }, cacheKey: pageKey(feed) };
  });
}

export const GET: APIRoute<Props> = ({ props: { feed }, site }) => calendarResponse(feed, site);
