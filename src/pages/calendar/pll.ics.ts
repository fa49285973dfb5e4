/** /calendar/pll.ics: every game of the latest season, as a feed calendar apps subscribe to. */
import type { APIRoute } from 'astro';
import { calendarResponse, leagueFeed } from '../../data/calendar.ts';
import { loadLeague } from '../../data/snapshot.ts';

export const GET: APIRoute = async ({ site }) => {
  const league = await loadLeague();
  return calendarResponse(leagueFeed(league, league.latestYear), site);
};
