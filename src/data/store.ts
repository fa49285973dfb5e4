/**
 * Reading and writing a snapshot directory. Writes are atomic at the directory level: the new
 * snapshot is written beside the old one and swapped in with renames, so a crash or a refused sync
 * never leaves a half-written snapshot where the build reads.
 */
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
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
 * Writes the snapshot to `dir` atomically: into a sibling temporary directory first, with a copy
 * of everything in `dir` that is not the snapshot's own, then swapped in by rename. The previous
 * directory stays intact until the new one is complete.
 */
export async function writeSnapshotAtomically(dir: string, snapshot: Snapshot): Promise<void> {
  const target = resolve(dir);
  const staging = `${target}.staging-${process.pid}`;
  const previous = `${target}.previous-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  for (const [path, text] of snapshotFiles(snapshot)) {
    const file = join(staging, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  const others = existsSync(target) ? (await readdir(target)).filter((entry) => !SNAPSHOT_ENTRIES.has(entry)) : [];
  for (const entry of others)
    await cp(join(target, entry), join(staging, entry), { recursive: true, preserveTimestamps: true });
  if (existsSync(target)) await rename(target, previous);
  await rename(staging, target);
  await rm(previous, { recursive: true, force: true });
}
