/**
 * Game highlights at build time: where the folder is, each game's list with its media as this
 * site's `/media/` paths, the media a build publishes (the integration that copies them), and the
 * bad files that fail the build naming the file and the field. The generated sample reads back.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import { gameHighlights, highlightsDir, referencedMedia } from '../../../src/data/highlights.ts';
import { highlightsMedia } from '../../../scripts/lib/highlights-media.ts';
import { SAMPLE_CLIP_SECONDS, writeSampleHighlights } from '../../../scripts/lib/sample-highlights.ts';

let dir: string;

const video = (mediaId: string, src: string, thumbnail: string | null = null) => ({
  mediaId,
  title: `Clip ${mediaId}`,
  duration: 12,
  aspectRatio: null,
  src,
  thumbnail,
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pll-highlights-'));
  await writeFile(
    join(dir, 'game-a.json'),
    JSON.stringify([video('a1', 'goal.mp4', 'goal.jpg'), video('a2', 'https://cdn.example/save.mp4')]),
  );
  await writeFile(join(dir, 'game-b.json'), JSON.stringify([video('b1', 'goal.mp4')]));
  await writeFile(join(dir, 'goal.mp4'), 'mp4');
  await writeFile(join(dir, 'goal.jpg'), 'jpg');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe('highlightsDir', () => {
  it("is PLL_HIGHLIGHTS_DIR when set, else the snapshot's highlights/ (an empty setting counts as unset)", () => {
    vi.stubEnv('PLL_HIGHLIGHTS_DIR', '/srv/clips');
    expect(highlightsDir('/data/snapshot')).toBe('/srv/clips');
    vi.stubEnv('PLL_HIGHLIGHTS_DIR', '');
    expect(highlightsDir('/data/snapshot')).toBe(join('/data/snapshot', 'highlights'));
  });
});

describe('gameHighlights', () => {
  it("lists a game's videos, a file name as its /media/ path (or under an origin), an absolute URL as it is", async () => {
    const [named, absolute] = await gameHighlights('game-a', dir);
    expect([named?.src, named?.thumbnail, absolute?.src]).toEqual([
      '/media/goal.mp4',
      '/media/goal.jpg',
      'https://cdn.example/save.mp4',
    ]);
    expect((await gameHighlights('game-a', dir, 'http://127.0.0.1:4322'))[0]?.src).toBe(
      'http://127.0.0.1:4322/media/goal.mp4',
    );
  });

  it('a game without a file has none', async () => {
    expect(await gameHighlights('game-c', dir)).toEqual([]);
    expect(await gameHighlights('game-a', join(dir, 'missing'))).toEqual([]);
  });

  it('a bad file fails naming the file and the field; a media name outside the folder fails too', async () => {
    await writeFile(join(dir, 'game-a.json'), JSON.stringify([{ ...video('a1', 'goal.mp4'), duration: -1 }]));
    await expect(gameHighlights('game-a', dir)).rejects.toThrow(/field duration: .*\/game-a\.json/);
    await writeFile(join(dir, 'game-a.json'), '[{');
    await expect(gameHighlights('game-a', dir)).rejects.toThrow(/game-a\.json is not JSON/);
    await writeFile(join(dir, 'game-a.json'), JSON.stringify([video('a1', '../secret.mp4')]));
    await expect(gameHighlights('game-a', dir)).rejects.toThrow('game-a.json: video "a1" names "../secret.mp4"');
  });
});

describe('the media a build publishes', () => {
  const logger = { info: () => undefined } as unknown as AstroIntegrationLogger;
  const buildDone = async (out: string): Promise<void> => {
    const hook = highlightsMedia().hooks['astro:build:done'];
    await hook?.({ dir: pathToFileURL(`${out}/`), logger } as unknown as Parameters<NonNullable<typeof hook>>[0]);
  };

  it('is every file a game names, once, and no absolute URL', async () => {
    expect(await referencedMedia(dir)).toEqual(['goal.jpg', 'goal.mp4']);
    expect(await referencedMedia(join(dir, 'missing'))).toEqual([]);
  });

  it('is copied into dist/media/; a named file that is missing fails the build naming it', async () => {
    vi.stubEnv('PLL_HIGHLIGHTS_DIR', dir);
    const out = join(dir, 'dist');
    await buildDone(out);
    expect((await readdir(join(out, 'media'))).sort()).toEqual(['goal.jpg', 'goal.mp4']);
    expect(await readFile(join(out, 'media', 'goal.mp4'), 'utf8')).toBe('mp4');
    await rm(join(dir, 'goal.jpg'));
    await expect(buildDone(out)).rejects.toThrow(/names the media file goal\.jpg/);
  });
});

describe('the development sample', () => {
  it('writes a list the build reads, titled as a sample, with its clip beside it', async () => {
    const sample = writeSampleHighlights(join(dir, 'sample'));
    const videos = await gameHighlights(sample.slugname, join(dir, 'sample'));
    expect(videos.map((entry) => entry.title)).toEqual(sample.videos.map((entry) => entry.title));
    expect(
      videos.every(
        (entry) => entry.title.includes('generated tone, not game footage') && entry.duration === SAMPLE_CLIP_SECONDS,
      ),
    ).toBe(true);
    expect(await referencedMedia(join(dir, 'sample'))).toEqual(['sample-tone.wav']);
  });
});
