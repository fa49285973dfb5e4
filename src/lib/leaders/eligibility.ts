/** Who may appear on a stat's leaderboard (spec section 5, "Leader eligibility"). */
import {
  FACEOFF_PCT_MAX,
  FACEOFFS_PER_GAME_MIN,
  SAVE_PCT_MAX,
  SHOT_PCT_MAX,
  SHOTS_PER_GAME_MIN,
} from '../constants.ts';
import type { SeasonType } from '../seasons.ts';
import type { StatLine } from '../stats/values.ts';
import { passesFilters, type StatFilter } from './filters.ts';

/**
 * "shot percentages": project's decision, the percentages of shots taken (shotPct and
 * twoPointShotPct); on-goal percentages are not capped at 0.7, since most good shooters put more than
 * 70% on goal.
 */
export const SHOT_PERCENTAGE_STATS: readonly string[] = ['shotPct', 'twoPointShotPct'];

/**
 * The filters a player must pass to lead `stat` in a season of `seasonType` (gamesPlayed above 0 is
 * added by passesFilters):
 * - "shot percentages need shots per game above 2.5 (regular) or 2 (other) and value at most 0.7"
 * - "save percentage cap 0.85"
 * - "faceoff percentage cap 0.9; faceoff leaders need faceoffs above 2 x gamesPlayed" (read as the
 *   faceoff-percentage leaders: a count such as faceoffsWon needs no minimum to mean something)
 * - "other stats above 0"
 */
export function eligibilityFilters(stat: string, seasonType: SeasonType): StatFilter[] {
  if (SHOT_PERCENTAGE_STATS.includes(stat)) {
    const minimum = seasonType === 'regular' ? SHOTS_PER_GAME_MIN.regular : SHOTS_PER_GAME_MIN.other;
    return [
      { stat: 'shots', operator: 'gt', value: minimum, perGame: true },
      { stat, operator: 'lte', value: SHOT_PCT_MAX },
    ];
  }
  if (stat === 'savePct') return [{ stat, operator: 'lte', value: SAVE_PCT_MAX }];
  if (stat === 'faceoffPct') {
    return [
      { stat, operator: 'lte', value: FACEOFF_PCT_MAX },
      { stat: 'faceoffs', operator: 'gt', value: FACEOFFS_PER_GAME_MIN, perGame: true },
    ];
  }
  return [{ stat, operator: 'gt', value: 0 }];
}

/** Whether a stat line may appear on `stat`'s leaderboard. */
export function isEligibleLeader(stats: StatLine, stat: string, seasonType: SeasonType): boolean {
  return passesFilters(stats, eligibilityFilters(stat, seasonType));
}
