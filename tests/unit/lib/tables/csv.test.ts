import { describe, expect, it } from 'vitest';
import {
  csvValue,
  fantasyCsvPath,
  gameTeamStatsCsvPath,
  leadersCsvPath,
  playerCareerCsvPath,
  playerSeasonCsvPath,
  playerSeasonsCsvPath,
  rosterCsvPath,
  splitsCsvPath,
  standingsCsvPath,
  statTableCsv,
  teamStatGroupsCsvPath,
  toCsv,
} from '../../../../src/lib/tables/csv.ts';
import { columnsOf } from '../../../../src/lib/stats/columns.ts';

describe('toCsv', () => {
  it('quotes fields with commas, quotes or line breaks (RFC 4180), and ends lines in CRLF', () => {
    expect(
      toCsv([
        ['Name', 'P'],
        ['Smith, Jr.', '3'],
        ['The "Rocket"', '1\n2'],
        ["Mac O'Keefe", '0'],
      ]),
    ).toBe('Name,P\r\n"Smith, Jr.",3\r\n"The ""Rocket""","1\n2"\r\nMac O\'Keefe,0\r\n');
  });
});

describe('csvValue', () => {
  it('writes numbers unformatted, text trimmed, and anything missing as an empty cell', () => {
    expect(csvValue(0)).toBe('0');
    expect(csvValue(0.391)).toBe('0.391');
    expect(csvValue(1174)).toBe('1174');
    expect(csvValue(' 10 - 17 ')).toBe('10 - 17');
    expect(csvValue(null)).toBe('');
    expect(csvValue(undefined)).toBe('');
    expect(csvValue(Number.NaN)).toBe('');
  });
});

describe('statTableCsv', () => {
  it('heads the lead columns by label and the stats by short label, a row per entry', () => {
    const rows = [{ name: 'Team, The', goals: 4, shotPct: null }];
    expect(
      statTableCsv(
        [{ label: 'Team', value: (row) => row.name }],
        columnsOf(['goals', 'shotPct']),
        rows,
        (row, column) => (column.id === 'goals' ? row.goals : row.shotPct),
      ),
    ).toBe('Team,G,SH%\r\n"Team, The",4,\r\n');
  });
  it('writes a count shown with a fixed decimal as the number it is: 162, not "162.0"', () => {
    const rows = [{ FPTS: 162, pimValue: 1.5 }];
    expect(
      statTableCsv([], columnsOf(['FPTS', 'pim']), rows, (row, column) =>
        column.id === 'FPTS' ? row.FPTS : row.pimValue,
      ),
    ).toBe('FPTS,PIM\r\n162,1.5\r\n');
  });
});

describe('CSV file names', () => {
  it('name what each file holds, "-per-game" before .csv for that view', () => {
    const season = { year: 2025, seasonType: 'regular' } as const;
    expect(leadersCsvPath('players', season)).toBe('/data/csv/pll-player-leaders-2025-regular.csv');
    expect(leadersCsvPath('teams', season, 'per-game')).toBe('/data/csv/pll-team-leaders-2025-regular-per-game.csv');
    expect(rosterCsvPath('OUT', 2025, 'per-game')).toBe('/data/csv/pll-roster-out-2025-per-game.csv');
    expect(teamStatGroupsCsvPath('OUT', 2025)).toBe('/data/csv/pll-team-out-2025-stats.csv');
    expect(standingsCsvPath(2024)).toBe('/data/csv/pll-standings-2024.csv');
    expect(fantasyCsvPath(2024, 'FPTS/G')).toBe('/data/csv/pll-fantasy-2024-fpts-per-game.csv');
    expect(playerSeasonsCsvPath('jeff-teat')).toBe('/data/csv/pll-player-jeff-teat-seasons.csv');
    expect(playerCareerCsvPath('jeff-teat')).toBe('/data/csv/pll-player-jeff-teat-career.csv');
    expect(playerSeasonCsvPath('jeff-teat', 2026)).toBe('/data/csv/pll-player-jeff-teat-2026.csv');
    expect(splitsCsvPath('jeff-teat', 2025)).toBe('/data/csv/pll-splits-jeff-teat-2025.csv');
    expect(gameTeamStatsCsvPath('2025_game_1')).toBe('/data/csv/pll-game-team-stats-2025_game_1.csv');
  });
});
