import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_COOKIE_PATTERN,
  analyticsConfigFrom,
  consentRevoked,
  pageViewName,
} from '../../../../src/lib/analytics/settings.ts';

describe('analytics', () => {
  it('names a page by its path segments joined with underscores, or home for root', () => {
    expect(pageViewName('/')).toBe('home');
    expect(pageViewName('')).toBe('home');
    expect(pageViewName('/players/')).toBe('players');
    expect(pageViewName('/games/2024/2024_game_6/')).toBe('games_2024_2024_game_6');
    expect(pageViewName('/players/season/2025/regular')).toBe('players_season_2025_regular');
  });

  it('"Analytics region de or us" (us by default, any case); "cookie duration integer" (about 180 days by default)', () => {
    expect(analyticsConfigFrom({})).toEqual({ region: 'us', cookieDays: 180 });
    expect(analyticsConfigFrom({ PUBLIC_ANALYTICS_REGION: 'DE', PUBLIC_ANALYTICS_COOKIE_DAYS: '30' })).toEqual({
      region: 'de',
      cookieDays: 30,
    });
    expect(() => analyticsConfigFrom({ PUBLIC_ANALYTICS_REGION: 'eu' })).toThrow(
      'PUBLIC_ANALYTICS_REGION must be de or us, got "eu"',
    );
    for (const days of ['7.5', '-1', '0', 'week']) {
      expect(() => analyticsConfigFrom({ PUBLIC_ANALYTICS_COOKIE_DAYS: days }), days).toThrow(
        `PUBLIC_ANALYTICS_COOKIE_DAYS must be a whole number of days (1 or more), got "${days}"`,
      );
    }
  });

  it('reads a revoked consent from the cookie header, and only that cookie', () => {
    expect(consentRevoked('a=1; pll_consent=revoked; b=2')).toBe(true);
    expect(consentRevoked('pll_consent=revoked')).toBe(true);
    expect(consentRevoked('my_pll_consent=revoked; pll_consent=granted')).toBe(false);
    expect(consentRevoked('')).toBe(false);
  });

  it("revoking removes the analytics cookies a tag manager sets, not the site's own", () => {
    expect(['_ga', '_ga_X1', '_gid', '_gat_UA'].every((name) => ANALYTICS_COOKIE_PATTERN.test(name))).toBe(true);
    expect(['pll_consent', 'osc', 'referrerUserId'].some((name) => ANALYTICS_COOKIE_PATTERN.test(name))).toBe(false);
  });
});
