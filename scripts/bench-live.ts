/**
 * `npm run bench:live [-- --game 2024_game_6] [--speed 60] [--dir .cache/bench-live]`: the live
 * center's cost over a replayed game. Builds the site with that game's page as a game-day page and
 * the live center pointed at an embedded API started here, replays the game, watches its page in
 * Chromium to the end, and prints:
 * - the delay from the server sending an update to the page showing it (p50, p95, max), matched by
 *   the game's play count (the update's id and the page's `data-play-count`);
 * - the page's JS heap and DOM size after the whole game, after a garbage collection.
 * Asserts nothing; the live browser tests check what the page shows.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { percentile } from './lib/figures.ts';
import { serveDist } from './lib/site-pages.ts';
import { startLeagueApi } from './league-api/server.ts';
import { snapshotDir } from '../src/data/store.ts';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: '2024_game_6' },
    speed: { type: 'string', default: '60' },
    dir: { type: 'string', default: '.cache/bench-live' },
    'api-port': { type: 'string', default: '4481' },
    port: { type: 'string', default: '4492' },
  },
});
const root = join(import.meta.dirname, '..');
const dist = resolve(root, values.dir);
const speed = Number(values.speed);
const apiUrl = `http://127.0.0.1:${values['api-port']}/api`;

console.log(`building the site with ${values.game} as a game-day page into ${dist} ...`);
const built = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', dist],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The snapshot's path is passed explicitly: inside the pre-render bundle relative paths point into the output.
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      PLL_SNAPSHOT_DIR: snapshotDir(),
      PLL_GAME_DAY_GAMES: values.game,
      PUBLIC_LEAGUE_API_URL: apiUrl,
    },
  },
);
if (built.status !== 0) throw new Error(`astro build failed (exit ${String(built.status)})`);

const api = await startLeagueApi({
  port: Number(values['api-port']),
  replay: { game: values.game, speed, paused: true },
});
const replay = api.live.current;
if (!replay) throw new Error('the replay did not start');
const sentAt = new Map<number, number>();
replay.subscribe((change) => {
  sentAt.set(change.to, performance.timeOrigin + performance.now());
});

const server = await serveDist(dist, values.port);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  // Every change of the shown play count, with the wall time it reached the DOM.
  await page.addInitScript(() => {
    const shown: [number, number][] = [];
    (window as unknown as { shownCounts: [number, number][] }).shownCounts = shown;
    new MutationObserver((records) => {
      const at = performance.timeOrigin + performance.now();
      for (const record of records) {
        const count = (record.target as Element).getAttribute('data-play-count');
        if (count !== null) shown.push([Number(count), at]);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-play-count'] });
  });
  await page.goto(`http://127.0.0.1:${values.port}/games/${String(replay.event.year)}/${replay.event.slugname}/`);
  await page.locator('.live-connection[data-transport="stream"]').waitFor({ timeout: 30_000 });
  const started = performance.now();
  replay.paused = false;
  await page
    .locator('.live-center[data-state="final"]')
    .waitFor({ timeout: ((replay.totalPlays * 60) / speed) * 1000 + 120_000 });
  const seconds = (performance.now() - started) / 1000;

  const shown = await page.evaluate(() => (window as unknown as { shownCounts: [number, number][] }).shownCounts);
  const delays = shown.flatMap(([count, at]) => {
    const sent = sentAt.get(count);
    return sent === undefined ? [] : [at - sent];
  });
  delays.sort((a, b) => a - b);
  const quantile = (share: number): string => percentile(delays, share).toFixed(1);

  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string): number => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;

  console.log(
    `replayed ${replay.event.slugname}: ${String(replay.totalPlays)} plays in ${String(sentAt.size)} updates over ${seconds.toFixed(1)} s at ${String(speed)} game seconds a second`,
  );
  console.log(
    `server send to DOM: p50 ${quantile(0.5)} ms, p95 ${quantile(0.95)} ms, max ${(delays.at(-1) ?? Number.NaN).toFixed(1)} ms (${String(delays.length)} updates matched)`,
  );
  console.log(
    `after the game: JS heap ${(metric('JSHeapUsedSize') / 1_048_576).toFixed(1)} MB used of ${(metric('JSHeapTotalSize') / 1_048_576).toFixed(1)} MB, ${String(metric('Nodes'))} DOM nodes, ${String(metric('JSEventListeners'))} listeners`,
  );
} finally {
  await browser.close();
  server.kill();
  await api.close();
}
