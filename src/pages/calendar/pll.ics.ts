/** /calendar/pll.ics: every game of the latest season, as a feed calendar apps subscribe to. */
import type { APIRoute } from 'astro';
import { loadLeague } from '../../data/snapshot.ts';
import { calendarFeed, ICS_CONTENT_TYPE } from '../../lib/calendar/ics.ts';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('/calendar/pll.ics links every game absolutely: set `site` in astro.config.mjs.');
  const league = await loadLeague();
  const year = league.latestYear;
  const body = calendarFeed({
    name: `PLL ${String(year)} Schedule`,
    site,
    events: league.eventsOf(year),
    teamName: (eventYear, teamId) => league.teamName(eventYear, teamId),
  });
  return new Response(body, { headers: { 'Content-Type': ICS_CONTENT_TYPE } });
};
