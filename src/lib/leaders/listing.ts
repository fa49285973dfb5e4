/** Which players a stat list shows at all (spec section 5, "Listing"). */
import { normalizePosition } from './positions.ts';
import type { SeasonType } from '../seasons.ts';
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

/** "Champ series players without champSeries data are skipped." Other season types keep everyone. */
export function hasDataForSeasonType(player: { champSeries?: unknown }, seasonType: SeasonType): boolean {
  return seasonType !== 'champseries' || (player.champSeries !== null && player.champSeries !== undefined);
}
