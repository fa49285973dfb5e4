/**
 * The one registry of stat columns ("Stat table column: id, long name, short label,
 * numeric flag, min width"). Tables, CSV export, comparison and leaderboards all read it, so a label,
 * a width, a format or a sort direction is decided once.
 */
import type { StatId } from './fields.ts';
import { formatCell, formatValue } from './format.ts';

/** "min width (Player 200, Position 20, GP 20, others 30; advanced table name 110, stats 50)" */
export const COLUMN_MIN_WIDTH = { player: 200, position: 20, gamesPlayed: 20, other: 30 } as const;

/**
 * What a column reads from a stat line: a wire stat, or a figure the site adds to the line (a
 * player's name and position, a team's won-lost record, blocks, fantasy points). A misspelt field
 * fails to compile.
 */
export type ColumnField = StatId | 'name' | 'position' | 'wins' | 'losses' | 'ties' | 'blocks' | 'FPTS' | 'FPTS/G';

/** How a column's values are shown (see format.ts). */
export type FormatKind = 'count' | 'percent1' | 'percent2' | 'decimal1' | 'time' | 'record' | 'text';

export interface StatColumn<Id extends string = ColumnId> {
  /** The column's id in the UI and in URLs (sort keys). */
  readonly id: Id;
  /** The wire field it reads; differs from id where the site renames it ("timesManUp (shown as powerPlays)"). */
  readonly field: ColumnField;
  /** A second wire field read when the first is absent (team stats send pim, players pimValue). */
  readonly fallbackField?: StatId;
  readonly longName: string;
  readonly shortLabel: string;
  readonly numeric: boolean;
  readonly minWidth: number;
  readonly format: FormatKind;
  /**
   * Decimal places every value of a count shows, for a count that comes in fractions (penalty minutes
   * in halves, fantasy points in quarters): "162.0" beside "169.3", not "162". Display only: the
   * column stays a count, so the per-game view still divides it and the glossary does not take it
   * for a rate, and its CSV keeps the value as the data has it.
   */
  readonly decimals?: number;
  readonly lowerIsBetter: boolean;
}

/**
 * The formatting rules by name: "names ending pct show percent, one decimal; ending aa or PG
 * one decimal; ending rate percent two decimals; containing ppg one decimal". Matched
 * case-insensitively, since the wire mixes cases (shotPct, GAA, twoPtGaa, pointsPG).
 */
export function formatKindForName(id: string): FormatKind {
  const name = id.toLowerCase();
  if (name.endsWith('pct')) return 'percent1';
  if (name.endsWith('rate')) return 'percent2';
  if (name.endsWith('aa') || name.endsWith('pg') || name.includes('ppg')) return 'decimal1';
  return 'count';
}

/**
 * "Lower-is-better stats: turnovers, scores against, goals against, faceoffs lost, penalties, penalty
 * minutes, turnover rate." Project's decision: the averages and variants of those (GAA, twoPtGaa,
 * saa, two-point and power-play goals against), goalie losses and shot-clock violations, offsides and
 * shot turnovers are lower-is-better too, as any stats site ranks them.
 */
const LOWER_IS_BETTER = new Set([
  'turnovers',
  'scoresAgainst',
  'goalsAgainst',
  'faceoffsLost',
  'numPenalties',
  'pim',
  'turnoverRate',
  'twoPointGoalsAgainst',
  'GAA',
  'twoPtGaa',
  'saa',
  'powerPlayGoalsAgainst',
  'shortHandedGoalsAgainst',
  'goalieLosses',
  'shotClockExpirations',
  'offsides',
  'shotTurnovers',
]);

interface ColumnOptions {
  field?: ColumnField;
  fallbackField?: StatId;
  format?: FormatKind;
  decimals?: number;
  minWidth?: number;
}

/** A column reads its own id unless it names another field; an id that is no field must name one. */
type ColumnOptionsFor<Id extends string> = Id extends ColumnField
  ? [options?: ColumnOptions]
  : [options: ColumnOptions & { field: ColumnField }];

