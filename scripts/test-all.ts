/**
 * Every test of the project: lint (the code, its formatting, dead code, the CI workflows) and type
 * checks side by side; then the unit tests with coverage beside the test build; then the browser
 * tests against that build, beside the incremental build check, which compares its own post-game
 * build with it. Steps that share no files run at once and print their output when they end (the
 * browser tests' as it comes). The Firebase Auth Emulator starts first, in the background, so it is
 * ready by the unit and browser tests, which reuse it. Installs Debian's Chromium first when it is
 * missing (browser tests run in the real browser, never a downloaded one). A sweep setting for the
 * accessibility tests is ignored. Ends with each step's time and one line `test-all: N passed, N
 * failed` counting unit and browser tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_AUTH_EMULATOR_URL } from '../src/lib/config/accounts.ts';
import { startAuthEmulator, stopChild } from './lib/auth-emulator.ts';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './lib/chromium.ts';
import { E2E_ACCOUNTS } from './lib/e2e-accounts.ts';
import { E2E_ADS } from './lib/e2e-ads.ts';
import { E2E_ALGOLIA } from './lib/e2e-algolia.ts';
import { E2E_NOW } from './lib/e2e-clock.ts';
import { E2E_ERRORS } from './lib/e2e-errors.ts';
import { E2E_LIVE } from './lib/e2e-live.ts';
import { writeSampleHighlights } from './lib/sample-highlights.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.cache', 'test-reports');
// axe checks every page type and a seeded sample of the sitemap here; the sweep of every sitemap URL
// (over an hour) is the nightly workflow's, so a sweep setting left in the shell must not turn
// everyone's test run into it.
const { A11Y_SWEEP: sweepSetting, ...inherited } = process.env;
if (sweepSetting !== undefined)
  console.log(`test-all: A11Y_SWEEP=${sweepSetting} ignored: the whole-sitemap sweep is the nightly workflow's`);
// Every build of the run (the test build, the incremental check's, npm start's and the production
// build's tests) takes its share images from one folder: each image is drawn once a run, not once a
// build. Emptied first, so that the test build draws them all, as a full build does.
const shareImageCache = join(root, '.cache', 'share-images');
rmSync(shareImageCache, { recursive: true, force: true });
const env = {
  ...inherited,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  PLL_SHARE_IMAGE_CACHE_DIR: shareImageCache,
};

interface Command {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Work to do before the command starts (files it reads). */
  before?: () => void;
  /** Its output goes to the terminal as it comes, not held back until it ends (one such command a group). */
  live?: boolean;
}

function report(label: string, status: number | null, signal: NodeJS.Signals | null, started: number): boolean {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${String(status ?? signal)})`} in ${seconds} s`);
  return ok;
}

/**
 * Runs commands at once, each one's output held back and printed whole when it ends (a `live`
 * one's as it comes), so that no two interleave. Resolves with each command's success and time, in
 * the given order.
 */
function runTogether(commands: Command[]): Promise<[string, boolean, number][]> {
  return Promise.all(commands.map(runOne));
}

function runOne({
  label,
  command,
  args,
  env: extraEnv = {},
  before,
  live = false,
}: Command): Promise<[string, boolean, number]> {
  return new Promise((resolve) => {
    const started = performance.now();
    before?.();
    if (live) console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    const output: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let ended = false;
    const end = (status: number | null, signal: NodeJS.Signals | null): void => {
      if (ended) return;
      ended = true;
      if (!live) console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve([label, report(label, status, signal, started), (performance.now() - started) / 1000]);
    };
    child.on('close', end);
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(null, null);
    });
  });
}

function formatDuration(seconds: number): string {
  return `${String(Math.floor(seconds / 60))} min ${(seconds % 60).toFixed(1).padStart(4, '0')} s`;
}

