/**
 * schema.org SportsEvent for a game page, so search engines can show
 * the game's teams, time and place. Built from plain values: callers resolve names and URLs.
 */
import { gameState } from './status.ts';

export interface SportsEventInput {
  name: string;
  /** Epoch seconds. */
  startTime: number;
  eventStatus: number;
  url: string;
  venue: string | null;
  location: string | null;
  homeTeam: string;
  awayTeam: string;
  /** A finished game's result in words, e.g. "Denver Outlaws 12, Boston Cannons 10 (FINAL)". */
  result: string | null;
}

export const LEAGUE_NAME = 'Premier Lacrosse League';

export function sportsEventJsonLd(input: SportsEventInput): Record<string, unknown> {
  const team = (name: string) => ({ '@type': 'SportsTeam', name });
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: input.name,
    sport: 'Lacrosse',
    startDate: new Date(input.startTime * 1000).toISOString(),
    // schema.org has no "finished" status: a played game is simply one that was not cancelled.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: input.url,
    ...(input.venue
      ? { location: { '@type': 'Place', name: input.venue, address: input.location ?? input.venue } }
      : {}),
    homeTeam: team(input.homeTeam),
    awayTeam: team(input.awayTeam),
    competitor: [team(input.awayTeam), team(input.homeTeam)],
    organizer: { '@type': 'SportsOrganization', name: LEAGUE_NAME },
    ...(gameState(input.eventStatus) === 'final' && input.result ? { description: input.result } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