function column<const Id extends string>(
  id: Id,
  longName: string,
  shortLabel: string,
  ...[options = {}]: ColumnOptionsFor<Id>
): StatColumn<Id> {
  const format = options.format ?? formatKindForName(id);
  return {
    id,
    // ColumnOptionsFor made sure an id read as its own field is a ColumnField.
    field: options.field ?? (id as Id & ColumnField),
    ...(options.fallbackField === undefined ? {} : { fallbackField: options.fallbackField }),
    longName,
    shortLabel,
    numeric: format !== 'text' && format !== 'record',
    minWidth: options.minWidth ?? COLUMN_MIN_WIDTH.other,
    format,
    ...(options.decimals === undefined ? {} : { decimals: options.decimals }),
    lowerIsBetter: LOWER_IS_BETTER.has(id),
  };
}

const COLUMNS = [
  column('name', 'Player', 'Player', { format: 'text', minWidth: COLUMN_MIN_WIDTH.player }),
  column('position', 'Position', 'POS', { format: 'text', minWidth: COLUMN_MIN_WIDTH.position }),
  column('gamesPlayed', 'Games Played', 'GP', { minWidth: COLUMN_MIN_WIDTH.gamesPlayed }),
  column('gamesStarted', 'Games Started', 'GS'),
  // A team's won-lost record in the season's segment.
  column('wins', 'Wins', 'W'),
  column('losses', 'Losses', 'L'),
  column('ties', 'Ties', 'T'),
  column('points', 'Points', 'P'),
  column('scoringPoints', 'Scoring Points', 'SP'),
  column('scores', 'Scores', 'SC'),
  column('goals', 'Goals', 'G'),
  column('onePointGoals', '1-Point Goals', '1G'),
  column('twoPointGoals', '2-Point Goals', '2G'),
  column('assists', 'Assists', 'A'),
  column('shots', 'Shots', 'SH'),
  column('shotPct', 'Shot %', 'SH%'),
  column('shotsOnGoal', 'Shots on Goal', 'SOG'),
  column('shotsOnGoalPct', 'Shots on Goal %', 'SOG%'),
  column('twoPointShots', '2-Point Shots', '2SH'),
  column('twoPointShotPct', '2-Point Shot %', '2SH%'),
  column('twoPointShotsOnGoal', '2-Point Shots on Goal', '2SOG'),
  column('twoPointShotsOnGoalPct', '2-Point Shots on Goal %', '2SOG%'),
  column('turnovers', 'Turnovers', 'TO'),
  column('causedTurnovers', 'Caused Turnovers', 'CT'),
  column('groundBalls', 'Ground Balls', 'GB'),
  column('faceoffs', 'Faceoffs', 'FO'),
  column('faceoffsWon', 'Faceoffs Won', 'FOW'),
  column('faceoffsLost', 'Faceoffs Lost', 'FOL'),
  column('faceoffPct', 'Faceoff %', 'FO%'),
  // "10 - 17" is faceoffs won of taken: one header word, named as the FOW and FO columns are.
  column('foRecord', 'Faceoff Record (won - taken)', 'FOW/FO', { format: 'record' }),
  column('saves', 'Saves', 'SV'),
  column('savePct', 'Save %', 'SV%'),
  column('saa', 'Scores Against Average', 'SAA'),
  column('scoresAgainst', 'Scores Against', 'SA'),
  column('goalsAgainst', 'Goals Against', 'GA'),
  column('twoPointGoalsAgainst', '2-Point Goals Against', '2GA'),
  column('GAA', 'Goals Against Average', 'GAA'),
  column('twoPtGaa', '2-Point Goals Against Average', '2GAA'),
  column('goalieWins', 'Goalie Wins', 'W'),
  column('goalieLosses', 'Goalie Losses', 'L'),
  column('goalieTies', 'Goalie Ties', 'T'),
  column('touches', 'Touches', 'TCH'),
  column('totalPasses', 'Total Passes', 'PAS'),
  column('blocks', 'Blocks', 'BLK'),
  column('timeInPossesion', 'Time of Possession', 'TOP', { format: 'time' }),
  column('timeInPossesionPct', 'Time of Possession %', 'TOP%'),
  column('powerPlayPct', 'Power Play %', 'PP%'),
  column('powerPlayGoals', 'Power Play Goals', 'PPG'),
  column('powerPlayShots', 'Power Play Shots', 'PPSH'),
  column('powerPlayGoalsAgainst', 'Power Play Goals Against', 'PPGA'),
  column('powerPlayAssists', 'Power Play Assists', 'PPA'),
  column('manDownPct', 'Penalty Kill %', 'PK%'),
  column('timesShortHanded', 'Times Short-Handed', 'TSH'),
  // "timesManUp (shown as powerPlays)"
  column('powerPlays', 'Power Plays', 'PP', { field: 'timesManUp' }),
  column('shortHandedGoals', 'Short-Handed Goals', 'SHG'),
  column('shortHandedShots', 'Short-Handed Shots', 'SHSH'),
  column('shortHandedGoalsAgainst', 'Short-Handed Goals Against', 'SHGA'),
  // "pim (pimValue shown as pim)"; team stats carry the minutes as pim itself. Half-minute penalties
  // make some lines 1.5, so every line shows a decimal.
  column('pim', 'Penalty Minutes', 'PIM', { field: 'pimValue', fallbackField: 'pim', decimals: 1 }),
  column('numPenalties', 'Penalties', 'PEN'),
  column('clears', 'Clears', 'CLR'),
  column('clearAttempts', 'Clear Attempts', 'CLA'),
  column('clearPct', 'Clear %', 'CLR%'),
  column('rides', 'Rides', 'RD'),
  column('rideAttempts', 'Ride Attempts', 'RDA'),
  column('ridesPct', 'Ride %', 'RD%'),
  column('offsides', 'Offsides', 'OFF'),
  column('shotClockExpirations', 'Shot Clock Expirations', 'SCE'),
  column('scoresPG', 'Scores per Game', 'SC/G'),
  column('shotsPG', 'Shots per Game', 'SH/G'),
  column('pointsPG', 'Points per Game', 'P/G'),
  column('savesPG', 'Saves per Game', 'SV/G'),
  column('groundBallsPG', 'Ground Balls per Game', 'GB/G'),
  column('faceoffWinsPG', 'Faceoff Wins per Game', 'FOW/G'),
  column('tof', 'Turnovers Forced', 'TOF'),
  column('plusMinus', 'Plus/Minus', '+/-'),
  column('shotTurnovers', 'Shot Turnovers', 'STO'),
  // The formula scores quarter points, so every total shows a decimal.
  column('FPTS', 'Fantasy Points', 'FPTS', { decimals: 1 }),
  // A per-game figure the name rules miss ("/G" rather than "PG"): one decimal like the others.
  column('FPTS/G', 'Fantasy Points per Game', 'FPTS/G', { format: 'decimal1' }),
  // Advanced.
  column('unassistedGoals', 'Unassisted Goals', 'UAG'),
  column('assistedGoals', 'Assisted Goals', 'AG'),
  column('settledGoals', 'Settled Goals', 'SETG'),
  column('fastbreakGoals', 'Fast Break Goals', 'FBG'),
  column('substitutionGoals', 'Substitution Goals', 'SUBG'),
  column('doorstepGoals', 'Doorstep Goals', 'DSG'),
  column('assistOpportunities', 'Assist Opportunities', 'AO'),
  column('settledAssists', 'Settled Assists', 'SETA'),
  column('fastbreakAssists', 'Fast Break Assists', 'FBA'),
  column('dodgeAssists', 'Dodge Assists', 'DGA'),
  column('pnrAssists', 'Pick-and-Roll Assists', 'PNRA'),
  column('unassistedShots', 'Unassisted Shots', 'UASH'),
  column('unassistedShotPct', 'Unassisted Shot %', 'UASH%'),
  column('assistedShots', 'Assisted Shots', 'ASH'),
  column('assistedShotPct', 'Assisted Shot %', 'ASH%'),
  column('pipeShots', 'Pipe Shots', 'PIPE'),
  column('lhShots', 'Left-Hand Shots', 'LHSH'),
  column('lhGoals', 'Left-Hand Goals', 'LHG'),
  column('lhShotPct', 'Left-Hand Shot %', 'LHSH%'),
  column('rhShots', 'Right-Hand Shots', 'RHSH'),
  column('rhGoals', 'Right-Hand Goals', 'RHG'),
  column('rhShotPct', 'Right-Hand Shot %', 'RHSH%'),
  column('goalRate', 'Goal Rate', 'G RATE'),
  column('assistRate', 'Assist Rate', 'A RATE'),
  column('passRate', 'Pass Rate', 'PAS RATE'),
  column('shotRate', 'Shot Rate', 'SH RATE'),
  column('turnoverRate', 'Turnover Rate', 'TO RATE'),
] as const;

