/**
 * The post-game build writes into the last published site instead of an empty folder
 * (PLL_BUILD_IN_PLACE=1, which `npm run build -- --game` sets): Astro leaves a keyed page whose key
 * did not change as it is (its output file is there already), the writers that run after the pages
 * (CSV files, share images) leave a file whose key did not change, and this integration then
 * deletes what the build no longer publishes (a page, a table's last page, a player's file the
 * league dropped), so that the folder ends as a full build would leave it, while every file the
 * game did not touch stays byte for byte as it was and is not even written.
 *
 * What the build published is what Astro reports as its pages and endpoints (kept or rendered),
 * the files the writers left as they were (`KeyedFiles.needsWriting`), the files of the bundles
 * it rendered with (the client scripts and styles and the public folder, written again by a build
 * that bundles, left as they were by one that renders with the kept bundles), and every file written
 * since the build started: the sitemap, the service worker. Anything else in the folder is left
 * from an earlier build and goes.
 *
 * In every build it also keeps Astro from copying each page it renders into the build cache
 * (`withoutPageCopies`): a page is kept where it is, in the site.
 */
import { Worker } from 'node:worker_threads';
import { readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { astroInternalModule, keptBundleFiles } from './kept-bundles.ts';

export const IN_PLACE_BUILD_FLAG = 'PLL_BUILD_IN_PLACE';

/** Whether this build writes into the last published site rather than an emptied folder. */
export const buildsInPlace = (): boolean => process.env[IN_PLACE_BUILD_FLAG] === '1';

/** Files of the site (absolute paths) a writer left as they were in this build. */
const keptByWriters = new Set<string>();

/**
 * The files in the site when this build in place started (absolute paths), listed on a worker
 * thread while the build goes on. A writer's file that was there then is there when the writers
 * run: nothing removes files before the end of the build.
 */
let siteAtStart: Promise<ReadonlySet<string>> = Promise.resolve(new Set());

/**
 * Files that a writer publishes after the pages, each under a key that changes with its content
 * (a hash of it, or of what makes it). The keys of the last build are kept in the build cache; a
 * build in place leaves a file whose key is the same and that the site held when the build started.
 */
export class KeyedFiles {
  readonly #manifest: string;
  #previous: Record<string, string> = {};
  readonly #next: Record<string, string> = {};
  #present: ReadonlySet<string> = new Set();

  /** `name` names the writer's list of keys in `cacheDir`. */
  constructor(cacheDir: string, name: string) {
    this.#manifest = join(cacheDir, `published-${name}.json`);
  }

  async load(): Promise<void> {
    if (!buildsInPlace()) return;
    this.#present = await siteAtStart;
    try {
      this.#previous = JSON.parse(await readFile(this.#manifest, 'utf8')) as Record<string, string>;
    } catch {
      // No list yet (a first build, or another cache): every file is written.
      this.#previous = {};
    }
  }

  /** The file's key in the last build in place (none in a build into an emptied folder). */
  previousKey(path: string): string | undefined {
    return this.#previous[path];
  }

  /**
   * Whether the file `site/path` must be written: no build in place, a key that changed (by
   * `same`, which compares the last build's key with this one's), or a file the site did not hold
   * when the build started. A file that stays counts as published by this build.
   */
  needsWriting(
    site: string,
    path: string,
    key: string,
    same: (previous: string) => boolean = (previous) => previous === key,
  ): boolean {
    this.#next[path] = key;
    const target = join(site, path);
    const previous = this.#previous[path];
    if (previous === undefined || !same(previous) || !this.#present.has(target)) return true;
    keptByWriters.add(target);
    return false;
  }

  async save(): Promise<void> {
    await writeFile(this.#manifest, JSON.stringify(this.#next));
  }
}

/** Where Astro's incremental build kept a copy of each page it rendered, under the build cache. */
const PAGE_COPIES_DIR = 'dist';

interface IncrementalBuildCache {
  prototype: {
    writeOutputFile: (...args: unknown[]) => Promise<void>;
    restoreOutputFile: (...args: unknown[]) => Promise<boolean>;
  };
}

/**
 * Astro's incremental build writes a copy of every page it renders into the build cache, to put a
 * kept page back into an emptied output folder. Every build that keeps pages here builds in place
 * over the last published site, which the deploy keeps beside the cache, so the copies were never
 * read: they doubled the pages' writes (a file and a folder a page; at 10x 25,000 of each, 1.9 GB)
 * and the cache the deploy saves and restores. Astro neither writes nor restores them now: a kept
 * page missing from the site is rendered again. Copies an earlier build left are removed.
 */
async function withoutPageCopies(cacheDir: string): Promise<void> {
  const { IncrementalBuildCache } = await astroInternalModule<{ IncrementalBuildCache?: IncrementalBuildCache }>(
    'core/build/incremental.js',
  );
  const cache = IncrementalBuildCache?.prototype;
  if (typeof cache?.writeOutputFile !== 'function' || typeof cache.restoreOutputFile !== 'function') {
    throw new Error(
      "in-place-build: Astro's incremental build cache no longer has writeOutputFile and restoreOutputFile (see withoutPageCopies)",
    );
  }
  cache.writeOutputFile = () => Promise.resolve();
  cache.restoreOutputFile = () => Promise.resolve(false);
  await rm(join(cacheDir, PAGE_COPIES_DIR), { recursive: true, force: true });
}

const SITE_FILES_WORKER = 'scripts/lib/site-files-worker.ts';

/** The files in `site` (absolute paths), listed on a worker thread (site-files-worker.ts). */
function listFiles(root: URL, site: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(SITE_FILES_WORKER, root), { workerData: site });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`in-place-build: the worker listing ${site} stopped (exit ${String(code)})`));
    });
  });
}

