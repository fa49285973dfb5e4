/**
 * `npm run bench`: the build benchmark. For the bundled data and for a synthetic league ten times
 * its size (players, games, plays; scripts/lib/synthetic-league.ts), served by the embedded league
 * API: the full sync into an empty directory, the Astro build (pages, pages a second, peak memory),
 * the post-game path end to end (the full build is of the league just before its newest season's
 * last final; the path syncs that game and rebuilds incrementally in place over that build's site,
 * keeping what did not change, the build started beside the sync as `npm run build -- --game`
 * starts it; at the bundled size the median of three runs), and a bare Astro build of as many
 * trivial pages in the same run: the framework's floor, and the site's build time over it, with the
 * least that ratio could be for the build's CPU time (all of it spread over every core) and the
 * share of that CPU the share images' drawing took. Prints the figures of both sizes side by side,
 * then where the page phase's time goes per route family, and each family's time a page beside
 * the floor's. Asserts nothing.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Snapshot } from '../src/data/snapshot-format.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot, writeSnapshotAtomically } from '../src/data/store.ts';
import { DEFAULT_LEAGUE_API_TOKEN } from '../src/lib/config/live-api.ts';
import { LEAGUE_TIME_ZONE } from '../src/lib/games/time-display.ts';
import { rewindLastFinal } from './lib/before-final.ts';
import { IN_PLACE_BUILD_FLAG } from './lib/in-place-build.ts';
import { handOverWhenSynced, SNAPSHOT_PENDING_FLAG } from './lib/snapshot-handoff.ts';
import { RENDERED_WITH_KEPT_BUNDLES } from './lib/kept-bundles.ts';
import { scaleSnapshot } from './lib/synthetic-league.ts';
import { startLeagueApi } from './league-api/server.ts';
import { runSync } from './sync/run-sync.ts';

const FACTOR = 10;
/**
 * Post-game runs per size. The bundled size's target is a number of seconds, and one run on these
 * machines moves by a second: its figure is the median of three, each from a copy of the site and
 * cache the full build left. At ten times the size one run (its target is a share of the full
 * build) and no copies of a site of several gigabytes.
 */
const POST_GAME_RUNS = { bundled: 3, synthetic: 1 } as const;
const root = join(import.meta.dirname, '..');
const astroBin = join(root, 'node_modules', '.bin', 'astro');
const buildSite = join(root, 'scripts', 'build-site.ts');
// As npm runs scripts: the project's Node 24 (its `node` dev dependency) first on PATH, for Astro and whatever it starts.
const PATH = `${join(root, 'node_modules', '.bin')}:${process.env['PATH'] ?? ''}`;

interface Run {
  seconds: number;
  /** Peak resident memory of the build's processes, each one's peak added, MB (Linux /proc; null elsewhere). */
  peakMb: number | null;
  /** CPU time of the build's processes, every thread, user and system, in seconds (Linux /proc; null elsewhere). */
  cpuSeconds: number | null;
  /**
   * Per route family (see routeFamily), the pages rendered and the milliseconds between each one's
   * end and the end of the page before it, as their lines came: over a family's pages, what it
   * added to the page phase. Astro renders several pages at once, so the time each page logs
   * overlaps the others' and adds up to more than the phase; these add up to the phase.
   */
  profile: Map<string, { pages: number; ms: number }>;
  /** Pages the incremental build kept from its cache rather than render. */
  kept: number;
  /** How long the build waited for its share images after the pages, as it logged it (null when it did not). */
  shareImageWaitSeconds: number | null;
  /** The CPU time the share images' worker threads took, as the build logged it (null when it did not). */
  shareImageCpuSeconds: number | null;
  /** Whether it rendered with the last build's kept bundles instead of bundling (scripts/build-site.ts). */
  withKeptBundles: boolean;
}

/**
 * The route family of a built file's path: its first segment, then `[year]` for a season and `[x]`
 * for any other segment (`/games/2024/2024_game_6/index.html` -> `games/[year]/[x]`).
 */
function routeFamily(path: string): string {
  const segments = path
    .replace(/(^|\/)index\.html$/, '')
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.length === 0) return '(home)';
  return [
    segments[0],
    ...segments
      .slice(1)
      .map((segment) => (/^\d{4}$/.test(segment) ? '[year]' : /\.\w+$/.test(segment) ? '[file]' : '[x]')),
  ].join('/');
}

