/**
 * `npm run build` starts the site's build beside the sync. When the league's API fails the sync
 * after the build has started, the build is stopped before it has touched the site: the last site
 * stays as it was, and no build process is left running.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { replies, startBadServer, type BadServer } from '../helpers/bad-server.ts';

const root = join(import.meta.dirname, '..', '..', '..');
/** Long enough for the build's process to start and wait for the snapshot. */
const SYNC_FAILS_AFTER_MS = 2500;

let server: BadServer;
let work: string;

beforeAll(async () => {
  server = await startBadServer();
  work = mkdtempSync(join(tmpdir(), 'build-sync-fails-'));
});

afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

it('a sync that fails stops the build started beside it, before it touches the site', async () => {
  // A refusal the sync does not retry, late: whichever call the sync makes first.
  const refusal = { ...replies.json({ error: 'Invalid token' }, 401), delayMs: SYNC_FAILS_AFTER_MS };
  server.on('/graphql', refusal);
  for (const path of ['/api/v4/events', '/api/v4/teams', '/api/v4/players', '/api/v4/standings'])
    server.on(path, refusal);
  const site = join(work, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), 'the last published site');

  const build = spawn(process.execPath, [join(root, 'scripts', 'build.ts'), '--out', site], {
    cwd: root,
    env: {
      ...process.env,
      PLL_GRAPHQL_URL: `${server.origin}/graphql`,
      PLL_REST_URL: `${server.origin}/api`,
      PLL_SNAPSHOT_DIR: join(work, 'snapshot'),
      PLL_BUILD_CACHE_DIR: join(work, 'build-cache'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  build.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  build.stdout.resume();
  const code = await new Promise<number | null>((done) => build.on('exit', done));

  expect(stderr).toContain('build: the sync failed, nothing was built');
  expect(stderr).toContain('Invalid token');
  expect(code).toBe(1);
  expect(readdirSync(site)).toEqual(['index.html']);
  expect(readFileSync(join(site, 'index.html'), 'utf8')).toBe('the last published site');
  // No build of this site is left running: its command line names the site's folder.
  const running = spawnSync('pgrep', ['-f', site], { encoding: 'utf8' });
  expect(running.stdout.trim()).toBe('');
}, 30_000);
