import { describe, expect, it } from 'vitest';
import {
  defaultState,
  dividesPerGame,
  modeColumnName,
  modeStatLine,
  modeTable,
  perGameValue,
  pageCount,
  pageRows,
  pageSpan,
  parseTableData,
  parseTableState,
  shownColumns,
  tableCsv,
  tableCsvPath,
  tableDataPath,
  tableQuery,
  toggleSort,
  viewRows,
  type TableRow,
} from '../../../../src/lib/tables/table-view.ts';
import { columnsOf } from '../../../../src/lib/stats/columns.ts';

const COLUMNS = ['points', 'goals', 'turnovers', 'saa'];
const row = (
  id: string,
  name: string,
  position: string | null,
  values: TableRow['values'],
  expFromYear: number | null = null,
): TableRow => ({
  id,
  name,
  href: null,
  detail: null,
  position,
  expFromYear,
  league: null,
  values,
});
const ROWS = [
  row('1', 'Ann Attack', 'A', { points: 30, goals: 20, turnovers: 10, saa: null }),
  row('2', 'Bo Middie', 'M', { points: 30, goals: 12, turnovers: 4, saa: null }, 2025),
  row('3', 'Cy Goalie', 'G', { points: 1, goals: 0, turnovers: 2, saa: 11.2 }),
  row('4', 'Di Goalie', 'G', { points: 0, goals: 0, turnovers: 1, saa: 9.8 }, 2025),
];

describe('parseTableState and tableQuery', () => {
  it('reads sort, direction, position and page from the URL and writes back only what differs from the default', () => {
    const state = parseTableState('?sort=goals&dir=asc&pos=attack&page=3', COLUMNS, 'points');
    expect(state).toEqual({ sort: 'goals', direction: 'asc', position: 'attack', page: 3 });
    expect(tableQuery(state, 'points')).toBe('?sort=goals&dir=asc&pos=attack&page=3');
    expect(tableQuery(defaultState('points'), 'points')).toBe('');
  });

  it('takes the page a pre-rendered page names in its path unless the query names one', () => {
    expect(parseTableState('', COLUMNS, 'points', 4)).toEqual({ ...defaultState('points'), page: 4 });
    expect(parseTableState('?page=2', COLUMNS, 'points', 4).page).toBe(2);
  });

  it('falls back to the default for an unknown column, filter, direction or page', () => {
    expect(parseTableState('?sort=nope&dir=up&pos=goalkeeper&page=-2', COLUMNS, 'points')).toEqual(
      defaultState('points'),
    );
  });

  it('"saa always sorts ascending", whatever the URL asks; lower-is-better stats default to ascending', () => {
    expect(parseTableState('?sort=saa&dir=desc', COLUMNS, 'points').direction).toBe('asc');
    expect(parseTableState('?sort=turnovers', COLUMNS, 'points').direction).toBe('asc');
  });
});

describe('toggleSort', () => {
  it('sorts a new column best first, flips the sorted one, and goes back to page 1', () => {
    const byGoals = toggleSort({ ...defaultState('points'), page: 4 }, 'goals');
    expect(byGoals).toMatchObject({ sort: 'goals', direction: 'desc', page: 1 });
    expect(toggleSort(byGoals, 'goals').direction).toBe('asc');
    expect(toggleSort(defaultState('points'), 'turnovers').direction).toBe('asc');
    expect(toggleSort(toggleSort(defaultState('points'), 'saa'), 'saa').direction).toBe('asc');
    expect(toggleSort(defaultState('points'), 'name')).toMatchObject({ sort: 'name', direction: 'asc' });
  });
});

