/**
 * How stat values read on screen. Wire percentages are fractions
 * (0.391); they are shown as percents here and nowhere else. A column brings its own format, so
 * this module needs no registry (columns.ts formats a stat by id): an island that shows a few
 * columns chosen at build ships the rules without every column's entry.
 */
import type { FormatKind, StatColumn } from './columns.ts';
import { numericValue, rawStat, withoutAttempts, withoutGames, type StatLine } from './values.ts';
import type { StatId } from './fields.ts';

/**
 * Rounds half away from zero at `decimals` places. The tiny relative nudge undoes binary noise
 * (1.005 is stored as 1.00499...), so a value exactly on a half rounds the way a reader expects.
 */
export function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = value * factor;
  return (Math.sign(scaled) * Math.round(Math.abs(scaled) * (1 + 1e-12))) / factor;
}

/** A fraction as a percent with fixed decimals: 0.4167 -> "41.7%". */
export function formatPercent(fraction: number, decimals: number): string {
  return `${roundHalfUp(fraction * 100, decimals).toFixed(decimals)}%`;
}

/** "time in possession minutes and seconds": 1174 seconds -> "19:34". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a missing value shows, whatever its kind: a stat the league did not publish or a rate without
 * attempts is not a 0, so it reads as an en dash.
 */
export const MISSING = '–';

/**
 * One value in one format kind. `decimals` fixes the places of a count that can be fractional (a
 * column's own `decimals`); without it a whole count shows whole.
 */
export function formatValue(kind: FormatKind, value: unknown, decimals?: number): string {
  if (kind === 'text' || kind === 'record') {
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    return text === '' ? MISSING : text;
  }
  const number = numericValue(value);
  if (number === null) return MISSING;
  switch (kind) {
    case 'percent1':
      return formatPercent(number, 1);
    case 'percent2':
      return formatPercent(number, 2);
    case 'decimal1':
      return roundHalfUp(number, 1).toFixed(1);
    case 'time':
      return formatMinutesSeconds(number);
    case 'count':
      if (decimals !== undefined) return roundHalfUp(number, decimals).toFixed(decimals);
      // A fraction in a column declared whole still shows rather than rounding away.
      return Number.isInteger(number) ? String(number) : roundHalfUp(number, 1).toFixed(1);
  }
}

/**
 * The wire value a column shows from a stat line (its field, else its fallback field); null for a
 * rate without attempts and for a stat of a line of no games.
 */
export function columnValue(entry: StatColumn, stats: StatLine): unknown {
  if (withoutAttempts(stats, entry.id) || (entry.numeric && withoutGames(stats, entry.id))) return null;
  const value = rawStat(stats, entry.field);
  if ((value === undefined || value === null) && entry.fallbackField !== undefined) {
    return rawStat(stats, entry.fallbackField);
  }
  return value;
}

/** A column's cell text for one value: its format kind, at its fixed decimals where it has them. */
export function formatCell(entry: Pick<StatColumn, 'format' | 'decimals'>, value: unknown): string {
  return formatValue(entry.format, value, entry.decimals);
}

/** A column's cell text for one stat line. */
export function formatColumn(entry: StatColumn, stats: StatLine): string {
  return formatCell(entry, columnValue(entry, stats));
}

/** "x over y" as box scores print it: "3/10"; missing when the total is unknown. */
export function formatOver(part: number | null, total: number | null): string {
  if (total === null) return MISSING;
  return `${part ?? 0}/${total}`;
}

function count(stats: StatLine, field: StatId): number | null {
  return numericValue(rawStat(stats, field));
}

/** "Power play shown goals-over-opportunities" (opportunities are timesManUp). */
export function formatPowerPlay(stats: StatLine): string {
  return formatOver(count(stats, 'powerPlayGoals'), count(stats, 'timesManUp'));
}

/** "penalty kill kills-over-times-short-handed": kills are man-downs without a goal against. */
export function formatPenaltyKill(stats: StatLine): string {
  const shortHanded = count(stats, 'timesShortHanded');
  const kills = shortHanded === null ? null : shortHanded - (count(stats, 'powerPlayGoalsAgainst') ?? 0);
  return formatOver(kills, shortHanded);
}

/** "faceoffs won-over-total" */
export function formatFaceoffs(stats: StatLine): string {
  return formatOver(count(stats, 'faceoffsWon'), count(stats, 'faceoffs'));
}

/**
 * "Win probability 100% or capped at 99.99%": two decimals, 100% only when certain, so a near-certain
 * 0.99995 reads 99.99% rather than rounding up to a certainty it is not. Project's decision, for
 * symmetry: 0% only at exactly zero, a sliver above it reads 0.01%.
 */
export function formatWinProbability(probability: number | null | undefined): string {
  if (probability === null || probability === undefined || !Number.isFinite(probability)) return MISSING;
  if (probability >= 1) return '100%';
  if (probability <= 0) return '0%';
  const percent = Math.min(Math.max(roundHalfUp(probability * 100, 2), 0.01), 99.99);
  return `${percent.toFixed(2)}%`;
}

/** "Record display: wins - losses, plus - ties only when ties above 0." */
export function formatRecord(wins: number, losses: number, ties: number | null | undefined): string {
  const record = `${wins} - ${losses}`;
  return ties !== null && ties !== undefined && ties > 0 ? `${record} - ${ties}` : record;
}

export interface StandingTies {
  ties?: number | null;
  csTies?: number | null;
}

/** "Ties column shown only if some team has ties or championship-series ties." */
export function showTiesColumn(standings: readonly StandingTies[]): boolean {
  return standings.some((standing) => (standing.ties ?? 0) > 0 || (standing.csTies ?? 0) > 0);
}
