import { describe, expect, it } from 'vitest';
import { checkApiKey, SettingError } from '../../../../src/lib/config/settings.ts';

describe('settings', () => {
  it('"API key must be present without colon"', () => {
    expect(checkApiKey('PUBLIC_ALGOLIA_SEARCH_KEY', ' abc123 ')).toBe('abc123');
    expect(() => checkApiKey('PUBLIC_ALGOLIA_SEARCH_KEY', undefined)).toThrow(
      new SettingError('PUBLIC_ALGOLIA_SEARCH_KEY is required'),
    );
    expect(() => checkApiKey('PUBLIC_ALGOLIA_SEARCH_KEY', 'app:secret')).toThrow(
      'PUBLIC_ALGOLIA_SEARCH_KEY must not contain a colon',
    );
  });
});