describe('viewRows', () => {
  it('sorts by the stat, ties in name order', () => {
    expect(viewRows(ROWS, defaultState('points'), 2025).map((entry) => entry.id)).toEqual(['1', '2', '3', '4']);
  });

  it('puts missing values last in both directions, level ones in name order', () => {
    expect(viewRows(ROWS, { ...defaultState('saa') }, 2025).map((entry) => entry.id)).toEqual(['4', '3', '1', '2']);
    expect(viewRows(ROWS, { ...defaultState('saa'), direction: 'desc' }, 2025).map((entry) => entry.id)).toEqual([
      '3',
      '4',
      '1',
      '2',
    ]);
    const rates = [
      row('1', 'Ann', 'A', { shotPct: null }),
      row('2', 'Bo', 'A', { shotPct: 0 }),
      row('3', 'Cy', 'A', { shotPct: 0.4 }),
    ];
    expect(viewRows(rates, { ...defaultState('shotPct'), direction: 'asc' }, 2025).map((entry) => entry.id)).toEqual([
      '2',
      '3',
      '1',
    ]);
    expect(viewRows(rates, { ...defaultState('shotPct'), direction: 'desc' }, 2025).map((entry) => entry.id)).toEqual([
      '3',
      '2',
      '1',
    ]);
  });

  it("keeps the players of a position filter, and the season's rookies for Rookie", () => {
    expect(viewRows(ROWS, { ...defaultState('points'), position: 'goalie' }, 2025).map((entry) => entry.id)).toEqual([
      '3',
      '4',
    ]);
    expect(viewRows(ROWS, { ...defaultState('points'), position: 'rookie' }, 2025).map((entry) => entry.id)).toEqual([
      '2',
      '4',
    ]);
  });
});

describe('paging', () => {
  it('shows 20 rows a page, and the last page for a page past the end', () => {
    const many = Array.from({ length: 45 }, (_, index) => index);
    expect(pageCount(45)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageRows(many, 2)).toEqual(many.slice(20, 40));
    expect(pageRows(many, 9)).toEqual(many.slice(40));
  });
  it('shows the first page for a page before it, and one empty page for no rows', () => {
    const many = Array.from({ length: 45 }, (_, index) => index);
    expect(pageRows(many, 0)).toEqual(many.slice(0, 20));
    expect(pageRows([], 1)).toEqual([]);
  });
  it('says which rows a page holds, counted from 1: the last page to the last row, none of no rows', () => {
    expect(pageSpan(45, 2)).toEqual({ first: 21, last: 40 });
    expect(pageSpan(45, 3)).toEqual({ first: 41, last: 45 });
    expect(pageSpan(0, 1)).toEqual({ first: 0, last: 0 });
  });
});

describe('files', () => {
  it("names a season's data file and its CSV files by kind, year, season type and view", () => {
    const post = { year: 2024, seasonType: 'post' } as const;
    expect(tableDataPath('advanced', post)).toBe('/data/tables/advanced/2024-post.json');
    expect(tableCsvPath('players', post, 'totals')).toBe('/data/csv/pll-player-stats-2024-post.csv');
    expect(tableCsvPath('teams', post, 'per-game')).toBe('/data/csv/pll-team-stats-2024-post-per-game.csv');
  });
});

describe('per game', () => {
  const columns = columnsOf(['gamesPlayed', 'wins', 'goals', 'shotPct', 'pointsPG', 'foRecord', 'timeInPossesion']);
  const rows = [
    row('1', 'Three Games', 'A', { gamesPlayed: 3, wins: 2, goals: 7, shotPct: 0.25, timeInPossesion: 100 }),
    row('2', 'No Games', 'A', { gamesPlayed: 0, wins: 0, goals: 0, shotPct: null }),
    row('3', 'Unpublished', 'A', { gamesPlayed: 4, wins: 1, goals: null, shotPct: null }),
  ];
  it('divides counts and times, and keeps games, records and rates as they are', () => {
    expect(columns.filter(dividesPerGame).map((column) => column.id)).toEqual(['goals', 'timeInPossesion']);
    expect(modeTable(columns, rows, 'per-game').columns.map((column) => column.format)).toEqual([
      'count',
      'count',
      'decimal1',
      'percent1',
      'decimal1',
      'record',
      'time',
    ]);
    expect(modeTable(columns, rows, 'totals')).toEqual({ columns, rows });
  });
  it('gives each divided count over games played to three decimals; missing without games or a total, never 0', () => {
    const [three, none, unpublished] = modeTable(columns, rows, 'per-game').rows;
    // 7 / 3 = 2.333..., 100 / 3 = 33.333...
    expect(three?.values).toEqual({ gamesPlayed: 3, wins: 2, goals: 2.333, shotPct: 0.25, timeInPossesion: 33.333 });
    expect(none?.values['goals']).toBeNull();
    expect(unpublished?.values['goals']).toBeNull();
    expect(rows[0]?.values['goals']).toBe(7);
  });
});

