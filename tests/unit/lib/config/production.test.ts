import { describe, expect, it } from 'vitest';
import { developmentSettingProblems, localAddressKind } from '../../../../src/lib/config/production.ts';

/** Settings a real deployment would use: public hosts, a real project, a real token. */
const REAL = {
  PUBLIC_SITE_URL: 'https://stats.premierlacrosseleague.com',
  PUBLIC_LEAGUE_API_URL: 'https://api.premierlacrosseleague.com/api',
  PUBLIC_LEAGUE_API_TOKEN: 'pk_live_4f2a9c',
  PUBLIC_FIREBASE_PROJECT_ID: 'pll-stats',
  PUBLIC_FIREBASE_API_KEY: 'AIzaSyA-real-looking-key',
  PUBLIC_ALGOLIA_HOSTS: 'https://search.premierlacrosseleague.com',
};

describe('localAddressKind', () => {
  it('knows loopback and private addresses in every spelling, and leaves public ones alone', () => {
    for (const host of ['localhost', 'api.localhost', '127.0.0.1', '127.8.0.3', '[::1]', '::1', '0.0.0.0'])
      expect(localAddressKind(host), host).toBe('loopback');
    for (const host of [
      '10.0.0.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.20',
      '169.254.1.1',
      'fd12:3456::1',
      'fe80::1',
      'build.local',
    ])
      expect(localAddressKind(host), host).toBe('private');
    for (const host of ['172.15.0.1', '172.32.0.1', '8.8.8.8', 'premierlacrosseleague.com', '11.0.0.1'])
      expect(localAddressKind(host), host).toBeNull();
  });
});

describe('developmentSettingProblems', () => {
  it('accepts real-looking settings, and none at all (every live feature is then left out)', () => {
    expect(developmentSettingProblems(REAL)).toEqual([]);
    expect(developmentSettingProblems({})).toEqual([]);
  });

  it('names each development value with what to set instead', () => {
    const problems = developmentSettingProblems({
      PUBLIC_LEAGUE_API_URL: 'http://127.0.0.1:4322/api',
      PUBLIC_LEAGUE_API_TOKEN: 'dev-token',
      PUBLIC_FIREBASE_PROJECT_ID: 'demo-pll-stats',
      PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
      PUBLIC_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      PUBLIC_ALGOLIA_HOSTS: 'https://search.example.com, http://192.168.0.9:8787',
    });
    expect(problems).toEqual([
      'PUBLIC_LEAGUE_API_URL="http://127.0.0.1:4322/api" points at a loopback address: set the league API\'s public REST base (https://…/api), or leave it unset for a site without live features',
      'PUBLIC_FIREBASE_AUTH_EMULATOR_URL="http://127.0.0.1:9099" points at a loopback address: set nothing: leave it unset, so sign-in uses Google\'s servers',
      'PUBLIC_ALGOLIA_HOSTS="https://search.example.com, http://192.168.0.9:8787" points at a private address: set a public proxy, or leave it unset for Algolia\'s own hosts',
      'PUBLIC_LEAGUE_API_TOKEN="dev-token" is the development token: set the league API\'s public token',
      'PUBLIC_FIREBASE_PROJECT_ID="demo-pll-stats" is a demo project (such as demo-pll-stats), which only the Auth Emulator serves: set your Firebase project\'s id, or leave it unset for a site without sign-in',
      'PUBLIC_FIREBASE_API_KEY="demo-api-key" is a demo key: set your Firebase web app\'s API key',
    ]);
  });

  it('refuses the emulator on a public host too, and a league API without its token', () => {
    expect(
      developmentSettingProblems({ ...REAL, PUBLIC_FIREBASE_AUTH_EMULATOR_URL: 'https://emulator.example.com' }),
    ).toEqual([
      expect.stringMatching(
        /^PUBLIC_FIREBASE_AUTH_EMULATOR_URL="https:\/\/emulator.example.com" is the Firebase Auth Emulator: /,
      ),
    ]);
    expect(developmentSettingProblems({ ...REAL, PUBLIC_LEAGUE_API_TOKEN: '' })).toEqual([
      expect.stringMatching(
        /^PUBLIC_LEAGUE_API_TOKEN="" is unset, so pages would send the development token dev-token: /,
      ),
    ]);
  });

  it('counts a blank value as unset, as an undefined CI variable arrives', () => {
    expect(
      developmentSettingProblems({
        PUBLIC_LEAGUE_API_URL: '',
        PUBLIC_FIREBASE_PROJECT_ID: '  ',
        PUBLIC_FIREBASE_AUTH_EMULATOR_URL: '',
      }),
    ).toEqual([]);
  });

  it('asks for a home for user records when sign-in is on and no league API is named', () => {
    expect(developmentSettingProblems({ ...REAL, PUBLIC_LEAGUE_API_URL: '' })).toEqual([
      expect.stringMatching(/^PUBLIC_USER_API_URL="" is unset and so is PUBLIC_LEAGUE_API_URL/),
    ]);
  });

  it('reads only public settings: the build-time league address may be loopback', () => {
    expect(developmentSettingProblems({ ...REAL, PLL_GRAPHQL_URL: 'http://127.0.0.1:4322/graphql' })).toEqual([]);
  });
});
