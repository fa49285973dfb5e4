import { describe, expect, it } from 'vitest';
import { checkAnalyticsRegion, checkApiKey, checkCookieDays, SettingError } from '../../../../src/lib/config/settings.ts';

describe('settings (spec section 5)', () => {
  it('"API key must be present without colon"', () => {
    expect(checkApiKey('PUBLIC_ALGOLIA_SEARCH_KEY', ' abc123 ')).toBe('abc123');
    expect(() => checkApiKey('PUBLIC_ALGOLIA_SEARCH_KEY', undefined)).toThrow(new SettingError('PUBLIC_ALGOLIA_SEARCH_KEY is required'));
    expect(() => checkApiKey('PUBLIC_ALGOLIA_SEARCH_KEY', 'app:secret')).toThrow('PUBLIC_ALGOLIA_SEARCH_KEY must not contain a colon');
  });

  it('"Analytics region de or us"', () => {
    expect(checkAnalyticsRegion('region', 'DE')).toBe('de');
    expect(checkAnalyticsRegion('region', 'us')).toBe('us');
    expect(() => checkAnalyticsRegion('region', 'eu')).toThrow('region must be one of de, us, got "eu"');
  });

  it('"cookie duration integer", 7 days when unset', () => {
    expect(checkCookieDays('days', undefined)).toBe(7);
    expect(checkCookieDays('days', '180')).toBe(180);
    expect(() => checkCookieDays('days', '7.5')).toThrow('days must be a whole number of days, got "7.5"');
  });
});
