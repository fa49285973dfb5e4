/** The open data under /data/v1/ on the bundled data: every file validates against its schema, which is well-formed JSON Schema. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { OPEN_DATA_SETS, openDataFiles, type OpenDataFile } from '../../../src/data/open-data.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { YEARS, games as boxScores, manifestSeasons, season } from '../../e2e/player-snapshot.ts';
import { rewindLastFinal } from '../../../scripts/lib/before-final.ts';

let league: LeagueData;
let files: Map<string, OpenDataFile>;
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  files = openDataFiles(league);
});

describe('open data', () => {
  it('has a seasons and a players file, and teams and leaders for every season, games for every season with games', () => {
    const expected = [
      '/data/v1/seasons.json',
      '/data/v1/players.json',
      ...YEARS.map((year) => `/data/v1/teams/${String(year)}.json`),
      ...YEARS.filter((year) => season(year).events.length > 0).map((year) => `/data/v1/games/${String(year)}.json`),
      ...YEARS.map((year) => `/data/v1/leaders/${String(year)}.json`),
    ];
    expect([...files.keys()].filter((path) => !path.endsWith('schema.json')).sort()).toEqual(expected.sort());
  });

  it('every file validates against the schema it is documented with, and stays small', () => {
    for (const set of OPEN_DATA_SETS) {
      for (const file of set.files(league)) {
        const text = JSON.stringify(files.get(file.path)?.body());
        expect(set.schema.safeParse(JSON.parse(text)).success, file.path).toBe(true);
        expect(text.length, file.path).toBeLessThan(2_000_000);
      }
    }
  });

  it('every schema is a JSON Schema (2020-12) object with typed properties', () => {
    for (const set of OPEN_DATA_SETS) {
      const schema = files.get(set.schemaPath)?.body() as {
        $schema: string;
        type: string;
        properties: Record<string, unknown>;
        required: string[];
      };
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.type).toBe('object');
      expect(schema.required).toContain('version');
      for (const property of Object.values(schema.properties))
        expect(Object.keys(property as object).length).toBeGreaterThan(0);
    }
  });

  it('the seasons file counts what the season files hold, and says null, not 0, for what they do not', () => {
    const { seasons } = files.get('/data/v1/seasons.json')?.body() as {
      seasons: { year: number; players: number | null; games: number | null }[];
    };
    expect(seasons.map((entry) => entry.year)).toEqual([...YEARS]);
    for (const [index, { year, players, games }] of seasons.entries()) {
      const counted = manifestSeasons[index];
      expect(games, String(year)).toBe(season(year).events.length === 0 ? null : counted?.games);
      expect(players, String(year)).toBe(counted?.players === 0 ? null : counted?.players);
    }
    // The archive has no game of 2019 to 2021: box scores and results start in 2022.
    expect(seasons.filter((entry) => entry.games === null).map((entry) => entry.year)).toEqual([2019, 2020, 2021]);
  });

  it("a season's games carry the results and box-score lines of the season files", () => {
    for (const year of YEARS.filter((candidate) => season(candidate).events.length > 0)) {
      const { games } = files.get(`/data/v1/games/${String(year)}.json`)?.body() as {
        games: { slugname: string; homeScore: number | null; boxScore: { players: unknown[] } | null }[];
      };
      const raw = season(year).events;
      expect(games.map((game) => game.slugname).sort()).toEqual(raw.map((event) => event.slugname).sort());
      const scores = boxScores(year);
      for (const game of games) {
        expect(game.homeScore).toBe(raw.find((event) => event.slugname === game.slugname)?.homeScore ?? null);
        expect(game.boxScore?.players.length ?? 0).toBe(scores[game.slugname]?.length ?? 0);
      }
    }
  });

  it("a game's final changes the keys of its season's games and leaders files, no other", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'open-data-'));
    try {
      cpSync(DEFAULT_SNAPSHOT_DIR, dir, { recursive: true });
      const game = rewindLastFinal(dir);
      const year = Number(game.slice(0, 4));
      const before = openDataFiles(new LeagueData(await readSnapshot(dir)));
      expect([...before.keys()]).toEqual([...files.keys()]);
      const changed = [...files].filter(([path, file]) => before.get(path)?.key() !== file.key()).map(([path]) => path);
      // The seasons file reads the manifest's counts, which the rewind leaves as they are.
      expect(changed.sort()).toEqual([`/data/v1/games/${String(year)}.json`, `/data/v1/leaders/${String(year)}.json`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
