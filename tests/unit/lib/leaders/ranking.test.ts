import { describe, expect, it } from 'vitest';
import {
  compareStatValues,
  rankByStat,
  rankLabel,
  sortByStat,
  sortDirection,
} from '../../../../src/lib/leaders/ranking.ts';

interface Row {
  name: string;
  stats: Record<string, unknown>;
}
const options = { stats: (row: Row) => row.stats, name: (row: Row) => row.name };

describe('sort direction', () => {
  it('"saa always sorts ascending", even when descending is asked for', () => {
    expect(sortDirection('saa')).toBe('asc');
    expect(sortDirection('saa', 'desc')).toBe('asc');
  });
  it('"Lower-is-better stats ..." sort ascending by default, others descending', () => {
    expect(sortDirection('turnovers')).toBe('asc');
    expect(sortDirection('goals')).toBe('desc');
    expect(sortDirection('unknownStat')).toBe('desc');
  });
  it('a requested direction wins for other stats', () => {
    expect(sortDirection('goals', 'asc')).toBe('asc');
  });
});

describe('sorting', () => {
  it('descending, a missing value goes last, below every number (a 0 and a negative one too)', () => {
    expect(compareStatValues(null, 1, 'desc')).toBeGreaterThan(0);
    expect(compareStatValues(null, 0, 'desc')).toBeGreaterThan(0);
    expect(compareStatValues(-1, null, 'desc')).toBeLessThan(0);
    expect(compareStatValues(null, null, 'desc')).toBe(0);
    expect(compareStatValues(5, 2, 'desc')).toBeLessThan(0);
  });
  it('ascending, a missing value goes last too', () => {
    expect(compareStatValues(null, 5, 'asc')).toBeGreaterThan(0);
    expect(compareStatValues(5, null, 'asc')).toBeLessThan(0);
    expect(compareStatValues(null, null, 'asc')).toBe(0);
    expect(compareStatValues(2, 5, 'asc')).toBeLessThan(0);
  });
  it('a table sorted by saa puts a non-numeric value last', () => {
    const rows: Row[] = [
      { name: 'B', stats: { saa: 'n/a' } },
      { name: 'A', stats: { saa: 11.2 } },
      { name: 'C', stats: { saa: 9.8 } },
    ];
    expect(sortByStat(rows, 'saa', options).map((row) => row.name)).toEqual(['C', 'A', 'B']);
  });
  it('level rows follow the tie-breaks, then the name', () => {
    const rows: Row[] = [
      { name: 'Zed', stats: { goals: 5, assists: 1 } },
      { name: 'Amy', stats: { goals: 5, assists: 1 } },
      { name: 'Bob', stats: { goals: 5, assists: 3 } },
      { name: 'Cal', stats: { goals: 9, assists: 0 } },
    ];
    expect(sortByStat(rows, 'goals', { ...options, tieBreaks: ['assists'] }).map((row) => row.name)).toEqual([
      'Cal',
      'Bob',
      'Amy',
      'Zed',
    ]);
  });
  it('a lower-is-better tie-break is compared best (lowest) first', () => {
    const rows: Row[] = [
      { name: 'A', stats: { goals: 5, turnovers: 9 } },
      { name: 'B', stats: { goals: 5, turnovers: 2 } },
    ];
    expect(sortByStat(rows, 'goals', { ...options, tieBreaks: ['turnovers'] }).map((row) => row.name)).toEqual([
      'B',
      'A',
    ]);
  });
});

describe('ranks', () => {
  it('"Ties rank as T- plus rank."', () => {
    expect(rankLabel(3, true)).toBe('T-3');
    expect(rankLabel(3, false)).toBe('3');
  });
  it('"Ties rank as T- plus rank": shared places skip the following ranks (1, T-2, T-2, 4)', () => {
    const rows: Row[] = [
      { name: 'D', stats: { points: 20 } },
      { name: 'A', stats: { points: 31 } },
      { name: 'C', stats: { points: 25 } },
      { name: 'B', stats: { points: 25 } },
    ];
    expect(rankByStat(rows, 'points', options).map((entry) => [entry.item.name, entry.rankLabel, entry.value])).toEqual(
      [
        ['A', '1', 31],
        ['B', 'T-2', 25],
        ['C', 'T-2', 25],
        ['D', '4', 20],
      ],
    );
  });
  it('"Ties rank as T- plus rank": runs of level players one after another each share their first place', () => {
    const points = [9, 7, 7, 7, 5, 3, 3, null, null];
    const rows: Row[] = points.map((value, index) => ({
      name: String.fromCharCode(65 + index),
      stats: value === null ? {} : { points: value },
    }));
    expect(rankByStat(rows.toReversed(), 'points', options).map((entry) => entry.rankLabel)).toEqual([
      '1',
      'T-2',
      'T-2',
      'T-2',
      '5',
      'T-6',
      'T-6',
      'T-8',
      'T-8',
    ]);
  });
  it('"Ties rank as T- plus rank": equal fractions tie despite floating point (5/12 and 10/24)', () => {
    const rows: Row[] = [
      { name: 'A', stats: { shotPct: 5 / 12 } },
      { name: 'B', stats: { shotPct: 10 / 24 } },
      { name: 'C', stats: { shotPct: 0.1 + 0.2 } },
      { name: 'D', stats: { shotPct: 0.3 } },
    ];
    expect(rankByStat(rows, 'shotPct', options).map((entry) => entry.rankLabel)).toEqual(['T-1', 'T-1', 'T-3', 'T-3']);
  });
  it('"Ties rank as T- plus rank": tie-breaks order level players but they keep the shared rank', () => {
    const rows: Row[] = [
      { name: 'A', stats: { goals: 5, assists: 1 } },
      { name: 'B', stats: { goals: 5, assists: 3 } },
    ];
    expect(
      rankByStat(rows, 'goals', { ...options, tieBreaks: ['assists'] }).map((entry) => [
        entry.item.name,
        entry.rankLabel,
      ]),
    ).toEqual([
      ['B', 'T-1'],
      ['A', 'T-1'],
    ]);
  });
  it('missing values rank last and share their rank with each other only, in both directions', () => {
    const rows: Row[] = [
      { name: 'A', stats: { goals: 0 } },
      { name: 'B', stats: {} },
      { name: 'C', stats: { goals: 2 } },
      { name: 'D', stats: {} },
    ];
    expect(rankByStat(rows, 'goals', options).map((entry) => [entry.item.name, entry.rankLabel])).toEqual([
      ['C', '1'],
      ['A', '2'],
      ['B', 'T-3'],
      ['D', 'T-3'],
    ]);
    const goalies: Row[] = [
      { name: 'A', stats: {} },
      { name: 'B', stats: { saa: 10 } },
      { name: 'C', stats: {} },
    ];
    expect(rankByStat(goalies, 'saa', options).map((entry) => [entry.item.name, entry.rankLabel])).toEqual([
      ['B', '1'],
      ['A', 'T-2'],
      ['C', 'T-2'],
    ]);
  });
  it('without a name, level rows keep their order', () => {
    const rows = [
      { stats: { goals: 1 }, id: 1 },
      { stats: { goals: 1 }, id: 2 },
    ];
    expect(rankByStat(rows, 'goals', { stats: (row) => row.stats }).map((entry) => entry.item.id)).toEqual([1, 2]);
  });
});
