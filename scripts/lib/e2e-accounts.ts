/**
 * The account settings of the browser tests' build: the demo project on the Auth Emulator that
 * Playwright starts (firebase.json's port), and user records on an embedded league API of their
 * own, which tests/e2e/accounts.spec.ts starts, stops and restarts on this port.
 */
import { DEFAULT_AUTH_EMULATOR_URL, DEMO_FIREBASE_PROJECT } from '../../src/lib/config/accounts.ts';

export const E2E_USER_API_PORT = 4481;

export const E2E_ACCOUNTS = {
  PUBLIC_FIREBASE_PROJECT_ID: DEMO_FIREBASE_PROJECT,
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL: DEFAULT_AUTH_EMULATOR_URL,
  PUBLIC_USER_API_URL: `http://127.0.0.1:${String(E2E_USER_API_PORT)}/api`,
} as const;
