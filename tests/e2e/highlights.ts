/**
 * Game highlights for the browser tests: a short clip made here (a 30 s WAV tone: this machine has
 * no video encoder, and the player's behaviour does not depend on the codec), a highlights file for
 * one real final game, and an embedded league API serving both. The build's league API URL is the
 * live tests' port, so pages reach this API through a route on the highlights path only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startLeagueApi, type LeagueApi, type LeagueApiOptions } from '../../scripts/league-api/server.ts';
import { restPaths } from '../../src/api/paths.ts';
import type { Video } from '../../src/api/schemas/video.ts';
import { E2E_LIVE } from '../../scripts/lib/e2e-live.ts';

export const CLIP_SECONDS = 30;

/** 8 kHz, 8-bit mono PCM: a 440 Hz tone, CLIP_SECONDS long. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate * seconds);
  for (let index = 0; index < samples.length; index += 1) samples[index] = Math.round(128 + 60 * Math.sin((2 * Math.PI * 440 * index) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

interface SnapshotEvent {
  slugname: string;
  year: number;
  eventStatus: number;
}

/** The latest season's first final game that has a box score: its page shows the highlights section. */
export function finalGame(): SnapshotEvent {
  const snapshot = process.env['PLL_SNAPSHOT_DIR'] ?? join(import.meta.dirname, '..', '..', 'data', 'snapshot');
  const read = (...path: string[]): unknown => JSON.parse(readFileSync(join(snapshot, ...path), 'utf8'));
  const manifest = read('manifest.json') as { seasons: { year: number; hasGameData: boolean }[] };
  const year = Math.max(...manifest.seasons.filter((season) => season.hasGameData).map((season) => season.year));
  const games = read('games', `${String(year)}.json`) as Record<string, unknown>;
  const event = (read('seasons', `${String(year)}.json`) as { events: SnapshotEvent[] }).events.find(
    (candidate) => candidate.eventStatus >= 2 && games[candidate.slugname] !== undefined,
  );
  if (event === undefined) throw new Error(`no final ${String(year)} game with a box score in ${snapshot}`);
  return event;
}

export interface HighlightsFixture {
  api: LeagueApi;
  event: SnapshotEvent;
  videos: Omit<Video, 'src'>[];
  close: () => Promise<void>;
}

export async function startHighlights(options: LeagueApiOptions = {}): Promise<HighlightsFixture> {
  const dir = await mkdtemp(join(tmpdir(), 'pll-highlights-'));
  const event = finalGame();
  await writeFile(join(dir, 'clip.wav'), toneWav(CLIP_SECONDS));
  const videos = [
    { mediaId: 'clip-goal-1', title: 'First goal of the game', duration: CLIP_SECONDS, aspectRatio: '16:9', thumbnail: null },
    { mediaId: 'clip-save-1', title: 'Save of the night', duration: CLIP_SECONDS, aspectRatio: null, thumbnail: null },
  ];
  await writeFile(join(dir, `${event.slugname}.json`), JSON.stringify(videos.map((video) => ({ ...video, src: 'clip.wav' }))));
  const api = await startLeagueApi({ storeDir: join(dir, 'records'), ...options, highlightsDir: dir });
  return {
    api,
    event,
    videos,
    close: async () => {
      await api.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Sends the page's calls to one league API path (on the build's league API URL) to this API instead. */
export async function routeLeagueCalls(page: Page, api: LeagueApi, path: string): Promise<void> {
  const built = E2E_LIVE.PUBLIC_LEAGUE_API_URL;
  await page.route(new RegExp(`^${escapeRegExp(built + path).replace('\\*', '[^/?]+')}(\\?.*)?$`), async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(built, api.restBaseUrl) });
    await route.fulfill({ response });
  });
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sends the page's highlights calls to this fixture's API. */
export const routeHighlights = (page: Page, api: LeagueApi): Promise<void> => routeLeagueCalls(page, api, restPaths.eventHighlights('*'));
