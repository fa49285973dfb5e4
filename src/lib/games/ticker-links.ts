/** Where a ticker card's Tickets button goes. */
import { withTicketCampaign } from '../links.ts';

/** The main league site (most nav links lead there). */
const LEAGUE_SITE = 'https://premierlacrosseleague.com';

/** "others to the schedule or ticket link" */
export const SCHEDULE_URL = `${LEAGUE_SITE}/schedule`;

/** "championship series games to a championship tickets page": the waitlist page the events carry. */
export const CHAMPIONSHIP_TICKETS_URL = `${LEAGUE_SITE}/championship-series`;

/** "all-star games go to the all-star page" (/all-star/). */
const ALL_STAR_PATH = '/all-star/';
/**
 * Events carry urlTicket as a bare Ticketmaster event id ("2D006227A73E2635"), not a URL; project's
 * decision: link it as a Ticketmaster event page.
 */
const TICKETMASTER_EVENT_URL = 'https://www.ticketmaster.com/event/';

export interface TicketedEvent {
  seasonSegment: string;
  urlTicket?: string | null;
}

/** The wire's urlTicket is usually a bare Ticketmaster event id ("2D006227A73E2635"). */
const TICKETMASTER_ID = /^[0-9A-F]{16}$/i;

/**
 * "Game ticker links: all-star games go to the all-star page; championship series games to a
 * championship tickets page; others to the schedule or ticket link." External ticket links carry the
 * campaign tag; the all-star page is the site's own.
 */
export function tickerLink(event: TicketedEvent): string {
  if (event.seasonSegment === 'allstar') return ALL_STAR_PATH;
  if (event.seasonSegment === 'champseries') return withTicketCampaign(CHAMPIONSHIP_TICKETS_URL);
  const ticket = event.urlTicket?.trim() ?? '';
  if (/^https?:\/\//i.test(ticket)) return withTicketCampaign(ticket);
  if (TICKETMASTER_ID.test(ticket)) return withTicketCampaign(`${TICKETMASTER_EVENT_URL}${ticket}`);
  return withTicketCampaign(SCHEDULE_URL);
}
