/**
 * The live center in Chromium against the embedded league API replaying a real game (the test
 * build points the live center at it and gives that game a game-day page: scripts/lib/e2e-live.ts).
 * Each test replays the game fast and watches the page to the end: what it finally shows (score,
 * period scores, every play once and in order) must be the data's, whatever the stream did on the
 * way: dropped, answered with HTML or a 500, sent a malformed message, or was unavailable (then
 * polling carries the game). Game ended and a manual disconnect must not reconnect. At the end its
 * win-probability chart has a point for every play that carries a probability, where the data puts
 * it, and its scoring summary every goal with the score after it.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLeagueApi, type LeagueApi } from '../../scripts/league-api/server.ts';
import { E2E_LIVE, E2E_LIVE_GAME } from '../../scripts/lib/e2e-live.ts';
import type { EventRecord, Play, PlaysFile, SeasonFile } from '../../src/data/snapshot-format.ts';
import { snapshotDir } from '../../src/data/store.ts';
import { restPaths } from '../../src/api/paths.ts';
import { LIVE_REFRESH_MS, STREAM_ERRORS, STREAM_RECONNECT_BASE_DELAY_MS } from '../../src/lib/games/live-updates.ts';
import { expectHydrated } from './islands.ts';
import { decode } from './player-snapshot.ts';

// One worker, in order: the tests share the API on the build's port and its one replay.
test.describe.configure({ mode: 'default' });

const YEAR = 2024;
const season = JSON.parse(readFileSync(join(snapshotDir(), 'seasons', `${String(YEAR)}.json`), 'utf8')) as SeasonFile;
const seasonPlays = JSON.parse(readFileSync(join(snapshotDir(), 'plays', `${String(YEAR)}.json`), 'utf8')) as PlaysFile;
const found = season.events.find((candidate) => candidate.slugname === E2E_LIVE_GAME);
const gamePlays = seasonPlays[E2E_LIVE_GAME];
if (!found || !gamePlays) throw new Error(`the snapshot has ${E2E_LIVE_GAME} with its plays`);
const event: EventRecord = found;
const plays = decode(gamePlays) as unknown as Play[];
const PAGE = `/games/${String(YEAR)}/${E2E_LIVE_GAME}/`;
/** Game seconds a wall second: the whole game (about 50 minutes of clock) in about 12 s. */
const FAST = 250;
/** The rest of a game once a test has seen what it came for: the whole game in about 3 s. */
const FINISH = FAST * 4;
/** The chart's drawing units (its viewBox), and its time axis: four 12-minute quarters, or to the last play in overtime. */
const PLOT = { width: 600, height: 200 };
const chartSeconds = Math.max(4 * 12 * 60, ...plays.map((play) => play.secondsPassed));

/** Long enough for a reconnect the client should not make: twice its first delay. */
const NO_RECONNECT_MS = STREAM_RECONNECT_BASE_DELAY_MS * 2;

let api: LeagueApi;
let control: string;
let highlightsDir: string;

test.beforeAll(async () => {
  highlightsDir = await mkdtemp(join(tmpdir(), 'pll-live-highlights-'));
  // On a port of its own, not the build's: these tests' pages reach it through routing, so the pages
  // of the tests that run beside them, which read the build's API address too, never meet this
  // replay or take a stream fault meant for these tests.
  api = await startLeagueApi({ heartbeatMs: 1000, highlightsDir });
  control = `${api.url}/__control/live`;
});
test.afterAll(async () => {
  await api.close();
  await rm(highlightsDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await page.route(`${E2E_LIVE.PUBLIC_LEAGUE_API_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(E2E_LIVE.PUBLIC_LEAGUE_API_URL, api.restBaseUrl) }),
  );
  await fetch(control, { method: 'DELETE' });
  await fault('unavailable', { on: false });
  const response = await page.request.get(PAGE);
  test.skip(
    !(await response.text()).includes(E2E_LIVE.PUBLIC_LEAGUE_API_URL),
    'this build has no e2e live settings (npm test builds with them)',
  );
});

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${String(response.status)} ${await response.text()}`);
}

interface ReplayStatus {
  running: boolean;
  ended: boolean;
  playCount: number;
  totalPlays: number;
}

async function status(): Promise<ReplayStatus> {
  return (await (await fetch(control)).json()) as ReplayStatus;
}

/** Starts the replay and waits until it has played `plays` plays. */
async function replay(speed: number, plays = 1): Promise<void> {
  await post(control, { game: E2E_LIVE_GAME, speed });
  await expect.poll(async () => (await status()).playCount, { timeout: 20_000 }).toBeGreaterThanOrEqual(plays);
}

async function patchReplay(change: { speed?: number; paused?: boolean }): Promise<void> {
  const response = await fetch(control, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`PATCH ${control}: ${String(response.status)}`);
}

const setSpeed = (speed: number) => patchReplay({ speed });

const fault = (kind: string, extra: Record<string, unknown> = {}) =>
  post(`${control}/fault`, { fault: kind, ...extra });

/** Counts the page's stream requests. */
function streamRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v4/events/sse') && request.method() === 'GET')
      seen.push(request.headers()['last-event-id'] ?? '');
  });
  return seen;
}