/** Astro's line for a rendered page: `├─ /players/x/index.html (+12ms)`. */
const RENDERED_PAGE = /[├└]─ (\/\S*) \(\+\d+(?:\.\d+)?m?s\)/;
/** Astro's line for a page the incremental build kept: `├─ /players/x/index.html (cached)`. */
const KEPT_PAGE = /[├└]─ \/\S* \((?:cached|restored)\)/;
/** The share images' line (scripts/lib/share-images.ts): `... the build waited 3.2 s for them after the pages`. */
const SHARE_IMAGE_WAIT = /the build waited (\d+(?:\.\d+)?) s for them after the pages/;
/** The same line: `... drawings (...) in 98.2 s of the workers' CPU ...`. */
const SHARE_IMAGE_CPU = /in (\d+(?:\.\d+)?) s of the workers' CPU/;

/**
 * A process and its descendants, from /proc: scripts/build-site.ts starts `astro build` as a
 * process of its own, whose memory and CPU are the build's.
 */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    const parent = String(tree[index]);
    try {
      for (const task of readdirSync(`/proc/${parent}/task`)) {
        const children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim();
        if (children !== '') tree.push(...children.split(' ').map(Number));
      }
    } catch {
      // The process ended while it was read.
    }
  }
  return tree;
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

/** Linux's clock tick, the unit of /proc's CPU times (USER_HZ: 100 on every usual kernel). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Reads a process's CPU time so far, every thread's user and system time and its reaped children's,
 * from /proc. On two cores a build cannot take less wall time than half of it.
 */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses and may hold spaces: state first.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** `astro build` into `outDir`. */
const astroBuild = (outDir: string): string[] => [astroBin, 'build', '--outDir', outDir];

/**
 * Runs the build `command` (its program, then its arguments) in `cwd` and measures it. Given
 * `synced`, the build starts beside a sync and reads the snapshot once `synced` resolves, as
 * `npm run build -- --game` runs it (scripts/lib/snapshot-handoff.ts).
 */
async function measureBuild(
  command: readonly string[],
  cwd: string,
  env: Record<string, string>,
  synced?: Promise<unknown>,
): Promise<Run> {
  const [program = '', ...args] = command;
  const started = performance.now();
  const child = spawn(program, args, {
    cwd,
    env: {
      ...process.env,
      PATH,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
      ...(synced === undefined ? {} : { [SNAPSHOT_PENDING_FLAG]: '1' }),
    },
    // The channel is the handoff's; a build that waits for no sync leaves it unused.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  if (synced !== undefined) handOverWhenSynced(child, synced);
  // Typed as possibly absent once the stdio list names a channel; the pipe asked for is there.
  const output = child.stdout;
  if (output === null) throw new Error('bench: the build has no output pipe');
  const profile = new Map<string, { pages: number; ms: number }>();
  let kept = 0;
  let withKeptBundles = false;
  let shareImageWaitSeconds: number | null = null;
  let shareImageCpuSeconds: number | null = null;
  let pending = '';
  let lastPageEnd: number | undefined;
  output.on('data', (chunk: Buffer) => {
    const arrived = performance.now();
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (KEPT_PAGE.test(line)) kept++;
      if (line.includes(RENDERED_WITH_KEPT_BUNDLES)) withKeptBundles = true;
      const wait = SHARE_IMAGE_WAIT.exec(line);
      if (wait !== null) shareImageWaitSeconds = Number(wait[1]);
      const drawing = SHARE_IMAGE_CPU.exec(line);
      if (drawing !== null) shareImageCpuSeconds = Number(drawing[1]);
      const match = RENDERED_PAGE.exec(line);
      if (match === null) continue;
      const family = routeFamily(match[1] ?? '');
      const entry = profile.get(family) ?? { pages: 0, ms: 0 };
      entry.pages++;
      // Lines that come together share the time since the last page's: the first takes it.
      entry.ms += lastPageEnd === undefined ? 0 : arrived - lastPageEnd;
      lastPageEnd = arrived;
      profile.set(family, entry);
    }
  });
  // Each process's peak: they run together (the script waits for the astro build it started).
  const peaks = new Map<number, number>();
  // The last reading before the process ends: up to one interval short. A process's figure holds
  // its ended children's, and a running one's is read from the child itself.
  let cpu: number | null = null;
  const poll = setInterval(() => {
    if (child.pid === undefined) return;
    let treeCpu: number | null = null;
    for (const pid of processTree(child.pid)) {
      const peak = peakRssMb(pid);
      if (peak !== null) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, peak));
      const seconds = cpuSeconds(pid);
      if (seconds !== null) treeCpu = (treeCpu ?? 0) + seconds;
    }
    if (treeCpu !== null) cpu = Math.max(cpu ?? 0, treeCpu);
  }, 50);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  clearInterval(poll);
  if (code !== 0) throw new Error(`${command.join(' ')} in ${cwd} exited with ${String(code)}`);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: peaks.size === 0 ? null : [...peaks.values()].reduce((total, peak) => total + peak, 0),
    cpuSeconds: cpu,
    profile,
    kept,
    shareImageWaitSeconds,
    shareImageCpuSeconds,
    withKeptBundles,
  };
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

