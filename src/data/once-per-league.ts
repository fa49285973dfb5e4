import type { LeagueData } from './league.ts';

/**
 * `make` worked out once for each league and kept with it: what many pages of a build read (an
 * index, a list of paths) is made on the first read, not on each.
 */
export function oncePerLeague<T>(make: (league: LeagueData) => T): (league: LeagueData) => T {
  const made = new WeakMap<LeagueData, { value: T }>();
  return (league) => {
    let entry = made.get(league);
    if (entry === undefined) {
      entry = { value: make(league) };
      made.set(league, entry);
    }
    return entry.value;
  };
}
