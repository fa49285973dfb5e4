/**
 * The build in place: a writer's file stays when its key did not change and the file is still in
 * the site, and at the end of the build whatever the build did not publish is removed, while the
 * pages Astro kept, the writers' kept files and everything written during the build stay.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_PLACE_BUILD_FLAG, KeyedFiles, inPlaceBuild } from '../../../../scripts/lib/in-place-build.ts';
import { astroInternalModule } from '../../../../scripts/lib/kept-bundles.ts';

let work: string;
let site: string;
let cache: string;

/** Writes a file of the site, dated an hour ago when `old`: a file an earlier build left. */
function siteFile(path: string, old: boolean): string {
  const file = join(site, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, path);
  if (old) {
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(file, hourAgo, hourAgo);
  }
  return file;
}

type Hooks = NonNullable<AstroIntegration['hooks']>;

const projectRoot = pathToFileURL(`${join(import.meta.dirname, '..', '..', '..', '..')}/`);

/** Starts a build over the site, as Astro does: a build in place lists the site as it is now. */
async function startBuild(): Promise<Hooks> {
  const integration = inPlaceBuild();
  const configDone = integration.hooks['astro:config:done'] as (options: {
    config: { root: URL; outDir: URL; cacheDir: URL };
  }) => void;
  configDone({
    config: { root: projectRoot, outDir: pathToFileURL(`${site}/`), cacheDir: pathToFileURL(`${cache}/`) },
  });
  await (integration.hooks['astro:build:start'] as () => Promise<void>)();
  return integration.hooks;
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'in-place-'));
  site = join(work, 'site');
  cache = join(work, 'cache');
  mkdirSync(site);
  mkdirSync(cache);
  vi.stubEnv(IN_PLACE_BUILD_FLAG, '1');
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});

describe('KeyedFiles', () => {
  async function lastBuildKeys(keys: Record<string, string>): Promise<KeyedFiles> {
    const previous = new KeyedFiles(cache, 'csv');
    for (const [path, key] of Object.entries(keys)) previous.needsWriting(site, path, key);
    await previous.save();
    await startBuild();
    const next = new KeyedFiles(cache, 'csv');
    await next.load();
    return next;
  }

  it('leaves a file whose key is the last build`s and which is still in the site', async () => {
    siteFile('data/a.csv', true);
    const keys = await lastBuildKeys({ 'data/a.csv': 'k1' });
    expect(keys.needsWriting(site, 'data/a.csv', 'k1')).toBe(false);
  });

  it('writes a file whose key changed, one missing from the site, and a new one', async () => {
    siteFile('data/a.csv', true);
    const keys = await lastBuildKeys({ 'data/a.csv': 'k1', 'data/b.csv': 'k2' });
    expect(keys.needsWriting(site, 'data/a.csv', 'k1-changed')).toBe(true);
    expect(keys.needsWriting(site, 'data/b.csv', 'k2')).toBe(true);
    expect(keys.needsWriting(site, 'data/c.csv', 'k3')).toBe(true);
  });

  it('leaves a file whose key changed in a part its writer says does not matter (a CSV file made again from new inputs, to the same text), and keeps the new key', async () => {
    siteFile('data/a.csv', true);
    const keys = await lastBuildKeys({ 'data/a.csv': 'inputs1 text1', 'data/b.csv': 'inputs1 text2' });
    expect(keys.previousKey('data/a.csv')).toBe('inputs1 text1');
    const sameText = (text: string) => (previous: string) => previous.split(' ')[1] === text;
    expect(keys.needsWriting(site, 'data/a.csv', 'inputs2 text1', sameText('text1'))).toBe(false);
    siteFile('data/b.csv', true);
    expect(keys.needsWriting(site, 'data/b.csv', 'inputs2 text3', sameText('text3'))).toBe(true);
    await keys.save();
    const next = new KeyedFiles(cache, 'csv');
    await next.load();
    expect([next.previousKey('data/a.csv'), next.previousKey('data/b.csv')]).toEqual([
      'inputs2 text1',
      'inputs2 text3',
    ]);
  });

  it('writes every file when the build is not in place', async () => {
    siteFile('data/a.csv', true);
    await lastBuildKeys({ 'data/a.csv': 'k1' });
    vi.stubEnv(IN_PLACE_BUILD_FLAG, '');
    const keys = new KeyedFiles(cache, 'csv');
    await keys.load();
    expect(keys.needsWriting(site, 'data/a.csv', 'k1')).toBe(true);
  });

  it('writes every file when the cache has no keys yet', async () => {
    siteFile('data/a.csv', true);
    await startBuild();
    const keys = new KeyedFiles(cache, 'csv');
    await keys.load();
    expect(keys.needsWriting(site, 'data/a.csv', 'k1')).toBe(true);
  });
});

