/**
 * What the stats home leads with, as of `now`. During the season: the latest finals, the games
 * whose result is pending, and the next games (start still ahead). Once the season's last game has
 * started, the season is over: the home leads with its final results and the champion (the winner
 * of the final Championship game), then the off-season (the next season's first known game).
 */
import { roundLabel, type LabelledEvent } from './post-season.ts';
import { scheduleState, type TimedEvent } from './status.ts';

export interface ScheduledEvent extends TimedEvent, LabelledEvent {
  startTime: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  visitorScore: number | null;
}

export interface HomeSchedule<Event> {
  /** Every game of the season has started. */
  over: boolean;
  /** The latest finals, latest first. */
  latest: Event[];
  /** Started without a final, in start order. */
  pending: Event[];
  /** Not started yet (or being played), in start order. */
  next: Event[];
}

export function homeSchedule<Event extends ScheduledEvent>(
  events: readonly Event[],
  now: number,
  cards: number,
): HomeSchedule<Event> {
  const ordered = [...events].sort((a, b) => a.startTime - b.startTime);
  const state = (event: Event) => scheduleState(event, now);
  return {
    over: ordered.length > 0 && ordered.every((event) => state(event) === 'final' || state(event) === 'pending'),
    latest: ordered
      .filter((event) => state(event) === 'final')
      .reverse()
      .slice(0, cards),
    pending: ordered.filter((event) => state(event) === 'pending'),
    next: ordered.filter((event) => state(event) === 'upcoming' || state(event) === 'live').slice(0, cards),
  };
}

/** The season's last Championship game, if the league has scheduled one. */
export function championshipGame<Event extends ScheduledEvent>(events: readonly Event[]): Event | null {
  return (
    [...events].sort((a, b) => a.startTime - b.startTime).findLast((event) => roundLabel(event) === 'Championship') ??
    null
  );
}

/** The team that won the season's last Championship game; null while its result is pending (or with no such game). */
export function championOf(events: readonly ScheduledEvent[], now: number): string | null {
  const final = championshipGame(events);
  if (
    final === null ||
    scheduleState(final, now) !== 'final' ||
    final.homeScore === null ||
    final.visitorScore === null
  )
    return null;
  if (final.homeScore === final.visitorScore) return null;
  return final.homeScore > final.visitorScore ? final.homeTeamId : final.awayTeamId;
}

/** The first game of a season, in start order (the off-season's next game), if the league has scheduled one. */
export function firstGame<Event extends ScheduledEvent>(events: readonly Event[]): Event | null {
  return [...events].sort((a, b) => a.startTime - b.startTime)[0] ?? null;
}
