/**
 * Which stats each table of the site shows, as lists of column ids: every table reads its columns
 * from here and every column from the registry in columns.ts, so a table's make-up is read in one
 * place and a misspelt id fails to compile.
 */
import { FANTASY_SCORING } from '../fantasy/scoring.ts';
import type { PositionGroup } from '../leaders/positions.ts';
import type { ColumnId } from './columns.ts';

/** A game's box score: every skater's line, then the goalies' own table. */
export const BOX_SCORE_PLAYER_STATS = [
  'points',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'shots',
  'shotsOnGoal',
  'groundBalls',
  'turnovers',
  'causedTurnovers',
  'foRecord',
  'numPenalties',
  'pim',
] as const satisfies readonly ColumnId[];
export const BOX_SCORE_GOALIE_STATS = [
  'saves',
  'savePct',
  'scoresAgainst',
  'twoPointGoalsAgainst',
] as const satisfies readonly ColumnId[];

/** The live game center's player and team lines. */
export const LIVE_PLAYER_STATS = [
  'points',
  'goals',
  'assists',
  'shots',
  'shotsOnGoal',
  'groundBalls',
  'turnovers',
  'causedTurnovers',
  'foRecord',
  'saves',
] as const satisfies readonly ColumnId[];
export const LIVE_TEAM_STATS = [
  'scores',
  'shots',
  'shotsOnGoal',
  'groundBalls',
  'turnovers',
  'causedTurnovers',
  'faceoffsWon',
  'saves',
  'numPenalties',
] as const satisfies readonly ColumnId[];

/** A team season page's roster. */
export const TEAM_ROSTER_STATS = [
  'gamesPlayed',
  'points',
  'goals',
  'twoPointGoals',
  'assists',
  'shots',
  'groundBalls',
  'causedTurnovers',
  'faceoffPct',
  'saves',
  'savePct',
] as const satisfies readonly ColumnId[];

/** The season player table. */
export const PLAYER_TABLE_STATS = [
  'gamesPlayed',
  'points',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'pointsPG',
  'shots',
  'shotPct',
  'shotsOnGoal',
  'shotsOnGoalPct',
  'twoPointShots',
  'groundBalls',
  'turnovers',
  'causedTurnovers',
  'faceoffs',
  'faceoffsWon',
  'faceoffPct',
  'saves',
  'savePct',
  'saa',
  'numPenalties',
  'pim',
] as const satisfies readonly ColumnId[];

/**
 * "Team table columns (17): scores, onePointGoals, twoPointGoals, groundBalls, shots, shotPct,
 * shotsOnGoal, turnovers, causedTurnovers, faceoffsWon, faceoffPct, saves, savePct, touches,
 * totalPasses, timeInPossesion, timeInPossesionPct."
 */
export const TEAM_TABLE_COLUMNS = [
  'scores',
  'onePointGoals',
  'twoPointGoals',
  'groundBalls',
  'shots',
  'shotPct',
  'shotsOnGoal',
  'turnovers',
  'causedTurnovers',
  'faceoffsWon',
  'faceoffPct',
  'saves',
  'savePct',
  'touches',
  'totalPasses',
  'timeInPossesion',
  'timeInPossesionPct',
] as const satisfies readonly ColumnId[];

/**
 * The season team table: the record, the 17 team columns above (the league's own list), then what a
 * team allows and its per-game figures.
 */
export const TEAM_TABLE_RECORD_STATS = ['gamesPlayed', 'wins', 'losses', 'ties'] as const satisfies readonly ColumnId[];
export const TEAM_TABLE_ALLOWED_STATS = [
  'scoresAgainst',
  'scoresPG',
  'saa',
  'shotsPG',
] as const satisfies readonly ColumnId[];

/** What the advanced player table leads with, before its advanced groups. */
export const ADVANCED_TABLE_LEAD_STATS = ['gamesPlayed', 'points'] as const satisfies readonly ColumnId[];

/**
 * The advanced stats the box scores let the site compute (touches, passes, assist opportunities,
 * assisted and unassisted goals, and the rates): the league's other advanced fields (settled,
 * fastbreak, handedness splits...) are not in the data, and a column of dashes helps no one.
 */
export const ADVANCED_COMPUTED_STATS = [
  'unassistedGoals',
  'assistedGoals',
  'assistOpportunities',
  'touches',
  'totalPasses',
  'goalRate',
  'assistRate',
  'passRate',
  'shotRate',
  'turnoverRate',
] as const satisfies readonly ColumnId[];

/** A player's profile and game log: every player's scoring and possession stats... */
export const PROFILE_STATS = [
  'gamesPlayed',
  'points',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'shots',
  'shotPct',
  'shotsOnGoal',
  'groundBalls',
  'turnovers',
  'causedTurnovers',
] as const satisfies readonly ColumnId[];

/** ...the faceoff columns for anyone who took a faceoff... */
export const PROFILE_FACEOFF_STATS = ['faceoffs', 'faceoffsWon', 'faceoffPct'] as const satisfies readonly ColumnId[];

/** ...the goalie columns for goalies and anyone who made a save... */
export const PROFILE_GOALIE_STATS = ['saves', 'savePct', 'scoresAgainst', 'saa'] as const satisfies readonly ColumnId[];

/** ...and penalties for everyone. */
export const PROFILE_PENALTY_STATS = ['numPenalties', 'pim'] as const satisfies readonly ColumnId[];

/**
 * A goalie's profile and game log instead lead with what he is judged by (saves, save %, goals and
 * scores against and their averages per 48 minutes)...
 */
