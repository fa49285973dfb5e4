/**
 * The Astro integration that publishes the share images (src/lib/share/cards.ts) under /share/. A
 * worker thread draws them while Astro renders the pages, so that on a machine of two cores they
 * cost the build little time, and a second one helps it with those left once the pages are built;
 * an image is kept in the build cache under a key, a hash of what it
 * shows and of what draws it, and a build whose card for a page has a key already there copies that
 * file instead of drawing it again (a game's final changes that game's card, its teams' upcoming
 * games' (the records they bring) and its players'). After the pages are built the images are
 * copied into the site (a build in place copies only those whose key changed), and keys no page
 * uses any more leave the cache. The dev server draws an image when it is asked for.
 */
import { copyFile, readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { shareImages, type ShareImage } from '../../src/data/share-cards.ts';
import type { LeagueData } from '../../src/data/league.ts';
import { loadLeague } from '../../src/data/snapshot.ts';
import { SHARE_IMAGE_ROOT } from '../../src/lib/share/cards.ts';
import type { CachedImage } from './share-image-render.ts';
import { oncePerLeague } from '../../src/data/once-per-league.ts';
import { FileWrites } from './file-writes.ts';
import { KeyedFiles } from './in-place-build.ts';

const WORKER = 'scripts/lib/share-images-worker.ts';
const YOUNG_GENERATION_MB = 24;

interface CachedImages {
  files: CachedImage[];
  rendered: number;
  /** The worker thread's CPU time, user and system, in seconds. */
  cpuSeconds: number;
}

/**
 * The images' cache files, drawn in a worker thread, in the order given. The cards are worked out on
 * the main thread, from the league that the CSV files are written from too, so that the worker
 * holds no second copy of it.
 */
function cacheInWorker(root: URL, cacheDir: string, images: readonly ShareImage[]): Promise<CachedImages> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(WORKER, root), {
      workerData: { images, cacheDir },
      // A set size of V8's young generation: with V8's own sizing, the worker spent about a quarter
      // more CPU on each image (28 ms against 21, any set size from 12 to 48 MB alike).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`share-images: the worker drawing the share images stopped (exit ${String(code)})`));
    });
  });
}

/** Each league's images by path, for the dev server. */
const imagesByPath = oncePerLeague(
  'share images by path',
  (league) => new Map(shareImages(league).map((image) => [image.path, image])),
);

function imageAt(league: LeagueData, path: string): ShareImage | undefined {
  return imagesByPath(league).get(path);
}

export function shareImagesIntegration(): AstroIntegration {
  let root: URL | undefined;
  let cacheDir: string | undefined;
  let buildCacheDir: string | undefined;
  // A folder named by PLL_SHARE_IMAGE_CACHE_DIR may serve several builds at once (the test run's):
  // its keys are what the images show, so any build may take another's, and none may drop them.
  const sharedCacheDir = process.env['PLL_SHARE_IMAGE_CACHE_DIR'] || undefined;
  let images: ShareImage[] = [];
  let cached: Promise<CachedImages> | undefined;
  let helper: Promise<CachedImages | undefined> = Promise.resolve(undefined);
  let drawn = false;
  return {
    name: 'share-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        buildCacheDir = fileURLToPath(config.cacheDir);
        cacheDir = sharedCacheDir ?? join(buildCacheDir, 'share-images');
      },
      'astro:build:start': () => {
        const [project, folder] = [root, cacheDir];
        if (project === undefined || folder === undefined) return;
        cached = loadLeague().then((league) => {
          images = shareImages(league);
          return cacheInWorker(project, folder, images);
        });
        // Awaited when the pages are built; until then a failure must not count as unhandled.
        cached.then(
          () => (drawn = true),
          () => undefined,
        );
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(SHARE_IMAGE_ROOT, (request, response, next) => {
          const path = `${SHARE_IMAGE_ROOT}${(request.url ?? '/').split('?')[0] ?? ''}`;
          void loadLeague()
            .then(async (league) => {
              const image = imageAt(league, path);
              if (image === undefined) {
                next();
                return;
              }
              response.setHeader('Content-Type', 'image/png');
              // Loaded here: a build draws in its worker, and satori would only slow the build's start.
              const { renderCard } = await import('./share-image-render.ts');
              response.end(await renderCard(image.card));
            })
            .catch(next);
        });
      },
      'astro:build:generated': () => {
        // With the pages built, the first worker's core is no longer the only one free: a second
        // worker draws the images still missing from the end of the list until the two meet, while
        // the other integrations write their files. Each worker passes over an image whose file is
        // there; one both reach at once is drawn twice, whole.
        if (drawn || root === undefined || cacheDir === undefined) return;
        helper = cacheInWorker(root, cacheDir, images.toReversed());
        // Awaited when the build is done; until then a failure must not count as unhandled.
        helper.catch(() => undefined);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const folder = cacheDir;
        if (cached === undefined || folder === undefined || buildCacheDir === undefined) {
          throw new Error('share-images: the build finished before the share images were started');
        }
        const waitStarted = performance.now();
        const [{ files, rendered, cpuSeconds }, helped] = await Promise.all([cached, helper]);
        const waited = (performance.now() - waitStarted) / 1000;
        const site = fileURLToPath(dir);
        // An image's cache file is named by its key: a build in place copies only the changed ones.
        const keys = new KeyedFiles(buildCacheDir, 'share-images');
        await keys.load();
        const writes = new FileWrites();
        for (const { path, file } of files) {
          if (!keys.needsWriting(site, path, basename(file))) continue;
          const target = join(site, path);
          await writes.add(target, () => copyFile(file, target));
        }
        await writes.done();
        await keys.save();
        if (sharedCacheDir === undefined) {
          const used = new Set(files.map(({ file }) => file));
          const stale = (await readdir(folder)).map((name) => join(folder, name)).filter((file) => !used.has(file));
          await Promise.all(stale.map((file) => rm(file, { force: true })));
        }
        const drawingCpu = cpuSeconds + (helped?.cpuSeconds ?? 0);
        logger.info(
          `${SHARE_IMAGE_ROOT}: ${String(files.length)} share images, ${String(rendered + (helped?.rendered ?? 0))} drawings (${String(helped?.rendered ?? 0)} by a second worker after the pages; an image both reach at once is drawn twice) in ${drawingCpu.toFixed(1)} s of the workers' CPU, the others kept from the build cache; the build waited ${waited.toFixed(1)} s for them after the pages`,
        );
      },
    },
  };
}
