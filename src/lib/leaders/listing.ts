/** Which players a stat list shows at all. */
import { normalizePosition } from './positions.ts';
import { numericValue, rawStat, type StatLine } from '../stats/values.ts';

function positive(stats: StatLine, field: string): boolean {
  return (numericValue(rawStat(stats, field)) ?? 0) > 0;
}

/**
 * "Listing: points needs shots or assists above 0; faceoffsWon needs faceoffs above 0; saves needs
 * position G with saves, goals against or groundballs above 0." Other stats list everyone.
 */
export function isListed(stat: string, position: string | null | undefined, stats: StatLine): boolean {
  switch (stat) {
    case 'points':
      return positive(stats, 'shots') || positive(stats, 'assists');
    case 'faceoffsWon':
      return positive(stats, 'faceoffs');
    case 'saves':
      return (
        normalizePosition(position) === 'G' &&
        (positive(stats, 'saves') || positive(stats, 'goalsAgainst') || positive(stats, 'groundBalls'))
      );
    default:
      return true;
  }
}
