/**
 * Schedule feeds in iCalendar (RFC 5545): one VEVENT per game, which calendar apps subscribe to.
 * Built from plain values and never from the clock, so a rebuild over the same data gives the same
 * bytes; callers resolve team names and pass the site's origin.
 */
import { roundLabel, type LabelledEvent } from '../games/post-season.ts';
import { finalLabel, gameState } from '../games/status.ts';
import { formatStartTime, LEAGUE_TIME_ZONE } from '../games/time-display.ts';
import { gamePath } from '../routes.ts';

/** The fields of a game a calendar entry reads (an EventRecord has them all). */
export interface CalendarEvent extends LabelledEvent {
  eventId: string;
  slugname: string;
  year: number;
  /** Epoch seconds. */
  startTime: number;
  venue: string | null;
  location: string | null;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  visitorScore: number | null;
  eventStatus: number;
  period: number;
}

/** A team's display name in a season, by official id. */
export type TeamNamer = (year: number, teamId: string) => string;

export interface CalendarFeed {
  /** What subscribing apps call the calendar (X-WR-CALNAME). */
  name: string;
  /** The site's origin: entries link their game pages absolutely. */
  site: URL | string;
  events: readonly CalendarEvent[];
  teamName: TeamNamer;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * Project's decision: an entry blocks 2.5 hours. A game takes about two hours of wall time (see
 * ASSUMED_GAME_DURATION_MS); the extra half hour covers overtime and the broadcast's wrap-up.
 */
export const CALENDAR_GAME_LENGTH_S = 2.5 * 60 * 60;

/**
 * Project's decision: UIDs name the production host whatever origin a build links to, so a preview
 * build's feed and the live one describe the same games.
 */
const UID_DOMAIN = 'stats.premierlacrosseleague.com';

const PRODUCT_ID = '-//Premier Lacrosse League//PLL Stats//EN';
/**
 * Project's decision: apps re-read the feed every 6 hours (RFC 7986 5.7 REFRESH-INTERVAL, and
 * X-PUBLISHED-TTL for the apps that only know that), so final scores reach them on the day.
 */
const REFRESH_INTERVAL = 'PT6H';
/** RFC 5545 3.1: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break." */
const MAX_LINE_OCTETS = 75;
/** RFC 5545 3.1: "a content line is delimited by a line break, which is a CRLF sequence". */
const CRLF = '\r\n';

/**
 * RFC 5545 3.3.11 (TEXT): backslash, semicolon and comma are escaped with a backslash; a line
 * break is written as "\n".
 */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 3.1: a line longer than 75 octets is split "between any two characters by inserting a
 * CRLF immediately followed by a single linear white-space character". Splitting between
 * characters, never inside one, keeps UTF-8 sequences whole; the leading space counts toward the
 * continuation line's 75.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** RFC 5545 3.3.5, form #2 (UTC time): "19980119T070000Z". */
