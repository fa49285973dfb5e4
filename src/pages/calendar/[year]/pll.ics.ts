/** /calendar/{year}/pll.ics: every game of one season of the archive, as a calendar feed. */
import type { APIRoute } from 'astro';
import { calendarYears, leagueCalendarResponse } from '../../../data/calendar.ts';
import { loadLeague } from '../../../data/snapshot.ts';

export async function getStaticPaths() {
  const league = await loadLeague();
  return calendarYears(league).map((year) => ({ params: { year: String(year) } }));
}

export const GET: APIRoute = async ({ params, site }) => {
  const league = await loadLeague();
  return leagueCalendarResponse(league, Number(params.year), site);
};
