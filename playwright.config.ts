import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './scripts/lib/chromium.ts';
import { DEFAULT_AUTH_EMULATOR_URL, DEMO_FIREBASE_PROJECT } from './src/lib/config/accounts.ts';

// Overridable so that several builds can be tested side by side (each on its own port and dist).
const port = Number(process.env['E2E_PORT'] ?? 4399);
const dist = process.env['E2E_DIST'] ?? 'dist';
// The a11y sample's seed is drawn once here, before the workers start, so every worker draws the
// same sample (each loads the spec itself); the test titles print it.
process.env['A11Y_SEED'] ??= String(Math.floor(Math.random() * 2 ** 31));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous waits: on a loaded 2-core machine a sign-in or a hydration can take several seconds,
  // and a passing assertion returns as soon as it holds, so the ceiling costs nothing when all is well.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: join(import.meta.dirname, '.cache', 'test-reports', 'playwright.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${String(port)}`,
    launchOptions: {
      executablePath: existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    // The built site, served as a CDN would: plain files, no dev server.
    {
      command: `node scripts/serve-dist.ts --port ${String(port)} --dir ${dist}`,
      url: `http://127.0.0.1:${String(port)}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The Firebase Auth Emulator for sign-in (firebase.json), with the demo project the build uses.
    // CI=1 keeps it from its one outside fetch. One already running (npm run auth-emulator) is reused.
    {
      command: `firebase emulators:start --only auth --project ${DEMO_FIREBASE_PROJECT}`,
      url: `${DEFAULT_AUTH_EMULATOR_URL}/`,
      env: { CI: '1' },
      reuseExistingServer: true,
      timeout: 90_000,
      gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
    },
  ],
});
