import { defineConfig } from 'vitest/config';

// Browser services keep module-level singletons (a database connection, a message queue, stubbed
// globals) that one test file sets up for itself, so their files run in a fresh module graph each.
// Every other file imports pure modules and shares one graph per worker, which halves the run.
const ISOLATED_FILES = ['tests/unit/services/**/*.test.ts'];

/**
 * The folders whose unit tests are measured, with the share of lines each must cover. The browser
 * services are tested against real parts where Node has them (the Firebase Auth Emulator, an
 * in-memory IndexedDB, local servers) and over small stand-ins of the page elsewhere; the Sentry
 * SDK's setup (errors/sentry.ts) is left to the browser tests.
 */
const LINE_COVERAGE = {
  'src/lib': 95,
  'src/api': 90,
  'src/data': 90,
  'scripts/sync': 90,
  'src/services': 90,
} as const;
const COVERED_FOLDERS = Object.keys(LINE_COVERAGE) as (keyof typeof LINE_COVERAGE)[];

export default defineConfig({
  test: {
    environment: 'node',
    // Ceilings, not expectations: a full sync takes 6 s on a quiet 2-core machine and over 30 s on a
    // loaded one; a passing test returns as soon as it is done.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: COVERED_FOLDERS.map((folder) => `${folder}/**/*.ts`),
      reporter: ['text-summary', 'text'],
      // Each folder on its own, so a well-tested folder cannot hide an untested one.
      thresholds: Object.fromEntries(
        COVERED_FOLDERS.map((folder) => [`${folder}/**/*.ts`, { lines: LINE_COVERAGE[folder] }]),
      ),
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          exclude: ISOLATED_FILES,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_FILES, isolate: true } },
    ],
  },
});