describe('per game of a count shown with a fixed decimal', () => {
  it('divides fantasy points and penalty minutes like any count, one decimal per game', () => {
    const columns = columnsOf(['gamesPlayed', 'FPTS', 'pim', 'FPTS/G']);
    expect(columns.filter(dividesPerGame).map((column) => column.id)).toEqual(['FPTS', 'pim']);
    const view = modeTable(
      columns,
      [row('1', 'Four Games', 'A', { gamesPlayed: 4, FPTS: 162, pim: 1.5, 'FPTS/G': 40.5 })],
      'per-game',
    );
    expect(view.columns.map((column) => column.format)).toEqual(['count', 'decimal1', 'decimal1', 'decimal1']);
    // 162 / 4 = 40.5; 1.5 / 4 = 0.375; FPTS/G is a rate already and stays.
    expect(view.rows[0]?.values).toEqual({ gamesPlayed: 4, FPTS: 40.5, pim: 0.375, 'FPTS/G': 40.5 });
  });
});

describe('per game of a stat line', () => {
  const columns = columnsOf(['gamesPlayed', 'points', 'shotPct', 'powerPlays', 'pim', 'timeInPossesion']);
  it("writes each divided count over the line's games to the field its column reads, keeping the rest", () => {
    // powerPlays reads timesManUp; pim reads pimValue, else the team's pim.
    const line = { gamesPlayed: 4, points: 10, shotPct: 0.3, timesManUp: 6, pim: 3, timeInPossesion: 1000, saves: 9 };
    expect(modeStatLine(line, columns, 'per-game')).toEqual({
      ...line,
      points: 2.5,
      timesManUp: 1.5,
      pimValue: 0.75,
      timeInPossesion: 250,
    });
    expect(modeStatLine(line, columns, 'totals')).toBe(line);
  });
  it('is missing without games, never 0; a third of a count keeps three decimals', () => {
    expect(modeStatLine({ gamesPlayed: 0, points: 0 }, columns, 'per-game')).toMatchObject({ points: null });
    expect(perGameValue(1, 3)).toBe(0.333);
    expect(perGameValue(null, 3)).toBeNull();
    expect(perGameValue(2, null)).toBeNull();
  });
  it('names a divided column "per Game" in the per-game view only', () => {
    const [games, points, shotPct] = columns;
    if (!games || !points || !shotPct) throw new Error('columns');
    expect(modeColumnName(points, 'per-game')).toBe('Points per Game');
    expect(modeColumnName(points, 'totals')).toBe('Points');
    expect(modeColumnName(shotPct, 'per-game')).toBe('Shot %');
    expect(modeColumnName(games, 'per-game')).toBe('Games Played');
  });
});

describe('missing values in columns and CSV', () => {
  const columns = columnsOf(['goals', 'shotPct', 'unassistedGoals']);
  const rows = [
    row('1', 'Ann Attack', 'A', { goals: 3, shotPct: 0.25, unassistedGoals: null }),
    row('2', 'Bo Goalie', 'G', { goals: 0, shotPct: null, unassistedGoals: null }),
  ];
  it('leaves out a column empty for every row, and keeps every column of a table without rows', () => {
    const shown = shownColumns(columns, rows, (entry, column) => entry.values[column.id]);
    expect(shown.map((column) => column.id)).toEqual(['goals', 'shotPct']);
    expect(shownColumns(columns, [], () => null)).toHaveLength(3);
    expect(shownColumns(columnsOf(['foRecord']), [{ foRecord: ' ' }], (entry) => entry.foRecord)).toEqual([]);
  });
  it('writes a missing value as an empty cell, a zero as 0, a rate as its fraction', () => {
    expect(tableCsv(columns, rows, 'Player')).toBe(
      'Player,Team,G,SH%,UAG\r\nAnn Attack,,3,0.25,\r\nBo Goalie,,0,,\r\n',
    );
  });
});

describe('parseTableData', () => {
  it("names the file and the season it expected when a file is not that season's table", () => {
    const season = { year: 2024, seasonType: 'post' } as const;
    expect(() =>
      parseTableData({ kind: 'players', year: 2023, seasonType: 'post', rows: [] }, 'players', season, '/x.json'),
    ).toThrow('/x.json: not the players table of 2024 post');
    expect(
      parseTableData({ kind: 'players', year: 2024, seasonType: 'post', rows: [] }, 'players', season, '/x.json').rows,
    ).toEqual([]);
  });
});
