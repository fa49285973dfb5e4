/**
 * The build's one entry to the snapshot: read and indexed once per build process, shared by every
 * page.
 */
import type { Snapshot } from './snapshot-format.ts';
import { LeagueData } from './league.ts';
import { readSnapshot } from './store.ts';

let loading: Promise<Snapshot> | undefined;
let indexing: Promise<LeagueData> | undefined;

export function loadSnapshot(): Promise<Snapshot> {
  loading ??= readSnapshot();
  return loading;
}

export function loadLeague(): Promise<LeagueData> {
  indexing ??= loadSnapshot().then((snapshot) => new LeagueData(snapshot));
  return indexing;
}
