/**
 * One sync: pull from a league API into a new snapshot, check it against the last good one, and
 * swap it in atomically. Nothing is written unless every request succeeded, every answer was
 * well-formed and no entity count shrank (or the operator allowed it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createLeagueClient, type Exchange, type RetryOptions } from '../../src/api/index.ts';
import { FIRST_SEASON, type Snapshot } from '../../src/data/snapshot-format.ts';
import {
  readSnapshot,
  snapshotFileSizes,
  writeSnapshotAtomically,
  type SnapshotReading,
} from '../../src/data/store.ts';
import { countEntities, findShrinks, shrinkRefusal } from './safety.ts';
import { fetchGame, fetchSnapshot, seasonOfGame, type SeasonProgress } from './fetch-snapshot.ts';

export interface SyncTarget {
  graphqlUrl: string;
  restBaseUrl: string;
  token: string;
  timeZone: string;
}

export interface SyncOptions {
  api: SyncTarget;
  /** The snapshot directory to replace. */
  dir: string;
  /** The newest season to pull (from FIRST_SEASON). */
  lastSeason: number;
  /** Refresh only what this finished game touches. */
  game?: string | undefined;
  allowShrink?: boolean | undefined;
  /** Retry of every read, REST and GraphQL alike; default the retry helper (2 attempts, 1000 ms x attempt); false = one attempt. */
  retry?: RetryOptions | false | undefined;
  /** Gives up on a request that has not fully answered after this many ms; default the clients' 30 s. */
  timeoutMs?: number | undefined;
  onSeason?: (progress: SeasonProgress) => void;
}

export interface SyncSummary {
  requests: number;
  failedRequests: number;
  /** Entities in the new snapshot; a game's sync counts the box scores of that game's season only. */
  entities: number;
  seconds: number;
  /** Bytes of the written snapshot's files. */
  bytes: number;
  /** False when the new snapshot equals the old one byte for byte (nothing was rewritten). */
  changed: boolean;
}

export async function runSync(options: SyncOptions): Promise<SyncSummary> {
  const started = performance.now();
  let requests = 0;
  let failedRequests = 0;
  const onExchange = (exchange: Exchange): void => {
    requests++;
    if (exchange.error !== null) failedRequests++;
  };
  const client = createLeagueClient({
    graphqlUrl: options.api.graphqlUrl,
    restBaseUrl: options.api.restBaseUrl,
    token: options.api.token,
    timeZone: options.api.timeZone,
    onExchange,
    retry: options.retry,
    timeoutMs: options.timeoutMs,
  });
  const { game } = options;
  // A game's sync reads the box scores of that game's season alone, and keeps the others' files.
  const reading: SnapshotReading = {};
  if (game !== undefined) {
    reading.gamesOf = (seasons) => {
      const year = seasonOfGame(seasons, game);
      return year === undefined ? [] : [year];
    };
  }
  const previous = existsSync(join(options.dir, 'manifest.json')) ? await readSnapshot(options.dir, reading) : null;
  const fetchOptions = {
    client,
    graphqlUrl: options.api.graphqlUrl,
    ...(options.onSeason ? { onSeason: options.onSeason } : {}),
  };

  let next: Snapshot;
  if (game === undefined) {
    const years = Array.from({ length: options.lastSeason - FIRST_SEASON + 1 }, (_, index) => FIRST_SEASON + index);
    next = await fetchSnapshot({ ...fetchOptions, years });
  } else {
    if (previous === null)
      throw new Error(`--game needs a last good snapshot in ${options.dir}; run a full sync first.`);
    next = await fetchGame(fetchOptions, previous, game);
  }

  if (previous !== null && options.allowShrink !== true) {
    const shrinks = findShrinks(previous, next);
    if (shrinks.length > 0) throw shrinkRefusal(shrinks);
  }
  const changed = await writeSnapshotAtomically(options.dir, next, previous ?? undefined);
  const entities = [...countEntities(next).entries()]
    .filter(([name]) => name !== 'seasons' && !name.startsWith('final events'))
    .reduce((total, [, count]) => total + count, 0);
  return {
    requests,
    failedRequests,
    entities,
    seconds: (performance.now() - started) / 1000,
    bytes: [...(await snapshotFileSizes(options.dir)).values()].reduce((total, size) => total + size, 0),
    changed,
  };
}
