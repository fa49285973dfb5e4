/** The account settings of a build: the demo project on the emulator by default, a real project only with its key. */
import { describe, expect, it } from 'vitest';
import {
  accountConfigFrom,
  DEFAULT_AUTH_EMULATOR_URL,
  DEMO_FIREBASE_PROJECT,
} from '../../../../src/lib/config/accounts.ts';
import { SettingError } from '../../../../src/lib/config/settings.ts';
import { DEFAULT_LEAGUE_API_URL } from '../../../../src/lib/config/live-api.ts';

describe('accountConfigFrom', () => {
  it('without settings: the demo project on the loopback emulator, records on the embedded league API, no one-tap', () => {
    expect(accountConfigFrom({})).toEqual({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_FIREBASE_PROJECT}.firebaseapp.com`,
        projectId: DEMO_FIREBASE_PROJECT,
      },
      emulatorUrl: DEFAULT_AUTH_EMULATOR_URL,
      userApi: { restBaseUrl: DEFAULT_LEAGUE_API_URL, token: 'dev-token' },
      googleClientId: null,
    });
  });

  it('a real project uses Google (no emulator) and its own settings; user calls may have their own base', () => {
    const config = accountConfigFrom({
      PUBLIC_FIREBASE_PROJECT_ID: 'pll-prod',
      PUBLIC_FIREBASE_API_KEY: 'AIza-key',
      PUBLIC_FIREBASE_AUTH_DOMAIN: 'auth.premierlacrosseleague.com',
      PUBLIC_LEAGUE_API_URL: 'https://api.example.test/api',
      PUBLIC_USER_API_URL: 'https://users.example.test/api/',
      PUBLIC_GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
    });
    expect(config).toMatchObject({
      firebase: { apiKey: 'AIza-key', authDomain: 'auth.premierlacrosseleague.com', projectId: 'pll-prod' },
      emulatorUrl: null,
      userApi: { restBaseUrl: 'https://users.example.test/api' },
      googleClientId: 'client-1.apps.googleusercontent.com',
    });
  });

  it('the user calls follow the league API when they have no base of their own', () => {
    expect(accountConfigFrom({ PUBLIC_LEAGUE_API_URL: 'http://127.0.0.1:4479/api' }).userApi.restBaseUrl).toBe(
      'http://127.0.0.1:4479/api',
    );
  });

  it('fails the build naming the setting: a real project without its key, an emulator URL that is not an origin', () => {
    expect(() => accountConfigFrom({ PUBLIC_FIREBASE_PROJECT_ID: 'pll-prod' })).toThrow(
      new SettingError('PUBLIC_FIREBASE_API_KEY is required for Firebase project "pll-prod"'),
    );
    expect(() => accountConfigFrom({ PUBLIC_FIREBASE_AUTH_EMULATOR_URL: '127.0.0.1:9099' })).toThrow(
      /PUBLIC_FIREBASE_AUTH_EMULATOR_URL must be an origin/,
    );
  });
});
