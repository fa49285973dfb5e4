/** Paths under a player's profile (the profile itself is routes.ts's playerPath). */
import { playerPath } from '../../lib/routes.ts';

/** /players/{slug}/game-log/{year}: one season of a player's game log. */
export function gameLogPath(slug: string, year: number): string {
  return `${playerPath(slug)}/game-log/${String(year)}`;
}

/** How many ranks a career stat's page lists (more share the last rank when tied). */
export const CAREER_PAGE_SIZE = 100;

/** /fantasy for the current season, /fantasy/{year} for the others. */
export function fantasyPath(year: number, currentYear: number): string {
  return year === currentYear ? '/fantasy' : `/fantasy/${String(year)}`;
}
