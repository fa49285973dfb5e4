import { describe, expect, it } from 'vitest';
import { csvValue, statTableCsv, toCsv } from '../../../../src/lib/tables/csv.ts';
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
});
