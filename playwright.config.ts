import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

// Overridable so that several builds can be tested side by side (each on its own port and dist).
const port = Number(process.env['E2E_PORT'] ?? 4399);
const dist = process.env['E2E_DIST'] ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: join(import.meta.dirname, '.cache', 'test-reports', 'playwright.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${String(port)}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  // The built site, served as a CDN would: plain files, no dev server.
  webServer: {
    command: `node scripts/serve-dist.ts --port ${String(port)} --dir ${dist}`,
    url: `http://127.0.0.1:${String(port)}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
