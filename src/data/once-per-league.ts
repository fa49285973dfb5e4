import { mapEntry } from '../lib/map-entry.ts';
import type { LeagueData } from './league.ts';

type Stores = WeakMap<LeagueData, Map<string, { value: unknown }>>;

/**
 * The stores of a build process, by league and name. A build runs two copies of this module, the
 * pre-render bundle's and the one its integrations (the CSV files, the share images) load, and both
 * read the one league of the process (src/data/snapshot.ts): kept on the process, what one copy
 * works out (the stat tables, the leaders, the share cards) the other reads instead of working it
 * out again, which the build after a game's final would otherwise do on its way to its last file.
 * Outside a build (the dev server, the tests) each copy keeps its own, so that an edit to the code
 * is not answered with what the code before it made.
 */
const SHARED = Symbol.for('pll-stats.per-league-stores');
const processWide = globalThis as typeof globalThis & Record<symbol, Stores | undefined>;
const inThisCopy: Stores = new WeakMap();

function stores(): Stores {
  return process.env['NODE_ENV'] === 'production' ? (processWide[SHARED] ??= new WeakMap()) : inThisCopy;
}

/**
 * `make` worked out once for each league and kept with it under `name`, which no other store uses:
 * what many pages of a build read (an index, a list of paths) is made on the first read, not on each.
 */
export function oncePerLeague<T>(name: string, make: (league: LeagueData) => T): (league: LeagueData) => T {
  return (league) => {
    const named = mapEntry(stores(), league, () => new Map<string, { value: unknown }>());
    return mapEntry(named, name, () => ({ value: make(league) })).value as T;
  };
}

/**
 * A store kept with each league under `name`, which no other store uses, holding what `make` works
 * out once for each key: a season's table, a game's card, the hash of one of the league's objects.
 * An object key is held weakly, so that a value made for an object no longer in use goes with it.
 */
export function oncePerKey<T>(name: string): (league: LeagueData, key: string | number | object, make: () => T) => T {
  const storesOf = oncePerLeague(name, () => ({
    byValue: new Map<string | number, T>(),
    byObject: new WeakMap<object, T>(),
  }));
  return (league, key, make) => {
    const { byValue, byObject } = storesOf(league);
    return typeof key === 'object' ? mapEntry(byObject, key, make) : mapEntry(byValue, key, make);
  };
}