/** A registered column's id: a misspelt one fails to compile. */
export type ColumnId = (typeof COLUMNS)[number]['id'];

const COLUMNS_BY_ID = new Map<string, StatColumn>(COLUMNS.map((entry) => [entry.id, entry]));

/** Every registered column, in registry order (the glossary lists them all). */
export function allColumns(): readonly StatColumn[] {
  return COLUMNS;
}

/** The column with this id, or undefined for an id the registry does not know. */
export function findColumn(id: string): StatColumn | undefined {
  return COLUMNS_BY_ID.get(id);
}

/** Whether a string from outside the code (a URL, a data file) names a registered column. */
export function isColumnId(id: string): id is ColumnId {
  return COLUMNS_BY_ID.has(id);
}

/** A stat by id: the registry's column, or the name rules (formatKindForName) for an id it does not list. */
export function formatStat(id: string, value: unknown): string {
  const found = findColumn(id);
  return found === undefined ? formatValue(formatKindForName(id), value) : formatCell(found, value);
}

/** Like findColumn, for ids the code itself names: an unknown id is a programming error. */
export function getColumn(id: ColumnId): StatColumn {
  const found = COLUMNS_BY_ID.get(id);
  if (found === undefined) throw new Error(`Unknown stat column "${id}"`);
  return found;
}

