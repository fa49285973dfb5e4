/**
 * The sync end to end: the embedded league API (a real HTTP server) over the bundled data, the
 * API clients, and a snapshot directory on disk. A full sync must reproduce data/ byte for byte;
 * a failing, malformed or shrunken upstream must leave the last good snapshot exactly as it was.
 */
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../../src/data/snapshot-format.ts';
import { LeagueData } from '../../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot, writeSnapshotAtomically } from '../../../../src/data/store.ts';
import { listSnapshotFiles } from '../../../support/snapshot-files.ts';
import { DEFAULT_LEAGUE_API_TOKEN } from '../../../../src/lib/config/live-api.ts';
import { LEAGUE_TIME_ZONE } from '../../../../src/lib/games/time-display.ts';
import { startLeagueApi, type LeagueApi } from '../../../../scripts/league-api/server.ts';
import { runSync, type SyncOptions } from '../../../../scripts/sync/run-sync.ts';
import { startBadServer, type BadServer } from '../../helpers/bad-server.ts';

const LAST_SEASON = 2026;

let workDir: string;
let bundled: Snapshot;
let bundledFiles: Map<string, Buffer>;
const servers: LeagueApi[] = [];

async function readFiles(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const path of (await listSnapshotFiles(dir)).sort()) files.set(path, await readFile(join(dir, path)));
  return files;
}

/** The directory holds exactly the bundled snapshot's files, byte for byte. */
async function expectBundled(dir: string): Promise<void> {
  const files = await readFiles(dir);
  expect([...files.keys()]).toEqual([...bundledFiles.keys()]);
  for (const [path, bytes] of bundledFiles) expect(files.get(path)?.equals(bytes), path).toBe(true);
}

async function serve(snapshot: Snapshot): Promise<LeagueApi> {
  const api = await startLeagueApi({ snapshot, storeDir: join(workDir, `store-${servers.length}`) });
  servers.push(api);
  return api;
}

function target(api: { graphqlUrl: string; restBaseUrl: string }): SyncOptions['api'] {
  return {
    graphqlUrl: api.graphqlUrl,
    restBaseUrl: api.restBaseUrl,
    token: DEFAULT_LEAGUE_API_TOKEN,
    timeZone: LEAGUE_TIME_ZONE,
  };
}

/** A copy of the bundled snapshot to sync into, as the last good one. */
async function lastGood(name: string): Promise<string> {
  const dir = join(workDir, name);
  await cp(DEFAULT_SNAPSHOT_DIR, dir, { recursive: true });
  return dir;
}

/** A deep copy of the bundled snapshot to damage. */
function copyOfBundled(): Snapshot {
  return {
    ...structuredClone(bundled),
    seasons: structuredClone(bundled.seasons),
    games: structuredClone(bundled.games),
  };
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'pll-sync-'));
  bundled = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  bundledFiles = await readFiles(DEFAULT_SNAPSHOT_DIR);
});

afterAll(async () => {
  await Promise.all(servers.map((api) => api.close()));
  await rm(workDir, { recursive: true, force: true });
});

describe('round trip', () => {
  it('syncing every season from the embedded API over data/ reproduces data/ byte for byte', async () => {
    const api = await serve(bundled);
    const dir = join(workDir, 'fresh');
    const seasons: number[] = [];
    const summary = await runSync({
      api: target(api),
      dir,
      lastSeason: LAST_SEASON,
      onSeason: ({ year }) => seasons.push(year),
    });
    expect(seasons).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(summary.changed).toBe(true);
    expect(summary.failedRequests).toBe(0);
    await expectBundled(dir);
    expect(summary.bytes).toBe([...bundledFiles.values()].reduce((total, bytes) => total + bytes.length, 0));

    // One request per season call and per final game's three box-score calls, give or take the bios.
    const finalGames = [...bundled.games.values()].reduce((total, games) => total + Object.keys(games).length, 0);
    expect(summary.requests).toBeGreaterThanOrEqual(finalGames * 3);

    const again = await runSync({ api: target(api), dir, lastSeason: LAST_SEASON });
    expect(again.changed).toBe(false);
  });

  it('a season the league has not set up yet (no teams, no events) is left out, not written empty', async () => {
    const api = await serve(bundled);
    const dir = join(workDir, 'next-season');
    await runSync({ api: target(api), dir, lastSeason: LAST_SEASON + 1, retry: false });
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { seasons: { year: number }[] };
    expect(manifest.seasons.map((season) => season.year).at(-1)).toBe(LAST_SEASON);
  });
});

describe('what is kept beside the snapshot', () => {
  it('highlights and in-app messages outlive a write of the snapshot, which never writes them', async () => {
    const dir = await lastGood('beside');
    await mkdir(join(dir, 'highlights'));
    await writeFile(join(dir, 'highlights', 'a-game.json'), '[]');
    await writeFile(join(dir, 'messages.json'), '[]\n');
    await writeSnapshotAtomically(dir, bundled);
    expect(await readFile(join(dir, 'highlights', 'a-game.json'), 'utf8')).toBe('[]');
    expect(await readFile(join(dir, 'messages.json'), 'utf8')).toBe('[]\n');
  });
});

