/**
 * Stat leaders and career rows: reading a stat (or its per-game variant) off a stat line, who
 * qualifies for a leaderboard, and ranking with ties sharing a rank (1, 2, 2, 4).
 */
import { GAME_SECONDS, type PlayerStats } from './player-stats.ts';
import { ratio } from './ratio.ts';

/** Averages where the lowest value leads. */
export const ASCENDING_LEADER_STATS: ReadonlySet<string> = new Set(['saa', 'GAA', 'twoPtGaa']);

/** Per-game names whose base count is spelled differently ("faceoffWinsPG" is faceoffsWon per game). */
const PER_GAME_BASES: Readonly<Record<string, string>> = { faceoffWins: 'faceoffsWon' };

const SHOOTING_PCTS: ReadonlySet<string> = new Set([
  'shotPct',
  'shotsOnGoalPct',
  'twoPointShotPct',
  'twoPointShotsOnGoalPct',
]);

/**
 * The value of `stat` on a stat line: a numeric field, or `{count}PG` computed as count per game
 * played. Null when the line has no such number.
 */
export function statValueOf(stats: PlayerStats, stat: string): number | null {
  const record = stats as unknown as Record<string, unknown>;
  const direct = record[stat];
  if (typeof direct === 'number') return direct;
  if (stat.endsWith('PG') && stat.length > 2) {
    const name = stat.slice(0, -2);
    const base = record[PER_GAME_BASES[name] ?? name];
    if (typeof base === 'number') return ratio(base, stats.gamesPlayed);
  }
  return null;
}

/**
 * Whether a stat line qualifies for the leaderboard of `stat` (the league's published rules):
 * always at least one game played; shooting percentages need more than 2.5 shots per game in the
 * regular season (2 otherwise) and at most 0.7; save percentage at most 0.85 with saves; faceoff
 * percentage more than 2 faceoffs per game and at most 0.9; goalie averages (saa, GAA, twoPtGaa)
 * at least half of every game played in goal; every other stat above 0.
 */
export function isLeaderEligible(stat: string, stats: PlayerStats, regularSeason: boolean): boolean {
  if (stats.gamesPlayed <= 0) return false;
  const value = statValueOf(stats, stat);
  if (value === null) return false;
  if (SHOOTING_PCTS.has(stat)) {
    return stats.shots / stats.gamesPlayed > (regularSeason ? 2.5 : 2) && value <= 0.7;
  }
  if (stat === 'savePct') return stats.saves > 0 && value <= 0.85;
  if (stat === 'faceoffPct') return stats.faceoffs > 2 * stats.gamesPlayed && value <= 0.9;
  if (ASCENDING_LEADER_STATS.has(stat)) return stats.tof > 0 && stats.tof >= (stats.gamesPlayed * GAME_SECONDS) / 2;
  return value > 0;
}

export interface Ranked<Row> {
  row: Row;
  value: number;
  /** Competition rank: tied values share the rank of the first of them. */
  rank: number;
}

export interface RankOptions<Row> {
  ascending?: boolean;
  /** Keep the first `limit` rows (after ranking, so ranks stay those of the whole list). */
  limit?: number | null;
  /** Orders rows with equal values, so output is stable (e.g. by name). */
  tiebreak?: (row: Row) => string;
}

/** Ranks rows by a value (rows whose value is null are left out). */
export function rankByValue<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => number | null,
  options: RankOptions<Row> = {},
): Ranked<Row>[] {
  const direction = options.ascending === true ? 1 : -1;
  const tiebreak = options.tiebreak;
  const valued: { row: Row; value: number; key: string }[] = [];
  for (const row of rows) {
    const value = valueOf(row);
    if (value !== null && Number.isFinite(value)) valued.push({ row, value, key: tiebreak ? tiebreak(row) : '' });
  }
  valued.sort((a, b) => {
    if (a.value !== b.value) return direction * (a.value - b.value);
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
  const ranked: Ranked<Row>[] = [];
  valued.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && previous.value === entry.value ? previous.rank : index + 1;
    ranked.push({ row: entry.row, value: entry.value, rank });
  });
  const limit = options.limit;
  return limit === undefined || limit === null ? ranked : ranked.slice(0, Math.max(0, limit));
}
