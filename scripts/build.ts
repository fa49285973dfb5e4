/**
 * `npm run build [-- --game <slug>] [--in-place] [--production] [--out DIR]`: the main job. Syncs the snapshot from the
 * league API (the upstream one when PLL_GRAPHQL_URL and PLL_REST_URL are set; otherwise the embedded
 * league API, started in-process on an ephemeral loopback port over the bundled data), then
 * pre-renders the site with Astro into dist/ (or DIR). With --game the sync refreshes only what that finished
 * game touches and the build writes in place over the site already in dist/ (or DIR), the last one
 * published, rewriting only the files that changed (the post-game rebuild; scripts/lib/in-place-build.ts),
 * with the last build's bundles when the code is the same (scripts/build-site.ts). --in-place builds
 * in place after a full sync too (the deploy's scheduled runs): only pages whose inputs changed render.
 * The build's process starts beside the sync and reads the snapshot once the sync has written it; a
 * failed sync stops it: the site is never built from a half-written snapshot. With --production
 * (every deploy) the build first refuses any public setting that would ship a development endpoint,
 * naming each, and the pages leave out a feature whose backend is not configured.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { snapshotDir } from '../src/data/store.ts';
import { developmentSettingProblems, PRODUCTION_BUILD_FLAG } from '../src/lib/config/production.ts';
import { IN_PLACE_BUILD_FLAG } from './lib/in-place-build.ts';
import { handOverWhenSynced, SNAPSHOT_PENDING_FLAG } from './lib/snapshot-handoff.ts';
import { describeFailure, syncWithDefaultApi } from './sync/default-api.ts';

const root = join(import.meta.dirname, '..');
const USAGE = 'Usage: npm run build [-- --game <slug>] [--in-place] [--production] [--out DIR]';

let game: string | undefined;
let production: boolean | undefined;
let inPlace: boolean | undefined;
let out: string | undefined;
try {
  ({
    game,
    production,
    out,
    'in-place': inPlace,
  } = parseArgs({
    options: {
      game: { type: 'string' },
      'in-place': { type: 'boolean' },
      production: { type: 'boolean' },
      out: { type: 'string' },
    },
    strict: true,
  }).values);
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

if (production === true) {
  const problems = developmentSettingProblems(process.env);
  if (problems.length > 0) {
    console.error(
      `build: a production build refuses development settings, nothing was built:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    process.exit(1);
  }
}

const dir = snapshotDir();
// The build starts beside the sync: until the sync has written the snapshot it only gets ready
// (Astro's config, the kept bundles' check), and it is stopped if the sync fails, before it has
// read the snapshot or written a page (scripts/lib/snapshot-handoff.ts).
const site = spawn(
  process.execPath,
  [join(root, 'scripts', 'build-site.ts'), ...(out === undefined ? [] : ['--outDir', out])],
  {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // Named explicitly: inside Astro's pre-render bundle, paths relative to a module's URL point into dist/.
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      PLL_SNAPSHOT_DIR: dir,
      [PRODUCTION_BUILD_FLAG]: production === true ? '1' : '',
      [IN_PLACE_BUILD_FLAG]: game !== undefined || inPlace === true ? '1' : '',
      [SNAPSHOT_PENDING_FLAG]: '1',
    },
  },
);
const siteEnded = new Promise<number | NodeJS.Signals | null>((done) => {
  site.on('exit', (code, signal) => {
    done(code ?? signal);
  });
});
const synced = syncWithDefaultApi({ dir, game });
handOverWhenSynced(site, synced);
try {
  await synced;
} catch (error) {
  await siteEnded;
  console.error(`build: the sync failed, nothing was built: ${describeFailure(error)}`);
  process.exit(1);
}
const syncEnded = performance.now();
const status = await siteEnded;
if (status !== 0) {
  console.error(`build: the site's build failed (exit ${String(status)})`);
  process.exit(1);
}
console.log(`build: site built ${((performance.now() - syncEnded) / 1000).toFixed(1)} s after the sync`);