describe('what a write changes', () => {
  /** Each snapshot file's inode: a file rewritten gets a new one, a file linked from the last snapshot keeps its own. */
  const inodes = async (dir: string): Promise<Map<string, number>> =>
    new Map(
      await Promise.all(
        [...bundledFiles.keys()].map(async (path) => [path, (await stat(join(dir, path))).ino] as const),
      ),
    );

  /** The snapshot files of `dir` rewritten since it had the inodes `before`. */
  const rewrittenSince = async (dir: string, before: Map<string, number>): Promise<string[]> =>
    [...(await inodes(dir))].filter(([path, inode]) => before.get(path) !== inode).map(([path]) => path);

  it("writes only the files whose text changed (one season's) and leaves the others as they were", async () => {
    const dir = await lastGood('one-season');
    const before = await inodes(dir);
    const changed = copyOfBundled();
    const season = changed.seasons.get(LAST_SEASON);
    const event = season?.events[0];
    if (event === undefined) throw new Error(`the bundled ${String(LAST_SEASON)} season has no events`);
    event.venue = `${event.venue ?? ''} (moved)`;
    expect(await writeSnapshotAtomically(dir, changed)).toBe(true);

    expect(await rewrittenSince(dir, before)).toEqual([`seasons/${String(LAST_SEASON)}.json`]);
    expect((await readSnapshot(dir)).seasons.get(LAST_SEASON)?.events[0]?.venue).toBe(event.venue);
    expect((await readFiles(dir)).get('games/2024.json')).toEqual(bundledFiles.get('games/2024.json'));
  });

  it('given the snapshot it read from the directory, links the seasons the new one shares with it and writes the rest', async () => {
    const dir = await lastGood('shared-seasons');
    const before = await inodes(dir);
    const read = await readSnapshot(dir);
    const season = structuredClone(read.seasons.get(LAST_SEASON));
    const event = season?.events[0];
    if (season === undefined || event === undefined)
      throw new Error(`the bundled ${String(LAST_SEASON)} season has no events`);
    event.venue = `${event.venue ?? ''} (moved)`;
    const next = { ...read, seasons: new Map(read.seasons).set(LAST_SEASON, season) };
    expect(await writeSnapshotAtomically(dir, next, read)).toBe(true);

    expect(await rewrittenSince(dir, before)).toEqual([`seasons/${String(LAST_SEASON)}.json`]);
    const files = await readFiles(dir);
    const changedSeason = `seasons/${String(LAST_SEASON)}.json`;
    for (const [path, bytes] of bundledFiles)
      if (path !== changedSeason) expect(files.get(path)?.equals(bytes), path).toBe(true);
    expect((await readSnapshot(dir)).seasons.get(LAST_SEASON)?.events[0]?.venue).toBe(event.venue);
    expect(await writeSnapshotAtomically(dir, await readSnapshot(dir), read)).toBe(false);
  });

  it("read with one season's box scores, writes that season's and keeps the other seasons' files as they are", async () => {
    const dir = await lastGood('one-season-read');
    const before = await inodes(dir);
    const read = await readSnapshot(dir, { gamesOf: () => [LAST_SEASON] });
    const withGames = bundled.manifest.seasons.filter((season) => season.hasGameData).map(({ year }) => year);
    expect([...read.games.keys()]).toEqual([LAST_SEASON]);
    expect(withGames.length).toBeGreaterThan(1);

    const games = structuredClone(read.games.get(LAST_SEASON) ?? {});
    const [slug] = Object.keys(games);
    if (slug === undefined) throw new Error(`the bundled ${String(LAST_SEASON)} season has no box scores`);
    Reflect.deleteProperty(games, slug);
    const next = { ...read, games: new Map(read.games).set(LAST_SEASON, games) };
    expect(await writeSnapshotAtomically(dir, next, read)).toBe(true);

    expect(await rewrittenSince(dir, before)).toEqual([
      `games/${String(LAST_SEASON)}.json`,
      `plays/${String(LAST_SEASON)}.json`,
    ]);
    const reread = await readSnapshot(dir);
    expect([...reread.games.keys()]).toEqual(withGames);
    expect(Object.keys(reread.games.get(LAST_SEASON) ?? {})).not.toContain(slug);
    for (const year of withGames.filter((year) => year !== LAST_SEASON))
      expect(reread.games.get(year)).toEqual(bundled.games.get(year));
  });

  it('writes nothing, and says so, when every file is as the directory holds it', async () => {
    const dir = await lastGood('unchanged');
    const before = await inodes(dir);
    expect(await writeSnapshotAtomically(dir, bundled)).toBe(false);
    expect(await inodes(dir)).toEqual(before);
  });
});

