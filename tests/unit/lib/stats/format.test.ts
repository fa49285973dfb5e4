import { describe, expect, it } from 'vitest';
import { formatStat, getColumn } from '../../../../src/lib/stats/columns.ts';
import {
  MISSING,
  columnValue,
  formatCell,
  formatColumn,
  formatFaceoffs,
  formatMinutesSeconds,
  formatOver,
  formatPenaltyKill,
  formatPercent,
  formatPowerPlay,
  formatRecord,
  formatValue,
  formatWinProbability,
  roundHalfUp,
  showTiesColumn,
} from '../../../../src/lib/stats/format.ts';

describe('stat formatting', () => {
  it('"names ending pct show percent, one decimal"', () => {
    expect(formatStat('shotPct', 0.41666)).toBe('41.7%');
    expect(formatStat('faceoffPct', 0.5)).toBe('50.0%');
    expect(formatStat('savePct', '0.59091')).toBe('59.1%');
  });

  it('"ending aa or PG one decimal"', () => {
    expect(formatStat('saa', 11.25)).toBe('11.3');
    expect(formatStat('GAA', 9)).toBe('9.0');
    expect(formatStat('shotsPG', 2.5)).toBe('2.5');
    expect(formatStat('pointsPG', 3.04)).toBe('3.0');
  });

  it('"ending rate percent two decimals"', () => {
    expect(formatStat('turnoverRate', 0.123456)).toBe('12.35%');
    expect(formatStat('goalRate', 0.05)).toBe('5.00%');
  });

  it('"containing ppg one decimal" (an id the registry does not list)', () => {
    expect(formatStat('fantasyPpgLast3', 12.345)).toBe('12.3');
  });

  it('"time in possession minutes and seconds"', () => {
    expect(formatStat('timeInPossesion', 1174)).toBe('19:34');
    expect(formatStat('timeInPossesion', 65)).toBe('1:05');
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(-3)).toBe('0:00');
    expect(formatMinutesSeconds(3725)).toBe('62:05');
  });

  it('a count the league did not publish is missing (an en dash), not 0', () => {
    expect(MISSING).toBe('\u2013');
    expect(formatStat('unassistedGoals', null)).toBe('–');
    expect(formatStat('goals', undefined)).toBe('–');
    expect(formatStat('goals', 'n/a')).toBe('–');
    expect(formatStat('goals', 0)).toBe('0');
  });

  it('a missing rate, average, time or record is an en dash', () => {
    expect(formatStat('shotPct', null)).toBe('–');
    expect(formatStat('saa', undefined)).toBe('–');
    expect(formatStat('turnoverRate', '')).toBe('–');
    expect(formatStat('timeInPossesion', null)).toBe('–');
    expect(formatStat('foRecord', null)).toBe('–');
  });

  it('a rate without attempts is missing in its column, whatever the wire sends (0.0)', () => {
    expect(formatColumn(getColumn('shotPct'), { goals: 0, shots: 0, shotPct: 0 })).toBe('–');
    expect(formatColumn(getColumn('faceoffPct'), { faceoffs: 0, faceoffPct: 0 })).toBe('–');
    expect(formatColumn(getColumn('savePct'), { saves: 0, scoresAgainst: 0, savePct: 0 })).toBe('–');
    expect(formatColumn(getColumn('saa'), { saves: 0, scoresAgainst: 0, saa: 0 })).toBe('–');
    // One shot faced, none saved: a real 0.0%.
    expect(formatColumn(getColumn('savePct'), { saves: 0, scoresAgainst: 1, savePct: 0 })).toBe('0.0%');
    expect(columnValue(getColumn('shotPct'), { shots: 0, shotPct: 0 })).toBeNull();
    expect(columnValue(getColumn('shotPct'), { shots: 4, shotPct: 0.25 })).toBe(0.25);
  });

  it('a line of no games shows its games played (0) and no other stat: its zeros are no statistics', () => {
    const noGames = { gamesPlayed: 0, points: 0, goals: 0, shots: 0, shotPct: 0, name: 'Ann Attack' };
    expect(formatColumn(getColumn('gamesPlayed'), noGames)).toBe('0');
    expect(formatColumn(getColumn('points'), noGames)).toBe('–');
    expect(formatColumn(getColumn('goals'), noGames)).toBe('–');
    expect(formatColumn(getColumn('name'), noGames)).toBe('Ann Attack');
    // One game without a point is a real 0; a line that does not say how many games is left alone.
    expect(formatColumn(getColumn('points'), { ...noGames, gamesPlayed: 1 })).toBe('0');
    expect(formatColumn(getColumn('points'), { points: 0 })).toBe('0');
  });

  it('counts show whole numbers; a fraction in a whole count still shows, to one decimal', () => {
    expect(formatStat('goals', 12)).toBe('12');
    expect(formatStat('goals', 12.25)).toBe('12.3');
    expect(formatStat('FPTS/G', 4)).toBe('4.0');
  });

  it('a count kept in fractions shows one decimal on every line, so a column of them lines up', () => {
    // 162 fantasy points beside 169.3: the whole total reads 162.0, not 162.
    expect(formatStat('FPTS', 162)).toBe('162.0');
    expect(formatStat('FPTS', 169.3)).toBe('169.3');
    expect(formatStat('FPTS', 12.25)).toBe('12.3');
    // Penalty minutes: a one-minute penalty beside a minute and a half.
    expect(formatColumn(getColumn('pim'), { pimValue: 1 })).toBe('1.0');
    expect(formatColumn(getColumn('pim'), { pim: 1.5 })).toBe('1.5');
    expect(formatColumn(getColumn('pim'), { pimValue: 0 })).toBe('0.0');
    // Missing is missing, not 0.0.
    expect(formatStat('FPTS', null)).toBe('–');
    expect(formatColumn(getColumn('pim'), {})).toBe('–');
    expect(formatCell({ format: 'count', decimals: 1 }, '7')).toBe('7.0');
    expect(formatCell({ format: 'count' }, 7)).toBe('7');
    expect(formatValue('count', 2, 1)).toBe('2.0');
  });

  it('text cells show their text, trimmed', () => {
    expect(formatValue('text', ' Jeff Teat ')).toBe('Jeff Teat');
    expect(formatValue('text', 7)).toBe('7');
    expect(formatValue('text', '')).toBe('–');
  });

  it('rounding takes halves away from zero at the shown decimal, whatever binary noise says', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(41.65, 1)).toBe(41.7);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(formatPercent(0.41665, 2)).toBe('41.67%');
  });

  it('"pim (pimValue shown as pim)": the pim column reads pimValue, and team stats\' pim when that is absent', () => {
    expect(formatColumn(getColumn('pim'), { pimValue: 4, pim: 99 })).toBe('4.0');
    expect(formatColumn(getColumn('pim'), { pim: 2.5 })).toBe('2.5');
    expect(formatColumn(getColumn('powerPlays'), { timesManUp: 6 })).toBe('6');
  });
});

