/**
 * The bundled dataset's conversion: the public PLL data snapshot (parsed by snapshot-source.ts) to the
 * project's snapshot format (src/data/snapshot-format.ts). Pure: same input, same output, no I/O. Every rule
 * and quirk handled here is listed in data/README.md with the test that proves it.
 */
import {
  compareText,
  encodeTable,
  eventOrder,
  FIRST_SEASON,
  rosterOrder,
  summarizeSeason,
  SNAPSHOT_FORMAT_VERSION,
  type EventRecord,
  type GameRecord,
  type GamesFile,
  type Play,
  type PlayerGameStat,
  type PlayerRecord,
  type PlayerSeasonTotal,
  type RosterEntry,
  type SeasonFile,
  type SeasonSummary,
  type Snapshot,
  type TeamGameStat,
  type TeamSeason,
  type TeamSeasonTotal,
} from '../../src/data/snapshot-format.ts';
import { goalValue } from '../../src/lib/games/goal-value.ts';
import type { SeasonSegment } from '../../src/lib/seasons.ts';
import { cell, CsvError, type CsvRecord, type CsvTable } from './csv.ts';
import {
  padPlayerId,
  PLAY_COLUMNS,
  PLAY_SOURCE,
  PLAYER_GAME_STAT_COLUMNS,
  PLAYER_GAME_STAT_SOURCE,
  PLAYER_SEASON_TOTAL_COLUMNS,
  PLAYER_SEASON_TOTAL_SOURCE,
  readCell,
  readNumber,
  readRow,
  ROSTER_COLUMNS,
  TEAM_GAME_STAT_SOURCE,
  TEAM_SEASON_TOTAL_SOURCE,
  type SourceColumn,
} from './snapshot-columns.ts';
import type { SourceFiles } from './snapshot-source.ts';

export const LAST_SEASON = 2026;
export const SEASONS: readonly number[] = Array.from(
  { length: LAST_SEASON - FIRST_SEASON + 1 },
  (_, index) => FIRST_SEASON + index,
);
/** Teams carry location, locationCode and conference from this season on (as the wire does). */
export const LOCATION_FROM_SEASON = 2024;
/** First season whose players may be rookies as far as the snapshot can tell (2020 is the first with players). */
const FIRST_PLAYER_SEASON = 2020;
/** The stats site's short location codes, normalized to the wire's. */
const LOCATION_CODE_ALIASES: Readonly<Record<string, string>> = { NY: 'NYA', MD: 'MDW' };
const SEGMENTS: readonly SeasonSegment[] = ['regular', 'post', 'allstar', 'preseason', 'champseries'];
const HANDEDNESS: Readonly<Record<string, string>> = {
  R: 'R',
  L: 'L',
  'R/L': 'R-L',
  'L/R': 'L-R',
  'R-L': 'R-L',
  'L-R': 'L-R',
};
const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);
/**
 * Which source sets a roster entry's position and jersey when several know the pair: the latest
 * box score, else the stats site's current roster, else the latest gameday roster (ranked by week).
 */
const BOX_SCORE_RANK = 2_000_000;
const SITE_ROSTER_RANK = 1_000_000;

/** What the conversion did beyond copying, for the CLI summary and the tests. */
export interface ConversionReport {
  /** Team box-score rows dropped because the team played neither side of the game ("slug:team"). */
  droppedTeamStatRows: string[];
  /** Player box-score rows dropped for the same reason ("slug:team:player"). */
  droppedPlayerStatRows: string[];
  /** Play rows typed "goal" that were saved shots (no description, shotSaved true): "slug#event_index". */
  phantomGoals: string[];
  /** Post-season totals rows with no game played (the export lists every player), dropped. */
  droppedZeroGameTotals: number;
  /** Players with synthetic ids: T = known only from 2020/2021 totals, R = only from the 2026 site roster. */
  syntheticIds: { officialId: string; name: string }[];
}

