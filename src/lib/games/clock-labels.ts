/** What a game card shows where the clock goes. */
import { REGULATION_PERIODS, periodLabel } from './period-labels.ts';
import { finalLabel, gameState, RESULT_PENDING, type ScheduleState } from './status.ts';
import { formatStartTime, LEAGUE_TIME_ZONE } from './time-display.ts';

const CLOCK_ZERO_LABELS: Readonly<Record<number, string>> = { 1: 'End of 1st', 2: 'Half', 3: 'End of 3rd' };

/**
 * "Clock zero: End of 1st, Half, End of 3rd, End of Reg (period 4, tied)." Other periods at zero
 * have no special label (null): a 4th quarter that ends untied is a finished game, and overtime is
 * sudden death.
 */
export function clockZeroLabel(period: number, homeScore: number, awayScore: number): string | null {
  if (period === REGULATION_PERIODS) return homeScore === awayScore ? 'End of Reg' : null;
  return CLOCK_ZERO_LABELS[period] ?? null;
}

/** The game clock as "m:ss"; the wire's occasional negative seconds read as 0. */
export function formatClock(minutes: number, seconds: number): string {
  return `${Math.max(0, minutes)}:${String(Math.max(0, seconds)).padStart(2, '0')}`;
}

export interface ClockedEvent {
  eventStatus: number;
  period: number;
  clockMinutes: number;
  clockSeconds: number;
  gameStatus?: string | null;
  homeScore?: number | null;
  visitorScore?: number | null;
  startTime: number | string;
}

/**
 * The status line of a game card, in its data's state or the schedule's (./status.ts):
 * - final: "FINAL" or "FINAL OT";
 * - pending: "Result pending";
 * - otherwise "Game status text, if present and not final, replaces the clock" (project's decision:
 *   on an upcoming game it replaces the start time too, so "Postponed" is not hidden behind "7pm ET");
 * - upcoming: the start time ("7pm ET", or TBA; in `timeZone`, named, when another is given);
 * - live: the clock-zero label at 0:00, else period and clock ("2nd 4:32").
 */
export function gameStatusLine(
  event: ClockedEvent,
  state: ScheduleState = gameState(event.eventStatus),
  timeZone: string = LEAGUE_TIME_ZONE,
): string {
  if (state === 'final') return finalLabel(event.period);
  if (state === 'pending') return RESULT_PENDING;
  const statusText = event.gameStatus?.trim() ?? '';
  if (statusText !== '') return statusText;
  if (state === 'upcoming') return formatStartTime(event.startTime, timeZone);
  const atZero = event.clockMinutes <= 0 && event.clockSeconds <= 0;
  const zeroLabel = atZero ? clockZeroLabel(event.period, event.homeScore ?? 0, event.visitorScore ?? 0) : null;
  return zeroLabel ?? `${periodLabel(event.period)} ${formatClock(event.clockMinutes, event.clockSeconds)}`;
}
