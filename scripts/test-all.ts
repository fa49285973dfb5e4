/**
 * Every test of the project, in the order that fails fastest: lint (the code, dead code, then the
 * CI workflows), type checks, unit tests with coverage, a full build, then the browser tests against
 * it. Installs Debian's Chromium first when it is missing (browser tests run in the real browser,
 * never a downloaded one). Ends with each step's time and one line `test-all: N passed, N failed`
 * counting unit and browser tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './lib/chromium.ts';
import { E2E_ACCOUNTS } from './lib/e2e-accounts.ts';
import { E2E_ADS } from './lib/e2e-ads.ts';
import { E2E_ALGOLIA } from './lib/e2e-algolia.ts';
import { E2E_NOW } from './lib/e2e-clock.ts';
import { E2E_ERRORS } from './lib/e2e-errors.ts';
import { E2E_LIVE } from './lib/e2e-live.ts';
import { writeSampleHighlights } from './lib/sample-highlights.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.cache', 'test-reports');
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
};

function run(label: string, command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${String(result.status ?? result.signal)})`} in ${seconds} s`);
  return ok;
}

function formatDuration(seconds: number): string {
  return `${String(Math.floor(seconds / 60))} min ${(seconds % 60).toFixed(1).padStart(4, '0')} s`;
}

function ensureChromium(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const apt = (args: string[]) =>
    process.getuid?.() === 0
      ? run('install Chromium', 'apt-get', args)
      : run('install Chromium', 'sudo', ['apt-get', ...args]);
  return apt(['update']) && apt(['install', '-y', '--no-install-recommends', 'chromium']) && existsSync(CHROMIUM_PATH);
}

interface Counts {
  passed: number;
  failed: number;
}

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

rmSync(reports, { recursive: true, force: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const steps: [string, () => boolean][] = [
  ['Chromium', ensureChromium],
  ['lint', () => run('lint', 'eslint', ['--max-warnings', '0', '.'])],
  ['dead code', () => run('dead code', 'npm', ['run', '--silent', 'lint:dead-code'])],
  ['workflows', () => run('workflows', 'node', ['scripts/lint-workflows.ts'])],
  ['astro check', () => run('astro check', 'astro', ['check'])],
  [
    'unit tests',
    () =>
      run('unit tests', 'vitest', [
        'run',
        '--coverage',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ]),
  ],
  // Built with Algolia at a host that never resolves: searches fall back to the built-in index, and
  // the Algolia browser tests route that host to their double (scripts/lib/e2e-algolia.ts). The
  // live center reads the API the live browser tests start (scripts/lib/e2e-live.ts); accounts keep
  // their records on the API the account tests start (scripts/lib/e2e-accounts.ts); errors are
  // reported to the endpoint the error-reporting tests start (scripts/lib/e2e-errors.ts); every ad
  // slot is configured (scripts/lib/e2e-ads.ts); one past game has the generated sample highlights
  // (scripts/lib/sample-highlights.ts), published with the site; the build clock is a fixed date in
  // the 2026 season (scripts/lib/e2e-clock.ts).
  [
    'build',
    () => {
      const highlights = join(root, '.cache', 'e2e-highlights');
      writeSampleHighlights(highlights);
      return run('build', 'node', ['scripts/build.ts'], { ...E2E_ALGOLIA, ...E2E_LIVE, ...E2E_ACCOUNTS, ...E2E_ERRORS, ...E2E_ADS, PLL_HIGHLIGHTS_DIR: highlights, PLL_NOW: E2E_NOW });
    },
  ],
  ['browser tests', () => run('browser tests', 'playwright', ['test'])],
];

const failedSteps: string[] = [];
const stepSeconds: [string, number][] = [];
for (const [label, step] of steps) {
  const started = performance.now();
  if (!step()) failedSteps.push(label);
  stepSeconds.push([label, (performance.now() - started) / 1000]);
}
const totalSeconds = stepSeconds.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nstep times:');
for (const [label, seconds] of [...stepSeconds, ['total', totalSeconds] as [string, number]]) {
  console.log(`  ${label.padEnd(14)} ${formatDuration(seconds)}`);
}
// A failed step that is not itself a test run (lint, types, build) counts as one failure, so the
// closing line can never read "0 failed" on a red run.
const failedChecks = failedSteps.filter((label) => label !== 'unit tests' && label !== 'browser tests').length;

const unit = vitestCounts(vitestReport);
const browser = playwrightCounts(playwrightReport);
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${browser.passed} passed, ${browser.failed} failed`);
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`test-all: ${unit.passed + browser.passed} passed, ${unit.failed + browser.failed + failedChecks} failed`);
process.exit(failedSteps.length === 0 ? 0 : 1);
