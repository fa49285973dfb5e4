/**
 * The build's one entry to the snapshot: read and indexed once per build process, shared by every
 * page.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Snapshot, StoredDigests } from './snapshot-format.ts';
import { LeagueData } from './league.ts';
import { snapshotWritten } from './snapshot-ready.ts';
import { readSnapshot, snapshotDir } from './store.ts';

interface Loaded {
  snapshot: Promise<Snapshot>;
  league: Promise<LeagueData>;
}

/**
 * The loaded snapshots of this process, by directory. The pre-render bundle and the build's
 * integrations (the CSV files) each have their own copy of this module, so the cache lives on the
 * process: a second copy of a league ten times the bundled one's size was 400 MB more at the build's end.
 */
const SHARED = Symbol.for('pll-stats.loaded-snapshots');
const processWide = globalThis as typeof globalThis & Record<symbol, Map<string, Loaded> | undefined>;
const loaded = (processWide[SHARED] ??= new Map<string, Loaded>());

function load(): Loaded {
  const dir = snapshotDir();
  let entry = loaded.get(dir);
  if (entry === undefined) {
    // A page that shows a game's plays asks for them; the others' need not be parsed.
    const snapshot = snapshotWritten().then(() => readSnapshot(dir, { playsOnDemand: true }));
    const league = snapshot.then(async (read) => new LeagueData(read, await readDigests(dir, read)));
    entry = { snapshot, league };
    loaded.set(dir, entry);
  }
  return entry;
}

export function loadSnapshot(): Promise<Snapshot> {
  return load().snapshot;
}

export function loadLeague(): Promise<LeagueData> {
  return load().league;
}

/**
 * The hashes of the files a snapshot was read from, read again just after it: nothing writes a
 * build's snapshot while it runs. Hashing the stored text costs a fraction of serializing the data
 * again, which is what keying a season's pages by their data cost.
 */
async function readDigests(dir: string, snapshot: Snapshot): Promise<StoredDigests> {
  const hash = async (...paths: string[]): Promise<string> => {
    const digest = createHash('sha256');
    for (const path of paths) digest.update(await readFile(join(dir, path)).catch(() => ''));
    return digest.digest('base64url');
  };
  const seasons = new Map<number, string>();
  for (const year of snapshot.seasons.keys())
    seasons.set(
      year,
      await hash(`seasons/${String(year)}.json`, `games/${String(year)}.json`, `plays/${String(year)}.json`),
    );
  return { players: await hash('players.json'), seasons };
}
