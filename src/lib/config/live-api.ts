/**
 * Where the live center reads a game from: the league API's REST base and the public token, from
 * the build's settings. The base is a path on the site's own origin (default /api) or an http(s)
 * URL. A bad one fails the build naming the setting rather than shipping pages that can never go live.
 */
import { setting, SettingError } from './settings.ts';

/** The embedded league API's port when run alone (`npm run league-api`). */
export const EMBEDDED_API_PORT = 4322;

/**
 * The live center's default REST base: the site's own origin, so whatever serves the site and the
 * league API together (`npm start`, or a CDN that routes /api to the league) works without a rebuild.
 */
export const DEFAULT_LEAGUE_API_URL = '/api';
/** The development token: the embedded league API accepts it, upstream needs a real one. */
export const DEFAULT_LEAGUE_API_TOKEN = 'dev-token';

export interface LiveApiConfig {
  restBaseUrl: string;
  token: string;
}

function isRestBase(base: string): boolean {
  if (base.startsWith('/')) return !base.startsWith('//');
  try {
    const { protocol } = new URL(base);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export function liveApiConfigFrom(url: string | undefined, token: string | undefined): LiveApiConfig {
  const base = setting(url) ?? DEFAULT_LEAGUE_API_URL;
  if (!isRestBase(base)) {
    throw new SettingError(
      `PUBLIC_LEAGUE_API_URL must be a path on the site's origin such as /api, or an http(s) URL ending in /api, got "${base}"`,
    );
  }
  return { restBaseUrl: base.replace(/\/+$/, ''), token: setting(token) ?? DEFAULT_LEAGUE_API_TOKEN };
}

/** Who serves the live stream, as a visitor would name it: the API's host, or "this site" for a same-origin path. */
export function liveApiHost(config: LiveApiConfig): string | null {
  return config.restBaseUrl.startsWith('/') ? null : new URL(config.restBaseUrl).host;
}

/**
 * PLL_GAME_DAY_GAMES: game slugnames whose pages carry the live center whatever their status at
 * build time (a replay on a developer's machine or in the browser tests, a game moved after the
 * build). Every name must be a game of the site.
 */
export function gameDaySlugsFrom(
  value: string | undefined,
  isGame: (slugname: string) => boolean,
): ReadonlySet<string> {
  const slugs = (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => slug !== '');
  const unknown = slugs.filter((slug) => !isGame(slug));
  if (unknown.length > 0) throw new SettingError(`PLL_GAME_DAY_GAMES names no game: ${unknown.join(', ')}`);
  return new Set(slugs);
}