describe('inPlaceBuild', () => {
  const logInfo = vi.fn();
  const logger = { info: logInfo } as unknown as Parameters<NonNullable<Hooks['astro:build:done']>>[0]['logger'];

  async function runBuild(pages: string[], during: () => Promise<void> | void): Promise<void> {
    const hooks = await startBuild();
    const done = hooks['astro:build:done'] as NonNullable<Hooks['astro:build:done']>;
    await during();
    await done({
      dir: pathToFileURL(`${site}/`),
      pages: [],
      assets: new Map([['/[page]', pages.map((file) => pathToFileURL(file))]]),
      logger,
    });
  }

  it('removes only what the build did not publish, and the folders it empties', async () => {
    const keptPage = siteFile('players/a/index.html', true);
    const stalePage = siteFile('players/gone/index.html', true);
    const staleNested = siteFile('players/gone-too/game-log/2024/index.html', true);
    const keptCsv = siteFile('data/csv/a.csv', true);
    const staleCsv = siteFile('data/csv/gone.csv', true);
    const staleScript = siteFile('_astro/old.js', true);
    const rewrittenScript = siteFile('_astro/same-name.js', true);
    const previous = new KeyedFiles(cache, 'csv');
    previous.needsWriting(site, 'data/csv/a.csv', 'k');
    previous.needsWriting(site, 'data/csv/gone.csv', 'k');
    await previous.save();

    let freshScript = '';
    await runBuild([keptPage], async () => {
      const keys = new KeyedFiles(cache, 'csv');
      await keys.load();
      expect(keys.needsWriting(site, 'data/csv/a.csv', 'k')).toBe(false);
      freshScript = siteFile('_astro/new.js', false);
      siteFile('_astro/same-name.js', false);
    });

    expect([keptPage, keptCsv, freshScript, rewrittenScript].filter((file) => existsSync(file))).toEqual([
      keptPage,
      keptCsv,
      freshScript,
      rewrittenScript,
    ]);
    expect([stalePage, staleNested, staleCsv, staleScript].filter((file) => existsSync(file))).toEqual([]);
    expect(['gone', 'gone-too'].filter((folder) => existsSync(join(site, 'players', folder)))).toEqual([]);
    expect(existsSync(join(site, 'players', 'a'))).toBe(true);
  });

  it('keeps the files of the bundles the build rendered with, which it did not write', async () => {
    const keptScript = siteFile('_astro/kept.js', true);
    const keptStyle = siteFile('_astro/kept.css', true);
    const staleScript = siteFile('_astro/old.js', true);
    mkdirSync(join(cache, 'bundles'));
    writeFileSync(
      join(cache, 'bundles', 'record.json'),
      JSON.stringify({ published: ['_astro/kept.js', '_astro/kept.css'] }),
    );
    await runBuild([], () => undefined);
    expect([keptScript, keptStyle, staleScript].map((file) => existsSync(file))).toEqual([true, true, false]);
  });

  it('builds in place into a site that does not exist yet: nothing of an earlier build to remove', async () => {
    rmSync(site, { recursive: true, force: true });
    await expect(runBuild([], () => undefined)).resolves.toBeUndefined();
    expect(logInfo).toHaveBeenLastCalledWith(
      'built in place: 0 file(s) of the last build no longer published, removed',
    );
  });

  it('removes nothing when the build is not in place', async () => {
    vi.stubEnv(IN_PLACE_BUILD_FLAG, '');
    const stalePage = siteFile('players/gone/index.html', true);
    await runBuild([], () => undefined);
    expect(existsSync(stalePage)).toBe(true);
  });

  it("has Astro neither keep a copy of each page it renders in the cache nor put one back, and removes an earlier build's copies", async () => {
    siteFile('old/index.html', true);
    const leftOver = join(cache, 'dist', 'old', 'index.html');
    mkdirSync(dirname(leftOver), { recursive: true });
    writeFileSync(leftOver, 'an earlier build kept this page');
    await startBuild();
    expect(existsSync(join(cache, 'dist'))).toBe(false);
    const { IncrementalBuildCache } = await astroInternalModule<{
      IncrementalBuildCache: {
        prototype: {
          writeOutputFile: (settings: object, file: string, body: Uint8Array) => Promise<void>;
          restoreOutputFile: (settings: object, file: string, to: URL) => Promise<boolean>;
        };
      };
    }>('core/build/incremental.js');
    const settings = { config: { cacheDir: pathToFileURL(`${cache}/`) } };
    await IncrementalBuildCache.prototype.writeOutputFile(settings, 'new/index.html', new TextEncoder().encode('page'));
    expect(existsSync(join(cache, 'dist', 'new', 'index.html'))).toBe(false);
    // A kept page missing from the site is rendered again, not put back from the cache.
    writeFileSync(join(cache, 'copy.html'), 'x');
    const missing = pathToFileURL(join(site, 'missing', 'index.html'));
    expect(await IncrementalBuildCache.prototype.restoreOutputFile(settings, '../copy.html', missing)).toBe(false);
    expect(existsSync(join(site, 'missing'))).toBe(false);
  });
});