describe('ratio cells', () => {
  it('"Power play shown goals-over-opportunities"', () => {
    expect(formatPowerPlay({ powerPlayGoals: 2, timesManUp: 5 })).toBe('2/5');
    expect(formatPowerPlay({ timesManUp: 3 })).toBe('0/3');
    expect(formatPowerPlay({ powerPlayGoals: 1 })).toBe('–');
  });

  it('"penalty kill kills-over-times-short-handed"', () => {
    expect(formatPenaltyKill({ timesShortHanded: 4, powerPlayGoalsAgainst: 1 })).toBe('3/4');
    expect(formatPenaltyKill({ timesShortHanded: 2 })).toBe('2/2');
    expect(formatPenaltyKill({})).toBe('–');
  });

  it('"faceoffs won-over-total"', () => {
    expect(formatFaceoffs({ faceoffsWon: 12, faceoffs: 20 })).toBe('12/20');
    expect(formatOver(null, 20)).toBe('0/20');
  });
});

describe('win probability', () => {
  it('"Win probability 100% or capped at 99.99%": certainty reads 100%', () => {
    expect(formatWinProbability(1)).toBe('100%');
  });
  it('"Win probability 100% or capped at 99.99%": 99.995% does not round up to 100%', () => {
    expect(formatWinProbability(0.99995)).toBe('99.99%');
    expect(formatWinProbability(0.999999)).toBe('99.99%');
  });
  it('"Win probability 100% or capped at 99.99%": ordinary values show two decimals', () => {
    expect(formatWinProbability(0.5526414036330111)).toBe('55.26%');
    expect(formatWinProbability(0.4)).toBe('40.00%');
  });
  it('zero reads 0%, a sliver above it 0.01%, missing an en dash', () => {
    expect(formatWinProbability(0)).toBe('0%');
    expect(formatWinProbability(0.000001)).toBe('0.01%');
    expect(formatWinProbability(null)).toBe('–');
    expect(formatWinProbability(undefined)).toBe('–');
    expect(formatWinProbability(Number.NaN)).toBe('–');
  });
});

describe('records and standings', () => {
  it('"Record display: wins - losses, plus - ties only when ties above 0."', () => {
    expect(formatRecord(7, 3, 0)).toBe('7 - 3');
    expect(formatRecord(7, 3, null)).toBe('7 - 3');
    expect(formatRecord(7, 3, undefined)).toBe('7 - 3');
    expect(formatRecord(6, 3, 1)).toBe('6 - 3 - 1');
  });

  it('"Ties column shown only if some team has ties or championship-series ties."', () => {
    expect(showTiesColumn([{ ties: 0 }, { ties: 0, csTies: 0 }])).toBe(false);
    expect(showTiesColumn([{ ties: 0 }, { ties: 1 }])).toBe(true);
    expect(showTiesColumn([{ ties: 0, csTies: 2 }])).toBe(true);
    expect(showTiesColumn([{ ties: null, csTies: null }, {}])).toBe(false);
    expect(showTiesColumn([])).toBe(false);
  });
});
