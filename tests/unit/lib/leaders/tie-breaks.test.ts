import { describe, expect, it } from 'vitest';
import { tieBreakGroup, tieBreakStats } from '../../../../src/lib/leaders/tie-breaks.ts';

describe('tie-breaks', () => {
  it('"Tie-break per group: offense points, onePointGoals, assists"', () => {
    expect(tieBreakStats('offense', 'goals')).toEqual(['points', 'onePointGoals', 'assists']);
  });
  it('"defense causedTurnovers, groundBalls, points"', () => {
    expect(tieBreakStats('defense', 'shots')).toEqual(['causedTurnovers', 'groundBalls', 'points']);
  });
  it('"faceoff faceoffPct (or faceoffsWon), groundBalls, points"', () => {
    expect(tieBreakStats('faceoff', 'faceoffsWon')).toEqual(['faceoffPct', 'groundBalls', 'points']);
    expect(tieBreakStats('faceoff', 'faceoffPct')).toEqual(['faceoffsWon', 'groundBalls', 'points']);
  });
  it('"goalie saves, savePct, groundBalls"', () => {
    expect(tieBreakStats('goalie', 'saa')).toEqual(['saves', 'savePct', 'groundBalls']);
  });
  it('a stat never breaks its own tie', () => {
    expect(tieBreakStats('offense', 'points')).toEqual(['onePointGoals', 'assists']);
    expect(tieBreakStats('goalie', 'saves')).toEqual(['savePct', 'groundBalls']);
  });
  it("a list filtered to one position uses that position's group", () => {
    expect(tieBreakGroup('points', 'defense')).toBe('defense');
  });
  it('an unfiltered list uses the group the stat belongs to', () => {
    expect(tieBreakGroup('savePct')).toBe('goalie');
    expect(tieBreakGroup('faceoffWinsPG', null)).toBe('faceoff');
    expect(tieBreakGroup('causedTurnovers')).toBe('defense');
    expect(tieBreakGroup('shotPct')).toBe('offense');
  });
});
