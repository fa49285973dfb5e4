/**
 * The player comparison's rules, kept apart from its component so the page, the data endpoint and
 * the tests share them: which stats are compared, the selection in the URL (?players=slug1,slug2),
 * the shape of the season file the island reads, and which value is best in each row.
 */
import { sortDirection } from '../leaders/ranking.ts';
import { columnsOf, isColumnId, type ColumnId } from '../stats/columns.ts';
import { statTableCsv } from '../tables/csv.ts';

export const COMPARISON_PAGE = '/player-comparison/';
/** "comparing 2-4 players" */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** The file /data/comparison/{year}.json: one row per player, values in `stats` order. */
export interface ComparisonData {
  year: number;
  seasonType: 'regular';
  stats: ColumnId[];
  players: ComparisonPlayer[];
}

export interface ComparisonPlayer {
  slug: string;
  id: string;
  name: string;
  /** Sorting key: "Last First". */
  sortName: string;
  position: string | null;
  team: string | null;
  values: (number | null)[];
}

export function comparisonDataPath(year: number): string {
  return `/data/comparison/${String(year)}.json`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The query key of the selection. */
export const PLAYERS_PARAM = 'players';

/** The compared slugs from a ?players= value: trimmed, lower case, well-formed, no repeats, at most four. */
export function parsePlayersParam(value: string | null | undefined): string[] {
  const slugs: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const slug = part.trim().toLowerCase();
    if (SLUG.test(slug) && !slugs.includes(slug) && slugs.length < MAX_COMPARED) slugs.push(slug);
  }
  return slugs;
}

/** /player-comparison?players=a,b (commas left readable; slugs need no escaping). */
export function comparisonPath(slugs: readonly string[]): string {
  const kept = parsePlayersParam(slugs.join(','));
  return kept.length === 0 ? COMPARISON_PAGE : `${COMPARISON_PAGE}?${PLAYERS_PARAM}=${kept.join(',')}`;
}

/** The selection with `slug` added at the end (unchanged if already there or full). */
export function addPlayer(slugs: readonly string[], slug: string): string[] {
  return parsePlayersParam([...slugs, slug].join(','));
}

export function removePlayer(slugs: readonly string[], slug: string): string[] {
  return slugs.filter((entry) => entry !== slug);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isValue = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/**
 * The season file checked before use (it may be stale or cut short by a cache): a ComparisonData,
 * or an error that names what was wrong and where.
 */
export function parseComparisonData(input: unknown): ComparisonData {
  if (!isRecord(input)) throw new Error('comparison data: expected an object');
  const { year, seasonType, stats, players } = input;
  if (typeof year !== 'number' || !Number.isInteger(year))
    throw new Error('comparison data: "year" must be a whole number');
  if (seasonType !== 'regular') throw new Error('comparison data: "seasonType" must be "regular"');
  if (!Array.isArray(stats) || !stats.every((stat) => typeof stat === 'string' && isColumnId(stat))) {
    throw new Error('comparison data: "stats" must be a list of registered stat ids');
  }
  if (!Array.isArray(players)) throw new Error('comparison data: "players" must be a list');
  const checked = players.map((player: unknown, index): ComparisonPlayer => {
    const where = `comparison data: players[${String(index)}]`;
    if (!isRecord(player)) throw new Error(`${where} must be an object`);
    const { slug, id, name, sortName, position, team, values } = player;
    if (
      typeof slug !== 'string' ||
      typeof id !== 'string' ||
      typeof name !== 'string' ||
      typeof sortName !== 'string'
    ) {
      throw new Error(`${where} needs text "slug", "id", "name" and "sortName"`);
    }
    if (!isNullableString(position) || !isNullableString(team))
      throw new Error(`${where}: "position" and "team" must be text or null`);
    if (!Array.isArray(values) || values.length !== stats.length || !values.every(isValue)) {
      throw new Error(`${where}: "values" must hold ${String(stats.length)} numbers or nulls`);
    }
    return { slug, id, name, sortName, position, team, values };
  });
  return { year, seasonType, stats, players: checked };
}

/** Stats shown for context and never marked best: more games played is not a better season. */
const CONTEXT_STATS: ReadonlySet<string> = new Set(['gamesPlayed']);

/**
 * Which compared values are best in one stat row (their indexes): the highest, or the lowest for
 * lower-is-better stats. A missing value is never best, and nothing is best when all are level.
 */
export function bestIndexes(stat: string, values: readonly (number | null)[]): number[] {
  if (CONTEXT_STATS.has(stat)) return [];
  const ascending = sortDirection(stat) === 'asc';
  const candidates = values.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
  if (candidates.length < 2) return [];
  const best = ascending
    ? Math.min(...candidates.map((entry) => entry.value))
    : Math.max(...candidates.map((entry) => entry.value));
  const winners = candidates.filter((entry) => Math.abs(entry.value - best) <= 1e-9).map((entry) => entry.index);
  return winners.length === candidates.length ? [] : winners;
}

export interface ComparisonRow {
  stat: ColumnId;
  /** One value per compared player, in their order (null when missing). */
  values: (number | null)[];
  /** Indexes of the best values; none until two players are compared. */
  best: number[];
}

/** The table of a comparison: a row per stat, leaving out a stat none of the compared players has. */
export function comparisonRows(stats: readonly ColumnId[], players: readonly ComparisonPlayer[]): ComparisonRow[] {
  return stats.flatMap((stat, index) => {
    const values = players.map((player) => player.values[index] ?? null);
    if (values.every((value) => value === null)) return [];
    return [{ stat, values, best: players.length >= MIN_COMPARED ? bestIndexes(stat, values) : [] }];
  });
}

/**
 * A comparison as CSV: a row per compared player (name, team, position), then each stat the table
 * shows, by its abbreviation. The island offers it as a download, since the players are the visitor's choice.
 */
export function comparisonCsv(stats: readonly ColumnId[], players: readonly ComparisonPlayer[]): string {
  return statTableCsv(
    [
      { label: 'Player', value: (player: ComparisonPlayer) => player.name },
      { label: 'Team', value: (player: ComparisonPlayer) => player.team },
      { label: 'Position', value: (player: ComparisonPlayer) => player.position },
    ],
    columnsOf(comparisonRows(stats, players).map((row) => row.stat)),
    players,
    (player, column) => player.values[stats.indexOf(column.id)] ?? null,
  );
}
