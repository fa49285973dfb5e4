/**
 * The account service against the real parts it talks to: Firebase's SDK on the Firebase Auth
 * Emulator (the one `npm test` starts early on its usual port, reused; started here when none runs)
 * and the embedded league API's user calls, which take only the emulator's ID tokens. Each "page"
 * is a fresh module graph over a browser-like window (address, history, storage, cookies), as a
 * page load is: a custom token or a sign-in link in the address signs in and leaves the address,
 * the user record is created once, profile updates and engagements need a signed-in user, and a
 * failed step says what failed.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthEmulator, stopChild } from '../../../scripts/lib/auth-emulator.ts';
import { startLeagueApi, type LeagueApi } from '../../../scripts/league-api/server.ts';
import { SIGN_IN_TEXTS } from '../../../src/lib/accounts/texts.ts';
import {
  DEFAULT_AUTH_EMULATOR_URL,
  DEMO_FIREBASE_PROJECT,
  type AccountConfig,
} from '../../../src/lib/config/accounts.ts';
import { DEFAULT_LEAGUE_API_TOKEN } from '../../../src/lib/config/live-api.ts';
import type { AnalyticsEvent } from '../../../src/services/analytics/events.ts';
import { CookieJar, MemoryStorage } from '../../support/browser-state.ts';
import { customToken } from '../../support/auth-emulator.ts';

const SITE = 'https://stats.example';
const RUN = Date.now().toString(36);

let emulator: ChildProcess | null = null;
let api: LeagueApi;
let storeDir: string;
let config: AccountConfig;

beforeAll(async () => {
  emulator = await startAuthEmulator(
    Number(new URL(DEFAULT_AUTH_EMULATOR_URL).port),
    join(import.meta.dirname, '..', '..', '..', '.cache', 'test-emulator'),
  );
  storeDir = await mkdtemp(join(tmpdir(), 'pll-accounts-'));
  api = await startLeagueApi({
    storeDir,
    firebaseAuth: { projectId: DEMO_FIREBASE_PROJECT, emulatorOrigin: DEFAULT_AUTH_EMULATOR_URL },
  });
  config = {
    firebase: {
      apiKey: 'demo-key',
      authDomain: `${DEMO_FIREBASE_PROJECT}.firebaseapp.com`,
      projectId: DEMO_FIREBASE_PROJECT,
    },
    emulatorUrl: DEFAULT_AUTH_EMULATOR_URL,
    userApi: { restBaseUrl: api.restBaseUrl, token: DEFAULT_LEAGUE_API_TOKEN },
    googleClientId: null,
  };
}, 180_000);

afterAll(async () => {
  await api.close();
  await rm(storeDir, { recursive: true, force: true });
  if (emulator !== null) await stopChild(emulator);
});

/** What survives from one page to the next in this browser: its cookies and its storage. */
const jar = new CookieJar('stats.example');
const storage = new MemoryStorage();

interface Page {
  window: { location: URL; history: { state: null; replaceState: (state: null, title: string, url: string) => void } };
  events: () => string[];
  accounts: typeof import('../../../src/services/auth/accounts.ts');
  stores: typeof import('../../../src/stores/user.ts');
}

/** Loads a page at this address: a fresh module graph, as a browser starts each page anew. */
async function openPage(address: string): Promise<Page> {
  vi.resetModules();
  const location = new URL(address, SITE);
  const dataLayer: AnalyticsEvent[] = [];
  const window = {
    location,
    history: {
      state: null,
      replaceState: (_state: null, _title: string, url: string) => {
        location.href = new URL(url, location.origin).href;
      },
    },
    localStorage: storage,
    dataLayer,
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', {
    get cookie() {
      return jar.header;
    },
    set cookie(text: string) {
      jar.write(text);
    },
  });
  return {
    window,
    events: () => dataLayer.map((entry) => entry.event),
    accounts: await import('../../../src/services/auth/accounts.ts'),
    stores: await import('../../../src/stores/user.ts'),
  };
}

/** The signed-in state once the page has settled on it. */
async function settledUser(page: Page, signedIn: boolean) {
  await vi.waitFor(
    () => {
      const { loading, user } = page.stores.$user.get();
      expect(loading).toBe(false);
      expect(user.isLoggedIn).toBe(signedIn);
    },
    { timeout: 30_000, interval: 50 },
  );
  return page.stores.$user.get().user;
}

