/**
 * The build's settings for the islands that talk to a backend: the league API (live center, ticker,
 * in-app messages) and accounts. A development build fills unset settings with local doubles; a
 * production build (`npm run build -- --production`, which first refuses development values)
 * leaves a feature out when its backend is not configured, so a page never carries a login button
 * or a live center that cannot work.
 */
import { accountConfigFrom, type AccountConfig } from '../../lib/config/accounts.ts';
import { buildNowFrom } from '../../lib/config/build-clock.ts';
import type { LeagueData } from '../../data/league.ts';
import { gameDaySlugsFrom, liveApiConfigFrom, type LiveApiConfig } from '../../lib/config/live-api.ts';
import { PRODUCTION_BUILD_FLAG } from '../../lib/config/production.ts';
import { PUBLIC_SETTINGS } from './public-settings.ts';
import { setting } from '../../lib/config/settings.ts';

const production = process.env[PRODUCTION_BUILD_FLAG] === '1';

/** The league API the pages call, or null in a production build that names none. */
export function siteLiveApi(): LiveApiConfig | null {
  if (production && setting(import.meta.env.PUBLIC_LEAGUE_API_URL) === undefined) return null;
  return liveApiConfigFrom(import.meta.env.PUBLIC_LEAGUE_API_URL, import.meta.env.PUBLIC_LEAGUE_API_TOKEN);
}

/** Sign-in's settings, or null in a production build that names no Firebase project. */
export function siteAccountConfig(): AccountConfig | null {
  if (production && setting(import.meta.env.PUBLIC_FIREBASE_PROJECT_ID) === undefined) return null;
  return accountConfigFrom(PUBLIC_SETTINGS);
}

/** The build's "now" (epoch ms): PLL_NOW when set, else the real clock. Every page that depends on time reads it here. */
export const siteNow = (): number => buildNowFrom(process.env['PLL_NOW'], Date.now);

/** Games the build treats as being played whatever their status (PLL_GAME_DAY_GAMES: a replay, a moved game). */
export function siteGameDaySlugs(league: LeagueData): ReadonlySet<string> {
  return gameDaySlugsFrom(process.env['PLL_GAME_DAY_GAMES'], (slug) => league.event(slug) !== undefined);
}
