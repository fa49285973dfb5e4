/**
 * The visitor's time zone for the game islands. Apart from after-hydration.ts, so that an island
 * without game times (the login panel, the search results) does not load the time rules with it.
 */
import { LEAGUE_TIME_ZONE } from '../lib/games/time-display.ts';
import { useAfterHydration } from './after-hydration.ts';

/** The visitor's time zone; the league's on the server, so the HTML says ET as the static pages do. */
export function useVisitorTimeZone(): string {
  return useAfterHydration(() => Intl.DateTimeFormat().resolvedOptions().timeZone, LEAGUE_TIME_ZONE);
}