const mb = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(0)} MB`);

interface DatasetFigures {
  label: string;
  players: number;
  games: number;
  syncSeconds: number;
  build: Run;
  pages: number;
  postGame: PostGameRun & {
    game: string;
    /** Every run's seconds, in the order run (the figures above are the median run's). */
    runs: number[];
  };
  floor: Run;
}

interface PostGameRun {
  seconds: number;
  syncSeconds: number;
  /** From the sync's end to the build's: the build starts beside the sync. */
  buildSeconds: number;
  kept: number;
  rendered: number;
  withKeptBundles: boolean;
}

/** Sync, build, post-game path (`postGameRuns` times) and the bare-Astro floor over one dataset. */
async function benchDataset(
  label: string,
  snapshot: Snapshot,
  workDir: string,
  postGameRuns: number,
): Promise<DatasetFigures> {
  const sourceDir = join(workDir, 'source');
  await writeSnapshotAtomically(sourceDir, snapshot);
  const api = await startLeagueApi({ snapshot, storeDir: join(workDir, 'store') });
  const target = {
    graphqlUrl: api.graphqlUrl,
    restBaseUrl: api.restBaseUrl,
    token: DEFAULT_LEAGUE_API_TOKEN,
    timeZone: LEAGUE_TIME_ZONE,
  };
  const lastSeason = Math.max(...snapshot.manifest.seasons.map((season) => season.year));
  const synced = join(workDir, 'synced');
  try {
    console.log(`${label}: sync, build, post-game path, floor...`);
    const sync = await runSync({ api: target, dir: synced, lastSeason });
    // The full build is of the league just before its last final, as the deploy before that game
    // made it; it starts from an empty incremental cache and leaves it for the post-game path, as
    // a deploy keeps it between builds. The post-game path then syncs that game's final from the
    // API and rebuilds.
    const newestGame = rewindLastFinal(synced);
    const dist = join(workDir, 'dist');
    const buildCache = join(workDir, 'build-cache');
    // Built as the deploy builds it (scripts/build-site.ts): `astro build`, which also leaves Node's
    // compiled code in the build cache for the next build.
    const build = await measureBuild([process.execPath, buildSite, '--outDir', dist], root, {
      PLL_SNAPSHOT_DIR: synced,
      PLL_BUILD_CACHE_DIR: buildCache,
    });
    const pages = await countPages(dist);
    // The site each run writes over is the full build's, at the full build's path: its kept bundles
    // name the site's folder. Before a run but the first, the last run's site moves aside and the
    // one the full build left comes back (nothing is deleted between runs, which would slow the file
    // system's next writes).
    const asBuilt = `${dist}-as-built`;
    if (postGameRuns > 1) await cp(dist, asBuilt, { recursive: true, preserveTimestamps: true });
    const postGameRun = async (run: number): Promise<PostGameRun> => {
      const last = run === postGameRuns;
      if (run > 1) {
        await rename(dist, `${dist}-run${String(run - 1)}`);
        if (last) await rename(asBuilt, dist);
        else await cp(asBuilt, dist, { recursive: true, preserveTimestamps: true });
      }
      // Every run but the last works on copies of the snapshot and cache the full build left.
      const copy = async (from: string): Promise<string> => {
        if (last) return from;
        const to = `${from}-run${String(run)}`;
        await cp(from, to, { recursive: true, preserveTimestamps: true });
        return to;
      };
      const [runSynced, runCache] = [await copy(synced), await copy(buildCache)];
      // The copies' writes reach the disk before the clock starts: the deploy restores its site and
      // cache long before its build, and here their writing back slowed the run that followed.
      execFileSync('sync');
      const started = performance.now();
      const gameSync = runSync({ api: target, dir: runSynced, lastSeason, game: newestGame });
      const syncEnded = gameSync.then(() => performance.now());
      // In place over the full build's site, as the deploy does over the last published one, and
      // as the deploy builds: with the full build's bundles, its code being the same, started
      // beside the sync.
      const rebuild = await measureBuild(
        [process.execPath, buildSite, '--outDir', dist],
        root,
        { PLL_SNAPSHOT_DIR: runSynced, PLL_BUILD_CACHE_DIR: runCache, [IN_PLACE_BUILD_FLAG]: '1' },
        gameSync,
      );
      const ended = performance.now();
      return {
        seconds: (ended - started) / 1000,
        syncSeconds: (await gameSync).seconds,
        buildSeconds: (ended - (await syncEnded)) / 1000,
        kept: rebuild.kept,
        withKeptBundles: rebuild.withKeptBundles,
        rendered: [...rebuild.profile.values()].reduce((total, entry) => total + entry.pages, 0),
      };
    };
    const postGame: PostGameRun[] = [];
    for (let run = 1; run <= postGameRuns; run++) postGame.push(await postGameRun(run));
    const median = [...postGame].sort((a, b) => a.seconds - b.seconds)[Math.floor(postGame.length / 2)];
    if (median === undefined) throw new Error('bench: no post-game run');
    const floor = await bareAstro(pages, workDir);
    return {
      label,
      players: snapshot.players.length,
      games: [...snapshot.games.values()].reduce((total, games) => total + Object.keys(games).length, 0),
      syncSeconds: sync.seconds,
      build,
      pages,
      postGame: { ...median, game: newestGame, runs: postGame.map((run) => run.seconds) },
      floor,
    };
  } finally {
    await api.close();
  }
}

const seconds = (value: number): string => `${value.toFixed(1)} s`;
const cpuFigure = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(0)} s`);

