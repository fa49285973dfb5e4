/**
 * The normalized snapshot format: what data/ holds, what the importer and the sync write, what the
 * embedded league API serves and what the build reads. One shape for all four, so that a sync from
 * the embedded API over data/ reproduces data/ byte for byte.
 *
 * Layout on disk (all JSON, written by `serializeSnapshotFile`):
 *   manifest.json            SnapshotManifest
 *   players.json             Table<PlayerRecord>
 *   seasons/{year}.json      SeasonFile (teams, events, rosters, published season totals)
 *   games/{year}.json        BoxScoresFile (box scores of every game with data)
 *   plays/{year}.json        PlaysFile (play-by-play of the same games)
 *
 * In memory a season's games are one GamesFile: each game's box scores with its plays.
 *
 * Facts are stored as the league's wire gives them (percentages as fractions, the wire's own
 * rounding); everything derivable (records, season stats, leaders, career rows) is derived by the
 * embedded API and src/lib, never stored.
 */

import type { SeasonSegment } from '../lib/seasons.ts';
import { isFinal } from '../lib/games/status.ts';
import type { PlayerGameLine, PlayerTotalLine } from '../lib/aggregate/player-stats.ts';
import type { TeamGameLine, TeamTotalLine } from '../lib/aggregate/team-stats.ts';
import type { StatLine } from '../lib/stats/fields.ts';

/**
 * 2: a season's plays are a file of their own (plays/{year}.json) beside its box scores
 * (games/{year}.json). They are four fifths of the box-score data, and only a game's own page reads
 * them: a build after a final parses its season's alone. The deploy's cached snapshot is keyed by
 * this version (.github/workflows/deploy.yml).
 */
export const SNAPSHOT_FORMAT_VERSION = 2;

/** The first season the snapshot holds. */
export const FIRST_SEASON = 2019;

export type Cell = string | number | boolean | null;

/** A compact column table: one header, one array of cells per row. */
export interface Table<Row> {
  readonly columns: readonly (keyof Row & string)[];
  readonly rows: readonly Cell[][];
}

export type League = 'PLL' | 'WLL';

export interface SeasonSummary {
  year: number;
  teams: number;
  players: number;
  games: number;
  /** True when box scores exist for the season; false when only published totals do. */
  hasGameData: boolean;
}

export interface SnapshotManifest {
  formatVersion: typeof SNAPSHOT_FORMAT_VERSION;
  seasons: SeasonSummary[];
}

export interface PlayerRecord {
  /** Six-character official id ("000258"); see data/README.md for ids of totals-only players. */
  officialId: string;
  slug: string;
  firstName: string;
  lastName: string;
  lastNameSuffix: string | null;
  position: string | null;
  positionName: string | null;
  jerseyNum: number | null;
  profileUrl: string | null;
  handedness: string | null;
  height: string | null;
  age: number | null;
  college: string | null;
  country: string | null;
  countryCode: string | null;
  /** Rookie year when the data shows it; null when the player may predate the snapshot. */
  expFromYear: number | null;
}

/** A team as it was in one season (officialId as used that season: CHR until 2023, OUT from 2024). */
export interface TeamSeason {
  officialId: string;
  /** The franchise's id today (CHR -> OUT), so pages can follow a franchise across renames. */
  franchiseId: string;
  /** Nickname as the wire's fullName carries it ("Archers"). */
  fullName: string;
  /** Filled from 2024 on, null before (as the wire has it). */
  location: string | null;
  locationCode: string | null;
  conference: 'eastern' | 'western' | null;
  league: League;
  urlLogo: string | null;
  teamColor: string | null;
}

export interface EventRecord {
  id: number;
  eventId: string;
  slugname: string;
  year: number;
  seasonSegment: SeasonSegment;
  week: number;
  gameNumber: number | null;
  /** Epoch seconds. */
  startTime: number;
  venue: string | null;
  location: string | null;
  description: string | null;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  visitorScore: number | null;
  homePeriodScores: number[];
  visitorPeriodScores: number[];
  eventStatus: number;
  period: number;
  clockMinutes: number;
  clockSeconds: number;
  gameStatus: string | null;
  urlStreaming: string | null;
  broadcaster: string[];
}

/** One player on one team in one season (and segment, where the source tells). */
export interface RosterEntry {
  playerId: string;
  teamId: string;
  position: string | null;
  jerseyNum: number | null;
}

/** Published season totals of a player (seasons without box scores). Percentages are fractions. */
export interface PlayerSeasonTotal extends PlayerTotalLine {
  playerId: string;
  seasonSegment: 'regular' | 'post';
  position: string | null;
  jerseyNum: number | null;
}

/** Published season totals of a team (seasons without box scores). Percentages are fractions. */
export interface TeamSeasonTotal extends TeamTotalLine {
  teamId: string;
}

export interface SeasonFile {
  year: number;
  teams: TeamSeason[];
  events: EventRecord[];
  rosters: Table<RosterEntry>;
  playerTotals: Table<PlayerSeasonTotal> | null;
  teamTotals: TeamSeasonTotal[] | null;
}

/** A player's box score in one game (PlayerGameStat on the wire, less the player's bio fields). */
export interface PlayerGameStat
  extends
    PlayerGameLine,
    StatLine<'shotPct' | 'shotsOnGoalPct' | 'cleanSaves' | 'messySaves' | 'savePct' | 'cleanSavePct' | 'faceoffPct'> {
  playerId: string;
  teamId: string;
  position: string | null;
  positionName: string | null;
  jerseyNum: number | null;
  foRecord: string | null;
}

