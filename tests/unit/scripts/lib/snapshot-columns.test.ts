import { describe, expect, it } from 'vitest';
import { parseCsvTable } from '../../../../scripts/lib/csv.ts';
import {
  padPlayerId,
  parsePenaltyKills,
  percentToFraction,
  PLAY_COLUMNS,
  PLAYER_GAME_STAT_COLUMNS,
  readCell,
  TEAM_SEASON_TOTAL_COLUMNS,
} from '../../../../scripts/lib/snapshot-columns.ts';

const table = parseCsvTable('id,jersey,score,pct,pk,flag,blank\n3203,2.0,5.0,30.9,20 - 29,True,\n', 'sample.csv');
const record = table.rows[0] ?? {};
const read = (column: string, kind: Parameters<typeof readCell>[4]): unknown =>
  readCell(table, record, 0, column, kind);

describe('cell readers', () => {
  it('pads player ids to six characters ("3203" -> "003203")', () => {
    expect(padPlayerId('3203')).toBe('003203');
    expect(padPlayerId('262')).toBe('000262');
    expect(padPlayerId('003203')).toBe('003203');
    expect(padPlayerId('3203.0')).toBe('003203');
    expect(padPlayerId('abc')).toBeNull();
    expect(read('id', 'id')).toBe('003203');
  });

  it('reads float jerseys and scores ("2.0", "5.0") as whole numbers', () => {
    expect(read('jersey', 'optInt')).toBe(2);
    expect(read('score', 'int')).toBe(5);
    expect(read('blank', 'optInt')).toBeNull();
  });

  it('refuses a fraction or an empty cell where a whole number is required, naming file, row and column', () => {
    expect(() => read('pct', 'int')).toThrow(/sample\.csv, data row 1, column "pct": "30.9" is not a whole number/);
    expect(() => read('blank', 'int')).toThrow(/empty where a number is required/);
  });

  it('turns a display percent into a fraction with the display precision', () => {
    expect(percentToFraction('30.9')).toBe(0.309);
    expect(percentToFraction('47.8')).toBe(0.478);
    expect(percentToFraction('20')).toBe(0.2);
    expect(percentToFraction('72.7')).toBe(0.727);
    expect(percentToFraction('0')).toBe(0);
    expect(read('pct', 'percent')).toBe(0.309);
  });

  it('parses penalty kills written "20 - 29" and "8-11"', () => {
    expect(parsePenaltyKills('20 - 29')).toEqual([20, 29]);
    expect(parsePenaltyKills('8-11')).toEqual([8, 11]);
    expect(parsePenaltyKills('8 of 11')).toBeNull();
    expect(read('pk', 'pkKills')).toBe(20);
    expect(read('pk', 'pkTimes')).toBe(29);
  });

  it('reads booleans in either case and an empty cell as null', () => {
    expect(read('flag', 'bool')).toBe(true);
    expect(read('blank', 'bool')).toBeNull();
    expect(read('blank', 'zeroIfEmpty')).toBe(0);
  });
});

describe('column lists', () => {
  it('keep the wire names in a fixed order', () => {
    expect(PLAYER_GAME_STAT_COLUMNS.slice(0, 5)).toEqual([
      'playerId',
      'teamId',
      'position',
      'positionName',
      'jerseyNum',
    ]);
    expect(PLAYER_GAME_STAT_COLUMNS).toContain('GAA');
    expect(PLAY_COLUMNS).toContain('commitedTurnoverId');
    expect(TEAM_SEASON_TOTAL_COLUMNS.slice(-3)).toEqual(['penaltyKillPct', 'penaltyKills', 'timesShortHanded']);
  });
});
