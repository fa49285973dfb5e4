/**
 * The CSV files of the stat tables against the raw snapshot: the expected numbers were counted by
 * hand from data/snapshot (the 2025 regular season's final games and their box scores), not by
 * the site's code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { csvFiles, seasonTableCsv } from '../../../src/data/csv-files.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { segmentSums } from '../../e2e/player-snapshot.ts';

let league: LeagueData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

const REGULAR_2025 = { year: 2025, seasonType: 'regular' } as const;

/** A CSV file's rows as records by header (these files quote nothing: no name has a comma or quote). */
function records(csv: string): Record<string, string>[] {
  expect(csv.endsWith('\r\n')).toBe(true);
  const [header = [], ...rows] = csv
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
  return rows.map((cells) => Object.fromEntries(header.map((label, index) => [label, cells[index] ?? ''])));
}

describe('the player table CSV', () => {
  it("holds Brennan O'Neill's 2025 regular season: 23 goals, 8 assists, 34 points, 85 shots in 10 games", () => {
    const totals = records(seasonTableCsv(league, 'players', REGULAR_2025, 'totals'));
    const perGame = records(seasonTableCsv(league, 'players', REGULAR_2025, 'per-game'));
    const name = "Brennan O'Neill";
    expect(totals.find((row) => row['Player'] === name)).toMatchObject({ GP: '10', G: '23', A: '8', P: '34', SH: '85' });
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

describe('csvFiles', () => {
  it('writes both views of every season of every table, named for what they hold', () => {
    const paths = [...csvFiles(league).keys()];
    expect(paths).toContain('/data/csv/pll-player-stats-2025-regular.csv');
    expect(paths).toContain('/data/csv/pll-team-stats-2025-regular-per-game.csv');
    expect(paths).toContain('/data/csv/pll-advanced-stats-2025-regular-per-game.csv');
    expect(paths.filter((path) => path.endsWith('-per-game.csv')).length * 2).toBe(paths.length);
  });
});
