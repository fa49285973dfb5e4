/**
 * `npm run test:incremental`: proves that the incremental build renders every page a game's final
 * changes. It builds the league as it was before the newest season's last final game (that game
 * scheduled, without scores or box score), then builds the league after it in two ways: as the
 * post-game path does, in place over the first build's site and on top of its cache, and from
 * nothing (a full build), and compares the two outputs file for file; only the service worker,
 * which carries each build's id, may differ. A page planted in the first site, which no build
 * publishes, must be gone after the build in place. Exit 1 with the differing files named when the
 * incremental output is not the full one.
 *
 * `--full DIR` takes DIR as the full build of the league after the final instead of building one:
 * `npm test` passes its own build, made with the same settings (they come from the environment).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RESPONSE_CACHE_WORKER_URL } from '../src/lib/storage/cache-entry.ts';
import { rewindLastFinal } from './lib/before-final.ts';
import { IN_PLACE_BUILD_FLAG } from './lib/in-place-build.ts';
import { RENDERED_WITH_KEPT_BUNDLES } from './lib/kept-bundles.ts';
import { buildWorkDir } from './lib/build-work-dir.ts';
import { filesUnder } from './lib/files-under.ts';

const root = join(import.meta.dirname, '..');
const bundled = join(root, 'data', 'snapshot');
const { full: givenFull } = parseArgs({ options: { full: { type: 'string' } }, strict: true }).values;
const work = buildWorkDir('incremental-');

/** A copy of the bundled snapshot, rewound to before the newest season's last final game. */
function snapshotBeforeFinal(target: string): string {
  cpSync(bundled, target, { recursive: true });
  return rewindLastFinal(target);
}

// One clock for the three builds, so that nothing differs but the data.
const now = process.env['PLL_NOW'] ?? new Date().toISOString();

function build(
  label: string,
  snapshot: string,
  cacheDir: string,
  outDir: string,
  inPlace = false,
): { seconds: number; kept: number; withKeptBundles: boolean } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build-site.ts'), '--outDir', outDir], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {
      ...process.env,
      // Each build is launched under another name, as a deploy may be: the build's code must not
      // carry the launching process's variables, or no page would be kept.
      _: `check-incremental ${label}`,
      ASTRO_TELEMETRY_DISABLED: '1',
      PLL_NOW: now,
      PLL_SNAPSHOT_DIR: snapshot,
      PLL_BUILD_CACHE_DIR: cacheDir,
      [IN_PLACE_BUILD_FLAG]: inPlace ? '1' : '',
    },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`check-incremental: the ${label} build failed (exit ${String(result.status)})`);
  }
  const kept = result.stdout
    .split('\n')
    .filter((line) => line.includes('(cached)') || line.includes('(restored)')).length;
  const withKeptBundles = result.stdout.includes(RENDERED_WITH_KEPT_BUNDLES);
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s, ${String(kept)} pages kept from the cache${withKeptBundles ? ', rendered with the kept bundles' : ''}`,
  );
  return { seconds, kept, withKeptBundles };
}

function files(dir: string): Map<string, Buffer> {
  return new Map(filesUnder(dir).map((path) => [relative(dir, path), readFileSync(path)]));
}

try {
  const before = join(work, 'snapshot-before');
  const game = snapshotBeforeFinal(before);
  console.log(`check-incremental: ${game} goes final between the two states of the league`);
  const site = join(work, 'site');
  build('before the final, full', before, join(work, 'cache'), site);
  const stale = join(site, 'players', 'no-longer-published', 'index.html');
  mkdirSync(dirname(stale), { recursive: true });
  writeFileSync(stale, '<!doctype html><title>A page of an earlier build</title>');
  // Dated as an earlier build's page is: the build in place takes a file changed in the second
  // before it started for one of its own (the kernel's clock is coarse), and it may start sooner.
  const earlier = new Date(Date.now() - 60_000);
  utimesSync(stale, earlier, earlier);
  const postGameStarted = Date.now();
  const incremental = build('after the final, in place', bundled, join(work, 'cache'), site, true);
  const full = givenFull === undefined ? join(work, 'full') : resolve(root, givenFull);
  if (givenFull === undefined) build('after the final, full', bundled, join(work, 'cache-full'), full);

  const expected = files(full);
  const actual = files(site);
  const untouched = [...actual.keys()].filter((path) => statSync(join(site, path)).mtimeMs < postGameStarted).length;
  console.log(`the build in place left ${String(untouched)} of its ${String(actual.size)} files unwritten`);
  const worker = RESPONSE_CACHE_WORKER_URL.slice(1);
  const differing = [...new Set([...expected.keys(), ...actual.keys()])]
    .filter((path) => path !== worker)
    .filter((path) => {
      const a = expected.get(path);
      const b = actual.get(path);
      return a === undefined || b === undefined || !a.equals(b);
    })
    .sort();
  if (incremental.kept === 0)
    throw new Error('check-incremental: the incremental build kept no page from the cache, so it proved nothing');
  if (!incremental.withKeptBundles)
    throw new Error(
      "check-incremental: the build in place bundled the code again instead of rendering with the first build's bundles, as the post-game path does",
    );
  if (differing.length > 0) {
    console.error(
      `check-incremental: the incremental build differs from the full build in ${String(differing.length)} file(s):\n${differing
        .slice(0, 50)
        .map((path) => `  ${path}`)
        .join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `check-incremental: the incremental build equals the full build in all ${String(expected.size - 1)} files (the service worker aside)`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
