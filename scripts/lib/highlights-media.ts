/**
 * The Astro integration that publishes the highlights' media with the site: after the build it
 * copies every file the highlights name (src/data/highlights.ts) into `dist/media/`, so a past
 * game's videos play from the site itself; the dev server serves the same folder under `/media/`.
 * A named file that is missing fails the build.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { highlightsDir, MEDIA_PATH, referencedMedia } from '../../src/data/highlights.ts';
import { Highlights } from '../league-api/media.ts';

export function highlightsMedia(): AstroIntegration {
  return {
    name: 'highlights-media',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const media = new Highlights(highlightsDir());
        server.middlewares.use(MEDIA_PATH, (request, response) => {
          void media.serve(request, response, (request.url ?? '/').slice(1).split('?')[0] ?? '', {});
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const source = highlightsDir();
        const names = await referencedMedia(source);
        if (names.length === 0) return;
        const target = join(fileURLToPath(dir), MEDIA_PATH);
        await mkdir(target, { recursive: true });
        for (const name of names) {
          await copyFile(join(source, name), join(target, name)).catch((error: unknown) => {
            throw new Error(
              `highlights-media: ${source} names the media file ${name}, which cannot be copied: ${(error as Error).message}`,
            );
          });
        }
        logger.info(`${MEDIA_PATH}: the ${String(names.length)} media file(s) the highlights in ${source} name`);
      },
    },
  };
}
