import { describe, expect, it } from 'vitest';
import { displayTeamCode, franchiseId, officialIdInYear, standingsTables } from '../../../../src/lib/teams/remaps.ts';

describe('team code remaps', () => {
  it('"2024+: team codes remapped": teams show their location codes from 2024', () => {
    expect(displayTeamCode('ATL', 2024)).toBe('NYA');
    expect(displayTeamCode('ATL', 2023)).toBe('ATL');
    expect(displayTeamCode('whp', 2026)).toBe('MDW');
  });
  it('"2024+: team codes remapped": the Chrome became the Denver Outlaws', () => {
    expect(franchiseId('CHR')).toBe('OUT');
    expect(franchiseId('ATL')).toBe('ATL');
    expect(officialIdInYear('OUT', 2023)).toBe('CHR');
    expect(officialIdInYear('CHR', 2024)).toBe('OUT');
    expect(displayTeamCode('OUT', 2022)).toBe('CHR');
    expect(displayTeamCode('CHR', 2025)).toBe('DEN');
  });
});

describe('standings tables', () => {
  const rows = [
    { team: 'ATL', conference: 'eastern', seed: 3, conferenceSeed: 2 },
    { team: 'OUT', conference: 'western', seed: 1, conferenceSeed: 1 },
    { team: 'WHP', conference: 'Eastern', seed: 2, conferenceSeed: 1 },
    { team: 'RED', conference: 'western', seed: 4, conferenceSeed: 2 },
  ];
  const teams = (table: { rows: { team: string }[] }) => table.rows.map((row) => row.team);

  it('"2024+: ... regular standings split eastern and western"', () => {
    const tables = standingsTables(rows, 2024, 'regular');
    expect(tables.map((table) => table.conference)).toEqual(['eastern', 'western']);
    expect(tables.map(teams)).toEqual([
      ['WHP', 'ATL'],
      ['OUT', 'RED'],
    ]);
  });
  it('before 2024, after the regular season, or without conferences: one table by seed', () => {
    expect(standingsTables(rows, 2023, 'regular').map(teams)).toEqual([['OUT', 'WHP', 'ATL', 'RED']]);
    expect(standingsTables(rows, 2025, 'champseries').map((table) => table.conference)).toEqual([null]);
    const withoutConference = [...rows, { team: 'ZZZ', conference: null, seed: null, conferenceSeed: null }];
    expect(standingsTables(withoutConference, 2025, 'regular').map(teams)).toEqual([
      ['OUT', 'WHP', 'ATL', 'RED', 'ZZZ'],
    ]);
    expect(standingsTables([], 2025, 'regular')).toEqual([{ conference: null, rows: [] }]);
  });
});
