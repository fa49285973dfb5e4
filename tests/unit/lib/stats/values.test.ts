import { describe, expect, it } from 'vitest';
import { ratio } from '../../../../src/lib/aggregate/ratio.ts';
import { numericValue, perGame, statNumber, withoutAttempts, withoutGames } from '../../../../src/lib/stats/values.ts';

describe('reading stat values', () => {
  it('"Sorting treats missing or non-numeric as 0 (or last)": non-numeric values read as missing', () => {
    expect(numericValue(3)).toBe(3);
    expect(numericValue('0.391')).toBe(0.391);
    expect(numericValue(' 12 ')).toBe(12);
    expect(numericValue('')).toBeNull();
    expect(numericValue('n/a')).toBeNull();
    expect(numericValue(null)).toBeNull();
    expect(numericValue(undefined)).toBeNull();
    expect(numericValue(Number.NaN)).toBeNull();
    expect(numericValue(Infinity)).toBeNull();
    expect(numericValue(true)).toBeNull();
  });

  it('"Rate stats are derived from counts with a guarded ratio" (design): without attempts a rate is missing, not 0', () => {
    expect(ratio(3, 4)).toBe(0.75);
    expect(ratio(0, 4)).toBe(0);
    expect(ratio(0, 0)).toBeNull();
    expect(ratio(3, 0)).toBeNull();
    expect(ratio(null, 4)).toBeNull();
    expect(ratio(3, null)).toBeNull();
    expect(ratio(3, Infinity)).toBeNull();
    expect(ratio(Number.NaN, 4)).toBeNull();
  });

  it('a rate whose attempts are all known zeros is missing; unknown attempts leave the value alone', () => {
    // A field player's box-score line as the wire sends it: 0.0 for every rate he had no attempt at.
    const fieldPlayer = {
      gamesPlayed: 1,
      goals: 0,
      shots: 0,
      shotPct: 0,
      faceoffs: 0,
      faceoffPct: 0,
      saves: 0,
      scoresAgainst: 0,
      savePct: 0,
      saa: 0,
    };
    for (const rate of ['shotPct', 'faceoffPct', 'savePct', 'saa']) {
      expect(withoutAttempts(fieldPlayer, rate)).toBe(true);
      expect(statNumber(fieldPlayer, rate)).toBeNull();
    }
    // A goalie who faced one shot and let it in has a real 0.0%.
    expect(statNumber({ saves: 0, scoresAgainst: 1, savePct: 0 }, 'savePct')).toBe(0);
    expect(withoutAttempts({ shotPct: 0.5 }, 'shotPct')).toBe(false);
    expect(withoutAttempts({ goals: 0 }, 'goals')).toBe(false);
    expect(statNumber({ touches: 0, passRate: 0 }, 'passRate')).toBeNull();
  });

  it('"Per-game stat variants pointsPG, shotsPG, savesPG, groundBallsPG, faceoffWinsPG" derive from counts and gamesPlayed', () => {
    const stats = { gamesPlayed: 4, points: 10, shots: 9, saves: 50, groundBalls: 6, faceoffsWon: 70 };
    expect(statNumber(stats, 'pointsPG')).toBe(2.5);
    expect(statNumber(stats, 'shotsPG')).toBe(2.25);
    expect(statNumber(stats, 'savesPG')).toBe(12.5);
    expect(statNumber(stats, 'groundBallsPG')).toBe(1.5);
    expect(statNumber(stats, 'faceoffWinsPG')).toBe(17.5);
  });

  it('a per-game variant the wire sends is used as sent', () => {
    expect(statNumber({ gamesPlayed: 4, shots: 9, shotsPG: '2.3' }, 'shotsPG')).toBe(2.3);
  });

  it('a per-game variant without games played is missing', () => {
    expect(statNumber({ gamesPlayed: 0, points: 3 }, 'pointsPG')).toBeNull();
    expect(perGame({ points: 3 }, 'points')).toBeNull();
  });

  it('other stats are read as they are', () => {
    expect(statNumber({ goals: 7 }, 'goals')).toBe(7);
    expect(statNumber({}, 'goals')).toBeNull();
  });

  it('a line of no games ranks no stat but its games played', () => {
    const noGames = { gamesPlayed: 0, points: 0, saves: 0 };
    expect(withoutGames(noGames, 'points')).toBe(true);
    expect(withoutGames(noGames, 'gamesPlayed')).toBe(false);
    expect(statNumber(noGames, 'points')).toBeNull();
    expect(statNumber(noGames, 'gamesPlayed')).toBe(0);
    expect(statNumber({ gamesPlayed: 2, points: 0 }, 'points')).toBe(0);
  });
});