/**
 * Removes the files an earlier build left and this one did not publish, then the folders that
 * leaves empty. `before` lists what the site held when the build started: any such file is among them.
 */
async function removeUnpublished(
  site: string,
  before: ReadonlySet<string>,
  published: Set<string>,
  startedMs: number,
): Promise<number> {
  let removed = 0;
  let emptied = new Set<string>();
  for (const file of before) {
    if (published.has(file) || keptByWriters.has(file)) continue;
    // Written again by this build (a client script, a public file, the sitemap), or gone since.
    const written = await stat(file).then(
      (info) => info.mtimeMs >= startedMs,
      () => true,
    );
    if (written) continue;
    await rm(file);
    removed++;
    emptied.add(dirname(file));
  }
  // A folder whose last file went goes too, and then its parent if that leaves it empty.
  while (emptied.size > 0) {
    const parents = new Set<string>();
    for (const folder of emptied) {
      if (folder === site || (await readdir(folder)).length > 0) continue;
      await rmdir(folder);
      parents.add(dirname(folder));
    }
    emptied = parents;
  }
  return removed;
}

/**
 * The integration that ends a build in place. It must come after every integration that writes
 * files when the build is done. A file's time of change is set by the kernel's coarse clock, which
 * may lag the build's own by some milliseconds: the build counts as started a second earlier.
 */
export function inPlaceBuild(): AstroIntegration {
  let root: URL | undefined;
  let site = '';
  let cacheDir = '';
  let startedMs = 0;
  return {
    name: 'in-place-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        site = fileURLToPath(config.outDir);
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': async () => {
        await withoutPageCopies(cacheDir);
        keptByWriters.clear();
        startedMs = Date.now() - 1000;
        siteAtStart = Promise.resolve(new Set());
        if (!buildsInPlace()) return;
        if (root === undefined) throw new Error('in-place-build: the build started before the config was read');
        siteAtStart = listFiles(root, site).then((files) => new Set(files));
        // Awaited by the writers and when the build is done; until then a failure must not go unhandled.
        void siteAtStart.catch(() => undefined);
      },
      'astro:build:done': async ({ assets, logger }) => {
        if (!buildsInPlace()) return;
        const published = new Set([
          ...[...assets.values()].flat().map((url) => fileURLToPath(url)),
          ...(await keptBundleFiles(cacheDir, site)),
        ]);
        const removed = await removeUnpublished(site, await siteAtStart, published, startedMs);
        logger.info(`built in place: ${String(removed)} file(s) of the last build no longer published, removed`);
      },
    },
  };
}
