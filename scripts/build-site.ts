/**
 * `node scripts/build-site.ts [--outDir DIR]`: builds the site as `astro build` does. A build in
 * place (PLL_BUILD_IN_PLACE=1, the post-game path) whose bundles would be the ones the build cache
 * keeps renders the pages with those instead of bundling again (scripts/lib/kept-bundles.ts); any
 * other build, and one whose code, config or environment differ from the kept bundles', is
 * `astro build`.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildCacheDir } from './lib/build-cache.ts';
import { buildsInPlace } from './lib/in-place-build.ts';
import { buildWithKeptBundles } from './lib/kept-bundles.ts';
import { awaitSnapshotHandoff, SNAPSHOT_PENDING_FLAG } from './lib/snapshot-handoff.ts';

const root = join(import.meta.dirname, '..');
const { outDir } = parseArgs({ options: { outDir: { type: 'string' } }, strict: true }).values;

// Node keeps the code it compiles (Astro's, Vite's, the pages' bundle) in the build cache, which the
// deploy keeps, so that a post-game build does not compile it all again: about 0.5 s of its 5. The
// folder is emptied whenever the bundles are made again, so that it holds one version of the code.
const compileCache = join(buildCacheDir(root), 'node-compile-cache');
module.enableCompileCache(compileCache);
// Started beside its sync (`npm run build`), the build reads the snapshot once it is written.
const snapshotWritten = awaitSnapshotHandoff();

if (buildsInPlace()) {
  const kept = await buildWithKeptBundles(outDir ?? join(root, 'dist'));
  if (kept.built) process.exit(0);
  console.log(`build-site: the bundles are made again: ${kept.reason}`);
}
rmSync(compileCache, { recursive: true, force: true });
// `astro build` reads the snapshot in a process of its own: it starts once the snapshot is written.
try {
  await snapshotWritten;
} catch (error) {
  console.error(`build-site: ${(error as Error).message}`);
  process.exit(1);
}
const astro = spawnSync(
  join(root, 'node_modules', '.bin', 'astro'),
  ['build', ...(outDir === undefined ? [] : ['--outDir', outDir])],
  {
    cwd: root,
    env: { ...process.env, NODE_COMPILE_CACHE: compileCache, [SNAPSHOT_PENDING_FLAG]: '' },
    stdio: 'inherit',
  },
);
process.exit(astro.status ?? 1);
