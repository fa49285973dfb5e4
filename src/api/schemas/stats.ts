/**
 * Stat blocks: one field list per block, shared by the schemas and the GraphQL query texts so the
 * two cannot drift. Percentages are fractions (0.391) as the wire has them.
 */
import { z } from 'zod';
import type { StatId } from '../../lib/stats/fields.ts';
import { nullableString, numberFields } from './common.ts';

/** GraphQL PlayerStats, foRecord ("W - L" text) aside. */
export const PLAYER_STAT_NUMBER_FIELDS = [
  'gamesPlayed', 'gamesStarted', 'goals', 'onePointGoals', 'twoPointGoals', 'assists', 'points', 'scoringPoints',
  'shots', 'shotPct', 'shotsOnGoal', 'shotsOnGoalPct', 'twoPointShots', 'twoPointShotPct', 'twoPointShotsOnGoal',
  'twoPointShotsOnGoalPct', 'groundBalls', 'turnovers', 'causedTurnovers', 'faceoffsWon', 'faceoffsLost', 'faceoffs',
  'faceoffPct', 'saves', 'savePct', 'scoresAgainst', 'saa', 'goalsAgainst', 'twoPointGoalsAgainst', 'GAA', 'twoPtGaa',
  'goalieWins', 'goalieLosses', 'goalieTies', 'numPenalties', 'pim', 'pimValue', 'powerPlayGoals', 'powerPlayShots',
  'powerPlayGoalsAgainst', 'shortHandedGoals', 'shortHandedShots', 'shortHandedGoalsAgainst', 'tof', 'plusMinus',
  'shotTurnovers', 'touches', 'totalPasses', 'unassistedGoals', 'assistedGoals', 'passRate', 'shotRate', 'goalRate',
  'assistRate', 'turnoverRate',
] as const satisfies readonly StatId[];

/** What a GraphQL query asks of PlayerStats. */
export const PLAYER_STAT_FIELDS = [...PLAYER_STAT_NUMBER_FIELDS, 'foRecord'] as const satisfies readonly StatId[];

/** Box-score extras of a player's game line beyond PlayerStats. */
export const PLAYER_GAME_EXTRA_FIELDS = ['cleanSaves', 'messySaves', 'cleanSavePct', 'assistOpportunities'] as const satisfies readonly StatId[];

/** GraphQL PlayerCareerStats. */
export const PLAYER_CAREER_STAT_FIELDS = [
  'gamesPlayed', 'goals', 'assists', 'points', 'turnovers', 'shots', 'shotPct', 'shotsOnGoal', 'shotsOnGoalPct',
  'gamesStarted', 'onePointGoals', 'twoPointGoals', 'saves', 'savePct', 'scoresAgainst', 'foRecord', 'faceoffs',
  'faceoffsWon', 'faceoffPct', 'causedTurnovers', 'groundBalls', 'powerPlayGoals', 'pimValue', 'numPenalties',
  'twoPointGoalsAgainst',
] as const satisfies readonly StatId[];

/** Stats of one allSeasonStats row, besides year, seasonSegment and teamId. */
export const SEASON_ROW_STAT_FIELDS = [
  'gamesPlayed', 'goals', 'twoPointGoals', 'assists', 'points', 'scoringPoints', 'shots', 'shotPct', 'shotsOnGoal',
  'shotsOnGoalPct', 'twoPointShots', 'twoPointShotPct', 'groundBalls', 'turnovers', 'causedTurnovers', 'faceoffsWon',
  'faceoffsLost', 'faceoffs', 'faceoffPct', 'saves', 'savePct', 'goalsAgainst', 'GAA', 'plusMinus',
] as const satisfies readonly StatId[];

/** GraphQL AdvancedSeasonStats. */
export const ADVANCED_STAT_FIELDS = [
  'unassistedGoals', 'assistedGoals', 'settledGoals', 'fastbreakGoals', 'substitutionGoals', 'doorstepGoals',
  'powerPlayGoals', 'assistOpportunities', 'settledAssists', 'powerPlayAssists', 'fastbreakAssists', 'dodgeAssists',
  'pnrAssists', 'unassistedShots', 'unassistedShotPct', 'assistedShots', 'assistedShotPct', 'pipeShots', 'lhShots',
  'lhGoals', 'lhShotPct', 'rhShots', 'rhGoals', 'rhShotPct',
] as const satisfies readonly StatId[];

/** GraphQL TeamStatsType. */
export const TEAM_STAT_FIELDS = [
  'gamesPlayed', 'scores', 'scoresAgainst', 'goals', 'onePointGoals', 'twoPointGoals', 'assists', 'groundBalls',
  'turnovers', 'causedTurnovers', 'faceoffsWon', 'faceoffsLost', 'faceoffs', 'faceoffPct', 'shots', 'shotPct',
  'twoPointShots', 'twoPointShotPct', 'twoPointShotsOnGoal', 'twoPointShotsOnGoalPct', 'shotsOnGoal', 'shotsOnGoalPct',
  'goalsAgainst', 'twoPointGoalsAgainst', 'numPenalties', 'pim', 'clears', 'clearAttempts', 'clearPct', 'rides',
  'rideAttempts', 'ridesPct', 'saves', 'savePct', 'saa', 'offsides', 'shotClockExpirations', 'powerPlayGoals',
  'powerPlayShots', 'powerPlayPct', 'powerPlayGoalsAgainst', 'powerPlayShotsAgainst', 'powerPlayGoalsAgainstPct',
  'shortHandedGoals', 'shortHandedShots', 'shortHandedPct', 'shortHandedShotsAgainst', 'shortHandedGoalsAgainst',
  'shortHandedGoalsAgainstPct', 'manDownPct', 'timesManUp', 'timesShortHanded', 'scoresPG', 'shotsPG', 'totalPasses',
  'touches',
] as const satisfies readonly StatId[];

/** Box-score extras of a team's game line beyond TeamStatsType. */
export const TEAM_GAME_EXTRA_FIELDS = [
  'cleanSaves', 'messySaves', 'cleanSavePct', 'timeInPossesion', 'timeInPossesionPct', 'totalPossessions', 'pimValue',
] as const satisfies readonly StatId[];

/** Player stats: any subset of PlayerStats, PlayerCareerStats and the box-score extras; unknown ones are null. */
export const playerStatsSchema = z.object({
  ...numberFields(PLAYER_STAT_NUMBER_FIELDS),
  ...numberFields(PLAYER_GAME_EXTRA_FIELDS),
  foRecord: nullableString,
});

export const advancedStatsSchema = z.object(numberFields(ADVANCED_STAT_FIELDS));

/** Team stats: any subset of TeamStatsType and the box-score extras; unknown ones are null. */
export const teamStatsSchema = z.object({
  ...numberFields(TEAM_STAT_FIELDS),
  ...numberFields(TEAM_GAME_EXTRA_FIELDS),
});