export const PROFILE_GOALIE_LEAD_STATS = [
  'gamesPlayed',
  'saves',
  'savePct',
  'goalsAgainst',
  'GAA',
  'scoresAgainst',
  'saa',
] as const satisfies readonly ColumnId[];

/** ...then what he does with the ball once he has it (penalties follow). */
export const PROFILE_GOALIE_FIELD_STATS = [
  'groundBalls',
  'causedTurnovers',
  'turnovers',
  'points',
  'goals',
  'assists',
] as const satisfies readonly ColumnId[];

/** A player's share card: the few stats of his season line that matter for his position group. */
export const SHARE_CARD_STATS: Readonly<Record<PositionGroup, readonly ColumnId[]>> = {
  offense: ['gamesPlayed', 'points', 'goals', 'assists'],
  defense: ['gamesPlayed', 'causedTurnovers', 'groundBalls', 'points'],
  faceoff: ['gamesPlayed', 'faceoffPct', 'faceoffsWon', 'groundBalls'],
  goalie: ['gamesPlayed', 'saves', 'savePct', 'saa'],
};

/** A club's share card, after its record: what it scored and allowed, and its faceoffs. */
export const TEAM_SHARE_CARD_STATS: readonly ColumnId[] = ['scores', 'scoresAgainst', 'faceoffPct'];

export type TeamStatGroup = 'Offensive' | 'Defensive' | 'Faceoff' | 'Goaltending' | 'Power Play' | 'Penalty Kill';

/**
 * "Team stat groups: Offensive, Defensive, Faceoff, Goaltending, Power Play, Penalty Kill." Their
 * members as box scores group them: possession and
 * shooting under Offensive, what a team allows and wins back under Defensive, a team's own man-up
 * under Power Play and its man-down (including goals it scores short-handed) under Penalty Kill.
 */
export const TEAM_STAT_GROUPS: Readonly<Record<TeamStatGroup, readonly ColumnId[]>> = {
  Offensive: [
    'scores',
    'goals',
    'onePointGoals',
    'twoPointGoals',
    'assists',
    'scoresPG',
    'shots',
    'shotsPG',
    'shotPct',
    'shotsOnGoal',
    'shotsOnGoalPct',
    'twoPointShots',
    'twoPointShotPct',
    'touches',
    'totalPasses',
    'timeInPossesion',
    'timeInPossesionPct',
    'turnovers',
    'shotClockExpirations',
    'offsides',
  ],
  Defensive: [
    'scoresAgainst',
    'goalsAgainst',
    'twoPointGoalsAgainst',
    'causedTurnovers',
    'groundBalls',
    'clears',
    'clearAttempts',
    'clearPct',
    'rides',
    'rideAttempts',
    'ridesPct',
    'numPenalties',
    'pim',
  ],
  Faceoff: ['faceoffs', 'faceoffsWon', 'faceoffsLost', 'faceoffPct'],
  Goaltending: ['saves', 'savePct', 'saa'],
  'Power Play': ['powerPlays', 'powerPlayGoals', 'powerPlayShots', 'powerPlayPct', 'shortHandedGoalsAgainst'],
  'Penalty Kill': ['timesShortHanded', 'powerPlayGoalsAgainst', 'manDownPct', 'shortHandedGoals', 'shortHandedShots'],
};

/** "Career row: player (name, experience, allYears, slug), gamesPlayed, points, goals, ...": its stats, in that order. */
export const CAREER_STATS = [
  'gamesPlayed',
  'points',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'groundBalls',
  'saves',
  'faceoffsWon',
] as const satisfies readonly ColumnId[];
export type CareerStat = (typeof CAREER_STATS)[number];

/** The order the career leaders page lists the stats in: the headline stats first. */
export const CAREER_LEADER_ORDER = [
  'points',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'groundBalls',
  'saves',
  'faceoffsWon',
  'gamesPlayed',
] as const satisfies readonly CareerStat[];

/** The player categories of the leaders pages, in the league's order. */
export const LEADERS_PLAYER_STATS = [
  'points',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'shotPct',
  'groundBalls',
  'causedTurnovers',
  'faceoffPct',
  'saves',
  'savePct',
] as const satisfies readonly ColumnId[];

/** The team categories of the leaders pages. */
export const LEADERS_TEAM_STATS = [
  'scores',
  'shotPct',
  'assists',
  'groundBalls',
  'causedTurnovers',
  'faceoffPct',
  'savePct',
  'scoresAgainst',
] as const satisfies readonly ColumnId[];

/** The player comparison: the stats compared, row by row, in this order. */
export const COMPARISON_STATS = [
  'gamesPlayed',
  'points',
  'pointsPG',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'shots',
  'shotPct',
  'shotsOnGoal',
  'shotsOnGoalPct',
  'groundBalls',
  'turnovers',
  'causedTurnovers',
  'faceoffs',
  'faceoffsWon',
  'faceoffPct',
  'saves',
  'savePct',
  'saa',
  'numPenalties',
  'pim',
  'FPTS',
  'FPTS/G',
] as const satisfies readonly ColumnId[];

/**
 * A fantasy board: the figure it ranks by first after the name (a phone shows it without scrolling),
 * games played, the other fantasy figure, then the counts the formula scores.
 */
export function fantasyBoardStats(ranked: 'FPTS' | 'FPTS/G'): ColumnId[] {
  return [ranked, 'gamesPlayed', ranked === 'FPTS' ? 'FPTS/G' : 'FPTS', ...FANTASY_SCORING.map((rule) => rule.stat)];
}