/** The last sign-in link the emulator "sent" to this address. */
async function emailLinkFor(email: string): Promise<string> {
  const response = await fetch(`${DEFAULT_AUTH_EMULATOR_URL}/emulator/v1/projects/${DEMO_FIREBASE_PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; oobLink: string }[] };
  const link = oobCodes.filter((entry) => entry.email === email).at(-1)?.oobLink;
  if (link === undefined) throw new Error(`the emulator has no sign-in link for ${email}`);
  // The link's continue address is where the visitor lands, with the code in its query.
  const { searchParams } = new URL(link);
  const landing = new URL(searchParams.get('continueUrl') ?? '/login/', SITE);
  for (const name of ['apiKey', 'oobCode', 'mode', 'lang']) {
    const value = searchParams.get(name);
    if (value !== null) landing.searchParams.set(name, value);
  }
  return landing.href;
}

describe('accounts on the Auth Emulator and the user API', () => {
  it('a custom token in the address signs in, leaves the address, creates the user record and asks for the missing profile', async () => {
    const uid = `custom-${RUN}`;
    const page = await openPage(`/teams/?fbct=${customToken(uid)}&week=2`);
    await page.accounts.startAccounts(config);
    const user = await settledUser(page, true);
    expect(user.userId).toBe(uid);
    expect(page.window.location.search).toBe('?week=2');
    expect(page.events()).toContain('log_in');
    // Signed in from the address, outside any panel, without a name or email: the dialog asks for them.
    expect(page.stores.$loginDialog.get()).toBe(true);
    expect(storage.items.get('pll:session')).toBe('1');

    const accounts = await page.accounts.startAccounts(config);
    await expect(accounts.updateProfile({ firstName: 'Pat', lastName: 'Fan', zip: '10001' })).resolves.toBe(true);
    expect(page.stores.$user.get().user).toMatchObject({ firstName: 'Pat', lastName: 'Fan', zip: '10001' });
    await expect(accounts.engage('VIDEO_WATCH', 'media-1')).resolves.toBe(true);

    // The next page restores the session and reads the record the update wrote.
    const next = await openPage('/players/');
    await next.accounts.startAccounts(config);
    expect(await settledUser(next, true)).toMatchObject({ userId: uid, firstName: 'Pat', zip: '10001' });
    expect(next.stores.$loginDialog.get()).toBe(false);

    const restored = await next.accounts.startAccounts(config);
    await restored.logout();
    expect(await settledUser(next, false)).toMatchObject({ userId: null, isAnonymous: true });
    expect(next.events()).toContain('log_out');
    expect(storage.items.get('pll:session')).toBeUndefined();
    await expect(restored.updateProfile({ firstName: 'Nobody' })).resolves.toBe(false);
    await expect(restored.engage('VIDEO_WATCH', 'media-1')).resolves.toBe(false);
  });

  it('a sign-in link opened in the browser that asked for it signs in with the email it kept', async () => {
    const email = `link-${RUN}@example.com`;
    const page = await openPage('/login/');
    const accounts = await page.accounts.startAccounts(config);
    expect(accounts.needsEmailConfirmation).toBe(false);
    await accounts.sendEmailLink(email);

    const landing = await openPage(await emailLinkFor(email));
    await landing.accounts.startAccounts(config);
    expect(await settledUser(landing, true)).toMatchObject({ email });
    expect(landing.window.location.search).toBe('');
    expect(jar.cookies.map((cookie) => cookie.name)).not.toContain('emailForSignIn');
    await (await landing.accounts.startAccounts(config)).logout();
  });

  it('a sign-in link opened where the email is unknown asks for it, then signs in with it', async () => {
    const email = `confirm-${RUN}@example.com`;
    const page = await openPage('/login/');
    await (await page.accounts.startAccounts(config)).sendEmailLink(email);
    storage.items.delete('emailForSignIn');
    jar.write('emailForSignIn=; max-age=0; path=/');

    const landing = await openPage(await emailLinkFor(email));
    const accounts = await landing.accounts.startAccounts(config);
    expect(accounts.needsEmailConfirmation).toBe(true);
    await settledUser(landing, false);
    await accounts.completeEmailLink(email);
    expect(await settledUser(landing, true)).toMatchObject({ email });
    expect(landing.window.location.search).toBe('');
    await accounts.logout();
  });

  it('a failed step says what failed and records its event; a bad custom token leaves the visitor signed out', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openPage('/?fbct=not-a-token');
    const accounts = await page.accounts.startAccounts(config);
    await settledUser(page, false);
    expect(page.events()).toContain('loginError_signInWithSocial');
    expect(page.window.location.search).toBe('');

    await expect(accounts.sendEmailLink('')).rejects.toThrow(SIGN_IN_TEXTS.linkFailed);
    expect(page.events()).toContain('loginError_handleEmailLink');
    // Node has no popup and no reCAPTCHA widget, so these steps fail as a blocked popup or widget does.
    await expect(accounts.signInWithGoogle()).rejects.toThrow(SIGN_IN_TEXTS.verifyFailed);
    expect(page.events()).toContain('loginError_signInWithGooglePopup');
    await expect(accounts.sendPhoneCode('+15555550100', {} as HTMLElement)).rejects.toThrow(SIGN_IN_TEXTS.codeFailed);
    expect(page.events()).toContain('loginError_sendPhoneVerification');
    await expect(accounts.confirmPhoneCode('123456')).rejects.toThrow(SIGN_IN_TEXTS.verifyFailed);
    errors.mockRestore();
  });
});