describe("a season's plays read on demand", () => {
  it("give each game the plays a whole read gives, and a season's file is read only when one of its games' plays is asked for", async () => {
    const dir = await lastGood('plays-on-demand');
    const read = await readSnapshot(dir, { playsOnDemand: true });
    const [first, ...others] = [...bundled.games.keys()];
    if (first === undefined || others.length === 0)
      throw new Error('the bundled snapshot has two seasons of box scores');
    await rm(join(dir, 'plays', `${String(first)}.json`));

    // The league's index and box scores leave the plays alone.
    const league = new LeagueData(read);
    const [slug] = Object.keys(read.games.get(first) ?? {});
    if (slug === undefined) throw new Error(`the bundled ${String(first)} season has box scores`);
    expect(league.game(slug)?.playerStats).toEqual(new LeagueData(bundled).game(slug)?.playerStats);
    for (const year of others) expect(read.games.get(year), String(year)).toEqual(bundled.games.get(year));
    expect(() => read.games.get(first)?.[slug]?.plays).toThrow(
      `Cannot read snapshot file ${join(dir, 'plays', `${String(first)}.json`)}`,
    );
  });
});

describe('the last good snapshot survives a bad upstream', () => {
  let badRest: BadServer;
  beforeAll(async () => {
    badRest = await startBadServer();
  });
  afterAll(async () => {
    await badRest.close();
  });

  it('a request that still fails after the retries stops the sync and writes nothing', async () => {
    const api = await serve(bundled);
    badRest.on('/api/v4/events', { status: 500, body: 'upstream exploded' });
    const dir = await lastGood('failing');
    const sync = runSync({
      api: { ...target(api), restBaseUrl: `${badRest.origin}/api` },
      dir,
      lastSeason: LAST_SEASON,
    });
    await expect(sync).rejects.toThrow(/500/);
    expect(badRest.seen('/api/v4/events')).toHaveLength(2);
    await expectBundled(dir);
  });

  it('a malformed payload names the entity, its id and the field, and writes nothing', async () => {
    const damaged = copyOfBundled();
    const event = damaged.seasons.get(2024)?.events[3];
    if (!event) throw new Error('2024 has events');
    (event as unknown as Record<string, unknown>)['startTime'] = 'soon';
    const api = await serve(damaged);
    const dir = await lastGood('malformed');
    const sync = runSync({ api: target(api), dir, lastSeason: LAST_SEASON, retry: false });
    await expect(sync).rejects.toThrow(
      new RegExp(
        `^Invalid Event "${event.slugname}": field startTime: expected number, received string in the answer of GET .*/v4/events\\?year=2024`,
      ),
    );
    await expectBundled(dir);
  });

  it('an upstream that lost a game is refused with the counts and the flag; --allow-shrink accepts it', async () => {
    const damaged = copyOfBundled();
    const season = damaged.seasons.get(2024);
    const lost = season?.events.find((event) => event.eventStatus >= 2);
    if (!season || !lost) throw new Error('2024 has final events');
    season.events = season.events.filter((event) => event !== lost);
    const api = await serve(damaged);
    const dir = await lastGood('shrunken');
    const sync = runSync({ api: target(api), dir, lastSeason: LAST_SEASON, retry: false });
    await expect(sync).rejects.toThrow(/events of 2024: 47 -> 46[\s\S]*unchanged[\s\S]*--allow-shrink/);
    await expectBundled(dir);

    const allowed = await runSync({ api: target(api), dir, lastSeason: LAST_SEASON, retry: false, allowShrink: true });
    expect(allowed.changed).toBe(true);
    const written = await readSnapshot(dir);
    expect(written.seasons.get(2024)?.events).toHaveLength(46);
    expect(Object.keys(written.games.get(2024) ?? {})).not.toContain(lost.slugname);
  });
});

describe('--game <slug>', () => {
  it('refreshes one finished game with a handful of requests and restores exactly what the league has', async () => {
    const api = await serve(bundled);
    const games2025 = bundled.games.get(2025) ?? {};
    const slug = Object.keys(games2025).at(-1);
    if (slug === undefined) throw new Error('2025 has games');

    // The last good snapshot from before the game was played: no box score, the event not final.
    const before = copyOfBundled();
    const beforeGames = before.games.get(2025) ?? {};
    Reflect.deleteProperty(beforeGames, slug);
    const event = before.seasons.get(2025)?.events.find((candidate) => candidate.slugname === slug);
    if (!event) throw new Error(`${slug} is a 2025 event`);
    Object.assign(event, {
      eventStatus: 0,
      homeScore: null,
      visitorScore: null,
      homePeriodScores: [],
      visitorPeriodScores: [],
    });
    const dir = join(workDir, 'post-game');
    await writeSnapshotAtomically(dir, { ...before, manifest: bundled.manifest });

    const summary = await runSync({ api: target(api), dir, lastSeason: LAST_SEASON, game: slug, retry: false });
    expect(summary.requests).toBeLessThanOrEqual(8);
    await expectBundled(dir);
  });

  it('a slug the last good snapshot does not know asks for a full sync', async () => {
    const api = await serve(bundled);
    const dir = await lastGood('unknown-game');
    await expect(runSync({ api: target(api), dir, lastSeason: LAST_SEASON, game: '2031_game_99' })).rejects.toThrow(
      'No game "2031_game_99" in the last good snapshot; run a full sync to pick up new games.',
    );
    await expectBundled(dir);
  });
});
