/**
 * The hashes of the files a league was read from, which key what is made from one season's data
 * alone: a season's key follows its own files (season, box scores, plays) and nothing else; the
 * players' key, their records.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { rewindLastFinal } from '../../../scripts/lib/before-final.ts';
import { csvFiles, type CsvFile } from '../../../src/data/csv-files.ts';
import { LeagueData } from '../../../src/data/league.ts';
import { openDataFiles } from '../../../src/data/open-data.ts';
import { contentDigest, seasonPartKey, teamPageInputs } from '../../../src/data/page-inputs.ts';
import { clubFranchises, teamSeasonView } from '../../../src/data/teams.ts';
import { pageKey } from '../../../src/components/layout/page-key.ts';
import { TABLE_MODES } from '../../../src/lib/tables/table-view.ts';
import { loadLeague } from '../../../src/data/snapshot.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { boxScoreCsvPath, gameLogCsvPath, gameTeamStatsCsvPath, splitsCsvPath } from '../../../src/lib/tables/csv.ts';

const SEASONS = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];
const dirs: string[] = [];

afterAll(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Each season's stored key, and the players' as season 0, of the league loaded from a copy of the bundled snapshot, a space added
 * to the file `touched` of the copy first (the same data, other text).
 */
async function storedKeysOfCopy(touched?: string): Promise<Map<number, string | null>> {
  const dir = mkdtempSync(join(tmpdir(), 'stored-keys-'));
  dirs.push(dir);
  cpSync(DEFAULT_SNAPSHOT_DIR, dir, { recursive: true });
  if (touched !== undefined) writeFileSync(join(dir, touched), `${readFileSync(join(dir, touched), 'utf8')} `);
  vi.stubEnv('PLL_SNAPSHOT_DIR', dir);
  const league = await loadLeague();
  return new Map([
    ...league.years.map((year) => [year, league.storedSeasonKey(year)] as const),
    [0, league.storedPlayersKey()] as const,
  ]);
}

const changedYears = (before: Map<number, string | null>, after: Map<number, string | null>): number[] =>
  [...after].filter(([year, key]) => before.get(year) !== key).map(([year]) => year);

describe('LeagueData.storedSeasonKey', () => {
  it('is the same for the same files, and changes for the season whose box-score or play file changed, no other', async () => {
    const before = await storedKeysOfCopy();
    expect([...before.keys()]).toEqual([...SEASONS, 0]);
    expect([...before.values()].every((key) => typeof key === 'string')).toBe(true);
    expect(await storedKeysOfCopy()).toEqual(before);
    expect(changedYears(before, await storedKeysOfCopy('games/2024.json'))).toEqual([2024]);
    expect(changedYears(before, await storedKeysOfCopy('plays/2023.json'))).toEqual([2023]);
  });

  it("follows a season's own file too", async () => {
    const before = await storedKeysOfCopy();
    expect(changedYears(before, await storedKeysOfCopy('seasons/2019.json'))).toEqual([2019]);
  });

  it("leaves every season's key when only the players' records change, and changes the players'", async () => {
    const before = await storedKeysOfCopy();
    expect(changedYears(before, await storedKeysOfCopy('players.json'))).toEqual([0]);
  });

  it('is null for a league not read from files', async () => {
    const league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
    expect([league.storedSeasonKey(2024), league.storedPlayersKey()]).toEqual([null, null]);
  });
});

describe('seasonPartKey', () => {
  const part = { lines: ['a part of the season'] };

  it("is an earlier season's stored key, and the part's own hash in the newest season with box scores", async () => {
    await storedKeysOfCopy();
    const league = await loadLeague();
    const newest = Math.max(...league.snapshot.games.keys());
    expect([newest, league.latestGameYear]).toEqual([2026, 2026]);
    expect(seasonPartKey(league, 2024, () => part)).toBe(league.storedSeasonKey(2024));
    expect(seasonPartKey(league, newest, () => ({ ...part }))).toBe(contentDigest(part));
  });

  it("is the part's own hash in every season of a league not read from files", async () => {
    const league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
    expect(seasonPartKey(league, 2019, () => ({ ...part }))).toBe(contentDigest(part));
  });
});

/** The bundled league before its newest season's last final and after it, and that game's slug and season. */
async function aroundLastFinal(): Promise<{ before: LeagueData; after: LeagueData; slugname: string; year: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'stored-keys-final-'));
  dirs.push(dir);
  cpSync(DEFAULT_SNAPSHOT_DIR, dir, { recursive: true });
  const slugname = rewindLastFinal(dir);
  vi.stubEnv('PLL_SNAPSHOT_DIR', dir);
  const before = await loadLeague();
  vi.stubEnv('PLL_SNAPSHOT_DIR', DEFAULT_SNAPSHOT_DIR);
  const after = await loadLeague();
  const year = after.event(slugname)?.year;
  if (year === undefined) throw new Error(`${slugname} is not in the league`);
  return { before, after, slugname, year };
}

describe("a player's game-log and splits CSV files", () => {
  it('are keyed by his games of the season: a final changes the keys of the players in its box score, no other', async () => {
    const { before, after, slugname, year } = await aroundLastFinal();
    const inTheGame = new Set(
      (after.game(slugname)?.playerStats ?? []).map((line) => after.player(line.playerId)?.slug),
    );
    expect(inTheGame.size).toBeGreaterThan(20);

    const keyed = (league: LeagueData): Map<string, string | undefined> =>
      new Map([...csvFiles(league, year)].map(([path, file]) => [path, file.part]));
    const [was, is] = [keyed(before), keyed(after)];
    const changed = new Set<string>();
    for (const player of after.players) {
      for (const path of [gameLogCsvPath(player.slug, year), splitsCsvPath(player.slug, year)]) {
        if (!is.has(path)) continue;
        expect(is.get(path), path).toEqual(expect.any(String));
        if (was.get(path) !== is.get(path)) changed.add(player.slug);
      }
    }
    expect([...changed].sort()).toEqual([...inTheGame].filter((slug) => slug !== undefined).sort());
  });
});

