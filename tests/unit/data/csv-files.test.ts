/**
 * The CSV files of the stat tables against the raw snapshot: the expected numbers were counted by
 * hand from data/snapshot (the 2025 regular season's final games and their box scores), not by
 * the site's code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { csvFiles, seasonTableCsv } from '../../../src/data/csv-files.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { careerSums, segmentSums, top } from '../../e2e/player-snapshot.ts';
import { parseCsvTable, type CsvRecord } from '../../../scripts/lib/csv.ts';

let league: LeagueData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

const REGULAR_2025 = { year: 2025, seasonType: 'regular' } as const;

/** A CSV file's rows as records by header, read by the importer's RFC 4180 parser (not the code that writes them). */
function records(csv: string): CsvRecord[] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return [...parseCsvTable(csv).rows];
}

describe('the player table CSV', () => {
  it("holds Brennan O'Neill's 2025 regular season: 23 goals, 8 assists, 34 points, 85 shots in 10 games", () => {
    const totals = records(seasonTableCsv(league, 'players', REGULAR_2025, 'totals'));
    const perGame = records(seasonTableCsv(league, 'players', REGULAR_2025, 'per-game'));
    const name = "Brennan O'Neill";
    expect(totals.find((row) => row['Player'] === name)).toMatchObject({
      GP: '10',
      G: '23',
      A: '8',
      P: '34',
      SH: '85',
    });
    // Per game: each count over his 10 games; the shot percentage stays 23 / 85.
    const line = perGame.find((row) => row['Player'] === name);
    expect(line).toMatchObject({ GP: '10', G: '2.3', A: '0.8', P: '3.4', SH: '8.5' });
    expect(Number(line?.['SH%'])).toBeCloseTo(23 / 85, 6);
  });

  it('leaves a rate without attempts empty, never 0, in both views', () => {
    const sums = segmentSums(2025, 'regular', ['shots', 'gamesPlayed']);
    const noShots = [...sums].filter(([, entry]) => entry['shots'] === 0 && (entry['gamesPlayed'] ?? 0) > 0);
    expect(noShots.length).toBeGreaterThan(0);
    for (const mode of ['totals', 'per-game'] as const) {
      const rows = records(seasonTableCsv(league, 'players', REGULAR_2025, mode));
      expect(rows).toHaveLength(sums.size - [...sums.values()].filter((entry) => entry['gamesPlayed'] === 0).length);
      const empty = rows.filter((row) => row['SH'] === '0' || row['SH'] === '0.0');
      expect(empty.length).toBe(noShots.length);
      for (const row of empty) expect(row['SH%'], row['Player']).toBe('');
    }
  });
});

describe('the team table CSV', () => {
  // The Atlas (ATL in the data) read NYA from 2025, when the league moved to location codes.
  it("gives the Atlas' 137 scores in 10 games of the 2025 regular season as 13.7 per game, their record whole", () => {
    const totals = records(seasonTableCsv(league, 'teams', REGULAR_2025, 'totals'));
    const perGame = records(seasonTableCsv(league, 'teams', REGULAR_2025, 'per-game'));
    const atlanta = totals.find((row) => row['Code'] === 'NYA');
    expect(atlanta).toMatchObject({ GP: '10', SC: '137' });
    expect(perGame.find((row) => row['Code'] === 'NYA')).toMatchObject({
      GP: '10',
      SC: '13.7',
      W: atlanta?.['W'],
      L: atlanta?.['L'],
    });
  });
});

describe('the box score, game log and career leaders CSV', () => {
  const file = (path: string): CsvRecord[] => {
    const body = csvFiles(league, 2026).get(path);
    if (!body) throw new Error(`no CSV file ${path}`);
    return records(body());
  };

  it("holds every player line of a game: Trevor Baptiste's 17 of 22 faceoffs and no save percentage (2025 game 1)", () => {
    const rows = file('/data/csv/pll-box-score-2025_game_1.csv');
    // The game's playerStats table has 35 rows, Atlanta (NYA from 2025) at home against Charlotte.
    expect(rows).toHaveLength(35);
    expect(rows.find((row) => row['Player'] === 'Trevor Baptiste')).toMatchObject({
      Team: 'NYA',
      'Jersey and Position': '#9 FO',
      P: '0',
      'FOW/FO': '17 - 22',
      SV: '0',
      'SV%': '',
    });
  });

  it("gives a season's games in a game log: Brennan O'Neill's 2025 goals game by game", () => {
    const rows = file('/data/csv/pll-game-log-brennan-o-neill-2025.csv');
    // His goals in the 2025 regular season's finals, in order, from the games' box scores; a game's
    // name has a comma, so the file quotes it.
    expect(rows.slice(0, 10).map((row) => row['G'])).toEqual(['2', '3', '1', '0', '2', '3', '4', '4', '2', '2']);
    expect(rows[0]).toMatchObject({ Game: 'Fri, May 30 vs CAL', Result: 'L 12-15' });
    expect(rows.every((row) => row['GP'] === undefined)).toBe(true);
  });

  it("gives a team's roster with each player's regular-season line: Brennan O'Neill's 23 goals in 10 games (Outlaws, 2025)", () => {
    const rows = file('/data/csv/pll-roster-out-2025.csv');
    expect(rows.find((row) => row['Player'] === "Brennan O'Neill")).toMatchObject({
      GP: '10',
      P: '34',
      G: '23',
      A: '8',
    });
  });

  it('ranks the career goal leaders with the most career goals in the archive first', () => {
    const rows = file('/data/csv/pll-career-goals-leaders.csv');
    const best = top(careerSums(['goals']), 'goals');
    expect(rows[0]).toMatchObject({ Rank: best.holders.length > 1 ? 'T-1' : '1', G: String(best.value) });
  });
});

describe('csvFiles', () => {
  it('writes both views of every season of every table, named for what they hold', () => {
    const paths = [...csvFiles(league, 2026).keys()].filter((path) =>
      /pll-(player|team|advanced)-stats-\d{4}-/.test(path),
    );
    expect(paths).toContain('/data/csv/pll-player-stats-2025-regular.csv');
    expect(paths).toContain('/data/csv/pll-team-stats-2025-regular-per-game.csv');
    expect(paths).toContain('/data/csv/pll-advanced-stats-2025-regular-per-game.csv');
    expect(paths.filter((path) => path.endsWith('-per-game.csv')).length * 2).toBe(paths.length);
  });
});
