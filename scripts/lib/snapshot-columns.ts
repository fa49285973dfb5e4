/**
 * Which source column feeds each snapshot field, and how its text is read. One object per stored
 * table: its key order IS the table's column order on disk (the *_COLUMNS lists are derived from
 * it), and `satisfies Record<keyof Row, …>` makes the compiler refuse a field left out or made up.
 * Field names are the league API's REST field names; source names are the CSV headers
 * of ../shared/data/pll-snapshot.
 */
import type {
  Cell,
  Play,
  PlayerGameStat,
  PlayerSeasonTotal,
  RosterEntry,
  TeamGameStat,
  TeamSeasonTotal,
} from '../../src/data/snapshot-format.ts';
import { cell, CsvError, type CsvRecord, type CsvTable } from './csv.ts';
import { padOfficialId } from '../../src/lib/players/official-id.ts';

/**
 * How a cell's text becomes a value:
 * - int / num: a required number ("5.0" is read as 5 for int; a fraction is refused for int);
 * - optInt / optNum / optStr: the empty string becomes null;
 * - id: a player id padded to six characters ("3203" -> "003203"); optId: the same or null;
 * - bool: "true"/"True" / "false"/"False", the empty string becomes null;
 * - percent: a display percent ("30.9") read as a fraction (0.309), keeping the source's precision;
 * - pkKills / pkTimes: the two halves of a display "20 - 29" (kills, times short-handed);
 * - zeroIfEmpty: a number, 0 when the cell is empty (a rate whose denominator is 0).
 */
export type Kind =
  | 'int'
  | 'num'
  | 'optInt'
  | 'optNum'
  | 'str'
  | 'optStr'
  | 'id'
  | 'optId'
  | 'bool'
  | 'percent'
  | 'pkKills'
  | 'pkTimes'
  | 'zeroIfEmpty';

/** [source column, kind], or null for a field the converter fills itself. */
export type SourceColumn = readonly [string, Kind] | null;

function fail(table: CsvTable, rowIndex: number, column: string, message: string): never {
  throw new CsvError(`${table.source}, data row ${rowIndex + 1}, column "${column}": ${message}`);
}

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** Pads a player id to the league's six characters; "3203" and "3203.0" become "003203". */
export function padPlayerId(text: string): string | null {
  const trimmed = text.trim().replace(/\.0+$/, '');
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return padOfficialId(trimmed);
}

/** A display percent as a fraction with the precision the display had: "30.9" -> 0.309. */
export function percentToFraction(text: string): number | null {
  const value = readNumber(text);
  if (value === null) return null;
  const decimals = text.trim().split('.')[1]?.length ?? 0;
  return Number((value / 100).toFixed(decimals + 2));
}

/** "20 - 29" or "8-11" -> [20, 29] (penalties killed, times short-handed). */
export function parsePenaltyKills(text: string): [number, number] | null {
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return [Number(match[1]), Number(match[2])];
}

export function readCell(table: CsvTable, record: CsvRecord, rowIndex: number, column: string, kind: Kind): Cell {
  const text = cell(table, record, column);
  const empty = text.trim() === '';
  switch (kind) {
    case 'str':
      return text;
    case 'optStr':
      return empty ? null : text;
    case 'int':
    case 'optInt': {
      if (empty) return kind === 'optInt' ? null : fail(table, rowIndex, column, 'empty where a number is required');
      const value = readNumber(text);
      if (value === null || !Number.isInteger(value)) fail(table, rowIndex, column, `"${text}" is not a whole number`);
      return value;
    }
    case 'num':
    case 'optNum':
    case 'zeroIfEmpty': {
      if (empty) {
        if (kind === 'num') fail(table, rowIndex, column, 'empty where a number is required');
        return kind === 'zeroIfEmpty' ? 0 : null;
      }
      const value = readNumber(text);
      if (value === null) fail(table, rowIndex, column, `"${text}" is not a number`);
      return value;
    }
    case 'id':
    case 'optId': {
      if (empty) return kind === 'optId' ? null : fail(table, rowIndex, column, 'empty player id');
      return padPlayerId(text) ?? fail(table, rowIndex, column, `"${text}" is not a player id`);
    }
    case 'bool': {
      if (empty) return null;
      const lower = text.trim().toLowerCase();
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      return fail(table, rowIndex, column, `"${text}" is not true or false`);
    }
    case 'percent':
      return percentToFraction(text) ?? fail(table, rowIndex, column, `"${text}" is not a percent`);
    case 'pkKills':
    case 'pkTimes': {
      const pair = parsePenaltyKills(text) ?? fail(table, rowIndex, column, `"${text}" is not "kills - times"`);
      return kind === 'pkKills' ? pair[0] : pair[1];
    }
  }
}

