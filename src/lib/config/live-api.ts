/**
 * Where the live center reads a game from: the league API's REST base and the public token, from
 * the build's settings. A bad URL fails the build naming the setting rather than shipping pages
 * that can never go live.
 */
import { DEFAULT_LEAGUE_API_TOKEN, DEFAULT_LEAGUE_API_URL } from '../constants.ts';
import { SettingError } from './settings.ts';

export interface LiveApiConfig {
  restBaseUrl: string;
  token: string;
}

export function liveApiConfigFrom(url: string | undefined, token: string | undefined): LiveApiConfig {
  const base = url?.trim() || DEFAULT_LEAGUE_API_URL;
  let parsed: URL;
  try {
    parsed = new URL(base);
  } catch {
    throw new SettingError(`PUBLIC_LEAGUE_API_URL must be an http(s) URL ending in /api, got "${base}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new SettingError(`PUBLIC_LEAGUE_API_URL must be an http(s) URL ending in /api, got "${base}"`);
  }
  return { restBaseUrl: base.replace(/\/+$/, ''), token: token?.trim() || DEFAULT_LEAGUE_API_TOKEN };
}

/**
 * PLL_GAME_DAY_GAMES: game slugnames whose pages carry the live center whatever their status at
 * build time (a replay on a developer's machine or in the browser tests, a game moved after the
 * build). Every name must be a game of the site.
 */
export function gameDaySlugsFrom(value: string | undefined, isGame: (slugname: string) => boolean): ReadonlySet<string> {
  const slugs = (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => slug !== '');
  const unknown = slugs.filter((slug) => !isGame(slug));
  if (unknown.length > 0) throw new SettingError(`PLL_GAME_DAY_GAMES names no game: ${unknown.join(', ')}`);
  return new Set(slugs);
}
