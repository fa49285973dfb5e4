/**
 * Game highlights beside the snapshot: `{dir}/{slugname}.json` lists a game's videos (the shape of
 * src/api/schemas/video.ts) and a `src` or `thumbnail` that is a file name names a media file in
 * the same folder, published under `/media/`; an absolute URL is used as it is. The folder is
 * `PLL_HIGHLIGHTS_DIR`, else the snapshot's `highlights/`. A game without a file has no highlights;
 * a bad file fails naming the file and the field.
 */
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { VideoEntity, type Video } from '../api/schemas/video.ts';
import { hasScheme } from '../lib/links.ts';
import { readContentList } from './content-file.ts';
import { SnapshotFormatError, snapshotDir } from './store.ts';

export const MEDIA_PATH = '/media/';

const HIGHLIGHTS_SUFFIX = '.json';

export function highlightsDir(snapshot: string = snapshotDir()): string {
  return process.env['PLL_HIGHLIGHTS_DIR']?.trim() || join(snapshot, 'highlights');
}

/** A game's videos as listed, media still named by file; a name must be a file of the folder itself. */
async function readListed(dir: string, slugname: string): Promise<Video[]> {
  const file = join(dir, `${basename(slugname)}${HIGHLIGHTS_SUFFIX}`);
  const videos = await readContentList(VideoEntity, file);
  for (const video of videos) {
    for (const reference of [video.src, video.thumbnail]) {
      if (reference !== null && !hasScheme(reference) && basename(reference) !== reference) {
        throw new SnapshotFormatError(
          `${file}: video "${video.mediaId}" names "${reference}", not a file beside it nor an absolute URL`,
        );
      }
    }
  }
  return videos;
}

/** A game's videos, each media file name made its URL under `origin` (none: this site's own path). */
export async function gameHighlights(slugname: string, dir: string = highlightsDir(), origin = ''): Promise<Video[]> {
  const located = (reference: string): string =>
    hasScheme(reference) ? reference : `${origin}${MEDIA_PATH}${encodeURIComponent(reference)}`;
  return (await readListed(dir, slugname)).map((video) => ({
    ...video,
    src: located(video.src),
    thumbnail: video.thumbnail === null ? null : located(video.thumbnail),
  }));
}

/** Every media file name the folder's highlights refer to: what a build publishes under /media/. */
export async function referencedMedia(dir: string = highlightsDir()): Promise<string[]> {
  const files = await readdir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const names = new Set<string>();
  for (const file of files.filter((name) => name.endsWith(HIGHLIGHTS_SUFFIX))) {
    for (const video of await readListed(dir, file.slice(0, -HIGHLIGHTS_SUFFIX.length))) {
      for (const reference of [video.src, video.thumbnail]) {
        if (reference !== null && !hasScheme(reference)) names.add(reference);
      }
    }
  }
  return [...names].sort();
}