/** The columns of a list of ids, in the list's order. */
export function columnsOf(ids: readonly ColumnId[]): StatColumn[] {
  return ids.map(getColumn);
}

export type AdvancedCategory = 'scoring' | 'passing' | 'shooting' | 'touches' | 'handedness';

/**
 * "advanced stat categories scoring, passing, shooting, touches, handedness". A field
 * belongs to the category its name says (the
 * "rates" are shares of touches, so they sit under touches; handedness sorts by shots, so holds it).
 */
export const ADVANCED_CATEGORIES: Readonly<Record<AdvancedCategory, readonly ColumnId[]>> = {
  scoring: ['unassistedGoals', 'assistedGoals', 'settledGoals', 'fastbreakGoals', 'substitutionGoals', 'doorstepGoals'],
  passing: [
    'assistOpportunities',
    'settledAssists',
    'fastbreakAssists',
    'dodgeAssists',
    'pnrAssists',
    'powerPlayAssists',
  ],
  shooting: ['unassistedShots', 'unassistedShotPct', 'assistedShots', 'assistedShotPct', 'pipeShots'],
  touches: ['touches', 'totalPasses', 'goalRate', 'assistRate', 'passRate', 'shotRate', 'turnoverRate'],
  handedness: ['shots', 'lhShots', 'lhGoals', 'lhShotPct', 'rhShots', 'rhGoals', 'rhShotPct'],
};

export type ColumnGroup = 'name' | AdvancedCategory;

/** "Columns in fixed order name, scoring, passing, shooting, touches, handedness" */
export const COLUMN_GROUP_ORDER: readonly ColumnGroup[] = [
  'name',
  'scoring',
  'passing',
  'shooting',
  'touches',
  'handedness',
];

/** The stat columns of an advanced table showing these groups, in order ("name" adds the name column). */
export function advancedTableColumns(groups: readonly ColumnGroup[]): StatColumn[] {
  return groups.flatMap((group) => columnsOf(group === 'name' ? ['name'] : ADVANCED_CATEGORIES[group]));
}
