/**
 * Reading and writing a snapshot directory. Writes are atomic at the directory level: the new
 * snapshot is written beside the old one and swapped in with renames, so a crash or a refused sync
 * never leaves a half-written snapshot where the build reads.
 */
import { cp, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  decodeTable,
  serializeSnapshotFile,
  SNAPSHOT_FORMAT_VERSION,
  type BoxScoresFile,
  type GameRecord,
  type GamesFile,
  type PlayerRecord,
  type PlaysFile,
  type SeasonFile,
  type Snapshot,
  type SnapshotManifest,
  type Table,
} from './snapshot-format.ts';

/** The bundled snapshot, relative to the project root whatever the working directory. */
export const DEFAULT_SNAPSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/snapshot');

export function snapshotDir(): string {
  // An empty value (an undefined CI variable) is unset: never the working directory.
  return process.env['PLL_SNAPSHOT_DIR'] || DEFAULT_SNAPSHOT_DIR;
}

export class SnapshotFormatError extends Error {
  override name = 'SnapshotFormatError';
}

const unreadable = (path: string, error: unknown): SnapshotFormatError =>
  new SnapshotFormatError(`Cannot read snapshot file ${path}: ${(error as Error).message}`);

function parsed(path: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SnapshotFormatError(`Snapshot file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw unreadable(path, error);
  }
  return parsed(path, text);
}

/** readJson for a file read when a value is first asked for, in the middle of synchronous code. */
function readJsonNow(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw unreadable(path, error);
  }
  return parsed(path, text);
}

export interface SnapshotReading {
  /**
   * The seasons whose box scores to read, picked from the seasons' files; by default every season
   * that has them. A game's sync reads its own season's only: at ten times the league, the others
   * are 80 MB of JSON that it would parse to write back unchanged.
   */
  gamesOf?: (seasons: ReadonlyMap<number, SeasonFile>) => readonly number[];
  /**
   * Whether a season's plays are read when a game's plays are first asked for, rather than with its
   * box scores. The build's pages ask for a game's own alone: a build after a final renders that
   * season's game pages only, and at ten times the league the other seasons' plays are 60 MB of JSON.
   */
  playsOnDemand?: boolean;
}

/**
 * Reads the snapshot in `dir`. A snapshot read without some seasons' box scores (`gamesOf`) lacks
 * them in `games`; `writeSnapshotAtomically` keeps their files as they are.
 */
export async function readSnapshot(
  dir: string = snapshotDir(),
  { gamesOf, playsOnDemand = false }: SnapshotReading = {},
): Promise<Snapshot> {
  // Read as unknown-versioned: a snapshot written by another version of this code may hold any number.
  const manifest = (await readJson(join(dir, 'manifest.json'))) as Omit<SnapshotManifest, 'formatVersion'> & {
    formatVersion: number;
  };
  if (manifest.formatVersion !== SNAPSHOT_FORMAT_VERSION) {
    throw new SnapshotFormatError(
      `${join(dir, 'manifest.json')} has format version ${String(manifest.formatVersion)}; ` +
        `this code reads version ${String(SNAPSHOT_FORMAT_VERSION)}. Re-run \`npm run sync\` or \`npm run import-snapshot\`.`,
    );
  }
  const players = decodeTable((await readJson(join(dir, 'players.json'))) as Table<PlayerRecord>);
  const seasons = new Map<number, SeasonFile>();
  for (const { year } of manifest.seasons) {
    seasons.set(year, (await readJson(join(dir, 'seasons', `${year}.json`))) as SeasonFile);
  }
  const wanted = gamesOf === undefined ? undefined : new Set(gamesOf(seasons));
  const games = new Map<number, GamesFile>();
  for (const { year, hasGameData } of manifest.seasons) {
    if (!hasGameData || wanted?.has(year) === false) continue;
    const boxScores = (await readJson(join(dir, 'games', `${year}.json`))) as BoxScoresFile;
    const playsPath = join(dir, 'plays', `${year}.json`);
    games.set(
      year,
      playsOnDemand
        ? withPlaysOnDemand(boxScores, playsPath)
        : withPlays(boxScores, (await readJson(playsPath)) as PlaysFile),
    );
  }
  return { manifest: { ...manifest, formatVersion: SNAPSHOT_FORMAT_VERSION }, players, seasons, games };
}

function withPlays(boxScores: BoxScoresFile, plays: PlaysFile): GamesFile {
  return Object.fromEntries(
    Object.entries(boxScores).map(([slug, record]) => [slug, { ...record, plays: plays[slug] ?? null }]),
  );
}

/**
 * A season's games whose plays are read from `playsPath` when the first is asked for. Each game's
 * `plays` is an enumerable getter, so a game's record serializes and hashes with its plays as one
 * read with them does.
 */
function withPlaysOnDemand(boxScores: BoxScoresFile, playsPath: string): GamesFile {
  let plays: PlaysFile | undefined;
  const games: GamesFile = {};
  for (const [slug, record] of Object.entries(boxScores)) {
    games[slug] = Object.defineProperty({ ...record }, 'plays', {
      enumerable: true,
      get: () => (plays ??= readJsonNow(playsPath) as PlaysFile)[slug] ?? null,
    }) as GameRecord;
  }
  return games;
}

/** A season's games as their two files hold them. */
function gamesFiles(games: GamesFile): { boxScores: BoxScoresFile; plays: PlaysFile } {
  const boxScores: BoxScoresFile = {};
  const plays: PlaysFile = {};
  for (const [slug, { teamStats, playerStats, plays: gamePlays }] of Object.entries(games)) {
    boxScores[slug] = { teamStats, playerStats };
    plays[slug] = gamePlays;
  }
  return { boxScores, plays };
}