/** How many of the page's league API requests are waiting for their answer. */
function apiRequestsInFlight(page: Page): () => number {
  const open = new Set<Request>();
  const isApi = (request: Request) => request.url().startsWith(E2E_LIVE.PUBLIC_LEAGUE_API_URL);
  page.on('request', (request) => {
    if (isApi(request)) open.add(request);
  });
  const settle = (request: Request) => {
    open.delete(request);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => open.size;
}

const center = (page: Page) => page.locator('.live-center');
const tickerCard = (page: Page) => page.locator(`.ticker-card[data-slug="${E2E_LIVE_GAME}"]`);
const panelStatus = (page: Page) => page.locator('.live-panel [role="status"]');

/** Opens the connection test page once its island has hydrated. */
async function openTestPage(page: Page): Promise<void> {
  await page.goto('/sse/connection/test/');
  await expectHydrated(page, 'LivePanel');
}

/** Waits for the game to go final on the page, then checks everything it shows against the data. */
async function expectFinalAsData(page: Page, timeout = 60_000): Promise<void> {
  await expect(center(page)).toHaveAttribute('data-state', 'final', { timeout });
  const side = (teamId: string) => center(page).locator(`.scoreboard .side[data-id="${teamId}"] [data-score]`);
  await expect(side(event.awayTeamId)).toHaveText(String(event.visitorScore));
  await expect(side(event.homeTeamId)).toHaveText(String(event.homeScore));
  const reached = event.period;
  for (const [teamId, scores] of [
    [event.awayTeamId, event.visitorPeriodScores],
    [event.homeTeamId, event.homePeriodScores],
  ] as const) {
    const cells = center(page).locator(`.line-score tbody tr[data-id="${teamId}"] td[data-period]`);
    // A final game has reached every period it played (four at least): each shows its score.
    await expect(cells).toHaveText(Array.from({ length: reached }, (_, index) => String(scores[index] ?? 0)));
  }
  await expect(center(page).locator('[data-play-count]')).toHaveAttribute('data-play-count', String(plays.length));
  // Every play once, in the data's order (the live center lists the newest first).
  const markers = await center(page)
    .locator('.plays tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-marker')));
  expect(markers.toReversed()).toEqual(plays.map((play) => play.markerId));
  // The chart: each point where its play's time and probability put it (the drawing rounds to a tenth).
  const points = (await center(page).locator('.win-probability polyline').getAttribute('points'))?.split(' ') ?? [];
  const probable = plays.filter((play) => play.homeTeamWinProbability !== null);
  expect(points).toEqual(
    probable.map((play) => {
      const x = (play.secondsPassed / chartSeconds) * PLOT.width;
      const y = (1 - (play.homeTeamWinProbability ?? 0)) * PLOT.height;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    }),
  );
  await expect(center(page).locator('.win-probability .now')).toHaveCount(0);
  // The scoring summary: every goal, in order, with the score after it (away first).
  const goals = plays.filter((play) => play.eventType === 'goal');
  const summary = center(page).locator('#scoring-summary tbody tr');
  await expect(summary).toHaveCount(goals.length);
  expect(await summary.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-marker')))).toEqual(
    goals.map((play) => play.markerId),
  );
  await expect(summary.locator('td:last-child')).toHaveText(
    goals.map((play) => `${String(play.visitorScore)}-${String(play.homeScore)}`),
  );
}