export interface Conversion {
  snapshot: Snapshot;
  report: ConversionReport;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const compare = compareText;

function get(table: CsvTable, record: CsvRecord, column: string): string {
  return cell(table, record, column).trim();
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

function intOf(table: CsvTable, record: CsvRecord, rowIndex: number, column: string): number {
  return readCell(table, record, rowIndex, column, 'int') as number;
}

function optIntOf(table: CsvTable, record: CsvRecord, rowIndex: number, column: string): number | null {
  return readCell(table, record, rowIndex, column, 'optInt') as number | null;
}

/** Splits a trailing generational suffix off a last name: "Dwan III" -> ["Dwan", "III"]. */
export function splitSuffix(lastName: string): { lastName: string; suffix: string | null } {
  const tokens = lastName.trim().split(/\s+/);
  const last = tokens.at(-1);
  if (tokens.length > 1 && last !== undefined && NAME_SUFFIXES.has(last.replace(/\./g, '').toLowerCase())) {
    return { lastName: tokens.slice(0, -1).join(' '), suffix: last };
  }
  return { lastName: lastName.trim(), suffix: null };
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '');
}

/** A name as a join key: case, accents, punctuation and a generational suffix do not matter. */
export function nameKey(firstName: string, lastName: string): string {
  return fold(`${firstName} ${splitSuffix(lastName).lastName}`)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "Mac O'Keefe" -> "mac-okeefe"; "John Grant Jr." -> "john-grant-jr". */
export function kebabCase(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonField(object: Record<string, unknown>, key: string, path: string): unknown {
  if (!(key in object)) throw new CsvError(`${path}: no field "${key}"`);
  return object[key];
}

function jsonRecord(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw new CsvError(`${path}: expected an object`);
  return value;
}

function jsonNumber(object: Record<string, unknown>, key: string, path: string): number {
  const value = jsonField(object, key, path);
  const number = typeof value === 'string' ? readNumber(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw new CsvError(`${path}.${key}: expected a number, got ${JSON.stringify(value)}`);
  }
  return number;
}

function jsonOptNumber(object: Record<string, unknown>, key: string, path: string): number | null {
  return object[key] === null || object[key] === undefined ? null : jsonNumber(object, key, path);
}

function jsonString(object: Record<string, unknown>, key: string, path: string): string {
  const value = jsonField(object, key, path);
  if (typeof value !== 'string') throw new CsvError(`${path}.${key}: expected a string`);
  return value;
}

function jsonOptString(object: Record<string, unknown>, key: string, path: string): string | null {
  const value = object[key];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new CsvError(`${path}.${key}: expected a string or null`);
  return value;
}

function jsonNumbers(object: Record<string, unknown>, key: string, path: string): number[] {
  const value = jsonField(object, key, path);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'number')) {
    throw new CsvError(`${path}.${key}: expected a list of numbers`);
  }
  return value;
}

/** "[1, 2, 4, 2]" -> [1, 2, 4, 2]; "" -> []. */
function periodScores(table: CsvTable, record: CsvRecord, rowIndex: number, column: string): number[] {
  const text = get(table, record, column);
  if (text === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CsvError(`${table.source}, data row ${rowIndex + 1}, column "${column}": "${text}" is not a JSON list`);
  }
  if (
    !Array.isArray(value) ||
    !value.every((item): item is number => typeof item === 'number' && Number.isInteger(item))
  ) {
    throw new CsvError(
      `${table.source}, data row ${rowIndex + 1}, column "${column}": "${text}" is not a list of whole numbers`,
    );
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Teams

interface TeamAlias {
  franchiseId: string;
  nickname: string;
}

interface TeamContext {
  aliases: Map<string, TeamAlias>;
  idByNickname: Map<string, string>;
  locations: Map<string, { location: string; locationCode: string }>;
  conferences: Map<string, 'eastern' | 'western'>;
  /** "year:id" -> logo and colour, from the raw REST samples. */
  looks: Map<string, { urlLogo: string | null; teamColor: string | null }>;
}

function teamContext(source: SourceFiles, looks: TeamContext['looks']): TeamContext {
  const aliases = new Map<string, TeamAlias>();
  const idByNickname = new Map<string, string>();
  const { teamAliases, teamDirectory, currentRosters2026: rosters } = source;
  for (const record of teamAliases.rows) {
    const rawId = get(teamAliases, record, 'team_id_raw');
    const nickname = get(teamAliases, record, 'team_name_raw');
    aliases.set(rawId, { franchiseId: get(teamAliases, record, 'team_id'), nickname });
    idByNickname.set(nickname.toLowerCase(), rawId);
  }
  const codes = new Map<string, string>();
  const conferences = new Map<string, 'eastern' | 'western'>();
  rosters.rows.forEach((record, rowIndex) => {
    const teamId = get(rosters, record, 'Team_ID');
    const code = get(rosters, record, 'Team_Code');
    codes.set(teamId, LOCATION_CODE_ALIASES[code] ?? code);
    const division = get(rosters, record, 'Division').toLowerCase();
    if (division !== 'eastern' && division !== 'western') {
      throw new CsvError(
        `${rosters.source}, data row ${rowIndex + 1}: Division "${division}" is neither Eastern nor Western`,
      );
    }
    conferences.set(teamId, division);
  });
  const locations = new Map<string, { location: string; locationCode: string }>();
  for (const record of teamDirectory.rows) {
    const id = get(teamDirectory, record, 'team_id');
    const nickname = get(teamDirectory, record, 'team_name');
    const display = get(teamDirectory, record, 'team_display_name');
    const location = display.endsWith(` ${nickname}`) ? display.slice(0, -nickname.length - 1) : null;
    const locationCode = codes.get(id);
    if (location !== null && locationCode !== undefined) locations.set(id, { location, locationCode });
  }
  return { aliases, idByNickname, locations, conferences, looks };
}

function teamSeason(context: TeamContext, id: string, year: number): TeamSeason {
  const alias = context.aliases.get(id);
  if (alias === undefined) {
    throw new CsvError(`Team id "${id}" (season ${year}) is not in teams/team_alias_mapping.csv`);
  }
  const located = year >= LOCATION_FROM_SEASON;
  const place = located ? context.locations.get(alias.franchiseId) : undefined;
  if (located && place === undefined) {
    throw new CsvError(
      `No location for franchise ${alias.franchiseId}: check team_directory.csv and current_rosters_2026.csv`,
    );
  }
  const look = context.looks.get(`${year}:${id}`);
  return {
    officialId: id,
    franchiseId: alias.franchiseId,
    fullName: alias.nickname,
    location: place?.location ?? null,
    locationCode: place?.locationCode ?? null,
    conference: located ? (context.conferences.get(alias.franchiseId) ?? null) : null,
    league: 'PLL',
    urlLogo: look?.urlLogo ?? null,
    teamColor: look?.teamColor ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Events

function scheduleEvents(source: SourceFiles): EventRecord[] {
  const { scheduleAll } = source;
  const extra = new Map<string, { gameNumber: number | null; description: string | null }>();
  scheduleAll.rows.forEach((record, rowIndex) => {
    extra.set(get(scheduleAll, record, 'slug'), {
      gameNumber: optIntOf(scheduleAll, record, rowIndex, 'game_number'),
      description: optional(get(scheduleAll, record, 'round_label')),
    });
  });
  const events: EventRecord[] = [];
  for (const table of source.schedules.values()) {
    table.rows.forEach((record, rowIndex) => {
      const slug = get(table, record, 'game_slug');
      const segment = get(table, record, 'season_segment') as SeasonSegment;
      if (!SEGMENTS.includes(segment)) {
        throw new CsvError(`${table.source}, data row ${rowIndex + 1}: unknown season_segment "${segment}"`);
      }
      const eventStatus = intOf(table, record, rowIndex, 'event_status');
      const homePeriodScores = periodScores(table, record, rowIndex, 'home_period_scores');
      const visitorPeriodScores = periodScores(table, record, rowIndex, 'away_period_scores');
      const played = eventStatus > 0;
      events.push({
        id: intOf(table, record, rowIndex, 'game_id'),
        eventId: get(table, record, 'event_id'),
        slugname: slug,
        year: intOf(table, record, rowIndex, 'year'),
        seasonSegment: segment,
        week: intOf(table, record, rowIndex, 'week'),
        gameNumber: extra.get(slug)?.gameNumber ?? null,
        startTime: intOf(table, record, rowIndex, 'start_time_unix'),
        venue: optional(get(table, record, 'venue')),
        location: optional(get(table, record, 'location')),
        description: extra.get(slug)?.description ?? null,
        // Empty while the league has not set the team (the scheduled 2026 final), as in the source.
        homeTeamId: get(table, record, 'home_team_id'),
        awayTeamId: get(table, record, 'away_team_id'),
        homeScore: optIntOf(table, record, rowIndex, 'home_score'),
        visitorScore: optIntOf(table, record, rowIndex, 'away_score'),
        homePeriodScores,
        visitorPeriodScores,
        eventStatus,
        period: played ? Math.max(4, homePeriodScores.length, visitorPeriodScores.length) : 0,
        clockMinutes: 0,
        clockSeconds: 0,
        gameStatus: null,
        urlStreaming: null,
        broadcaster: [],
      });
    });
  }
  return events;
}

const SAMPLE_META = 'samples/champseries_2023_game_meta.json';
const SAMPLE_TEAMS = 'samples/champseries_2023_teams_stats.json';

/** The Championship Series game of the REST sample, as an event, its team look and its team stats. */
function champSeriesSample(source: SourceFiles): {
  event: EventRecord;
  looks: TeamContext['looks'];
  teamStats: TeamGameStat[];
} {
  const meta = jsonRecord(
    jsonField(jsonRecord(source.champSeriesGameMeta, SAMPLE_META), 'data', SAMPLE_META),
    `${SAMPLE_META} data`,
  );
  const path = `${SAMPLE_META} data`;
  const year = jsonNumber(meta, 'year', path);
  const looks: TeamContext['looks'] = new Map();
  const sideId = (key: string): string => {
    const team = jsonRecord(jsonField(meta, key, path), `${path}.${key}`);
    const id = jsonString(team, 'officialId', `${path}.${key}`);
    looks.set(`${year}:${id}`, {
      urlLogo: jsonOptString(team, 'urlLogo', `${path}.${key}`),
      teamColor: jsonOptString(team, 'teamColor', `${path}.${key}`),
    });
    return id;
  };
  const segment = jsonString(meta, 'seasonSegment', path) as SeasonSegment;
  if (!SEGMENTS.includes(segment)) throw new CsvError(`${path}.seasonSegment: unknown "${segment}"`);
  const broadcaster = jsonField(meta, 'broadcaster', path);
  const event: EventRecord = {
    id: jsonNumber(meta, 'id', path),
    eventId: jsonString(meta, 'eventId', path),
    slugname: jsonString(meta, 'slugname', path),
    year,
    seasonSegment: segment,
    week: jsonNumber(meta, 'week', path),
    gameNumber: null,
    startTime: jsonNumber(meta, 'startTime', path),
    venue: jsonOptString(meta, 'venue', path),
    location: jsonOptString(meta, 'location', path),
    description: jsonOptString(meta, 'description', path),
    homeTeamId: sideId('homeTeam'),
    awayTeamId: sideId('awayTeam'),
    homeScore: jsonOptNumber(meta, 'homeScore', path),
    visitorScore: jsonOptNumber(meta, 'visitorScore', path),
    homePeriodScores: jsonNumbers(meta, 'homePeriodScores', path),
    visitorPeriodScores: jsonNumbers(meta, 'visitorPeriodScores', path),
    eventStatus: jsonNumber(meta, 'eventStatus', path),
    period: jsonNumber(meta, 'period', path),
    clockMinutes: jsonNumber(meta, 'clockMinutes', path),
    clockSeconds: jsonNumber(meta, 'clockSeconds', path),
    gameStatus: jsonOptString(meta, 'gameStatus', path),
    urlStreaming: jsonOptString(meta, 'urlStreaming', path),
    broadcaster: Array.isArray(broadcaster)
      ? broadcaster.filter((item): item is string => typeof item === 'string')
      : [],
  };
  const data = jsonRecord(
    jsonField(jsonRecord(source.champSeriesTeamStats, SAMPLE_TEAMS), 'data', SAMPLE_TEAMS),
    `${SAMPLE_TEAMS} data`,
  );
  const items = jsonField(data, 'items', `${SAMPLE_TEAMS} data`);
  if (!Array.isArray(items)) throw new CsvError(`${SAMPLE_TEAMS} data.items: expected a list`);
  const teamStats = items.map((item: unknown, index) => {
    const itemPath = `${SAMPLE_TEAMS} data.items[${index}]`;
    const stat = jsonRecord(item, itemPath);
    const row: Record<string, unknown> = {};
    for (const [field, spec] of Object.entries(TEAM_GAME_STAT_SOURCE)) {
      if (field === 'officialId') row[field] = jsonString(stat, field, itemPath);
      else
        row[field] = spec[1].startsWith('opt')
          ? jsonOptNumber(stat, field, itemPath)
          : jsonNumber(stat, field, itemPath);
    }
    return row as unknown as TeamGameStat;
  });
  return { event, looks, teamStats: sideOrder(teamStats, event, (row) => row.officialId).kept };
}

/** Keeps the rows of the two sides of a game, home first; reports the others. */
export function sideOrder<Row>(
  rows: Row[],
  event: EventRecord,
  teamOf: (row: Row) => string,
): { kept: Row[]; dropped: Row[] } {
  const side = (row: Row): number => {
    const team = teamOf(row);
    if (team === '') return 2;
    return team === event.homeTeamId ? 0 : team === event.awayTeamId ? 1 : 2;
  };
  const kept = rows.filter((row) => side(row) < 2);
  kept.sort((a, b) => side(a) - side(b));
  return { kept, dropped: rows.filter((row) => side(row) === 2) };
}

// ---------------------------------------------------------------------------------------------
// Players

interface PlayerDraft {
  record: PlayerRecord;
  /** Seasons the player shows up in (totals rows, box scores, rosters). */
  seasons: Set<number>;
}

interface Appearance {
  year: number;
  jersey: number | null;
  position: string | null;
}

function positionNames(source: SourceFiles): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  const { playerDirectory: directory } = source;
  for (const record of directory.rows) {
    const code = get(directory, record, 'position');
    const name = get(directory, record, 'position_name');
    if (code === '' || name === '') continue;
    const byName = counts.get(code) ?? new Map<string, number>();
    byName.set(name, (byName.get(name) ?? 0) + 1);
    counts.set(code, byName);
  }
  const names = new Map<string, string>();
  for (const [code, byName] of counts) {
    const best = [...byName].sort((a, b) => b[1] - a[1] || compare(a[0], b[0]))[0];
    if (best !== undefined) names.set(code, best[0]);
  }
  return names;
}

function emptyBio(): Pick<PlayerRecord, 'handedness' | 'height' | 'age' | 'college' | 'country' | 'countryCode'> {
  return { handedness: null, height: null, age: null, college: null, country: null, countryCode: null };
}

/** Every event, in order, with its index by slug and the lookup of the game a CSV row names. */
interface EventIndex {
  events: EventRecord[];
  bySlug: Map<string, EventRecord>;
  /** An event's place in `events`: later games outrank earlier ones on a roster. */
  rank: Map<string, number>;
  eventFor: (table: CsvTable, record: CsvRecord, rowIndex: number) => EventRecord;
}

function indexEvents(source: SourceFiles, sampleEvent: EventRecord): EventIndex {
  const events = [...scheduleEvents(source), sampleEvent].sort(eventOrder);
  const bySlug = new Map<string, EventRecord>();
  const rank = new Map<string, number>();
  events.forEach((event, index) => {
    if (bySlug.has(event.slugname)) throw new CsvError(`Two events share the slug "${event.slugname}"`);
    bySlug.set(event.slugname, event);
    rank.set(event.slugname, index);
  });
  const eventFor = (table: CsvTable, record: CsvRecord, rowIndex: number): EventRecord => {
    const slug = get(table, record, 'game_slug');
    const event = bySlug.get(slug);
    if (event === undefined) {
      throw new CsvError(
        `${table.source}, data row ${rowIndex + 1}: game_slug "${slug}" is in no schedule/games_{year}.csv`,
      );
    }
    return event;
  };
  return { events, bySlug, rank, eventFor };
}

/** The players known so far by id, and the lookups that match another file's row to one of them. */
interface PlayerIndex {
  drafts: Map<string, PlayerDraft>;
  bySlug: Map<string, string>;
  byName: Map<string, string[]>;
  /** The teams the directory lists for a player. */
  directoryTeams: Map<string, string[]>;
  indexName: (id: string, firstName: string, lastName: string) => void;
}

/** Players with official ids: the player directory. */
function readDirectory(source: SourceFiles): PlayerIndex {
  const drafts = new Map<string, PlayerDraft>();
  const bySlug = new Map<string, string>();
  const byName = new Map<string, string[]>();
  const indexName = (id: string, firstName: string, lastName: string): void => {
    const key = nameKey(firstName, lastName);
    byName.set(key, [...(byName.get(key) ?? []), id]);
  };
  const directoryTeams = new Map<string, string[]>();
  const { playerDirectory: directory } = source;
  directory.rows.forEach((record, rowIndex) => {
    const officialId = readCell(directory, record, rowIndex, 'player_id', 'id') as string;
    const firstName = get(directory, record, 'first_name');
    const lastName = get(directory, record, 'last_name');
    const slug = get(directory, record, 'player_slug');
    drafts.set(officialId, {
      record: {
        officialId,
        slug,
        firstName,
        lastName,
        lastNameSuffix: null,
        position: optional(get(directory, record, 'position')),
        positionName: optional(get(directory, record, 'position_name')),
        jerseyNum: optIntOf(directory, record, rowIndex, 'jersey_number'),
        profileUrl: optional(get(directory, record, 'profile_url')),
        ...emptyBio(),
        expFromYear: null,
      },
      seasons: new Set(),
    });
    bySlug.set(slug, officialId);
    indexName(officialId, firstName, lastName);
    directoryTeams.set(officialId, get(directory, record, 'team_id').split('|'));
  });
  return { drafts, bySlug, byName, directoryTeams, indexName };
}

/**
 * Each season's rosters, one entry per team and player: the highest-ranked source wins (a box score
 * over the stats site's roster over a gameday roster). Every entry, like every totals row, marks the
 * season as one the player played in.
 */
class SeasonRosters {
  readonly #entries = new Map<number, Map<string, RosterEntry & { rank: number }>>();
  readonly #drafts: Map<string, PlayerDraft>;

  constructor(drafts: Map<string, PlayerDraft>) {
    this.#drafts = drafts;
  }

  seen(playerId: string, year: number): void {
    const draft = this.#drafts.get(playerId);
    if (draft === undefined) throw new CsvError(`Player ${playerId} (season ${year}) is in no player list`);
    draft.seasons.add(year);
  }

  add(year: number, entry: RosterEntry, rank: number): void {
    const season = this.#entries.get(year) ?? new Map<string, RosterEntry & { rank: number }>();
    this.#entries.set(year, season);
    const key = `${entry.teamId}:${entry.playerId}`;
    const current = season.get(key);
    if (current === undefined || rank > current.rank) season.set(key, { ...entry, rank });
    this.seen(entry.playerId, year);
  }

  of(year: number): RosterEntry[] {
    return [...(this.#entries.get(year)?.values() ?? [])]
      .map(({ playerId, teamId, position, jerseyNum }): RosterEntry => ({ playerId, teamId, position, jerseyNum }))
      .sort(rosterOrder);
  }
}

/** A box-score table's rows grouped by game slug. */
function rowsByGame<Row extends object>(
  table: CsvTable,
  spec: Readonly<Record<keyof Row & string, SourceColumn>>,
  eventFor: EventIndex['eventFor'],
): Map<string, Row[]> {
  const byGame = new Map<string, Row[]>();
  table.rows.forEach((record, rowIndex) => {
    const event = eventFor(table, record, rowIndex);
    const row = readRow<Row>(spec, table, record, rowIndex);
    byGame.set(event.slugname, [...(byGame.get(event.slugname) ?? []), row]);
  });
  return byGame;
}

/** Box scores: each season's games file; every player in one joins that season's roster. */
function boxScores(
  source: SourceFiles,
  index: EventIndex,
  sample: ReturnType<typeof champSeriesSample>,
  rosters: SeasonRosters,
  report: ConversionReport,
): Map<number, GamesFile> {
  const playerStats = rowsByGame<PlayerGameStat>(source.playerGameStats, PLAYER_GAME_STAT_SOURCE, index.eventFor);
  const teamStats = rowsByGame<TeamGameStat>(source.teamGameStats, TEAM_GAME_STAT_SOURCE, index.eventFor);
  const plays = buildPlays(source, index.eventFor, report);

  const games = new Map<number, GamesFile>();
  for (const event of index.events) {
    const slug = event.slugname;
    const isSample = slug === sample.event.slugname;
    if (!playerStats.has(slug) && !teamStats.has(slug) && !isSample) continue;
    const teamRows = sideOrder(
      isSample ? sample.teamStats : (teamStats.get(slug) ?? []),
      event,
      (row) => row.officialId,
    );
    for (const row of teamRows.dropped) report.droppedTeamStatRows.push(`${slug}:${row.officialId}`);
    const playerRows = sideOrder(playerStats.get(slug) ?? [], event, (row) => row.teamId);
    for (const row of playerRows.dropped) report.droppedPlayerStatRows.push(`${slug}:${row.teamId}:${row.playerId}`);
    const sides = playerRows.kept;
    sides.sort(
      (a, b) =>
        Number(a.teamId !== event.homeTeamId) - Number(b.teamId !== event.homeTeamId) ||
        compare(a.playerId, b.playerId),
    );
    const rank = index.rank.get(slug) ?? 0;
    for (const row of sides) {
      rosters.add(
        event.year,
        { playerId: row.playerId, teamId: row.teamId, position: row.position, jerseyNum: row.jerseyNum },
        BOX_SCORE_RANK + rank,
      );
    }
    const game: GameRecord = {
      teamStats: teamRows.kept,
      playerStats: encodeTable(sides, PLAYER_GAME_STAT_COLUMNS),
      plays: plays.has(slug) ? encodeTable(plays.get(slug) ?? [], PLAY_COLUMNS) : null,
    };
    const file = games.get(event.year) ?? {};
    file[slug] = game;
    games.set(event.year, file);
  }
  return games;
}

/** The team a published totals row names (by nickname). */
function totalsTeamId(teams: TeamContext, table: CsvTable, record: CsvRecord): string {
  const name = get(table, record, 'Name');
  const id = teams.idByNickname.get(name.toLowerCase());
  if (id === undefined) throw new CsvError(`${table.source}: team "${name}" is not in teams/team_alias_mapping.csv`);
  return id;
}

/** Each season's teams: those with published totals and those playing a regular-season or playoff game. */
function seasonTeamIdsOf(source: SourceFiles, events: EventRecord[], teams: TeamContext): Map<number, Set<string>> {
  const seasonTeamIds = new Map<number, Set<string>>(SEASONS.map((year) => [year, new Set<string>()]));
  for (const [year, table] of source.teamTotals) {
    for (const record of table.rows) seasonTeamIds.get(year)?.add(totalsTeamId(teams, table, record));
  }
  for (const event of events) {
    if (event.seasonSegment !== 'regular' && event.seasonSegment !== 'post') continue;
    for (const id of [event.homeTeamId, event.awayTeamId]) if (id !== '') seasonTeamIds.get(event.year)?.add(id);
  }
  return seasonTeamIds;
}

type Bio = Pick<PlayerRecord, 'handedness' | 'height' | 'age' | 'college' | 'country' | 'lastNameSuffix'>;

/** A player of the stats site's current roster who matches no known player. */
interface RosterOnlyPlayer {
  firstName: string;
  lastName: string;
  teamId: string;
  rows: CsvRecord[];
}

/**
 * The last season's rosters: the weekly gameday rosters and the stats site's current rosters, whose
 * bios they bring. A current-roster player matching no known player is returned to get an id.
 */
function currentRosters(
  source: SourceFiles,
  players: PlayerIndex,
  positions: Map<string, string>,
  lastSeasonTeams: Set<string>,
  rosters: SeasonRosters,
  bios: Map<string, Bio>,
): RosterOnlyPlayer[] {
  const { drafts, bySlug, byName, directoryTeams } = players;
  addGamedayPlayers(source, drafts, players.indexName, positions, lastSeasonTeams, (entry, rank) => {
    rosters.add(LAST_SEASON, entry, rank);
  });
  const rosterOnly = new Map<string, RosterOnlyPlayer>();
  const { currentRosters2026: current } = source;
  current.rows.forEach((record, rowIndex) => {
    const firstName = get(current, record, 'First_Name');
    const lastName = get(current, record, 'Last_Name');
    const teamId = get(current, record, 'Team_ID');
    const jersey = optIntOf(current, record, rowIndex, 'Jersey');
    const id = matchPlayer(
      bySlug.get(get(current, record, 'Image_Slug')),
      byName.get(nameKey(firstName, lastName)),
      (candidate) =>
        (directoryTeams.get(candidate) ?? []).includes(teamId) || drafts.get(candidate)?.record.jerseyNum === jersey,
    );
    if (id === null) {
      const key = `${nameKey(firstName, lastName)}|${teamId}`;
      const entry = rosterOnly.get(key) ?? { firstName, lastName, teamId, rows: [] };
      entry.rows.push(record);
      rosterOnly.set(key, entry);
      return;
    }
    bios.set(id, rosterBio(current, record, rowIndex, drafts.get(id)?.record.lastName ?? lastName));
    rosters.add(
      LAST_SEASON,
      { playerId: id, teamId, position: optional(get(current, record, 'Position')), jerseyNum: jersey },
      SITE_ROSTER_RANK,
    );
  });
  return [...rosterOnly.values()];
}

/** A published totals row, with the player it belongs to: an official id, or a key awaiting a synthetic one. */
interface TotalsRow {
  segment: 'regular' | 'post';
  table: CsvTable;
  record: CsvRecord;
  rowIndex: number;
  playerKey: string;
}

/** A totals player who matches no known player. */
interface TotalsOnlyPlayer {
  firstName: string;
  lastName: string;
  year: number;
  appearances: Appearance[];
}

/** Published totals 2020/2021, joined on name (jersey breaks ties); the others are returned to get ids. */
function readPlayerTotals(
  source: SourceFiles,
  players: PlayerIndex,
  report: ConversionReport,
): { totals: Map<number, TotalsRow[]>; unmatched: Map<string, TotalsOnlyPlayer> } {
  const totals = new Map<number, TotalsRow[]>();
  const unmatched = new Map<string, TotalsOnlyPlayer>();
  for (const { year, segment, table } of source.playerTotals) {
    const keys = table.rows.map((record) => nameKey(get(table, record, 'First Name'), get(table, record, 'Last Name')));
    table.rows.forEach((record, rowIndex) => {
      const firstName = get(table, record, 'First Name');
      const lastName = get(table, record, 'Last Name');
      const jersey = optIntOf(table, record, rowIndex, 'Jersey');
      const gamesPlayed = intOf(table, record, rowIndex, 'Games Played');
      if (segment === 'post' && gamesPlayed === 0) {
        report.droppedZeroGameTotals++;
        return;
      }
      const name = nameKey(firstName, lastName);
      const id = matchPlayer(
        undefined,
        players.byName.get(name),
        (candidate) => players.drafts.get(candidate)?.record.jerseyNum === jersey,
      );
      let playerKey = id ?? name;
      if (id === null) {
        // Two rows of one file with one name are two people: the jersey tells them apart.
        if (keys.filter((key) => key === name).length > 1) playerKey = `${name}#${jersey ?? ''}`;
        const entry = unmatched.get(playerKey) ?? { firstName, lastName, year, appearances: [] };
        entry.appearances.push({ year, jersey, position: optional(get(table, record, 'Position')) });
        unmatched.set(playerKey, entry);
      }
      totals.set(year, [...(totals.get(year) ?? []), { segment, table, record, rowIndex, playerKey }]);
    });
  }
  return { totals, unmatched };
}

/** The order synthetic ids follow: last name (without its suffix), then first name, folded. */
function syntheticKey(firstName: string, lastName: string): string[] {
  return [fold(splitSuffix(lastName).lastName), fold(firstName)];
}

function syntheticDraft(
  officialId: string,
  entry: { firstName: string; lastName: string },
  known: Pick<PlayerRecord, 'position' | 'positionName' | 'jerseyNum' | 'profileUrl'>,
): PlayerDraft {
  const { lastName, suffix } = splitSuffix(entry.lastName);
  return {
    record: {
      officialId,
      slug: kebabCase(`${entry.firstName} ${entry.lastName}`),
      firstName: entry.firstName,
      lastName,
      lastNameSuffix: suffix,
      ...known,
      ...emptyBio(),
      expFromYear: null,
    },
    seasons: new Set(),
  };
}

/**
 * Deterministic ids for players the league gave none: T00001… for totals-only players (sorted by
 * name, first season, jersey), then R00001… for current-roster-only players (by name, team).
 * Returns the T id of each totals player key.
 */
function assignSyntheticIds(
  unmatched: Map<string, TotalsOnlyPlayer>,
  rosterOnly: RosterOnlyPlayer[],
  source: SourceFiles,
  players: PlayerIndex,
  positions: Map<string, string>,
  rosters: SeasonRosters,
  bios: Map<string, Bio>,
  report: ConversionReport,
): Map<string, string> {
  const totalsIds = new Map<string, string>();
  const unmatchedSorted = [...unmatched].sort(([keyA, a], [keyB, b]) => {
    const [lastA = '', firstA = ''] = syntheticKey(a.firstName, a.lastName);
    const [lastB = '', firstB = ''] = syntheticKey(b.firstName, b.lastName);
    return (
      compare(lastA, lastB) ||
      compare(firstA, firstB) ||
      a.year - b.year ||
      (a.appearances[0]?.jersey ?? -1) - (b.appearances[0]?.jersey ?? -1) ||
      compare(keyA, keyB)
    );
  });
  unmatchedSorted.forEach(([key, entry], index) => {
    const officialId = `T${String(index + 1).padStart(5, '0')}`;
    totalsIds.set(key, officialId);
    const latest = [...entry.appearances].reverse();
    const position = latest.find((appearance) => appearance.position !== null)?.position ?? null;
    players.drafts.set(
      officialId,
      syntheticDraft(officialId, entry, {
        position,
        positionName: position === null ? null : (positions.get(position) ?? null),
        jerseyNum: latest.find((appearance) => appearance.jersey !== null)?.jersey ?? null,
        profileUrl: null,
      }),
    );
    report.syntheticIds.push({ officialId, name: `${entry.firstName} ${entry.lastName}` });
  });

  const { currentRosters2026: current } = source;
  const rosterOnlySorted = [...rosterOnly].sort((a, b) => {
    const [lastA = '', firstA = ''] = syntheticKey(a.firstName, a.lastName);
    const [lastB = '', firstB = ''] = syntheticKey(b.firstName, b.lastName);
    return compare(lastA, lastB) || compare(firstA, firstB) || compare(a.teamId, b.teamId);
  });
  rosterOnlySorted.forEach((entry, index) => {
    const officialId = `R${String(index + 1).padStart(5, '0')}`;
    const record = entry.rows.at(-1);
    if (record === undefined) return;
    const rowIndex = current.rows.indexOf(record);
    const position = optional(get(current, record, 'Position'));
    const jerseyNum = optIntOf(current, record, rowIndex, 'Jersey');
    const draft = syntheticDraft(officialId, entry, {
      position,
      positionName:
        position === null ? null : (positions.get(position) ?? optional(get(current, record, 'Position_Group'))),
      jerseyNum,
      profileUrl: optional(get(current, record, 'Image_URL')),
    });
    players.drafts.set(officialId, draft);
    bios.set(officialId, rosterBio(current, record, rowIndex, draft.record.lastName));
    rosters.add(LAST_SEASON, { playerId: officialId, teamId: entry.teamId, position, jerseyNum }, SITE_ROSTER_RANK);
    report.syntheticIds.push({ officialId, name: `${entry.firstName} ${entry.lastName}` });
  });
  return totalsIds;
}

/** Season totals tables: players (regular season first, then by id) and teams (by id). */
function seasonTotals(
  source: SourceFiles,
  totals: Map<number, TotalsRow[]>,
  totalsIds: Map<string, string>,
  players: PlayerIndex,
  rosters: SeasonRosters,
  teams: TeamContext,
): { playerTotals: Map<number, PlayerSeasonTotal[]>; teamTotals: Map<number, TeamSeasonTotal[]> } {
  const playerTotals = new Map<number, PlayerSeasonTotal[]>();
  for (const [year, rows] of totals) {
    const converted = rows.map(({ segment, table, record, rowIndex, playerKey }) => {
      const playerId = players.drafts.has(playerKey) ? playerKey : totalsIds.get(playerKey);
      if (playerId === undefined) throw new Error(`No id for totals player ${playerKey}`);
      rosters.seen(playerId, year);
      return readRow<PlayerSeasonTotal>(PLAYER_SEASON_TOTAL_SOURCE, table, record, rowIndex, {
        playerId,
        seasonSegment: segment,
      });
    });
    const segmentRank = (segment: string): number => (segment === 'regular' ? 0 : 1);
    converted.sort(
      (a, b) => segmentRank(a.seasonSegment) - segmentRank(b.seasonSegment) || compare(a.playerId, b.playerId),
    );
    playerTotals.set(year, converted);
  }
  const teamTotals = new Map<number, TeamSeasonTotal[]>();
  for (const [year, table] of source.teamTotals) {
    const rows = table.rows.map((record, rowIndex) => {
      return readRow<TeamSeasonTotal>(TEAM_SEASON_TOTAL_SOURCE, table, record, rowIndex, {
        teamId: totalsTeamId(teams, table, record),
      });
    });
    rows.sort((a, b) => compare(a.teamId, b.teamId));
    teamTotals.set(year, rows);
  }
  return { playerTotals, teamTotals };
}

/** Players by id: bios, suffixes, rookie years; slugs made unique. */
function finishPlayers(drafts: Map<string, PlayerDraft>, bios: Map<string, Bio>): PlayerRecord[] {
  const players: PlayerRecord[] = [];
  const slugs = new Set<string>();
  for (const id of [...drafts.keys()].sort(compare)) {
    const draft = drafts.get(id);
    if (draft === undefined) continue;
    const bio = bios.get(id);
    const first = Math.min(...draft.seasons);
    let slug = draft.record.slug;
    for (let n = 2; slugs.has(slug); n++) slug = `${draft.record.slug}-${n}`;
    slugs.add(slug);
    players.push({
      ...draft.record,
      ...(bio ?? {}),
      lastNameSuffix: draft.record.lastNameSuffix ?? bio?.lastNameSuffix ?? null,
      countryCode: null,
      slug,
      expFromYear: Number.isFinite(first) && first > FIRST_PLAYER_SEASON ? first : null,
    });
  }
  return players;
}

// ---------------------------------------------------------------------------------------------
// The conversion

export function convertSnapshotWithReport(source: SourceFiles): Conversion {
  const report: ConversionReport = {
    droppedTeamStatRows: [],
    droppedPlayerStatRows: [],
    phantomGoals: [],
    droppedZeroGameTotals: 0,
    syntheticIds: [],
  };
  const sample = champSeriesSample(source);
  const teams = teamContext(source, sample.looks);
  const positions = positionNames(source);

  // Indexing, then the directory; each later phase adds the players and roster entries it finds.
  const eventIndex = indexEvents(source, sample.event);
  const players = readDirectory(source);
  const rosters = new SeasonRosters(players.drafts);
  const games = boxScores(source, eventIndex, sample, rosters, report);
  const seasonTeamIds = seasonTeamIdsOf(source, eventIndex.events, teams);
  const bios = new Map<string, Bio>();
  const rosterOnly = currentRosters(
    source,
    players,
    positions,
    seasonTeamIds.get(LAST_SEASON) ?? new Set(),
    rosters,
    bios,
  );
  const { totals, unmatched } = readPlayerTotals(source, players, report);
  const totalsIds = assignSyntheticIds(unmatched, rosterOnly, source, players, positions, rosters, bios, report);
  const { playerTotals, teamTotals } = seasonTotals(source, totals, totalsIds, players, rosters, teams);

  // Season files and manifest.
  const seasons = new Map<number, SeasonFile>();
  const summaries: SeasonSummary[] = [];
  for (const year of SEASONS) {
    const totalsRows = playerTotals.get(year);
    const teamTotalsRows = teamTotals.get(year);
    const seasonTeams = [...(seasonTeamIds.get(year) ?? [])].sort(compare).map((id) => teamSeason(teams, id, year));
    const season: SeasonFile = {
      year,
      teams: seasonTeams,
      events: eventIndex.events.filter((event) => event.year === year),
      rosters: encodeTable(rosters.of(year), ROSTER_COLUMNS),
      playerTotals: totalsRows === undefined ? null : encodeTable(totalsRows, PLAYER_SEASON_TOTAL_COLUMNS),
      teamTotals: teamTotalsRows ?? null,
    };
    seasons.set(year, season);
    summaries.push(summarizeSeason(season, games.get(year)));
  }

  return {
    snapshot: {
      manifest: { formatVersion: SNAPSHOT_FORMAT_VERSION, seasons: summaries },
      players: finishPlayers(players.drafts, bios),
      seasons,
      games,
    },
    report,
  };
}

/** One id out of a slug match or name candidates; `prefer` breaks a tie between namesakes. */
function matchPlayer(
  slugMatch: string | undefined,
  candidates: string[] | undefined,
  prefer: (candidate: string) => boolean,
): string | null {
  if (slugMatch !== undefined) return slugMatch;
  if (candidates === undefined || candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0] ?? null;
  const preferred = candidates.filter(prefer);
  return preferred.length === 1 ? (preferred[0] ?? null) : null;
}

function rosterBio(
  table: CsvTable,
  record: CsvRecord,
  rowIndex: number,
  knownLastName: string,
): Pick<PlayerRecord, 'handedness' | 'height' | 'age' | 'college' | 'country' | 'lastNameSuffix'> {
  const handedness = get(table, record, 'Handedness');
  const split = splitSuffix(get(table, record, 'Last_Name'));
  return {
    handedness: handedness === '' ? null : (HANDEDNESS[handedness] ?? handedness),
    height: optional(get(table, record, 'Height')),
    age: optIntOf(table, record, rowIndex, 'Age'),
    college: optional(get(table, record, 'College')),
    country: optional(get(table, record, 'Country')),
    lastNameSuffix:
      split.suffix !== null && nameKey('', split.lastName) === nameKey('', knownLastName) ? split.suffix : null,
  };
}

/**
 * The weekly gameday rosters of 2026: ids unpadded in the first weeks ("3203"), jerseys as floats
 * ("2.0"). Rows of the All-Star teams (EAST/WEST) are not season rosters and are skipped. Players
 * absent from the directory (on a roster, never in a box score) are added with their official id.
 */
function addGamedayPlayers(
  source: SourceFiles,
  drafts: Map<string, PlayerDraft>,
  indexName: (id: string, firstName: string, lastName: string) => void,
  positions: Map<string, string>,
  seasonTeams: Set<string>,
  addRoster: (entry: RosterEntry, rank: number) => void,
): void {
  const rows: { table: CsvTable; record: CsvRecord; rowIndex: number; week: number; order: number }[] = [];
  let order = 0;
  const gamedayOnly = new Set<string>();
  for (const table of source.gamedayRosters2026) {
    table.rows.forEach((record, rowIndex) => {
      rows.push({ table, record, rowIndex, week: intOf(table, record, rowIndex, 'week'), order: order++ });
    });
  }
  rows.sort((a, b) => a.week - b.week || a.order - b.order);
  rows.forEach(({ table, record, rowIndex }, index) => {
    const teamId = get(table, record, 'team_id');
    if (!seasonTeams.has(teamId)) return;
    const playerId = padPlayerId(get(table, record, 'player_id'));
    if (playerId === null) throw new CsvError(`${table.source}, data row ${rowIndex + 1}: bad player_id`);
    const position = optional(get(table, record, 'position'));
    const jerseyNum = optIntOf(table, record, rowIndex, 'jersey_number');
    const known = drafts.get(playerId);
    if (known === undefined) {
      const firstName = get(table, record, 'first_name');
      const lastName = get(table, record, 'last_name');
      drafts.set(playerId, {
        record: {
          officialId: playerId,
          slug: kebabCase(`${firstName} ${lastName}`),
          firstName,
          lastName,
          lastNameSuffix: null,
          position,
          positionName:
            position === null ? null : (positions.get(position) ?? optional(get(table, record, 'position_group'))),
          jerseyNum,
          profileUrl: null,
          ...emptyBio(),
          expFromYear: null,
        },
        seasons: new Set(),
      });
      indexName(playerId, firstName, lastName);
      gamedayOnly.add(playerId);
    } else if (gamedayOnly.has(playerId)) {
      // A gameday-only player seen again: keep the latest position and jersey.
      if (position !== null) {
        known.record.position = position;
        known.record.positionName = positions.get(position) ?? known.record.positionName;
      }
      if (jerseyNum !== null) known.record.jerseyNum = jerseyNum;
    }
    addRoster({ playerId, teamId, position, jerseyNum }, index);
  });
}

// ---------------------------------------------------------------------------------------------
// Play-by-play

function buildPlays(
  source: SourceFiles,
  eventFor: (table: CsvTable, record: CsvRecord, rowIndex: number) => EventRecord,
  report: ConversionReport,
): Map<string, Play[]> {
  const { plays: table } = source;
  const byGame = new Map<
    string,
    { event: EventRecord; rows: { index: number; record: CsvRecord; rowIndex: number }[] }
  >();
  table.rows.forEach((record, rowIndex) => {
    const event = eventFor(table, record, rowIndex);
    const game = byGame.get(event.slugname) ?? { event, rows: [] };
    game.rows.push({ index: intOf(table, record, rowIndex, 'event_index'), record, rowIndex });
    byGame.set(event.slugname, game);
  });
  const plays = new Map<string, Play[]>();
  for (const [slug, { event, rows }] of byGame) {
    rows.sort((a, b) => a.index - b.index);
    let home = 0;
    let visitor = 0;
    plays.set(
      slug,
      rows.map(({ index, record, rowIndex }) => {
        let eventType = get(table, record, 'eventType');
        const description = cell(table, record, 'description');
        const shotSaved = readCell(table, record, rowIndex, 'detail_shotSaved', 'bool');
        // A "goal" with no description that the goalie saved is a shot (2024_game_10, 2026-ev-1):
        // the row's own score does not move and the period scores do not count it.
        if (eventType === 'goal' && description.trim() === '' && shotSaved === true) {
          eventType = 'shot';
          report.phantomGoals.push(`${slug}#${index}`);
        }
        const teamId = get(table, record, 'teamId');
        if (eventType === 'goal') {
          if (teamId === '')
            throw new CsvError(`${table.source}, data row ${rowIndex + 1}: a goal with no teamId in ${slug}`);
          const value = goalValue(optional(get(table, record, 'shotType')));
          if (teamId === event.homeTeamId) home += value;
          else if (teamId === event.awayTeamId) visitor += value;
          else {
            throw new CsvError(
              `${table.source}, data row ${rowIndex + 1}: goal by "${teamId}", who plays neither side of ${slug} (${event.homeTeamId} v ${event.awayTeamId})`,
            );
          }
        }
        return readRow<Play>(PLAY_SOURCE, table, record, rowIndex, {
          eventType,
          homeScore: home,
          visitorScore: visitor,
        });
      }),
    );
  }
  return plays;
}
