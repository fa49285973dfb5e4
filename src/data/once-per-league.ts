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
    const all = stores();
    let named = all.get(league);
    if (named === undefined) {
      named = new Map();
      all.set(league, named);
    }
    let entry = named.get(name);
    if (entry === undefined) {
      entry = { value: make(league) };
      named.set(name, entry);
    }
    return entry.value as T;
  };
}
