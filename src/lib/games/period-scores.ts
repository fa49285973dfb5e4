/** The line score's period cells ("Period score cells show a dash for periods not reached."). */
import { REGULATION_PERIODS } from './period-labels.ts';
import { gameState } from './status.ts';

/** How many periods a game has reached: none before it starts, else its current (or last) period. */
export function periodsReached(event: { eventStatus: number; period: number }): number {
  return gameState(event.eventStatus) === 'upcoming' ? 0 : Math.max(0, event.period);
}

/**
 * One cell per period: four regulation periods always, plus every overtime reached. A period reached
 * shows its score (0 when the wire has no entry yet); "a dash for periods not reached".
 */
export function periodScoreCells(scores: readonly (number | null)[], reached: number): string[] {
  const columns = Math.max(REGULATION_PERIODS, reached);
  return Array.from({ length: columns }, (_, index) => (index < reached ? String(scores[index] ?? 0) : '-'));
}
