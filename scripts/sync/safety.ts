/**
 * The sync's guard against a bad upstream: a new snapshot may not hold fewer of any entity than the
 * last good one, unless the operator says so. A season that disappears counts as a shrink to zero.
 */
import type { Snapshot } from '../../src/data/snapshot-format.ts';
import { isFinal } from '../../src/lib/games/status.ts';

export const ALLOW_SHRINK_FLAG = '--allow-shrink';

/** Entity counts by a name that reads well in a message ("events of 2024"). */
export function countEntities(snapshot: Snapshot): Map<string, number> {
  const counts = new Map<string, number>();
  counts.set('players', snapshot.players.length);
  counts.set('seasons', snapshot.seasons.size);
  for (const [year, season] of snapshot.seasons) {
    counts.set(`teams of ${year}`, season.teams.length);
    counts.set(`events of ${year}`, season.events.length);
    counts.set(`final events of ${year}`, season.events.filter((event) => isFinal(event.eventStatus)).length);
    counts.set(`roster entries of ${year}`, season.rosters.rows.length);
    counts.set(`player season totals of ${year}`, season.playerTotals?.rows.length ?? 0);
    counts.set(`team season totals of ${year}`, season.teamTotals?.length ?? 0);
  }
  for (const [year, games] of snapshot.games) {
    const records = Object.values(games);
    counts.set(`games with box scores of ${year}`, records.length);
    counts.set(`player box-score rows of ${year}`, sum(records.map((game) => game.playerStats.rows.length)));
    counts.set(`team box-score rows of ${year}`, sum(records.map((game) => game.teamStats.length)));
    counts.set(`plays of ${year}`, sum(records.map((game) => game.plays?.rows.length ?? 0)));
  }
  return counts;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export interface Shrink {
  entity: string;
  before: number;
  after: number;
}

export function findShrinks(previous: Snapshot, next: Snapshot): Shrink[] {
  const after = countEntities(next);
  const shrinks: Shrink[] = [];
  for (const [entity, before] of countEntities(previous)) {
    const now = after.get(entity) ?? 0;
    if (now < before) shrinks.push({ entity, before, after: now });
  }
  return shrinks;
}

export class SyncRefusedError extends Error {
  override name = 'SyncRefusedError';
}

export function shrinkRefusal(shrinks: Shrink[]): SyncRefusedError {
  const lines = shrinks.map(({ entity, before, after }) => `  ${entity}: ${before} -> ${after}`);
  return new SyncRefusedError(
    `Refusing to replace the last good snapshot: the new one holds fewer entities.\n${lines.join('\n')}\n` +
      `The old snapshot is unchanged. If the upstream really removed them, re-run with ${ALLOW_SHRINK_FLAG}.`,
  );
}
