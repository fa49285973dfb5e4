/** Rookies. */

/** "Rookie filtering excludes league MLL for 2019 and 2020." */
const MLL_ROOKIE_EXCLUSION_YEARS = [2019, 2020] as const;
const MLL_LEAGUE = 'MLL';

export interface RookieCandidate {
  /** "expFromYear (rookie year)" */
  expFromYear?: number | null;
  /** The league the player's record comes from (PLL, WLL, or MLL for players who came over in 2019-2020). */
  league?: string | null;
}

/**
 * A rookie in `year` is a player whose rookie year (expFromYear) is that year. "Rookie filtering
 * excludes league MLL for 2019 and 2020": in the league's first two seasons, players arriving from
 * the MLL carry a first PLL year without being rookies.
 */
export function isRookie(player: RookieCandidate, year: number): boolean {
  if (player.expFromYear !== year) return false;
  const fromMll = (player.league ?? '').trim().toUpperCase() === MLL_LEAGUE;
  return !(fromMll && (MLL_ROOKIE_EXCLUSION_YEARS as readonly number[]).includes(year));
}
