/**
 * A development sample of game highlights, never part of the bundled data (the league's data has no
 * videos): a generated 30 s tone (this machine has no video encoder, and the player does not depend
 * on the codec) listed twice, titled as the sample it is, for one real final game. Point
 * `PLL_HIGHLIGHTS_DIR` (or the league API's `--highlights`) at the folder written here.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Video } from '../../src/api/schemas/video.ts';
import { snapshotDir as defaultSnapshotDir } from '../../src/data/store.ts';
import { isFinal } from '../../src/lib/games/status.ts';

export const SAMPLE_CLIP_SECONDS = 30;
const SAMPLE_MEDIA = 'sample-tone.wav';

export interface SampleHighlights {
  year: number;
  slugname: string;
  /** As listed in the folder: `src` is the media file's name. */
  videos: Video[];
}

/** 8 kHz, 8-bit mono PCM: a 440 Hz tone. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate * seconds);
  for (let index = 0; index < samples.length; index += 1)
    samples[index] = Math.round(128 + 60 * Math.sin((2 * Math.PI * 440 * index) / rate));
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

/** The sample's game: the latest season's first final game with a box score, so its page has the most to show. */
export function sampleHighlights(snapshotDir: string = defaultSnapshotDir()): SampleHighlights {
  const read = (...path: string[]): unknown => JSON.parse(readFileSync(join(snapshotDir, ...path), 'utf8'));
  const manifest = read('manifest.json') as { seasons: { year: number; hasGameData: boolean }[] };
  const year = Math.max(...manifest.seasons.filter((season) => season.hasGameData).map((season) => season.year));
  const games = read('games', `${String(year)}.json`) as Record<string, unknown>;
  const event = (read('seasons', `${String(year)}.json`) as { events: SnapshotEvent[] }).events.find(
    (candidate) => isFinal(candidate.eventStatus) && games[candidate.slugname] !== undefined,
  );
  if (event === undefined) throw new Error(`no final ${String(year)} game with a box score in ${snapshotDir}`);
  const clip = (number: number, aspectRatio: string | null): Video => ({
    mediaId: `sample-clip-${String(number)}`,
    title: `Sample clip ${String(number)}: a generated tone, not game footage`,
    duration: SAMPLE_CLIP_SECONDS,
    aspectRatio,
    src: SAMPLE_MEDIA,
    thumbnail: null,
  });
  return { year: event.year, slugname: event.slugname, videos: [clip(1, '16:9'), clip(2, null)] };
}

/** Writes the sample's highlights file and its media into `dir` (created if missing). */
export function writeSampleHighlights(dir: string, snapshotDir?: string): SampleHighlights {
  const sample = sampleHighlights(snapshotDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, SAMPLE_MEDIA), toneWav(SAMPLE_CLIP_SECONDS));
  writeFileSync(join(dir, `${sample.slugname}.json`), `${JSON.stringify(sample.videos, null, 2)}\n`);
  return sample;
}
