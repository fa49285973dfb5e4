/**
 * Reading and writing a snapshot directory. Writes are atomic at the directory level: the new
 * snapshot is written beside the old one and swapped in with renames, so a crash or a refused sync
 * never leaves a half-written snapshot where the build reads.
 */
import { cp, link, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  decodeTable,
  serializeSnapshotFile,
  SNAPSHOT_FORMAT_VERSION,
  type GamesFile,
  type PlayerRecord,
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

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new SnapshotFormatError(`Cannot read snapshot file ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SnapshotFormatError(`Snapshot file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

export async function readSnapshot(dir: string = snapshotDir()): Promise<Snapshot> {
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
  const games = new Map<number, GamesFile>();
  for (const { year, hasGameData } of manifest.seasons) {
    seasons.set(year, (await readJson(join(dir, 'seasons', `${year}.json`))) as SeasonFile);
    if (hasGameData) games.set(year, (await readJson(join(dir, 'games', `${year}.json`))) as GamesFile);
  }
  return { manifest: { ...manifest, formatVersion: SNAPSHOT_FORMAT_VERSION }, players, seasons, games };
}

/** Every file of a snapshot, by path relative to the snapshot directory, as it is written. */
export function snapshotFiles(snapshot: Snapshot): Map<string, string> {
  const files = new Map<string, string>();
  files.set('manifest.json', serializeSnapshotFile(snapshot.manifest));
  files.set('players.json', serializeSnapshotFile(encodePlayers(snapshot.players)));
  for (const [year, season] of snapshot.seasons) {
    files.set(`seasons/${year}.json`, serializeSnapshotFile(season));
  }
  for (const [year, games] of snapshot.games) {
    files.set(`games/${year}.json`, serializeSnapshotFile(games));
  }
  return files;
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
const SNAPSHOT_ENTRIES = new Set(['manifest.json', 'players.json', 'seasons', 'games']);

/**
 * Writes the snapshot to `dir` atomically: into a sibling temporary directory first, with
 * everything in `dir` that is not the snapshot's own, then swapped in by rename. The previous
 * directory stays intact until the new one is complete. A file whose text is what `dir` holds
 * already is hard-linked, not written again: a post-game sync changes one season's two files of
 * a dozen, and at ten times the league the others are 80 MB. Returns false, having written
 * nothing, when every file is as `dir` holds it.
 */
export async function writeSnapshotAtomically(dir: string, snapshot: Snapshot): Promise<boolean> {
  return writeSnapshotFilesAtomically(dir, snapshotFiles(snapshot));
}

/** writeSnapshotAtomically of a snapshot's files (snapshotFiles), for a caller that has them already. */
export async function writeSnapshotFilesAtomically(dir: string, files: ReadonlyMap<string, string>): Promise<boolean> {
  const target = resolve(dir);
  const written = await writtenFiles(target, [...files.keys()]);
  const same = (path: string): boolean => written.get(path) === files.get(path);
  if (written.size === files.size && [...files.keys()].every(same)) return false;
  const staging = `${target}.staging-${process.pid}`;
  const previous = `${target}.previous-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  for (const [path, text] of files) {
    const file = join(staging, path);
    await mkdir(dirname(file), { recursive: true });
    if (same(path)) await link(join(target, path), file);
    else await writeFile(file, text);
  }
  const others = existsSync(target) ? (await readdir(target)).filter((entry) => !SNAPSHOT_ENTRIES.has(entry)) : [];
  for (const entry of others)
    await cp(join(target, entry), join(staging, entry), { recursive: true, preserveTimestamps: true });
  if (existsSync(target)) await rename(target, previous);
  await rename(staging, target);
  await rm(previous, { recursive: true, force: true });
  return true;
}

/** The text of each of `paths` that `dir` holds (none that it lacks), and of every snapshot file it holds beyond them. */
async function writtenFiles(dir: string, paths: readonly string[]): Promise<Map<string, string>> {
  const listed = async (folder: string): Promise<string[]> =>
    existsSync(join(dir, folder)) ? (await readdir(join(dir, folder))).map((name) => `${folder}/${name}`) : [];
  const all = new Set([...paths, ...(await listed('seasons')), ...(await listed('games'))]);
  const texts = new Map<string, string>();
  for (const path of all) {
    const text = await readFile(join(dir, path), 'utf8').catch(() => undefined);
    if (text !== undefined) texts.set(path, text);
  }
  return texts;
}
