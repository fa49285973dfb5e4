/**
 * `npm run build -- --production`, as the deploy runs it: development settings are refused before
 * anything is built, naming each; with real-looking settings no file of the site names a development
 * endpoint, and a feature whose backend is not configured (here the league API) is left out rather
 * than shipped broken.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildWorkDir } from '../../scripts/lib/build-work-dir.ts';
import { staticSiteHandler } from '../../scripts/lib/static-site.ts';
import { environmentWithoutBuildSettings } from '../support/build-env.ts';

test.describe.configure({ mode: 'serial' });

const root = join(import.meta.dirname, '..', '..');
/**
 * What must never reach a visitor from a production build. The Firebase SDK itself carries a bare
 * `http://localhost` (its default OAuth redirect on non-web platforms), which names no server of
 * this site; a localhost with a port or a path would.
 */
const DEVELOPMENT_MARKERS = ['127.0.0.1', /localhost[:/]/, 'dev-token', 'demo-pll-stats', 'demo-api-key'];
/** A game the build is told is being played: without a league API its page must still have no live center. */
const GAME_DAY = { year: 2024, slugname: '2024_game_6' };
/** A deployment with sign-in, search and error reporting, and no league API. */
const REAL_SETTINGS = {
  PUBLIC_SITE_URL: 'https://stats.premierlacrosseleague.com',
  PUBLIC_USER_API_URL: 'https://api.premierlacrosseleague.com/api',
  PUBLIC_LEAGUE_API_TOKEN: 'pk_live_4f2a9c',
  PUBLIC_FIREBASE_PROJECT_ID: 'pll-stats',
  PUBLIC_FIREBASE_API_KEY: 'AIzaSyA-real-looking-key',
  PUBLIC_ALGOLIA_APP_ID: 'PLLAPP42',
  PUBLIC_ALGOLIA_SEARCH_KEY: 'a1b2c3d4e5f6',
  PUBLIC_SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/123',
  PLL_GAME_DAY_GAMES: GAME_DAY.slugname,
};

let work: string;
let dist: string;
let server: Server;
let origin: string;

/** Runs the production build into `out` with only `settings` (and no setting of the test build). */
function productionBuild(out: string, settings: Record<string, string>) {
  const env = environmentWithoutBuildSettings();
  return spawnSync(process.execPath, [join(root, 'scripts', 'build.ts'), '--production', '--out', out], {
    cwd: root,
    // A snapshot folder and a build cache of its own: the build's sync must not touch the snapshot
    // the other tests read, nor its cache the builds that run beside it.
    env: {
      ...env,
      ASTRO_TELEMETRY_DISABLED: '1',
      PLL_SNAPSHOT_DIR: join(work, 'snapshot'),
      PLL_BUILD_CACHE_DIR: join(work, 'build-cache'),
      ...settings,
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = buildWorkDir('production-');
  dist = join(work, 'dist');
  const built = productionBuild(dist, REAL_SETTINGS);
  expect(built.status, built.stderr).toBe(0);
  server = createServer(staticSiteHandler(dist));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(work, { recursive: true, force: true });
});

test('development settings are refused before anything is built, each named with what to set instead; an empty one counts as unset', () => {
  const out = join(work, 'refused');
  const refused = productionBuild(out, {
    PUBLIC_LEAGUE_API_URL: 'http://127.0.0.1:4322/api',
    PUBLIC_LEAGUE_API_TOKEN: 'dev-token',
    PUBLIC_FIREBASE_PROJECT_ID: 'demo-pll-stats',
    PUBLIC_FIREBASE_AUTH_EMULATOR_URL: '',
  });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('a production build refuses development settings, nothing was built');
  expect(refused.stderr).toContain(
    'PUBLIC_LEAGUE_API_URL="http://127.0.0.1:4322/api" points at a loopback address: set ',
  );
  expect(refused.stderr).toContain('PUBLIC_LEAGUE_API_TOKEN="dev-token" is the development token: set ');
  expect(refused.stderr).toContain('PUBLIC_FIREBASE_PROJECT_ID="demo-pll-stats" is a demo project');
  expect(refused.stderr).not.toContain('PUBLIC_FIREBASE_AUTH_EMULATOR_URL');
  expect(existsSync(out)).toBe(false);
});

test('with real-looking settings no file of the site names a development endpoint', () => {
  const files = filesUnder(dist);
  expect(files.length).toBeGreaterThan(2000);
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return DEVELOPMENT_MARKERS.filter((marker) =>
      typeof marker === 'string' ? text.includes(marker) : marker.test(text),
    ).map((marker) => `${file.slice(dist.length)}: ${String(marker)}`);
  });
  expect(found).toEqual([]);
});

test('a feature without its backend is left out: no live center or stream without a league API; sign-in stays, as it is configured; the connection test is kept out of the sitemap', async ({
  page,
}) => {
  const gamePage = await (await fetch(`${origin}/games/${String(GAME_DAY.year)}/${GAME_DAY.slugname}/`)).text();
  expect(gamePage).toContain('<h1');
  expect(gamePage).not.toContain('LiveCenter');
  await page.goto(`${origin}/sse/connection/test/`);
  await expect(page.getByText('This site has no live game stream.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = readdirSync(dist)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(dist, name), 'utf8'))
    .join('');
  expect(sitemap).toContain('/games/');
  expect(sitemap).not.toContain('/sse/connection/test');
  await page.goto(`${origin}/players/`);
  await expect(page.locator('.site-header').getByRole('link', { name: 'Log in' })).toBeVisible();
});