/** A team's box score in one game (TeamGameStat on the wire). Percentages are fractions. */
export type TeamGameStat = TeamGameLine &
  StatLine<
    | 'shotPct'
    | 'shotsOnGoalPct'
    | 'twoPointShotPct'
    | 'faceoffPct'
    | 'savePct'
    | 'cleanSavePct'
    | 'powerPlayPct'
    | 'powerPlayGoalsAgainstPct'
    | 'manDownPct'
    | 'clearPct'
  > & { officialId: string };

/** One play-by-play item (PbpEvent on the wire); homeScore/visitorScore are the running score. */
export interface Play {
  markerId: string;
  eventType: string;
  description: string;
  period: number;
  minutes: number;
  seconds: number;
  secondsPassed: number;
  teamId: string;
  shotType: string | null;
  penaltyLength: number | null;
  penaltyDescription: string | null;
  homeScore: number;
  visitorScore: number;
  awayTeamWinProbability: number | null;
  homeTeamWinProbability: number | null;
  faceoffWinnerId: string | null;
  faceoffLoserId: string | null;
  gbPlayerId: string | null;
  commitedTurnoverId: string | null;
  causedTurnoverId: string | null;
  shooterId: string | null;
  goalieId: string | null;
  offenseGoalieId: string | null;
  commitedPenaltyId: string | null;
  shotAssistId: string | null;
  shotOnGoal: boolean | null;
  shotSaved: boolean | null;
  saveType: string | null;
}

export interface GameRecord {
  teamStats: TeamGameStat[];
  playerStats: Table<PlayerGameStat>;
  /** Null when the league published no play-by-play for the game. */
  plays: Table<Play> | null;
}

/** Keyed by event slugname. */
export type GamesFile = Record<string, GameRecord>;

/** A season's games as stored: their box scores in one file, their plays in another, both by slugname. */
export type BoxScoresFile = Record<string, Omit<GameRecord, 'plays'>>;
export type PlaysFile = Record<string, Table<Play> | null>;

export interface Snapshot {
  manifest: SnapshotManifest;
  players: PlayerRecord[];
  seasons: Map<number, SeasonFile>;
  games: Map<number, GamesFile>;
}

export function encodeTable<Row extends object>(
  rows: readonly Row[],
  columns: readonly (keyof Row & string)[],
): Table<Row> {
  return { columns, rows: rows.map((row) => columns.map((column) => row[column] as Cell)) };
}

export function decodeTable<Row extends object>(table: Table<Row>): Row[] {
  const { columns } = table;
  // Each row is a copy of one object that has every column already, then filled in. Built key by key
  // from {}, a row of more than a dozen columns falls to V8's slow dictionary form, about six times
  // the memory: at ten times the league's size the decoded plays alone took 650 MB more.
  const template = JSON.parse(`{${columns.map((column) => `${JSON.stringify(column)}:null`).join(',')}}`) as Record<
    string,
    Cell
  >;
  return table.rows.map((cells) => {
    const row = { ...template };
    for (let index = 0; index < columns.length; index++) row[columns[index] as string] = cells[index] ?? null;
    return row as Row;
  });
}

/**
 * JSON with one table row per line: compact on disk, yet a new game shows up in `git diff` as the
 * lines it added rather than one rewritten megabyte line.
 */
export function serializeSnapshotFile(value: unknown): string {
  return `${serializeValue(value, '')}\n`;
}

function serializeValue(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    if (value.every((item) => Array.isArray(item))) {
      if (value.length === 0) return '[]';
      const inner = `${indent}  `;
      return `[\n${value.map((row) => inner + JSON.stringify(row)).join(',\n')}\n${indent}]`;
    }
    if (value.some((item) => typeof item === 'object' && item !== null)) {
      if (value.length === 0) return '[]';
      const inner = `${indent}  `;
      return `[\n${value.map((item) => inner + JSON.stringify(item)).join(',\n')}\n${indent}]`;
    }
    return JSON.stringify(value);
  }
  if (typeof value === 'object' && value !== null) {
    const inner = `${indent}  `;
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries
      .map(([key, v]) => `${inner}${JSON.stringify(key)}: ${serializeValue(v, inner)}`)
      .join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** Byte order of ids and slugs: the same on every machine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Canonical order of a season's events: by start time, then id. */
export function eventOrder(a: EventRecord, b: EventRecord): number {
  return a.startTime - b.startTime || a.id - b.id;
}

/** Canonical order of roster entries: by team, then player. */
export function rosterOrder(a: RosterEntry, b: RosterEntry): number {
  return compareText(a.teamId, b.teamId) || compareText(a.playerId, b.playerId);
}

/** A season's line of the manifest, counted from the season's own records. */
export function summarizeSeason(season: SeasonFile, games: GamesFile | undefined): SeasonSummary {
  const players = new Set<string>();
  for (const [playerId] of season.rosters.rows) players.add(String(playerId));
  for (const [playerId] of season.playerTotals?.rows ?? []) players.add(String(playerId));
  for (const game of Object.values(games ?? {})) {
    for (const [playerId] of game.playerStats.rows) players.add(String(playerId));
  }
  return {
    year: season.year,
    teams: season.teams.length,
    players: players.size,
    games: season.events.filter((event) => isFinal(event.eventStatus)).length,
    hasGameData: games !== undefined,
  };
}

/** Hashes of a snapshot's files as stored: the players' records, and each season's files together. */
export interface StoredDigests {
  players: string;
  seasons: ReadonlyMap<number, string>;
}