/** The figures of each dataset in a column, one row per measure. */
function printSideBySide(runs: DatasetFigures[]): void {
  const rows: [string, (run: DatasetFigures) => string][] = [
    ['players / games with data', (run) => `${String(run.players)} / ${String(run.games)}`],
    ['sync (full, empty directory)', (run) => seconds(run.syncSeconds)],
    ['pages', (run) => String(run.pages)],
    ['full build (astro build)', (run) => seconds(run.build.seconds)],
    // The share images are drawn on a worker thread while the pages render; what is left after them is waited for.
    [
      '  of which waiting for share images',
      (run) => (run.build.shareImageWaitSeconds === null ? 'n/a' : seconds(run.build.shareImageWaitSeconds)),
    ],
    ['floor (bare Astro, as many pages)', (run) => seconds(run.floor.seconds)],
    ['full build / floor', (run) => (run.build.seconds / run.floor.seconds).toFixed(2)],
    // What the cores can do: a build takes at least its CPU time over the machine's cores.
    [
      'CPU time, full build / floor',
      (run) => `${cpuFigure(run.build.cpuSeconds)} / ${cpuFigure(run.floor.cpuSeconds)}`,
    ],
    ['  of which drawing share images', (run) => cpuFigure(run.build.shareImageCpuSeconds)],
    // The ratio no schedule could beat with this much work: both cores busy from start to end.
    [
      'full build / floor, at the least',
      (run) =>
        run.build.cpuSeconds === null ? 'n/a' : (run.build.cpuSeconds / cpus().length / run.floor.seconds).toFixed(2),
    ],
    ['pages/s', (run) => (run.pages / run.build.seconds).toFixed(0)],
    ['peak memory of the build', (run) => mb(run.build.peakMb)],
    ['post-game path (sync --game + rebuild)', (run) => seconds(run.postGame.seconds)],
    [
      '  runs (the median above)',
      (run) =>
        run.postGame.runs.length === 1 ? 'one' : run.postGame.runs.map((value) => value.toFixed(1)).join(' / '),
    ],
    [
      '  of which sync / build after it',
      (run) => `${seconds(run.postGame.syncSeconds)} / ${seconds(run.postGame.buildSeconds)}`,
    ],
    ['  pages kept / rendered again', (run) => `${String(run.postGame.kept)} / ${String(run.postGame.rendered)}`],
    ['  bundles', (run) => (run.postGame.withKeptBundles ? "the full build's, kept" : 'made again')],
    // One decimal: the target is "at most 10%", and 9.6% rounded to 10% reads as on it.
    ['post-game path / full build', (run) => `${((run.postGame.seconds / run.build.seconds) * 100).toFixed(1)}%`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${''.padEnd(width)}  ${runs.map((run) => run.label.padStart(18)).join('  ')}`);
  for (const [name, value] of rows)
    console.log(`${name.padEnd(width)}  ${runs.map((run) => value(run).padStart(18)).join('  ')}`);
  console.log(`(post-game game: ${runs.map((run) => `${run.label} ${run.postGame.game}`).join(', ')})`);
}

/** A build's whole page phase (see Run.profile): every family's pages and milliseconds added up. */
function phaseTotal(profile: Run['profile']): { pages: number; ms: number } {
  let ms = 0;
  let pages = 0;
  for (const entry of profile.values()) {
    ms += entry.ms;
    pages += entry.pages;
  }
  return { pages, ms };
}

/** The milliseconds a page of a build's page phase, all families together. */
function msPerPage(profile: Run['profile']): number {
  const { pages, ms } = phaseTotal(profile);
  return pages === 0 ? 0 : ms / pages;
}

/** The page phase's time per route family, biggest first at the largest size, a page's share beside the floor's. */
function printProfile(runs: DatasetFigures[]): void {
  const largest = runs.at(-1);
  if (largest === undefined) return;
  const families = [...new Set(runs.flatMap((run) => [...run.build.profile.keys()]))].sort(
    (a, b) => (largest.build.profile.get(b)?.ms ?? 0) - (largest.build.profile.get(a)?.ms ?? 0),
  );
  const width = Math.max(12, ...families.map((family) => family.length));
  console.log(
    `\npage phase per route family (pages, seconds, share of the phase, ms a page; the floor's trivial pages: ${runs
      .map((run) => `${run.label} ${msPerPage(run.floor.profile).toFixed(2)} ms`)
      .join(', ')})`,
  );
  console.log(`${'route family'.padEnd(width)}  ${runs.map((run) => run.label.padStart(34)).join('  ')}`);
  for (const family of families) {
    const cells = runs.map((run) => {
      const total = phaseTotal(run.build.profile).ms;
      const entry = run.build.profile.get(family);
      return (
        entry === undefined
          ? '-'
          : `${String(entry.pages)}  ${seconds(entry.ms / 1000)}  ${((entry.ms / total) * 100).toFixed(1)}%  ${(entry.ms / entry.pages).toFixed(2)} ms`
      ).padStart(34);
    });
    console.log(`${family.padEnd(width)}  ${cells.join('  ')}`);
  }
  console.log(
    `${'all pages'.padEnd(width)}  ${runs.map((run) => `${msPerPage(run.build.profile).toFixed(2)} ms`.padStart(34)).join('  ')}`,
  );
}

/** A bare Astro project of `pages` trivial pages, built with the same Astro: the framework's floor. */
async function bareAstro(pages: number, workDir: string): Promise<Run> {
  const project = join(workDir, 'bare');
  await mkdir(join(project, 'src', 'pages'), { recursive: true });
  await symlink(join(root, 'node_modules'), join(project, 'node_modules'));
  await writeFile(join(project, 'package.json'), '{"type":"module"}\n');
  await writeFile(join(project, 'astro.config.mjs'), 'export default {};\n');
  await writeFile(
    join(project, 'src', 'pages', '[page].astro'),
    `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${String(pages)} }, (_, index) => ({ params: { page: String(index) } }));\n}\nconst { page } = Astro.params;\n---\n<html lang="en"><head><title>Page {page}</title></head><body><h1>Page {page}</h1></body></html>\n`,
  );
  return measureBuild(astroBuild(join(project, 'dist')), project, {});
}

const workDir = await mkdtemp(join(tmpdir(), 'pll-bench-'));
try {
  console.log(
    `machine: Node ${process.version}, ${String(cpus().length)} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
  );
  const bundled = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  const small = await benchDataset('bundled data', bundled, join(workDir, 'bundled'), POST_GAME_RUNS.bundled);
  const generated = performance.now();
  const scaled = scaleSnapshot(bundled, FACTOR);
  console.log(`synthetic league x${String(FACTOR)} generated in ${seconds((performance.now() - generated) / 1000)}`);
  const large = await benchDataset(
    `synthetic x${String(FACTOR)}`,
    scaled,
    join(workDir, 'synthetic'),
    POST_GAME_RUNS.synthetic,
  );
  printSideBySide([small, large]);
  printProfile([small, large]);
} finally {
  if (existsSync(workDir)) await rm(workDir, { recursive: true, force: true });
}