/** Debian's Chromium and its headless shell (the browser tests run in the shell), installed with apt when missing. */
function ensureChromium(): boolean {
  const packages = { chromium: CHROMIUM_PATH, 'chromium-headless-shell': HEADLESS_SHELL_PATH };
  const missing = Object.entries(packages)
    .filter(([, path]) => !existsSync(path))
    .map(([name]) => name);
  if (missing.length === 0) return true;
  const apt = (args: string[]): boolean => {
    const [command, commandArgs] = process.getuid?.() === 0 ? ['apt-get', args] : ['sudo', ['apt-get', ...args]];
    console.log(`\n=== install Chromium: ${command} ${commandArgs.join(' ')}`);
    const started = performance.now();
    const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
    return report('install Chromium', result.status, result.signal, started);
  };
  return (
    apt(['update']) &&
    apt(['install', '-y', '--no-install-recommends', ...missing]) &&
    Object.values(packages).every((path) => existsSync(path))
  );
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
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

rmSync(reports, { recursive: true, force: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const highlights = join(root, '.cache', 'e2e-highlights');
const testBuildCache = join(root, '.cache', 'test-build-cache');
const testBuildEnv = {
  ...E2E_ALGOLIA,
  ...E2E_LIVE,
  ...E2E_ACCOUNTS,
  ...E2E_ERRORS,
  ...E2E_ADS,
  PLL_HIGHLIGHTS_DIR: highlights,
  PLL_NOW: E2E_NOW,
};
const lintAndTypes: Command[] = [
  { label: 'lint', command: 'eslint', args: ['--max-warnings', '0', '.'] },
  { label: 'format', command: 'prettier', args: ['--check', '--log-level', 'warn', '.'] },
  { label: 'dead code', command: 'npm', args: ['run', '--silent', 'lint:dead-code'] },
  { label: 'workflows', command: 'node', args: ['scripts/lint-workflows.ts'] },
  { label: 'astro check', command: 'astro', args: ['check'] },
];
const unitTests: Command = {
  label: 'unit tests',
  command: 'vitest',
  // Two workers, not Vitest's default of one on a 2-core machine: the build beside it is over
  // before the unit tests and would leave a core idle for the rest.
  args: [
    'run',
    '--coverage',
    '--maxWorkers=2',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
};
// Built with Algolia at a host that never resolves: searches fall back to the built-in index, and
// the Algolia browser tests route that host to their double (scripts/lib/e2e-algolia.ts). The
// live center reads the API the live browser tests start (scripts/lib/e2e-live.ts); accounts keep
// their records on the API the account tests start (scripts/lib/e2e-accounts.ts); errors are
// reported to the endpoint the error-reporting tests start (scripts/lib/e2e-errors.ts); every ad
// slot is configured (scripts/lib/e2e-ads.ts); one past game has the generated sample highlights
// (scripts/lib/sample-highlights.ts), published with the site; the build clock is a fixed date in
// the 2026 season (scripts/lib/e2e-clock.ts).
// The build starts from an empty incremental cache, so that it is a full build: the incremental
// build check compares its own post-game build with it, file for file.
const testBuild: Command = {
  label: 'build',
  command: 'node',
  args: ['scripts/build.ts'],
  env: { ...testBuildEnv, PLL_BUILD_CACHE_DIR: testBuildCache },
  before: () => {
    writeSampleHighlights(highlights);
    rmSync(testBuildCache, { recursive: true, force: true });
  },
};
const browserTests: Command = { label: 'browser tests', command: 'playwright', args: ['test'], live: true };
const incrementalCheck: Command = {
  label: 'incremental build check',
  command: 'node',
  args: ['scripts/check-incremental.ts', '--full', 'dist'],
  env: testBuildEnv,
};

const failedSteps: string[] = [];
/** Each step's time; a step run beside others is listed under its group, indented. */
const stepTimes: { label: string; seconds: number; inGroup: boolean }[] = [];
const timed = async (label: string, step: () => boolean | Promise<boolean>): Promise<void> => {
  const started = performance.now();
  if (!(await step())) failedSteps.push(label);
  stepTimes.push({ label, seconds: (performance.now() - started) / 1000, inGroup: false });
};
const timedTogether = async (label: string, commands: Command[]): Promise<void> => {
  const started = performance.now();
  const results = await runTogether(commands);
  stepTimes.push({ label, seconds: (performance.now() - started) / 1000, inGroup: false });
  for (const [step, ok, seconds] of results) {
    if (!ok) failedSteps.push(step);
    stepTimes.push({ label: step, seconds, inGroup: true });
  }
};

await timed('Chromium', ensureChromium);
// Its start takes a quarter of a minute; the browser tests find it running and reuse it.
const emulator = startAuthEmulator(
  Number(new URL(DEFAULT_AUTH_EMULATOR_URL).port),
  join(root, '.cache', 'test-emulator'),
).catch((error: unknown) => {
  console.log(
    `\n=== Auth Emulator did not start early (the browser tests start their own): ${(error as Error).message}`,
  );
  return null;
});
await timedTogether('lint and types', lintAndTypes);
await timedTogether('unit and build', [unitTests, testBuild]);
if (failedSteps.includes(testBuild.label)) {
  console.log('\n=== browser tests and incremental build check: not run, as the build failed');
  failedSteps.push(browserTests.label);
} else {
  // The incremental build check only reads the build, building into folders of its own, so it runs
  // beside the browser tests: it fills the time they spend waiting on replays, sign-ins and timers.
  await timedTogether('browser', [browserTests, incrementalCheck]);
}
const started: ChildProcess | null = await emulator;
if (started !== null) await stopChild(started);

const totalSeconds = stepTimes.filter(({ inGroup }) => !inGroup).reduce((sum, { seconds }) => sum + seconds, 0);
console.log('\nstep times:');
for (const { label, seconds, inGroup } of [...stepTimes, { label: 'total', seconds: totalSeconds, inGroup: false }]) {
  console.log(`  ${(inGroup ? `  ${label}` : label).padEnd(16)} ${formatDuration(seconds)}`);
}
const unit = vitestCounts(vitestReport);
const browser = playwrightCounts(playwrightReport);
// A failed step whose report counts no failed test (lint, types, the build, or a test run that
// could not start) counts as one failure, so the closing line can never read "0 failed" on a red run.
const reportedFailures = new Map([
  [unitTests.label, unit.failed],
  [browserTests.label, browser.failed],
]);
const failedChecks = failedSteps.filter((label) => (reportedFailures.get(label) ?? 0) === 0).length;
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${browser.passed} passed, ${browser.failed} failed`,
);
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`test-all: ${unit.passed + browser.passed} passed, ${unit.failed + browser.failed + failedChecks} failed`);
process.exit(failedSteps.length === 0 ? 0 : 1);
