/**
 * Reading stat values the way every table, leaderboard and filter must: wire values may be numbers,
 * numeric strings (leaders' statValue is a string on the wire), null or absent.
 */
import { PER_GAME_VARIANTS } from '../constants.ts';

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

/** A guarded ratio: null when the denominator is missing or zero, never NaN or Infinity. */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  return numerator / denominator;
}

/** A stat divided by games played (null without games). */
export function perGame(stats: StatLine, field: string): number | null {
  return ratio(numericValue(rawStat(stats, field)) ?? 0, numericValue(rawStat(stats, 'gamesPlayed')));
}

function isPerGameVariant(id: string): id is keyof typeof PER_GAME_VARIANTS {
  return Object.hasOwn(PER_GAME_VARIANTS, id);
}

/**
 * The numeric value of a stat as tables and rankings read it. "Per-game stat variants pointsPG,
 * shotsPG, savesPG, groundBallsPG, faceoffWinsPG": the wire's value when it sends one, else derived
 * from the count and gamesPlayed.
 */
export function statNumber(stats: StatLine, id: string): number | null {
  const value = numericValue(rawStat(stats, id));
  if (value !== null || !isPerGameVariant(id)) return value;
  return perGame(stats, PER_GAME_VARIANTS[id]);
}