/** Reads one CSV record through a source map; fields mapped to null are left for the caller. */
export function readRow<Row extends object>(
  spec: Readonly<Record<keyof Row & string, SourceColumn>>,
  table: CsvTable,
  record: CsvRecord,
  rowIndex: number,
  filled: Partial<Row> = {},
): Row {
  const row: Record<string, unknown> = {};
  for (const [field, source] of Object.entries<SourceColumn>(spec)) {
    if (source === null) {
      if (!(field in filled)) throw new Error(`readRow: field ${field} has no source and was not filled`);
      row[field] = (filled as Record<string, unknown>)[field];
    } else {
      row[field] =
        field in filled
          ? (filled as Record<string, unknown>)[field]
          : readCell(table, record, rowIndex, source[0], source[1]);
    }
  }
  return row as Row;
}

export function columnsOf<Row extends object>(
  spec: Readonly<Record<keyof Row & string, SourceColumn>>,
): (keyof Row & string)[] {
  return Object.keys(spec) as (keyof Row & string)[];
}

/** boxscores/player_game_stats.csv -> PlayerGameStat. */
export const PLAYER_GAME_STAT_SOURCE = {
  playerId: ['player_id', 'id'],
  teamId: ['team_id_raw', 'str'],
  position: ['position', 'optStr'],
  positionName: ['position_name', 'optStr'],
  jerseyNum: ['jersey_number', 'optInt'],
  gamesPlayed: ['games_played_source', 'int'],
  points: ['points', 'int'],
  scoringPoints: ['scoring_points', 'int'],
  onePointGoals: ['one_point_goals', 'int'],
  twoPointGoals: ['two_point_goals', 'int'],
  goals: ['goals', 'int'],
  assists: ['assists', 'int'],
  shots: ['shots', 'int'],
  shotPct: ['shot_pct', 'num'],
  shotsOnGoal: ['shots_on_goal', 'int'],
  shotsOnGoalPct: ['shots_on_goal_rate', 'zeroIfEmpty'],
  twoPointShots: ['two_point_shots', 'int'],
  saves: ['saves', 'int'],
  cleanSaves: ['clean_saves', 'int'],
  messySaves: ['messy_saves', 'int'],
  savePct: ['save_pct', 'num'],
  cleanSavePct: ['clean_save_pct', 'num'],
  GAA: ['scores_against_average', 'num'],
  twoPtGaa: ['two_point_gaa', 'num'],
  scoresAgainst: ['scores_against', 'int'],
  saa: ['saa', 'num'],
  groundBalls: ['ground_balls', 'int'],
  turnovers: ['turnovers', 'int'],
  causedTurnovers: ['caused_turnovers', 'int'],
  faceoffsWon: ['faceoffs_won', 'int'],
  faceoffsLost: ['faceoffs_lost', 'int'],
  faceoffs: ['faceoffs', 'int'],
  faceoffPct: ['faceoff_pct', 'num'],
  goalsAgainst: ['goals_against', 'int'],
  twoPointGoalsAgainst: ['two_point_goals_against', 'int'],
  numPenalties: ['num_penalties', 'int'],
  pim: ['pim', 'num'],
  foRecord: ['fo_record', 'optStr'],
  assistOpportunities: ['assist_opportunities', 'int'],
  touches: ['touches', 'int'],
  totalPasses: ['total_passes', 'int'],
} as const satisfies Record<keyof PlayerGameStat, SourceColumn>;
export const PLAYER_GAME_STAT_COLUMNS = columnsOf<PlayerGameStat>(PLAYER_GAME_STAT_SOURCE);

