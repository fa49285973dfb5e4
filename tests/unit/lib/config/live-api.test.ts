import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_API_TOKEN, DEFAULT_LEAGUE_API_URL } from '../../../../src/lib/config/live-api.ts';
import { gameDaySlugsFrom, liveApiConfigFrom, liveApiHost } from '../../../../src/lib/config/live-api.ts';

describe('liveApiConfigFrom', () => {
  it("defaults to the league API on the site's own origin, /api, with the development token", () => {
    expect(DEFAULT_LEAGUE_API_URL).toBe('/api');
    expect(liveApiConfigFrom(undefined, undefined)).toEqual({ restBaseUrl: '/api', token: DEFAULT_LEAGUE_API_TOKEN });
    expect(liveApiConfigFrom('  ', '')).toEqual({ restBaseUrl: '/api', token: DEFAULT_LEAGUE_API_TOKEN });
  });
  it("takes a path on the site's origin, but not a protocol-relative URL (another origin)", () => {
    expect(liveApiConfigFrom('/league/api/', 'tok').restBaseUrl).toBe('/league/api');
    expect(() => liveApiConfigFrom('//api.example.test/api', undefined)).toThrow(
      "PUBLIC_LEAGUE_API_URL must be a path on the site's origin such as /api",
    );
  });
  it("names the API's host, or none for the site's own origin", () => {
    expect(liveApiHost(liveApiConfigFrom('https://api.example.test:8443/api', 'tok'))).toBe('api.example.test:8443');
    expect(liveApiHost(liveApiConfigFrom(undefined, undefined))).toBeNull();
  });
  it('takes a REST base without its trailing slash', () => {
    expect(liveApiConfigFrom('https://api.example.test/api/', ' tok ')).toEqual({
      restBaseUrl: 'https://api.example.test/api',
      token: 'tok',
    });
  });
  it('names the setting when the URL is not http(s)', () => {
    expect(() => liveApiConfigFrom('api.example.test', undefined)).toThrow(
      'PUBLIC_LEAGUE_API_URL must be a path on the site\'s origin such as /api, or an http(s) URL ending in /api, got "api.example.test"',
    );
    expect(() => liveApiConfigFrom('ftp://api.example.test/api', undefined)).toThrow('PUBLIC_LEAGUE_API_URL');
  });
});

describe('gameDaySlugsFrom', () => {
  const games = new Set(['2024_game_6', '2025_game_1']);
  it('reads a comma list and refuses a name that is no game', () => {
    expect([...gameDaySlugsFrom(' 2024_game_6 ,2025_game_1,', (slug) => games.has(slug))]).toEqual([
      '2024_game_6',
      '2025_game_1',
    ]);
    expect(gameDaySlugsFrom(undefined, () => false).size).toBe(0);
    expect(() => gameDaySlugsFrom('2024_game_6,2024_game_99', (slug) => games.has(slug))).toThrow(
      'PLL_GAME_DAY_GAMES names no game: 2024_game_99',
    );
  });
});