export function formatUtcDateTime(epochSeconds: number): string {
  return new Date(epochSeconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 3.8.4.7 UID: from the league's event id alone, so every rebuild names a game the same. */
export function gameUid(event: Pick<CalendarEvent, 'eventId'>): string {
  return `${event.eventId}@${UID_DOMAIN}`;
}

/** A playoff side not yet drawn has the id "" and reads TBD, as on the game cards. */
function sideName(event: CalendarEvent, teamId: string, teamName: TeamNamer): string {
  return teamId === '' ? 'TBD' : teamName(event.year, teamId);
}

function isScoredFinal(event: CalendarEvent): event is CalendarEvent & { homeScore: number; visitorScore: number } {
  return gameState(event.eventStatus) === 'final' && event.homeScore !== null && event.visitorScore !== null;
}

/**
 * The league's code for a called-off game: no game of the archive has it yet, and 4 is how a
 * third-party client of the league's API reads it. A cancelled game has no score.
 */
export const CANCELLED_EVENT_STATUS = 4;

export function isCancelled(event: Pick<CalendarEvent, 'eventStatus' | 'homeScore' | 'visitorScore'>): boolean {
  return event.eventStatus === CANCELLED_EVENT_STATUS && event.homeScore === null && event.visitorScore === null;
}

function hasStartTime(event: CalendarEvent): boolean {
  // A start at minute :23 is the league's placeholder for a time not yet set.
  return formatStartTime(event.startTime) !== 'TBA';
}

/**
 * "Away at Home" until the game is final, then the result ("Denver Outlaws 12, Boston Cannons 10
 * (FINAL)", FINAL OT past the 4th period); post-season and All-Star games lead with their round.
 * A live game shows no score: the feed is rebuilt after games, not during them. A cancelled game
 * says so first.
 */
export function gameSummary(event: CalendarEvent, teamName: TeamNamer): string {
  const away = sideName(event, event.awayTeamId, teamName);
  const home = sideName(event, event.homeTeamId, teamName);
  const matchup = isScoredFinal(event)
    ? `${away} ${event.visitorScore}, ${home} ${event.homeScore} (${finalLabel(event.period)})`
    : `${away} at ${home}`;
  const round = roundLabel(event);
  const titled = round ? `${round}: ${matchup}` : matchup;
  return isCancelled(event) ? `Cancelled: ${titled}` : titled;
}

/**
 * RFC 5545 3.8.7.4 SEQUENCE: a revision number that only grows as the organizer changes the entry.
 * One snapshot holds no history, so the revision is read from the stage the game has reached, which
 * only moves forward: the start time set (the game moves off the TBA placeholder to its real time)
 * is one revision, the final score or the cancellation another. The same data gives the same number
 * on every build, and every later stage a higher one.
 */
export function gameSequence(event: CalendarEvent): number {
  return (hasStartTime(event) ? 1 : 0) + (isScoredFinal(event) || isCancelled(event) ? 1 : 0);
}

/** RFC 5545 3.8.1.11 STATUS: a called-off game stays in the feed as CANCELLED, so apps strike it out. */
function gameStatus(event: CalendarEvent): 'CANCELLED' | 'CONFIRMED' | 'TENTATIVE' {
  if (isCancelled(event)) return 'CANCELLED';
  return hasStartTime(event) ? 'CONFIRMED' : 'TENTATIVE';
}

function gameDescription(event: CalendarEvent, url: string): string {
  // The game cards' link text: a box score once final, the game's details before.
  const link = `${isScoredFinal(event) ? 'Box score' : 'Game details'}: ${url}`;
  if (isCancelled(event)) return `Cancelled.\n${link}`;
  return hasStartTime(event) ? link : `Start time TBA.\n${link}`;
}

function eventLines(event: CalendarEvent, feed: CalendarFeed): string[] {
  const start = event.startTime;
  const end = start + CALENDAR_GAME_LENGTH_S;
  const url = new URL(gamePath(event.year, event.slugname), feed.site).href;
  const place = [event.venue, event.location].filter((part) => part !== null && part !== '').join(', ');
  return [
    'BEGIN:VEVENT',
    `UID:${gameUid(event)}`,
    // RFC 5545 3.8.7.2 wants the time this version of the entry was made: a final's result exists
    // from the game's end, anything earlier from its schedule (the start). Never the build's clock.
    `DTSTAMP:${formatUtcDateTime(isScoredFinal(event) ? end : start)}`,
    `SEQUENCE:${String(gameSequence(event))}`,
    `STATUS:${gameStatus(event)}`,
    `DTSTART:${formatUtcDateTime(start)}`,
    `DTEND:${formatUtcDateTime(end)}`,
    `SUMMARY:${escapeText(gameSummary(event, feed.teamName))}`,
    ...(place === '' ? [] : [`LOCATION:${escapeText(place)}`]),
    // URL is a URI value (RFC 5545 3.8.4.6), not TEXT: it takes no escaping.
    `URL:${url}`,
    `DESCRIPTION:${escapeText(gameDescription(event, url))}`,
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR (RFC 5545 3.4, 3.6): every line folded and ended with CRLF. */
export function calendarFeed(feed: CalendarFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    // Times are UTC; this only tells apps which zone the league reads them in.
    `X-WR-TIMEZONE:${LEAGUE_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...feed.events.flatMap((event) => eventLines(event, feed)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}
