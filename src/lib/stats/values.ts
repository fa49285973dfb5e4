/**
 * Reading stat values the way every table, leaderboard and filter must: wire values may be numbers,
 * numeric strings (leaders' statValue is a string on the wire), null or absent.
 */
import { ratio } from '../aggregate/ratio.ts';

/** "Per-game stat variants pointsPG, shotsPG, savesPG, groundBallsPG, faceoffWinsPG." */
export const PER_GAME_VARIANTS = {
  pointsPG: 'points',
  shotsPG: 'shots',
  savesPG: 'saves',
  groundBallsPG: 'groundBalls',
  faceoffWinsPG: 'faceoffsWon',
} as const;

/** Any stat-bearing record with wire field names (PlayerStats, TeamStatsType, a box score row...). */
export type StatLine = object;

/** The raw wire value of one field, whatever its type. */
export function rawStat(stats: StatLine, field: string): unknown {
  return (stats as Readonly<Record<string, unknown>>)[field];
}

/** A finite number, a numeric string as a number, or null for anything missing or non-numeric. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Whether a cell has a value to show: a number, or text that is not blank. */
export function hasValue(value: unknown): boolean {
  return numericValue(value) !== null || (typeof value === 'string' && value.trim() !== '');
}

/** A stat divided by games played (null without games). */
export function perGame(stats: StatLine, field: string): number | null {
  return ratio(numericValue(rawStat(stats, field)) ?? 0, numericValue(rawStat(stats, 'gamesPlayed')));
}

function isPerGameVariant(id: string): id is keyof typeof PER_GAME_VARIANTS {
  return Object.hasOwn(PER_GAME_VARIANTS, id);
}

const SHOTS_FACED = ['saves', 'scoresAgainst'];
const PER_TOUCH = ['touches'];

/**
 * The counts that add up to each rate's attempts. The wire sends 0.0 for a rate without attempts
 * (shot % of a player without shots, save % of a field player); such a rate is missing, not 0.
 */
const RATE_ATTEMPTS: Readonly<Record<string, readonly string[]>> = {
  shotPct: ['shots'],
  shotsOnGoalPct: ['shots'],
  twoPointShotPct: ['twoPointShots'],
  twoPointShotsOnGoalPct: ['twoPointShots'],
  faceoffPct: ['faceoffs'],
  savePct: SHOTS_FACED,
  cleanSavePct: ['saves'],
  saa: SHOTS_FACED,
  GAA: SHOTS_FACED,
  twoPtGaa: SHOTS_FACED,
  clearPct: ['clearAttempts'],
  ridesPct: ['rideAttempts'],
  powerPlayPct: ['timesManUp'],
  manDownPct: ['timesShortHanded'],
  passRate: PER_TOUCH,
  shotRate: PER_TOUCH,
  goalRate: PER_TOUCH,
  assistRate: PER_TOUCH,
  turnoverRate: PER_TOUCH,
};

/** Whether a stat is a rate whose attempts are known to be none (every count behind them is 0). */
export function withoutAttempts(stats: StatLine, id: string): boolean {
  const counts = RATE_ATTEMPTS[id];
  return counts !== undefined && counts.every((count) => numericValue(rawStat(stats, count)) === 0);
}

/**
 * Whether a stat belongs to a line of no games: the league lists a player who played no game in a
 * season with a line of zeros, and those zeros are no statistics; only his games played (0) are.
 */
export function withoutGames(stats: StatLine, id: string): boolean {
  return id !== 'gamesPlayed' && numericValue(rawStat(stats, 'gamesPlayed')) === 0;
}

/**
 * The numeric value of a stat as tables and rankings read it: null for a rate without attempts and
 * for any stat of a line of no games.
 * "Per-game stat variants pointsPG, shotsPG, savesPG, groundBallsPG, faceoffWinsPG": the wire's
 * value when it sends one, else derived from the count and gamesPlayed.
 */
export function statNumber(stats: StatLine, id: string): number | null {
  if (withoutAttempts(stats, id) || withoutGames(stats, id)) return null;
  const value = numericValue(rawStat(stats, id));
  if (value !== null || !isPerGameVariant(id)) return value;
  return perGame(stats, PER_GAME_VARIANTS[id]);
}
