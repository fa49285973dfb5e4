/**
 * Expected numbers for the player, career, fantasy and comparison pages, computed here straight from
 * the snapshot files (node:fs, no site code), so a test compares what a page shows with the data
 * rather than with the page's own arithmetic.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_NOW } from '../../scripts/lib/e2e-clock.ts';

const SNAPSHOT = join(import.meta.dirname, '..', '..', 'data', 'snapshot');

type Row = Record<string, unknown>;
interface Table {
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
}

function read(...path: string[]): unknown {
  return JSON.parse(readFileSync(join(SNAPSHOT, ...path), 'utf8'));
}

/** A snapshot table (column names, rows of cells) as one object per row. */
export function decode(table: Table): Row[] {
  return table.rows.map((cells) => Object.fromEntries(table.columns.map((column, index) => [column, cells[index]])));
}

export interface Player {
  officialId: string;
  slug: string;
  firstName: string;
  lastName: string;
  lastNameSuffix: string | null;
  position: string | null;
}

export interface Event {
  id: number;
  slugname: string;
  year: number;
  seasonSegment: string;
  week: number;
  homeTeamId: string;
  awayTeamId: string;
  eventStatus: number;
  homeScore: number | null;
  visitorScore: number | null;
  startTime: number;
  period: number;
}

export interface Team {
  officialId: string;
  franchiseId: string;
  fullName: string;
  location: string | null;
  locationCode: string | null;
  league: string;
  teamColor: string | null;
}

interface Season {
  teams: Team[];
  teamTotals: { teamId: string; scores: number; scoresAgainst: number }[] | null;
  events: Event[];
  /** Columns playerId, teamId, position, jerseyNum. */
  rosters: Table;
  playerTotals: Table | null;
}

interface ManifestSeason {
  year: number;
  teams: number;
  players: number;
  games: number;
}

interface GameRecord {
  playerStats: Table;
}

export const players: Player[] = decode(read('players.json') as Table) as unknown as Player[];
export const playerById = new Map(players.map((player) => [player.officialId, player]));
/** The manifest's line per season: how many teams, players and games the snapshot has. */
export const manifestSeasons = (read('manifest.json') as { seasons: ManifestSeason[] }).seasons;
export const YEARS: number[] = manifestSeasons.map((season) => season.year);
/**
 * The season of the test build: its clock (E2E_NOW) is in September, after every season's start, so
 * the current season is the clock's year.
 */
export const CURRENT_YEAR = new Date(E2E_NOW).getUTCFullYear();

export function fullName(player: Player): string {
  return [player.firstName, player.lastName, player.lastNameSuffix].filter(Boolean).join(' ');
}

export function season(year: number): Season {
  return read('seasons', `${String(year)}.json`) as Season;
}

/** A season's box scores by event slug ({} for seasons without them). */
export function games(year: number): Record<string, Row[]> {
  if (!existsSync(join(SNAPSHOT, 'games', `${String(year)}.json`))) return {};
  const file = read('games', `${String(year)}.json`) as Record<string, GameRecord>;
  return Object.fromEntries(Object.entries(file).map(([slug, game]) => [slug, decode(game.playerStats)]));
}

/** The published totals rows of a season (2020, 2021). */
export function publishedTotals(year: number): Row[] {
  const table = season(year).playerTotals;
  return table ? decode(table) : [];
}

const isFinal = (event: Event): boolean =>
  event.eventStatus >= 2 && event.homeScore !== null && event.visitorScore !== null;

export type Counts = Map<string, Record<string, number>>;

function add(into: Counts, playerId: string, row: Row, stats: readonly string[]): void {
  const sums = into.get(playerId) ?? Object.fromEntries(stats.map((stat) => [stat, 0]));
  for (const stat of stats) sums[stat] = (sums[stat] ?? 0) + Number(row[stat] ?? 0);
  into.set(playerId, sums);
}

/**
 * Per-player sums of `stats` in one (year, segment): the box scores of the segment's final games
 * where it has any, else the published totals.
 */
export function segmentSums(year: number, segment: string, stats: readonly string[]): Counts {
  const sums: Counts = new Map();
  const boxScores = games(year);
  const finals = season(year).events.filter((event) => event.seasonSegment === segment && isFinal(event));
  const played = finals.filter((event) => boxScores[event.slugname] !== undefined);
  if (played.length > 0) {
    for (const event of played)
      for (const row of boxScores[event.slugname] ?? []) add(sums, String(row['playerId']), row, stats);
  } else {
    for (const row of publishedTotals(year))
      if (row['seasonSegment'] === segment) add(sums, String(row['playerId']), row, stats);
  }
  return sums;
}

/** Career sums (every season's regular and post-season) of `stats`. */
export function careerSums(stats: readonly string[]): Counts {
  const sums: Counts = new Map();
  for (const year of YEARS) {
    for (const segment of ['regular', 'post']) {
      for (const [playerId, values] of segmentSums(year, segment, stats)) add(sums, playerId, values, stats);
    }
  }
  return sums;
}

/** The highest value of `stat` and how many share it. */
export function top(sums: Counts, stat: string): { value: number; holders: string[] } {
  let value = -Infinity;
  for (const entry of sums.values()) value = Math.max(value, entry[stat] ?? 0);
  const holders = [...sums].filter(([, entry]) => entry[stat] === value).map(([playerId]) => playerId);
  return { value, holders };
}

/** The counts behind each rate column of the player table: without any of them, the rate is missing. */
export const RATE_ATTEMPTS: Readonly<Record<string, readonly string[]>> = {
  shotPct: ['shots'],
  shotsOnGoalPct: ['shots'],
  faceoffPct: ['faceoffs'],
  savePct: ['saves', 'scoresAgainst'],
  saa: ['saves', 'scoresAgainst'],
};

/** Whether a player's sums hold no attempt at `rate` (a rate column of the player table). */
export function noAttempts(entry: Record<string, number> | undefined, rate: string): boolean {
  return (RATE_ATTEMPTS[rate] ?? []).every((count) => (entry?.[count] ?? 0) === 0);
}