/** What each file of a snapshot holds, by path relative to the snapshot directory. */
function snapshotValues(snapshot: Snapshot): Map<string, unknown> {
  const values = new Map<string, unknown>();
  values.set('manifest.json', snapshot.manifest);
  values.set('players.json', encodePlayers(snapshot.players));
  for (const [year, season] of snapshot.seasons) values.set(`seasons/${year}.json`, season);
  for (const [year, games] of snapshot.games) {
    const { boxScores, plays } = gamesFiles(games);
    values.set(`games/${year}.json`, boxScores);
    values.set(`plays/${year}.json`, plays);
  }
  return values;
}

/** Every file of a snapshot, by path relative to the snapshot directory, as it is written. */
export function snapshotFiles(snapshot: Snapshot): Map<string, string> {
  return new Map([...snapshotValues(snapshot)].map(([path, value]) => [path, serializeSnapshotFile(value)]));
}

export const PLAYER_COLUMNS: (keyof PlayerRecord)[] = [
  'officialId',
  'slug',
  'firstName',
  'lastName',
  'lastNameSuffix',
  'position',
  'positionName',
  'jerseyNum',
  'profileUrl',
  'handedness',
  'height',
  'age',
  'college',
  'country',
  'countryCode',
  'expFromYear',
];

function encodePlayers(players: PlayerRecord[]): Table<PlayerRecord> {
  return {
    columns: PLAYER_COLUMNS,
    rows: players.map((player) => PLAYER_COLUMNS.map((column) => player[column])),
  };
}

/**
 * The entries of a snapshot directory that the snapshot's own files live in. Anything else there
 * (the API's highlights/ and messages.json, an operator's notes) belongs to someone else.
 */
const SNAPSHOT_ENTRIES = new Set(['manifest.json', 'players.json', 'seasons', 'games', 'plays']);

/**
 * Writes the snapshot to `dir` atomically: into a sibling temporary directory first, with
 * everything in `dir` that is not the snapshot's own, then swapped in by rename. The previous
 * directory stays intact until the new one is complete. A file whose text is what `dir` holds
 * already is hard-linked, not written again: a post-game sync changes one season's three files of
 * about twenty, and at ten times the league the others are 80 MB. Returns false, having written
 * nothing, when every file is as `dir` holds it.
 *
 * `read`, when given, is the snapshot readSnapshot read from `dir`: a file whose value `snapshot`
 * shares with it (the very object, as a post-game sync keeps every season it did not pull) is as
 * `dir` holds it, and is linked without being serialized or read again. So are the box-score and
 * play files of a season that `read` was read without and `snapshot` still has box scores for but
 * does not hold.
 */
export async function writeSnapshotAtomically(dir: string, snapshot: Snapshot, read?: Snapshot): Promise<boolean> {
  const readValues = read === undefined ? new Map<string, unknown>() : snapshotValues(read);
  const files = new Map<string, string>();
  const withGames = new Set(snapshot.manifest.seasons.filter((season) => season.hasGameData).map(({ year }) => year));
  const asWritten = new Set(
    (read?.manifest.seasons ?? [])
      .filter(
        ({ year, hasGameData }) =>
          hasGameData && withGames.has(year) && !read?.games.has(year) && !snapshot.games.has(year),
      )
      .flatMap(({ year }) => [`games/${String(year)}.json`, `plays/${String(year)}.json`]),
  );
  for (const [path, value] of snapshotValues(snapshot)) {
    if (readValues.get(path) === value) asWritten.add(path);
    else files.set(path, serializeSnapshotFile(value));
  }
  const target = resolve(dir);
  const paths = [...files.keys(), ...asWritten];
  const written = await writtenFiles(target, new Set(files.keys()));
  const same = (path: string): boolean => asWritten.has(path) || written.get(path) === files.get(path);
  if (written.size === paths.length && paths.every(same)) return false;
  const staging = `${target}.staging-${process.pid}`;
  const replaced = `${target}.previous-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  for (const path of paths) {
    const file = join(staging, path);
    await mkdir(dirname(file), { recursive: true });
    const text = files.get(path);
    if (text !== undefined && !same(path)) await writeFile(file, text);
    else await link(join(target, path), file);
  }
  const others = existsSync(target) ? (await readdir(target)).filter((entry) => !SNAPSHOT_ENTRIES.has(entry)) : [];
  for (const entry of others)
    await cp(join(target, entry), join(staging, entry), { recursive: true, preserveTimestamps: true });
  if (existsSync(target)) await rename(target, replaced);
  await rename(staging, target);
  await rm(replaced, { recursive: true, force: true });
  return true;
}

/** The paths of the snapshot files `dir` holds. */
async function presentPaths(dir: string): Promise<string[]> {
  const listed = async (folder: string): Promise<string[]> =>
    existsSync(join(dir, folder)) ? (await readdir(join(dir, folder))).map((name) => `${folder}/${name}`) : [];
  return [
    ...['manifest.json', 'players.json'].filter((path) => existsSync(join(dir, path))),
    ...(await listed('seasons')),
    ...(await listed('games')),
    ...(await listed('plays')),
  ];
}

/** The snapshot files `dir` holds, by path: the text of those in `toRead`, null for the others. */
async function writtenFiles(dir: string, toRead: ReadonlySet<string>): Promise<Map<string, string | null>> {
  const texts = new Map<string, string | null>();
  for (const path of await presentPaths(dir))
    texts.set(path, toRead.has(path) ? await readFile(join(dir, path), 'utf8') : null);
  return texts;
}

/** The size in bytes of each snapshot file `dir` holds, by path. */
export async function snapshotFileSizes(dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const path of await presentPaths(dir)) sizes.set(path, (await stat(join(dir, path))).size);
  return sizes;
}
