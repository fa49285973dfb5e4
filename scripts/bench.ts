/**
 * `npm run bench`: the build benchmark. For the bundled data and for a synthetic league ten times
 * its size (players, games, plays; scripts/lib/synthetic-league.ts), served by the embedded league
 * API: the full sync into an empty directory, the Astro build (pages, pages a second, peak memory),
 * and the post-game path (sync of the newest game with data, then the rebuild) end to end. Then a
 * bare Astro build of as many trivial pages as the 10x site has, in the same run: the framework's
 * floor, and the site's build time over it. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Snapshot } from '../src/data/snapshot-format.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot, writeSnapshotAtomically } from '../src/data/store.ts';
import { DEV_TOKEN } from './lib/api-config.ts';
import { LEAGUE_TIME_ZONE } from '../src/lib/games/time-display.ts';
import { scaleSnapshot } from './lib/synthetic-league.ts';
import { startLeagueApi } from './league-api/server.ts';
import { runSync } from './sync/run-sync.ts';

const FACTOR = 10;
const root = join(import.meta.dirname, '..');
const astroBin = join(root, 'node_modules', '.bin', 'astro');
// As npm runs scripts: the project's Node 24 (its `node` dev dependency) first on PATH, for Astro and whatever it starts.
const PATH = `${join(root, 'node_modules', '.bin')}:${process.env['PATH'] ?? ''}`;

interface Run {
  seconds: number;
  /** Peak resident memory of the build process, MB (Linux /proc; null elsewhere). */
  peakMb: number | null;
}

/** Reads a process's peak resident set (VmHWM) from /proc. */
function peakRssMb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Runs `astro build` in `cwd` into `outDir` and measures it. */
async function astroBuild(cwd: string, outDir: string, env: Record<string, string>): Promise<Run> {
  const started = performance.now();
  const child = spawn(astroBin, ['build', '--outDir', outDir, '--silent'], { cwd, env: { ...process.env, PATH, ASTRO_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  let peakMb: number | null = null;
  const poll = setInterval(() => {
    const now = child.pid === undefined ? null : peakRssMb(child.pid);
    if (now !== null) peakMb = Math.max(peakMb ?? 0, now);
  }, 50);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  clearInterval(poll);
  if (code !== 0) throw new Error(`astro build in ${cwd} exited with ${String(code)}`);
  return { seconds: (performance.now() - started) / 1000, peakMb };
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

const mb = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(0)} MB`);

/** Sync, build and post-game path over one dataset; returns the number of pages it built. */
async function benchDataset(label: string, snapshot: Snapshot, workDir: string): Promise<{ pages: number; buildSeconds: number }> {
  const sourceDir = join(workDir, 'source');
  await writeSnapshotAtomically(sourceDir, snapshot);
  const api = await startLeagueApi({ snapshot, storeDir: join(workDir, 'store') });
  const target = { graphqlUrl: api.graphqlUrl, restBaseUrl: api.restBaseUrl, token: DEV_TOKEN, timeZone: LEAGUE_TIME_ZONE };
  const lastSeason = Math.max(...snapshot.manifest.seasons.map((season) => season.year));
  const synced = join(workDir, 'synced');
  try {
    const sync = await runSync({ api: target, dir: synced, lastSeason });
    const dist = join(workDir, 'dist');
    const build = await astroBuild(root, dist, { PLL_SNAPSHOT_DIR: synced });
    const pages = await countPages(dist);
    const newestGame = [...snapshot.games.values()].flatMap((games) => Object.keys(games)).filter((slug) => !slug.includes('-x')).at(-1) ?? '';
    const postStarted = performance.now();
    const gameSync = await runSync({ api: target, dir: synced, lastSeason, game: newestGame });
    const rebuild = await astroBuild(root, dist, { PLL_SNAPSHOT_DIR: synced });
    const postSeconds = (performance.now() - postStarted) / 1000;
    console.log(`\n${label}: ${String(snapshot.players.length)} players, ${String([...snapshot.games.values()].reduce((total, games) => total + Object.keys(games).length, 0))} games with data`);
    console.log(`  sync (full, into an empty directory)  ${sync.seconds.toFixed(1)} s, ${String(sync.requests)} requests, ${String(sync.entities)} entities, ${(sync.bytes / 1e6).toFixed(1)} MB`);
    console.log(`  astro build                           ${build.seconds.toFixed(1)} s, ${String(pages)} pages, ${(pages / build.seconds).toFixed(0)} pages/s, peak ${mb(build.peakMb)}`);
    console.log(`  post-game (sync --game ${newestGame} + rebuild)  ${postSeconds.toFixed(1)} s (sync ${gameSync.seconds.toFixed(1)} s, build ${rebuild.seconds.toFixed(1)} s)`);
    return { pages, buildSeconds: build.seconds };
  } finally {
    await api.close();
  }
}

/** A bare Astro project of `pages` trivial pages, built with the same Astro: the framework's floor. */
async function bareAstro(pages: number, workDir: string): Promise<Run> {
  const project = join(workDir, 'bare');
  await mkdir(join(project, 'src', 'pages'), { recursive: true });
  await symlink(join(root, 'node_modules'), join(project, 'node_modules'));
  await writeFile(join(project, 'package.json'), '{"type":"module"}\n');
  await writeFile(join(project, 'astro.config.mjs'), "export default {};\n");
  await writeFile(
    join(project, 'src', 'pages', '[page].astro'),
    `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${String(pages)} }, (_, index) => ({ params: { page: String(index) } }));\n}\nconst { page } = Astro.params;\n---\n<html lang="en"><head><title>Page {page}</title></head><body><h1>Page {page}</h1></body></html>\n`,
  );
  return astroBuild(project, join(project, 'dist'), {});
}

const workDir = await mkdtemp(join(tmpdir(), 'pll-bench-'));
try {
  console.log(`machine: Node ${process.version}, ${String(cpus().length)} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`);
  const bundled = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  await benchDataset('bundled data', bundled, join(workDir, 'bundled'));
  const generated = performance.now();
  const scaled = scaleSnapshot(bundled, FACTOR);
  console.log(`\nsynthetic league x${String(FACTOR)} generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`);
  const large = await benchDataset(`synthetic league x${String(FACTOR)}`, scaled, join(workDir, 'synthetic'));
  const bare = await bareAstro(large.pages, workDir);
  console.log(`\nbare Astro, ${String(large.pages)} trivial pages: ${bare.seconds.toFixed(1)} s, peak ${mb(bare.peakMb)}`);
  console.log(`site build / bare Astro build (x${String(FACTOR)} pages): ${(large.buildSeconds / bare.seconds).toFixed(2)}`);
} finally {
  if (existsSync(workDir)) await rm(workDir, { recursive: true, force: true });
}
