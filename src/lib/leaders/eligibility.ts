/** Who may appear on a stat's leaderboard. */
import type { SeasonType } from '../seasons.ts';
import type { StatLine } from '../stats/values.ts';
import { passesFilters, type StatFilter } from './filters.ts';

/** "shot percentages need shots per game above 2.5 (regular) or 2 (other)" */
const SHOTS_PER_GAME_MIN = { regular: 2.5, other: 2 } as const;
/** "and value at most 0.7" */
const SHOT_PCT_MAX = 0.7;
/** "save percentage cap 0.85" */
const SAVE_PCT_MAX = 0.85;
/** "faceoff percentage cap 0.9" */
const FACEOFF_PCT_MAX = 0.9;
/** "faceoff leaders need faceoffs above 2 x gamesPlayed" */
const FACEOFFS_PER_GAME_MIN = 2;

/**
 * "shot percentages": project's decision, the percentages of shots taken (shotPct and
 * twoPointShotPct); on-goal percentages are not capped at 0.7, since most good shooters put more than
 * 70% on goal.
 */
export const SHOT_PERCENTAGE_STATS: readonly string[] = ['shotPct', 'twoPointShotPct'];

/**
 * The goalie rates (save %, saves-against average) rank goalies who played at least this share of
 * their team's games, as rate leaders are qualified elsewhere: two good games do not lead a season.
 */
export const GOALIE_RATE_STATS: readonly string[] = ['savePct', 'saa'];
export const GOALIE_GAMES_SHARE_MIN = 0.4;

/**
 * The filters a player must pass to lead `stat` in a season of `seasonType` (gamesPlayed above 0 is
 * added by passesFilters); `teamGames` is how many games his team played (null when unknown, and then
 * no goalie rate qualifies him):
 * - "shot percentages need shots per game above 2.5 (regular) or 2 (other) and value at most 0.7"
 * - "save percentage cap 0.85"; save % and saves-against average need 40% of the team's games
 * - "faceoff percentage cap 0.9; faceoff leaders need faceoffs above 2 x gamesPlayed" (read as the
 *   faceoff-percentage leaders: a count such as faceoffsWon needs no minimum to mean something)
 * - "other stats above 0"
 */
export function eligibilityFilters(
  stat: string,
  seasonType: SeasonType,
  teamGames: number | null = null,
): StatFilter[] {
  if (SHOT_PERCENTAGE_STATS.includes(stat)) {
    const minimum = seasonType === 'regular' ? SHOTS_PER_GAME_MIN.regular : SHOTS_PER_GAME_MIN.other;
    return [
      { stat: 'shots', operator: 'gt', value: minimum, perGame: true },
      { stat, operator: 'lte', value: SHOT_PCT_MAX },
    ];
  }
  if (stat === 'faceoffPct') {
    return [
      { stat, operator: 'lte', value: FACEOFF_PCT_MAX },
      { stat: 'faceoffs', operator: 'gt', value: FACEOFFS_PER_GAME_MIN, perGame: true },
    ];
  }
  const valueFilter: StatFilter =
    stat === 'savePct' ? { stat, operator: 'lte', value: SAVE_PCT_MAX } : { stat, operator: 'gt', value: 0 };
  if (!GOALIE_RATE_STATS.includes(stat)) return [valueFilter];
  // Unknown team games: a minimum no one reaches.
  const minimumGames = teamGames === null ? Infinity : GOALIE_GAMES_SHARE_MIN * teamGames;
  return [valueFilter, { stat: 'gamesPlayed', operator: 'gte', value: minimumGames }];
}

/** Whether a stat line may appear on `stat`'s leaderboard (`teamGames`: his team's games, if known). */
export function isEligibleLeader(
  stats: StatLine,
  stat: string,
  seasonType: SeasonType,
  teamGames: number | null = null,
): boolean {
  return passesFilters(stats, eligibilityFilters(stat, seasonType, teamGames));
}

/**
 * Project's decision: a per-game figure (FPTS/G, a count's per-game leaders) ranks only players or
 * teams with at least half as many games as the most any played that season, so one big game does
 * not lead a season-long list.
 */
export const PER_GAME_MIN_GAMES_SHARE = 0.5;

/** The fewest games a per-game leader needs in a season whose most games played is `maxGames` (at least one). */
export function perGameMinGames(maxGames: number): number {
  return Math.max(1, Math.ceil(maxGames * PER_GAME_MIN_GAMES_SHARE));
}

/** The rule a per-game leaderboard states under it. */
export function perGameRule(minGames: number): string {
  return `Qualified: at least ${String(minGames)} game${minGames === 1 ? '' : 's'} played, half the season's most.`;
}

const percent = (fraction: number): string => `${String(Math.round(fraction * 100))}%`;

/** The rule a leaderboard states under it: who qualifies for `stat`, or null for "above 0". */
export function qualificationRule(stat: string, seasonType: SeasonType): string | null {
  if (SHOT_PERCENTAGE_STATS.includes(stat)) {
    const minimum = seasonType === 'regular' ? SHOTS_PER_GAME_MIN.regular : SHOTS_PER_GAME_MIN.other;
    return `Qualified: more than ${String(minimum)} shots a game, and a shot % of at most ${percent(SHOT_PCT_MAX)}.`;
  }
  if (stat === 'faceoffPct') {
    return `Qualified: more than ${String(FACEOFFS_PER_GAME_MIN)} faceoffs a game, and a faceoff % of at most ${percent(FACEOFF_PCT_MAX)}.`;
  }
  if (!GOALIE_RATE_STATS.includes(stat)) return null;
  const games = `Qualified: goalies who played at least ${percent(GOALIE_GAMES_SHARE_MIN)} of their team's games`;
  return stat === 'savePct' ? `${games}, with a save % of at most ${percent(SAVE_PCT_MAX)}.` : `${games}.`;
}
