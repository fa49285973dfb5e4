import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  bestIndexes,
  comparisonCsv,
  comparisonDataPath,
  comparisonRows,
  comparisonPath,
  parseComparisonData,
  parsePlayersParam,
  removePlayer,
} from '../../../../src/lib/players/comparison.ts';
import { COMPARISON_STATS } from '../../../../src/lib/stats/tables.ts';
import { getColumn } from '../../../../src/lib/stats/columns.ts';

describe('the selection in the URL', () => {
  it('reads ?players= as trimmed, lower-case, well-formed slugs without repeats', () => {
    expect(parsePlayersParam(' Marcus-Holman, blaze-riorden ,marcus-holman')).toEqual([
      'marcus-holman',
      'blaze-riorden',
    ]);
    expect(parsePlayersParam('a,,b')).toEqual(['a', 'b']);
    expect(parsePlayersParam('<script>,ok,../x,a b')).toEqual(['ok']);
    expect(parsePlayersParam(null)).toEqual([]);
    expect(parsePlayersParam(undefined)).toEqual([]);
  });
  it('keeps at most four players', () => {
    expect(parsePlayersParam('a,b,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(addPlayer(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd']);
  });
  it('adds at the end, never twice, and removes', () => {
    expect(addPlayer(['a'], 'b')).toEqual(['a', 'b']);
    expect(addPlayer(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(removePlayer(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
  it('writes the page path with readable commas, or the bare page without players', () => {
    expect(comparisonPath(['a', 'b'])).toBe('/player-comparison/?players=a,b');
    expect(comparisonPath([])).toBe('/player-comparison/');
    expect(comparisonDataPath(2026)).toBe('/data/comparison/2026.json');
  });
});

describe('the season file check', () => {
  const valid = {
    year: 2026,
    seasonType: 'regular',
    stats: ['points', 'saa'],
    players: [{ slug: 'a', id: '000001', name: 'A A', sortName: 'A A', position: 'A', team: null, values: [3, null] }],
  };
  it('accepts a well-formed file', () => {
    expect(parseComparisonData(valid)).toEqual(valid);
  });
  it('names what is wrong and where', () => {
    expect(() => parseComparisonData(null)).toThrow('expected an object');
    expect(() => parseComparisonData({ ...valid, year: '2026' })).toThrow('"year"');
    expect(() => parseComparisonData({ ...valid, seasonType: 'post' })).toThrow('"seasonType"');
    expect(() => parseComparisonData({ ...valid, stats: [1] })).toThrow('"stats"');
    expect(() => parseComparisonData({ ...valid, stats: ['points', 'pointz'] })).toThrow('registered stat ids');
    expect(() => parseComparisonData({ ...valid, players: {} })).toThrow('"players"');
    expect(() => parseComparisonData({ ...valid, players: [7] })).toThrow('players[0] must be an object');
    expect(() => parseComparisonData({ ...valid, players: [{ ...valid.players[0], slug: 1 }] })).toThrow(
      'players[0] needs text',
    );
    expect(() => parseComparisonData({ ...valid, players: [{ ...valid.players[0], team: 3 }] })).toThrow(
      '"position" and "team"',
    );
    expect(() => parseComparisonData({ ...valid, players: [{ ...valid.players[0], values: [1] }] })).toThrow(
      'players[0]: "values" must hold 2',
    );
    expect(() => parseComparisonData({ ...valid, players: [{ ...valid.players[0], values: [1, 'x'] }] })).toThrow(
      '"values"',
    );
  });
});

describe('best value in a row', () => {
  it('the highest wins, ties share, all level means none', () => {
    expect(bestIndexes('points', [10, 12, 12])).toEqual([1, 2]);
    expect(bestIndexes('points', [5, 5])).toEqual([]);
  });
  it('lower is better for turnovers and saa', () => {
    expect(bestIndexes('turnovers', [3, 0])).toEqual([1]);
    expect(bestIndexes('saa', [12.1, null, 10.4])).toEqual([2]);
    expect(bestIndexes('saa', [12.1, null])).toEqual([]);
  });
  it('games played is context, never best', () => {
    expect(bestIndexes('gamesPlayed', [10, 4])).toEqual([]);
  });
  it('missing values never win', () => {
    expect(bestIndexes('points', [null, 4, 2])).toEqual([1]);
    expect(bestIndexes('points', [null, 4])).toEqual([]);
  });
  it('the table leaves out a stat none of the compared players has, and marks best only among two or more', () => {
    const player = (slug: string, values: (number | null)[]) => ({
      slug,
      id: slug,
      name: slug,
      sortName: slug,
      position: null,
      team: null,
      values,
    });
    const stats = ['gamesPlayed', 'goals', 'savePct'] as const;
    const attackman = player('a', [10, 20, null]);
    expect(comparisonRows(stats, [attackman, player('b', [8, 25, null])])).toEqual([
      { stat: 'gamesPlayed', values: [10, 8], best: [] },
      { stat: 'goals', values: [20, 25], best: [1] },
    ]);
    expect(comparisonRows(stats, [player('g', [10, 0, 0.55]), attackman]).map((entry) => entry.stat)).toEqual([
      'gamesPlayed',
      'goals',
      'savePct',
    ]);
    expect(comparisonRows(stats, [attackman])).toEqual([
      { stat: 'gamesPlayed', values: [10], best: [] },
      { stat: 'goals', values: [20], best: [] },
    ]);
  });
  it('every compared stat is in the column registry', () => {
    for (const stat of COMPARISON_STATS) expect(getColumn(stat).id).toBe(stat);
  });
});

describe('comparisonCsv', () => {
  it('gives a row per compared player and a column per stat the table shows, a missing value empty', () => {
    const player = (name: string, values: (number | null)[]) => ({
      slug: name.toLowerCase(),
      id: name,
      name,
      sortName: name,
      position: 'A',
      team: 'BOS',
      values,
    });
    // Faceoff % is missing for both, so the table and the file leave it out.
    expect(
      comparisonCsv(
        ['points', 'shotPct', 'faceoffPct'],
        [player('Ann', [12, 0.25, null]), player('Bo', [7, null, null])],
      ),
    ).toBe('Player,Team,Position,P,SH%\r\nAnn,BOS,A,12,0.25\r\nBo,BOS,A,7,\r\n');
  });
});
