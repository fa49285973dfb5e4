/**
 * The build's one entry to the snapshot: read once per build process, shared by every page.
 */
import type { Snapshot } from './format.ts';
import { readSnapshot } from './store.ts';

let loading: Promise<Snapshot> | undefined;

export function loadSnapshot(): Promise<Snapshot> {
  loading ??= readSnapshot();
  return loading;
}
