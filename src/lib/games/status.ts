/** Game status. Rules take `now` (epoch ms); none reads the clock. */
import { REGULATION_PERIODS } from './period-labels.ts';

/** "eventStatus: 0 upcoming ...; 1 live ...; 2 or more final" */
export const EVENT_STATUS = { upcoming: 0, live: 1, final: 2 } as const;

/**
 * A live game is one whose current time lies between its start and end, but events carry no end
 * time. A PLL game takes about two hours of wall time; three hours leaves room
 * for overtime and delays without calling an old game live.
 */
export const ASSUMED_GAME_DURATION_MS = 3 * 60 * 60_000;

/** Project's choice: a game's page carries the live center from this long before its start (a daily build covers the next day's games). */
const GAME_DAY_LEAD_MS = 36 * 60 * 60_000;
/** ...and until this long after it: a game older than that and still not final is stale data. */
const GAME_DAY_TRAIL_MS = 24 * 60 * 60_000;

export type GameState = 'upcoming' | 'live' | 'final';

/**
 * "eventStatus: 0 upcoming ...; 1 live ...; 2 or more final". The data confirms 2 and 3 both mean a
 * finished game. Anything below 1 (or not a number) is treated as upcoming.
 */
export function gameState(eventStatus: number): GameState {
  if (eventStatus >= EVENT_STATUS.final) return 'final';
  if (eventStatus === EVENT_STATUS.live) return 'live';
  return 'upcoming';
}

export function isFinal(eventStatus: number): boolean {
  return gameState(eventStatus) === 'final';
}

export interface ScoredEvent {
  eventStatus: number;
  homeScore: number | null;
  visitorScore: number | null;
  homePeriodScores?: readonly (number | null)[];
  visitorPeriodScores?: readonly (number | null)[];
}

/**
 * The two sides' scores as the league published them. An event that keeps no score has none: the
 * league sends the All-Star Skills Competition as a final 0-0 with no score by period, and no game
 * ends 0-0.
 */
export function publishedScore(event: ScoredEvent): { away: number | null; home: number | null } {
  const scoreless =
    isFinal(event.eventStatus) &&
    event.homeScore === 0 &&
    event.visitorScore === 0 &&
    event.homePeriodScores?.length === 0 &&
    event.visitorPeriodScores?.length === 0;
  return scoreless ? { away: null, home: null } : { away: event.visitorScore, home: event.homeScore };
}

/** A final game whose score the league published: the games records, results and meetings count. */
export function hasFinalScore(event: ScoredEvent): boolean {
  const score = publishedScore(event);
  return isFinal(event.eventStatus) && score.home !== null && score.away !== null;
}

/** "FINAL if period 4 or less, FINAL OT above 4" */
export function finalLabel(period: number): 'FINAL' | 'FINAL OT' {
  return period > REGULATION_PERIODS ? 'FINAL OT' : 'FINAL';
}

export type GameAction = 'Tickets' | 'Preview' | 'Watch' | 'View Stats';

/**
 * The buttons a game card offers: "0 upcoming (start time, Tickets, Preview); 1 live (period,
 * clock, live animation, Watch)"; "View Stats from status 1 up". A game whose result is pending
 * sells no tickets and has no stats: only its preview.
 */
export function gameActions(state: ScheduleState): GameAction[] {
  switch (state) {
    case 'upcoming':
      return ['Tickets', 'Preview'];
    case 'live':
      return ['Watch', 'View Stats'];
    case 'pending':
      return ['Preview'];
    case 'final':
      return ['View Stats'];
  }
}

export interface TimedEvent {
  /** Epoch seconds, as the wire sends it (sometimes as a string). */
  startTime: number | string;
  eventStatus: number;
}

function startMillis(event: TimedEvent): number {
  return Number(event.startTime) * 1000;
}

/**
 * A game as of `now`: upcoming while its start is ahead (whatever a later snapshot says of it);
 * once started, its data's state, except that a game without a final that is not being played is
 * 'pending' (its result is not in yet), never upcoming.
 */
export type ScheduleState = GameState | 'pending';

export const RESULT_PENDING = 'Result pending';

export function scheduleState(event: TimedEvent, now: number): ScheduleState {
  if (startMillis(event) > now) return 'upcoming';
  const state = gameState(event.eventStatus);
  if (state === 'final') return state;
  return state === 'live' && isLiveGame(event, now) ? 'live' : 'pending';
}

/**
 * "Live game is one whose current time lies between start and end." Events carry no end, so the end
 * is the start plus ASSUMED_GAME_DURATION_MS unless the caller knows better; a game already final is
 * never live.
 */
export function isLiveGame(event: TimedEvent, now: number, endMillis?: number): boolean {
  if (isFinal(event.eventStatus)) return false;
  const start = startMillis(event);
  return now >= start && now <= (endMillis ?? start + ASSUMED_GAME_DURATION_MS);
}

/**
 * Which game pages carry the live center: a game not final when the site was built whose start is at most 36 hours
 * ahead or 24 hours behind (an older game still not final is stale data, not a game being played),
 * or one the build was told to treat so.
 */
export function isGameDayPage(
  event: { slugname: string; eventStatus: number; startTime: number },
  builtAt: number,
  alsoGameDay: ReadonlySet<string>,
): boolean {
  if (alsoGameDay.has(event.slugname)) return true;
  const start = event.startTime * 1000;
  return !isFinal(event.eventStatus) && start <= builtAt + GAME_DAY_LEAD_MS && start >= builtAt - GAME_DAY_TRAIL_MS;
}