describe("a game's box-score and team-stats CSV files", () => {
  it("are keyed by that game: a final changes its own files' keys, and every file keyed alike has the same text", async () => {
    const { before, after, slugname, year } = await aroundLastFinal();
    const paths = new Set(
      after.years.flatMap((season) =>
        after.eventsOf(season).flatMap(({ slugname: game }) => [boxScoreCsvPath(game), gameTeamStatsCsvPath(game)]),
      ),
    );
    const gameFiles = (league: LeagueData): Map<string, CsvFile> =>
      new Map([...csvFiles(league, year)].filter(([path]) => paths.has(path)));
    const [was, is] = [gameFiles(before), gameFiles(after)];
    // Every season's games with data, the season of the final among them.
    expect(is.size).toBeGreaterThan(400);
    expect([...is.keys()].filter((path) => was.has(path)).length).toBeGreaterThan(400);

    const changed: string[] = [];
    for (const [path, file] of is) {
      expect(file.part, path).toEqual(expect.any(String));
      const earlier = was.get(path);
      if (earlier === undefined || earlier.part !== file.part) changed.push(path);
      else expect(file.body(), path).toBe(earlier.body());
    }
    expect(changed.sort()).toEqual([boxScoreCsvPath(slugname), gameTeamStatsCsvPath(slugname)].sort());
  });
});

describe("an earlier season's team page", () => {
  /** Each club's 2024 team page key, in both modes, of the league loaded from a copy of the bundled snapshot after `edit`. */
  async function teamKeysOfCopy(edit: (dir: string) => void = () => undefined): Promise<Map<string, string>> {
    const dir = mkdtempSync(join(tmpdir(), 'stored-keys-teams-'));
    dirs.push(dir);
    cpSync(DEFAULT_SNAPSHOT_DIR, dir, { recursive: true });
    edit(dir);
    vi.stubEnv('PLL_SNAPSHOT_DIR', dir);
    const league = await loadLeague();
    const keys = new Map<string, string>();
    for (const franchise of clubFranchises(league)) {
      for (const mode of TABLE_MODES) {
        const view = teamSeasonView(league, franchise, 2024, mode);
        if (view !== undefined) keys.set(`${franchise} ${mode}`, pageKey(teamPageInputs(league, franchise, view)));
      }
    }
    return keys;
  }

  it("is keyed by the season's stored files and its roster's records: a roster player's new name changes his club's, no other", async () => {
    const unchanged = await teamKeysOfCopy();
    const league = await loadLeague();
    const franchise = clubFranchises(league).find((club) => teamSeasonView(league, club, 2024) !== undefined);
    const player = franchise === undefined ? undefined : teamSeasonView(league, franchise, 2024)?.roster[0]?.player;
    if (player === undefined) throw new Error('no 2024 roster in the bundled league');
    const renamed = await teamKeysOfCopy((dir) => {
      const file = join(dir, 'players.json');
      const players = JSON.parse(readFileSync(file, 'utf8')) as { columns: string[]; rows: unknown[][] };
      const row = players.rows.find((cells) => cells[players.columns.indexOf('officialId')] === player.officialId);
      if (row === undefined) throw new Error(`${player.officialId} is not in players.json`);
      row[players.columns.indexOf('lastName')] = `${player.lastName}-Renamed`;
      writeFileSync(file, JSON.stringify(players));
    });

    expect(unchanged.size).toBeGreaterThanOrEqual(16);
    expect(await teamKeysOfCopy()).toEqual(unchanged);
    // His clubs of 2024: one, or two after a trade.
    const clubs = clubFranchises(league).filter((club) =>
      teamSeasonView(league, club, 2024)?.roster.some((row) => row.player.officialId === player.officialId),
    );
    const changed = [...renamed].filter(([view, key]) => unchanged.get(view) !== key).map(([view]) => view);
    expect(changed.sort()).toEqual(clubs.flatMap((club) => TABLE_MODES.map((mode) => `${club} ${mode}`)).sort());
  });
});

describe('the open-data files of a league read from files', () => {
  const keys = (league: LeagueData): Map<string, string> =>
    new Map([...openDataFiles(league)].map(([path, file]) => [path, file.key()]));
  const changedPaths = (was: Map<string, string>, is: Map<string, string>): string[] =>
    [...is].filter(([path, key]) => was.get(path) !== key).map(([path]) => path);

  it("are keyed by their season's files: a final changes its season's games and leaders files, no other", async () => {
    const { before, after, year } = await aroundLastFinal();
    expect(changedPaths(keys(before), keys(after)).sort()).toEqual([
      `/data/v1/games/${String(year)}.json`,
      `/data/v1/leaders/${String(year)}.json`,
    ]);
  });

  it("follow the players' records: a changed players file changes the players and every leaders file", async () => {
    await storedKeysOfCopy();
    const was = keys(await loadLeague());
    await storedKeysOfCopy('players.json');
    const is = keys(await loadLeague());
    const leaders = [...is.keys()].filter((path) => /^\/data\/v1\/leaders\/\d{4}\.json$/.test(path));
    expect(leaders.length).toBe(SEASONS.length);
    expect(changedPaths(was, is).sort()).toEqual(['/data/v1/players.json', ...leaders].sort());
  });
});
