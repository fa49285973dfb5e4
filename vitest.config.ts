import { defineConfig } from 'vitest/config';

// Browser services keep module-level singletons (a database connection, a message queue, stubbed
// globals) that one test file sets up for itself, so their files run in a fresh module graph each.
// Every other file imports pure modules and shares one graph per worker, which halves the run.
const ISOLATED_FILES = ['tests/unit/services/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Ceilings, not expectations: a full sync takes 6 s on a quiet 2-core machine and over 30 s on a
    // loaded one; a passing test returns as soon as it is done.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/lib/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
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
