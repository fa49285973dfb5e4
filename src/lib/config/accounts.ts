/**
 * The account settings a build gives the login island: the Firebase web app (public by design),
 * the Auth Emulator when one stands in for Google, where the user records live, and Google's
 * client id for one-tap. Without settings: the demo project on a loopback emulator and the
 * embedded league API, as for the live center.
 */
import { liveApiConfigFrom, type LiveApiConfig } from './live-api.ts';
import { setting, SettingError } from './settings.ts';

/**
 * Without Firebase settings, accounts use a demo project on the Firebase Auth Emulator on loopback
 * (`npm run auth-emulator`), as the live center uses the embedded league API: a demo- project
 * never reaches Google.
 */
export const DEMO_FIREBASE_PROJECT = 'demo-pll-stats';
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

export interface AccountConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** The Auth Emulator's origin, or null for Google's servers. */
  emulatorUrl: string | null;
  /** The league API's REST base for the user calls. */
  userApi: LiveApiConfig;
  /** Google Identity Services client id; one-tap shows only with one. */
  googleClientId: string | null;
}

export interface AccountSettings {
  PUBLIC_FIREBASE_API_KEY?: string | undefined;
  PUBLIC_FIREBASE_AUTH_DOMAIN?: string | undefined;
  PUBLIC_FIREBASE_PROJECT_ID?: string | undefined;
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL?: string | undefined;
  PUBLIC_USER_API_URL?: string | undefined;
  PUBLIC_LEAGUE_API_URL?: string | undefined;
  PUBLIC_LEAGUE_API_TOKEN?: string | undefined;
  PUBLIC_GOOGLE_CLIENT_ID?: string | undefined;
}

export function accountConfigFrom(env: AccountSettings): AccountConfig {
  const projectId = setting(env.PUBLIC_FIREBASE_PROJECT_ID) ?? DEMO_FIREBASE_PROJECT;
  const demo = projectId.startsWith('demo-');
  const apiKey = setting(env.PUBLIC_FIREBASE_API_KEY) ?? (demo ? 'demo-api-key' : undefined);
  if (apiKey === undefined)
    throw new SettingError(`PUBLIC_FIREBASE_API_KEY is required for Firebase project "${projectId}"`);
  const emulator = setting(env.PUBLIC_FIREBASE_AUTH_EMULATOR_URL) ?? (demo ? DEFAULT_AUTH_EMULATOR_URL : undefined);
  if (emulator !== undefined && !/^https?:\/\/[^/]+\/?$/.test(emulator)) {
    throw new SettingError(
      `PUBLIC_FIREBASE_AUTH_EMULATOR_URL must be an origin such as ${DEFAULT_AUTH_EMULATOR_URL}, got "${emulator}"`,
    );
  }
  return {
    firebase: {
      apiKey,
      authDomain: setting(env.PUBLIC_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
      projectId,
    },
    emulatorUrl: emulator?.replace(/\/$/, '') ?? null,
    userApi: liveApiConfigFrom(
      setting(env.PUBLIC_USER_API_URL) ?? env.PUBLIC_LEAGUE_API_URL,
      env.PUBLIC_LEAGUE_API_TOKEN,
    ),
    googleClientId: setting(env.PUBLIC_GOOGLE_CLIENT_ID) ?? null,
  };
}
