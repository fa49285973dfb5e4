/**
 * The build's one entry to the snapshot: read and indexed once per build process, shared by every
 * page.
 */
import type { Snapshot } from './snapshot-format.ts';
import { LeagueData } from './league.ts';
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
    const snapshot = readSnapshot(dir);
    entry = { snapshot, league: snapshot.then((read) => new LeagueData(read)) };
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
