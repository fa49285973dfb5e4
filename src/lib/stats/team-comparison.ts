/**
 * The rows of a two-team stat comparison (a game's team stats, a matchup's season stats): each row
 * names a stat and formats it from either side's stat line. Faceoffs, power play, penalty kill and
 * clears read as box scores print them, "won/total".
 */
import { columnsOf, type ColumnId } from './columns.ts';
import { formatColumn, formatFaceoffs, formatOver, formatPenaltyKill, formatPowerPlay } from './format.ts';
import { numericValue, rawStat, type StatLine } from './values.ts';

export interface ComparisonRow {
  /** The stat id, for data-stat. */
  id: string;
  label: string;
  format: (stats: StatLine) => string;
}

const fromColumns = (ids: readonly ColumnId[]): ComparisonRow[] =>
  columnsOf(ids).map((column) => ({
    id: column.id,
    label: column.longName,
    format: (stats) => formatColumn(column, stats),
  }));

const formatClears = (stats: StatLine): string =>
  formatOver(numericValue(rawStat(stats, 'clears')), numericValue(rawStat(stats, 'clearAttempts')));

export const TEAM_COMPARISON_ROWS: readonly ComparisonRow[] = [
  ...fromColumns([
    'scores',
    'onePointGoals',
    'twoPointGoals',
    'assists',
    'shots',
    'shotPct',
    'shotsOnGoal',
    'twoPointShots',
  ]),
  ...fromColumns(['groundBalls', 'turnovers', 'causedTurnovers']),
  { id: 'faceoffs', label: 'Faceoffs', format: formatFaceoffs },
  ...fromColumns(['faceoffPct', 'saves', 'savePct']),
  { id: 'powerPlay', label: 'Power Play', format: formatPowerPlay },
  { id: 'penaltyKill', label: 'Penalty Kill', format: formatPenaltyKill },
  ...fromColumns(['numPenalties', 'pim']),
  { id: 'clears', label: 'Clears', format: formatClears },
  ...fromColumns(['shotClockExpirations', 'timeInPossesion']),
];
