/**
 * `npm start` as a newcomer meets it: scripts/start.ts builds a site folder of its own, serves it
 * with the embedded league API on one origin, reuses the Auth Emulator that Playwright runs, and
 * replays a real game as live. The pages must find the API on their own origin (no absolute API
 * address), the game must show as in progress, sign-in must work, and Ctrl+C must stop it all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { PlaysFile, SnapshotManifest, SeasonFile } from '../../src/data/snapshot-format.ts';
import { snapshotDir } from '../../src/data/store.ts';
import { DEFAULT_AUTH_EMULATOR_URL, DEMO_FIREBASE_PROJECT } from '../../src/lib/config/accounts.ts';
import { SIGN_IN_TEXTS } from '../../src/lib/accounts/texts.ts';
import { buildWorkDir } from '../../scripts/lib/build-work-dir.ts';
import { expectHydrated } from './islands.ts';
import { environmentWithoutBuildSettings } from '../support/build-env.ts';

test.describe.configure({ mode: 'serial' });

const PORT = 4391;
const ORIGIN = `http://127.0.0.1:${String(PORT)}`;
const root = join(import.meta.dirname, '..', '..');
const EMULATOR = `${DEFAULT_AUTH_EMULATOR_URL}/emulator/v1/projects/${DEMO_FIREBASE_PROJECT}`;

/** The default replay, found from the snapshot files: the latest season's last final game that has plays. */
function defaultGame(): { slugname: string; year: number } {
  const read = (...path: string[]): unknown => JSON.parse(readFileSync(join(snapshotDir(), ...path), 'utf8'));
  const years = (read('manifest.json') as SnapshotManifest).seasons.map((season) => season.year).sort((a, b) => b - a);
  for (const year of years) {
    const plays = read('plays', `${String(year)}.json`) as PlaysFile;
    const finals = (read('seasons', `${String(year)}.json`) as SeasonFile).events
      .filter((event) => {
        const gamePlays = plays[event.slugname];
        return event.eventStatus >= 2 && gamePlays != null && gamePlays.rows.length > 0;
      })
      .sort((a, b) => b.startTime - a.startTime);
    if (finals[0]) return { slugname: finals[0].slugname, year };
  }
  throw new Error('the snapshot has no final game with plays');
}

const game = defaultGame();
const gamePage = `${ORIGIN}/games/${String(game.year)}/${game.slugname}/`;
let work: string;
let dist: string;
let start: ChildProcess;
let output = '';