test("a replayed 2024 overtime game, watched live to the end, shows the data's final score, period scores and every play", async ({
  page,
}) => {
  const requests = streamRequests(page);
  await replay(FAST / 5, 20);
  await page.goto(PAGE);
  await expect(center(page)).toHaveAttribute('data-state', 'live');
  await expect(page.locator('.live-connection')).toHaveAttribute('data-transport', 'stream');
  // Mid-game the page shows the running score, not the final one it was built with.
  const shownPlays = Number(await center(page).locator('[data-play-count]').getAttribute('data-play-count'));
  expect(shownPlays).toBeGreaterThanOrEqual(20);
  expect(shownPlays).toBeLessThan(plays.length);
  await expect(page.locator('.live-pill')).toHaveText('Live');
  // The ticker's card of the game shows what the live center shows (paused, so both hold still).
  await patchReplay({ paused: true });
  const held = (await status()).playCount;
  await expect(center(page).locator('[data-play-count]')).toHaveAttribute('data-play-count', String(held));
  // The chart and the scoring summary hold the plays so far, not the finished game the page was built with.
  const sofar = plays.slice(0, held);
  await expect
    .poll(
      async () => (await center(page).locator('.win-probability polyline').getAttribute('points'))?.split(' ').length,
    )
    .toBe(sofar.filter((play) => play.homeTeamWinProbability !== null).length);
  await expect(center(page).locator('#scoring-summary tbody tr')).toHaveCount(
    sofar.filter((play) => play.eventType === 'goal').length,
  );
  await expect(center(page).locator('.win-probability .now')).toHaveCount(1);
  const centerScores = await center(page).locator('.scoreboard .side [data-score]').allTextContents();
  await expect(tickerCard(page).locator('[data-score]')).toHaveText(centerScores);
  await expect(tickerCard(page)).toHaveAttribute('data-state', 'live');
  await patchReplay({ paused: false, speed: FINISH });
  await expectFinalAsData(page);
  await expect(tickerCard(page).locator('[data-score]')).toHaveText([
    String(event.visitorScore),
    String(event.homeScore),
  ]);
  await expect(page.locator('.live-center .scoreboard .status')).toContainText('FINAL OT');
  // As on a finished game's page, a heavier rule where the list passes into another period (with the
  // newest play first: under the last play of each earlier one), and the clock right-aligned.
  const newestFirst = plays.toReversed();
  const opening = newestFirst.filter((play, index) => index > 0 && newestFirst[index - 1]?.period !== play.period);
  const marked = center(page).locator('.plays tbody tr[data-new-period]');
  expect(await marked.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-marker')))).toEqual(
    opening.map((play) => play.markerId),
  );
  await expect(marked.first().locator('td').first()).toHaveCSS('border-top-width', '2px');
  await expect(center(page).locator('.plays thead th').nth(1)).toHaveCSS('text-align', 'right');
  // Game ended: the stream is not reopened.
  const opened = requests.length;
  await page.waitForTimeout(NO_RECONNECT_MS);
  expect(requests).toHaveLength(opened);
});

test('a game-day page loads its highlights and asks the league API for new ones only while its game is played, and shows what it finds', async ({
  page,
}) => {
  const calls: string[] = [];
  const highlightsCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(restPaths.eventHighlights(E2E_LIVE_GAME))) calls.push(request.url());
    if (/\/_astro\/Highlights\.[^/]+\.js$/.test(request.url())) highlightsCode.push(request.url());
  });
  // The live center's first look at the event says the game is over.
  const eventRead = page.waitForResponse((response) => response.url().endsWith(restPaths.event(E2E_LIVE_GAME)));
  await page.goto(PAGE);
  await eventRead;
  await expect(center(page)).toHaveAttribute('data-state', 'final');
  // A game not being played: the island waits for an interaction, and its code is not loaded.
  await expect(page.locator('astro-island[component-url*="Highlights"]')).toHaveAttribute('ssr');
  await expect(page.getByRole('heading', { name: 'Highlights' })).toHaveCount(0);
  expect(highlightsCode).toEqual([]);
  expect(calls).toEqual([]);

  const clip = {
    mediaId: 'live-clip',
    title: 'A goal just scored',
    duration: 12,
    aspectRatio: null,
    src: 'https://cdn.example/goal.mp4',
    thumbnail: null,
  };
  await writeFile(join(highlightsDir, `${E2E_LIVE_GAME}.json`), JSON.stringify([clip]));
  try {
    await replay(FAST / 10, 5);
    await page.reload();
    await expect(center(page)).toHaveAttribute('data-state', 'live');
    // The live center says the game is being played: the island hydrates without an interaction.
    await expectHydrated(page, 'Highlights');
    await expect(page.locator('.highlight')).toHaveText(`${clip.title}0:12`);
    expect(calls.length).toBeGreaterThan(0);
  } finally {
    await rm(join(highlightsDir, `${E2E_LIVE_GAME}.json`));
  }
});

