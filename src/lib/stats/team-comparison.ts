/**
 * The rows of a two-team stat comparison (a game's team stats, a matchup's season stats): each row
 * names a stat and formats it from either side's stat line. Faceoffs, power play, penalty kill and
 * clears read as box scores print them, "won/total"; their CSV file holds the counts behind them.
 */
import { columnsOf, type ColumnId } from './columns.ts';
import { columnValue, formatColumn, formatFaceoffs, formatOver, formatPenaltyKill, formatPowerPlay } from './format.ts';
import { numericValue, rawStat, type StatLine } from './values.ts';
import { statTableCsv } from '../tables/csv.ts';

export interface ComparisonRow {
  /** The stat id, for data-stat. */
  id: string;
  label: string;
  format: (stats: StatLine) => string;
  /** The registry columns the row reads, each a column of the comparison's CSV file. */
  columns: readonly ColumnId[];
}

/** One side of a comparison. */
export interface ComparisonSide {
  teamId: string;
  name: string;
  code: string;
  stats: StatLine;
}

const fromColumns = (ids: readonly ColumnId[]): ComparisonRow[] =>
  columnsOf(ids).map((column) => ({
    id: column.id,
    label: column.longName,
    format: (stats) => formatColumn(column, stats),
    columns: [column.id],
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
  { id: 'faceoffs', label: 'Faceoffs', format: formatFaceoffs, columns: ['faceoffsWon', 'faceoffs'] },
  ...fromColumns(['faceoffPct', 'saves', 'savePct']),
  { id: 'powerPlay', label: 'Power Play', format: formatPowerPlay, columns: ['powerPlayGoals', 'powerPlays'] },
  {
    id: 'penaltyKill',
    label: 'Penalty Kill',
    format: formatPenaltyKill,
    columns: ['timesShortHanded', 'powerPlayGoalsAgainst'],
  },
  ...fromColumns(['numPenalties', 'pim']),
  { id: 'clears', label: 'Clears', format: formatClears, columns: ['clears', 'clearAttempts'] },
  ...fromColumns(['shotClockExpirations', 'timeInPossesion']),
];

/** A comparison as CSV: a row per side, its name and code, then the counts and rates its rows read. */
export function teamComparisonCsv(sides: readonly ComparisonSide[]): string {
  return statTableCsv(
    [
      { label: 'Team', value: (side: ComparisonSide) => side.name },
      { label: 'Code', value: (side: ComparisonSide) => side.code },
    ],
    columnsOf(TEAM_COMPARISON_ROWS.flatMap((row) => row.columns)),
    sides,
    (side, column) => columnValue(column, side.stats),
  );
}