function runStart(args: string[]): ChildProcess {
  // A clean environment: no PUBLIC_ setting of the test build may leak into npm start's. Its build
  // cache is its own, so that the builds running beside it cannot write into it.
  const env = environmentWithoutBuildSettings();
  return spawn(process.execPath, [join(root, 'scripts', 'start.ts'), ...args], {
    cwd: root,
    env: { ...env, PLL_BUILD_CACHE_DIR: join(work, 'build-cache') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = buildWorkDir('start-');
  dist = join(work, 'dist');
  start = runStart(['--port', String(PORT), '--dist', dist]);
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  start.stdout?.on('data', collect);
  start.stderr?.on('data', collect);
  await expect.poll(() => output, { timeout: 540_000, intervals: [1000] }).toContain('Ctrl+C stops everything.');
});

test.afterAll(async () => {
  if (start.exitCode === null) {
    const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
    start.kill('SIGINT');
    await exited;
  }
  await rm(work, { recursive: true, force: true });
});

/** Every request the page makes, by URL. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

test('it says that it builds, then prints the URL, the live game and the sign-in emulator it reused', () => {
  expect(output).toMatch(/Building the site \(.+ has no site yet\)/);
  expect(output).toContain(`PLL Stats is running at ${ORIGIN}/`);
  expect(output).toContain(`(${game.slugname}), replayed at 6 game seconds a second`);
  expect(output).toContain(`${ORIGIN}/api and ${ORIGIN}/graphql`);
  expect(output).toContain(`Firebase Auth Emulator at ${DEFAULT_AUTH_EMULATOR_URL} (already running, reused)`);
  expect(output).toMatch(/highlights {7}http:\/\/127\.0\.0\.1:\d+\/games\/\d{4}\/[^/]+\/ {2}\(a generated sample clip/);
});

test("a past game's sample highlights are in its page and play from the site itself", async ({ page }) => {
  const [, path] = /highlights {7}http:\/\/127\.0\.0\.1:\d+(\/games\/\S+)/.exec(output) ?? [];
  await page.goto(`${ORIGIN}${path ?? ''}`);
  const clip = page.getByRole('region', { name: 'Highlights' }).getByRole('link').first();
  const href = await clip.getAttribute('href');
  expect(href).toMatch(/^\/media\//);
  const media = await fetch(`${ORIGIN}${href ?? ''}`, { headers: { range: 'bytes=0-3' } });
  expect(media.status).toBe(206);
  expect(Buffer.from(await media.arrayBuffer()).toString('ascii')).toBe('RIFF');
});

test("the replayed game is in progress on its page, the ticker and the connection test, all over the site's own origin", async ({
  page,
}) => {
  const requests = requestsOf(page);
  await page.goto(gamePage);
  await expect(page.locator('.live-center')).toHaveAttribute('data-state', 'live');
  await expect(page.locator('.live-connection')).toHaveAttribute('data-transport', 'stream');
  expect(requests).toContain(`${ORIGIN}/api/v4/events/sse`);

  await page.goto(`${ORIGIN}/`);
  await expect(page.locator(`.ticker-card[data-slug="${game.slugname}"]`)).toHaveAttribute('data-state', 'live');

  await page.goto(`${ORIGIN}/sse/connection/test/`);
  await expect(page.locator('.connection-target')).toContainText(
    'the live game stream of this site (/api/v4/events/sse)',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectHydrated(page, 'LivePanel');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.locator('.live-panel dl')).toBeVisible();
  // Every league API call went to the site's own origin (team logos come from the league's image host).
  const apiCalls = requests.filter((url) => /^\/(api|graphql)(\/|$)/.test(new URL(url).pathname));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((url) => !url.startsWith(`${ORIGIN}/`))).toEqual([]);
});

test('sign-in by email link works against the emulator and the same-origin user API', async ({ page }) => {
  const email = `start.${String(Date.now())}@example.com`;
  await page.goto(`${ORIGIN}/players/`);
  const loginIcon = page.locator('.site-header').getByRole('link', { name: 'Log in' });
  await loginIcon.hover();
  await expectHydrated(page, 'AccountButton');
  await loginIcon.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email or phone number').fill(email);
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  await expect(dialog.getByText(SIGN_IN_TEXTS.linkSent)).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const body = (await (await fetch(`${EMULATOR}/oobCodes`)).json()) as {
        oobCodes?: { email: string; oobLink: string }[];
      };
      link = body.oobCodes?.filter((entry) => entry.email === email).at(-1)?.oobLink;
      return link;
    })
    .toBeTruthy();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v4/')) calls.push(request.url());
  });
  await page.goto(link ?? '');
  await expect(page.locator('[data-step="profile"]').getByLabel('First name', { exact: true })).toBeVisible();
  // The user record was read from the league API on the site's own origin.
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((url) => url.startsWith(`${ORIGIN}/api/`))).toBe(true);
});

test('a second npm start on the same port names the port and the flag that moves it', () => {
  const second = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'start.ts'), '--port', String(PORT), '--dist', dist, '--no-build'],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  );
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(
    `npm start: site and league API: port ${String(PORT)} is in use; choose another with --port N`,
  );
});

test('Ctrl+C stops everything', async () => {
  const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
  start.kill('SIGINT');
  expect(await exited).toBe(0);
  expect(output).toContain('SIGINT: stopping the site, the league API');
  await expect(fetch(`${ORIGIN}/`)).rejects.toThrow();
});