test('a stream dropped mid-game resumes where it stopped: no play lost or shown twice', async ({ page }) => {
  const requests = streamRequests(page);
  await replay(FAST / 5, 10);
  await page.goto(PAGE);
  await expect(page.locator('.live-connection')).toHaveAttribute('data-transport', 'stream');
  // The replay lets out a play or two a second here.
  await expect
    .poll(async () => Number(await center(page).locator('[data-play-count]').getAttribute('data-play-count')), {
      timeout: 30_000,
    })
    .toBeGreaterThan(30);
  await fault('drop');
  // The client reconnects after 1 s with the last event id it had.
  await expect.poll(() => requests.length).toBeGreaterThan(1);
  expect(Number(requests.at(-1))).toBeGreaterThan(30);
  await setSpeed(FINISH);
  await expectFinalAsData(page);
});

test('an HTML reply and a 500 are shown as the spec words them, and the stream reconnects', async ({ page }) => {
  await replay(FAST / 2, 5);
  await fault('html');
  await page.goto(PAGE);
  await expect(page.locator('.live-connection')).toContainText(`Error: ${STREAM_ERRORS.html}`);
  await expect(page.locator('.live-connection')).toHaveAttribute('data-transport', 'stream');
  await fault('status500');
  await fault('drop');
  await expect(page.locator('.live-connection')).toContainText(`Error: ${STREAM_ERRORS.failed}: 500`);
  await setSpeed(FINISH);
  await expectFinalAsData(page);
});

test('a malformed message is ignored: nothing already shown is lost', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await replay(FAST / 5, 10);
  await page.goto(PAGE);
  await expect(page.locator('.live-connection')).toHaveAttribute('data-transport', 'stream');
  await fault('malformed');
  await expect.poll(() => warnings.some((warning) => warning.startsWith('Live update ignored:'))).toBe(true);
  await setSpeed(FINISH);
  await expectFinalAsData(page);
});

test('with the stream unavailable the client gives up after 3 reconnects, asks for a refresh, and polling carries the game', async ({
  page,
}) => {
  const requests = streamRequests(page);
  const inFlight = apiRequestsInFlight(page);
  await fault('unavailable', { on: true });
  // The page's clock runs as the real one, so the reconnects wait as they would; once the replay
  // has ended, it jumps the 20 seconds to the next refresh instead of waiting them out.
  await page.clock.install();
  await replay(FAST / 5, 1);
  await page.goto(PAGE);
  await expect(center(page)).toHaveAttribute('data-state', 'live');
  // Held live while the client tries and gives up, so that polling has a game to carry.
  await patchReplay({ paused: true });
  await expect(page.locator('.live-connection')).toContainText(`Error: ${STREAM_ERRORS.gaveUp}`, {
    timeout: 30_000,
  });
  expect(requests).toHaveLength(4);
  await expect(page.getByRole('alert')).toContainText('Live updates keep failing');
  await expect(page.locator('.live-connection')).toHaveAttribute('data-transport', 'polling');
  await expect(center(page)).toHaveAttribute('data-state', 'live');
  await patchReplay({ paused: false, speed: FINISH });
  await expect.poll(async () => (await status()).ended, { timeout: 30_000 }).toBe(true);
  // Then a refresh interval at a time until a refresh has shown the final, jumping only while no
  // request to the league API is out: the clock fakes their 30-second timeouts too, so on a loaded
  // machine, where an answer can take longer than the poll's second, two jumps over a request aborted
  // it, and every refresh after it, and the page stayed live past the test's minute.
  await expect
    .poll(
      async () => {
        if (inFlight() === 0) await page.clock.fastForward(LIVE_REFRESH_MS);
        return center(page).getAttribute('data-state');
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe('final');
  await expectFinalAsData(page);
  expect(requests).toHaveLength(4);
});

test('the connection test page: Connect shows the replayed game, Disconnect stops it for good', async ({ page }) => {
  const requests = streamRequests(page);
  await openTestPage(page);
  await expect(panelStatus(page)).toHaveText('Disconnected. Click Connect to start receiving updates.');
  await replay(FAST / 10, 1);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.locator('.live-last-plays li')).toHaveCount(5);
  const running = await status();
  expect(running.running).toBe(true);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(panelStatus(page)).toHaveText('Disconnected. Click Connect to start receiving updates.');
  const opened = requests.length;
  const shown = await page.locator('[data-field="clock"]').textContent();
  await page.waitForTimeout(NO_RECONNECT_MS);
  expect(requests).toHaveLength(opened);
  await expect(page.locator('[data-field="clock"]')).toHaveText(shown ?? '');
});

test('with no live game the test page says so and does not reconnect', async ({ page }) => {
  const requests = streamRequests(page);
  await openTestPage(page);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  await page.waitForTimeout(NO_RECONNECT_MS);
  expect(requests).toHaveLength(1);
});