/** boxscores/team_game_stats.csv -> TeamGameStat (the extra analysis columns are not read). */
export const TEAM_GAME_STAT_SOURCE = {
  officialId: ['team_id_raw', 'str'],
  scores: ['scores', 'int'],
  goals: ['goals', 'int'],
  onePointGoals: ['one_point_goals', 'int'],
  twoPointGoals: ['two_point_goals', 'int'],
  assists: ['assists', 'int'],
  shots: ['shots', 'int'],
  shotPct: ['shot_pct', 'num'],
  shotsOnGoal: ['shots_on_goal', 'int'],
  shotsOnGoalPct: ['shots_on_goal_pct', 'num'],
  twoPointShots: ['two_point_shots', 'int'],
  twoPointShotPct: ['two_point_shot_pct', 'num'],
  twoPointShotsOnGoal: ['two_point_shots_on_goal', 'int'],
  groundBalls: ['ground_balls', 'int'],
  turnovers: ['turnovers', 'int'],
  causedTurnovers: ['caused_turnovers', 'int'],
  faceoffPct: ['faceoff_pct', 'num'],
  faceoffs: ['faceoffs', 'int'],
  faceoffsWon: ['faceoffs_won', 'int'],
  faceoffsLost: ['faceoffs_lost', 'int'],
  saves: ['saves', 'int'],
  cleanSaves: ['clean_saves', 'int'],
  messySaves: ['messy_saves', 'int'],
  savePct: ['save_pct', 'num'],
  cleanSavePct: ['clean_save_pct', 'num'],
  scoresAgainst: ['scores_against', 'int'],
  goalsAgainst: ['goals_against', 'int'],
  numPenalties: ['num_penalties', 'int'],
  pim: ['pim', 'num'],
  powerPlayPct: ['power_play_pct', 'num'],
  powerPlayGoals: ['power_play_goals', 'int'],
  powerPlayShots: ['power_play_shots', 'int'],
  powerPlayGoalsAgainst: ['power_play_goals_against', 'int'],
  powerPlayGoalsAgainstPct: ['power_play_goals_against_pct', 'num'],
  timesManUp: ['times_man_up', 'int'],
  timesShortHanded: ['times_short_handed', 'int'],
  manDownPct: ['man_down_pct', 'num'],
  rideAttempts: ['ride_attempts', 'int'],
  clearAttempts: ['clear_attempts', 'int'],
  clears: ['clears', 'int'],
  clearPct: ['clear_pct', 'num'],
  shotClockExpirations: ['shot_clock_expirations', 'int'],
  twoPointGoalsAgainst: ['two_point_goals_against', 'int'],
  touches: ['touches', 'int'],
  totalPasses: ['total_passes', 'int'],
  timeInPossesion: ['time_in_possession', 'optInt'],
  timeInPossesionPct: ['time_in_possession_pct', 'optNum'],
  totalPossessions: ['total_possessions', 'optInt'],
} as const satisfies Record<keyof TeamGameStat, SourceColumn>;

/** plays/play_by_play.csv -> Play (eventType, homeScore and visitorScore are set by the converter). */
export const PLAY_SOURCE = {
  markerId: ['markerId', 'str'],
  eventType: null,
  description: ['description', 'str'],
  period: ['period', 'int'],
  minutes: ['minutes', 'int'],
  seconds: ['seconds', 'int'],
  secondsPassed: ['secondsPassed', 'int'],
  teamId: ['teamId', 'str'],
  shotType: ['shotType', 'optStr'],
  penaltyLength: ['penaltyLength', 'optInt'],
  penaltyDescription: ['penaltyDescription', 'optStr'],
  homeScore: null,
  visitorScore: null,
  awayTeamWinProbability: ['awayTeamWinProbability', 'optNum'],
  homeTeamWinProbability: ['homeTeamWinProbability', 'optNum'],
  faceoffWinnerId: ['faceoffWinnerId', 'optId'],
  faceoffLoserId: ['faceoffLoserId', 'optId'],
  gbPlayerId: ['gbPlayerId', 'optId'],
  commitedTurnoverId: ['commitedTurnoverId', 'optId'],
  causedTurnoverId: ['causedTurnoverId', 'optId'],
  shooterId: ['shooterId', 'optId'],
  goalieId: ['goalieId', 'optId'],
  offenseGoalieId: ['offenseGoalieId', 'optId'],
  commitedPenaltyId: ['commitedPenaltyId', 'optId'],
  shotAssistId: ['shotAssistId', 'optId'],
  shotOnGoal: ['detail_shotOnGoal', 'bool'],
  shotSaved: ['detail_shotSaved', 'bool'],
  saveType: ['detail_saveType', 'optStr'],
} as const satisfies Record<keyof Play, SourceColumn>;
export const PLAY_COLUMNS = columnsOf<Play>(PLAY_SOURCE);

/** season_totals/players_{year}_{segment}.csv -> PlayerSeasonTotal (fractions already). */
export const PLAYER_SEASON_TOTAL_SOURCE = {
  playerId: null,
  seasonSegment: null,
  position: ['Position', 'optStr'],
  jerseyNum: ['Jersey', 'optInt'],
  gamesPlayed: ['Games Played', 'int'],
  points: ['Points', 'int'],
  goals: ['Total Goals', 'int'],
  onePointGoals: ['1pt Goals', 'int'],
  twoPointGoals: ['2pt Goals', 'int'],
  scoringPoints: ['Scoring Points', 'int'],
  assists: ['Assists', 'int'],
  shots: ['Shots', 'int'],
  shotPct: ['Shot Pct', 'num'],
  shotsOnGoal: ['Shots On Goal', 'int'],
  shotsOnGoalPct: ['SOG Pct', 'num'],
  twoPointShots: ['2pt Shots', 'int'],
  twoPointShotPct: ['2pt Shot Pct', 'num'],
  twoPointShotsOnGoal: ['2pt Shots On Goal', 'int'],
  groundBalls: ['Groundballs', 'int'],
  turnovers: ['Turnovers', 'int'],
  causedTurnovers: ['Caused Turnovers', 'int'],
  faceoffs: ['Faceoffs', 'int'],
  faceoffsWon: ['Faceoff Wins', 'int'],
  faceoffsLost: ['Faceoff Losses', 'int'],
  faceoffPct: ['Faceoff Pct', 'num'],
  saves: ['Saves', 'int'],
  savePct: ['Save Pct', 'num'],
  scoresAgainst: ['Scores Against', 'int'],
  saa: ['Scores Against Average', 'num'],
  twoPointGoalsAgainst: ['2pt Goals Against', 'int'],
  twoPtGaa: ['2pt GAA', 'num'],
  tof: ['Time On Field', 'num'],
  numPenalties: ['Total Penalties', 'int'],
  pimValue: ['Penalty Minutes', 'num'],
  powerPlayGoals: ['Power Play Goals', 'int'],
  powerPlayShots: ['Power Play Shots', 'int'],
  shortHandedGoals: ['Short Handed Goals', 'int'],
  shortHandedShots: ['Short Handed Shots', 'int'],
  shortHandedGoalsAgainst: ['Short Handed Goals Against', 'optInt'],
  powerPlayGoalsAgainst: ['Power Play Goals Against', 'int'],
} as const satisfies Record<keyof PlayerSeasonTotal, SourceColumn>;
export const PLAYER_SEASON_TOTAL_COLUMNS = columnsOf<PlayerSeasonTotal>(PLAYER_SEASON_TOTAL_SOURCE);

/** season_totals/teams_{year}.csv (display values) -> TeamSeasonTotal (fractions). */
export const TEAM_SEASON_TOTAL_SOURCE = {
  teamId: null,
  scores: ['Scores', 'int'],
  onePointGoals: ['1pt Goals', 'int'],
  twoPointGoals: ['2pt Goals', 'int'],
  assists: ['Assists', 'int'],
  shots: ['Shots', 'int'],
  shotPct: ['Shot Pct', 'percent'],
  twoPointShots: ['2pt Shots', 'int'],
  twoPointShotPct: ['2pt Shot Pct', 'percent'],
  shotsOnGoal: ['Shots On Goal', 'int'],
  shotsOnGoalPct: ['Shots On Goal Pct', 'percent'],
  turnovers: ['Turnovers', 'int'],
  causedTurnovers: ['Caused Turnovers', 'int'],
  groundBalls: ['Groundballs', 'int'],
  faceoffPct: ['Faceoff Pct', 'percent'],
  faceoffsWon: ['Faceoffs Won', 'int'],
  faceoffsLost: ['Faceoffs Lost', 'int'],
  saves: ['Saves', 'int'],
  savePct: ['Save Pct', 'percent'],
  scoresAgainst: ['Scores Against', 'int'],
  saa: ['Scores Against Avg', 'num'],
  numPenalties: ['Penalties', 'int'],
  pimValue: ['Penalty Minutes', 'num'],
  powerPlayPct: ['Power Play Pct', 'percent'],
  powerPlayGoals: ['Power Play Goals', 'int'],
  powerPlayShots: ['Power Play Shots', 'int'],
  twoPointGoalsAgainst: ['2pt Goals Against', 'int'],
  penaltyKillPct: ['Penalty Kill Pct', 'percent'],
  penaltyKills: ['Penalty Kills', 'pkKills'],
  timesShortHanded: ['Penalty Kills', 'pkTimes'],
} as const satisfies Record<keyof TeamSeasonTotal, SourceColumn>;
export const TEAM_SEASON_TOTAL_COLUMNS = columnsOf<TeamSeasonTotal>(TEAM_SEASON_TOTAL_SOURCE);

export const ROSTER_COLUMNS: (keyof RosterEntry)[] = ['playerId', 'teamId', 'position', 'jerseyNum'];
