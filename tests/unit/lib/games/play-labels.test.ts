import { describe, expect, it } from 'vitest';
import { isManUpShot, playLabel } from '../../../../src/lib/games/play-labels.ts';

describe('play labels', () => {
  it('"Play labels: shot, goal, faceoff, groundball, penalty, powerplayend, turnover, shotclockexpired, ballcleared, timeoutcalled"', () => {
    const types = [
      'shot',
      'goal',
      'faceoff',
      'groundball',
      'penalty',
      'powerplayend',
      'turnover',
      'shotclockexpired',
      'ballcleared',
      'timeoutcalled',
    ];
    expect(types.map((eventType) => playLabel({ eventType }))).toEqual([
      'Shot',
      'Goal',
      'Faceoff',
      'Ground Ball',
      'Penalty',
      'Power Play End',
      'Turnover',
      'Shot Clock Expired',
      'Clear',
      'Timeout',
    ]);
  });
  it('"pregame (Game Start), gameEnd (Final)"', () => {
    expect(playLabel({ eventType: 'pregame' })).toBe('Game Start');
    expect(playLabel({ eventType: 'gameEnd' })).toBe('Final');
  });
  it('"goal with man-up shot type shows PP Goal"', () => {
    expect(playLabel({ eventType: 'goal', shotType: 'MU' })).toBe('PP Goal');
    expect(playLabel({ eventType: 'goal', shotType: 'MU_2_PT' })).toBe('PP Goal');
    expect(playLabel({ eventType: 'shot', shotType: 'MU' })).toBe('Shot');
  });
  it('an even-strength two-point goal shows 2PT Goal; a one-point goal shows Goal', () => {
    expect(playLabel({ eventType: 'goal', shotType: '2_PT' })).toBe('2PT Goal');
    expect(playLabel({ eventType: 'goal', shotType: '1_PT' })).toBe('Goal');
    expect(playLabel({ eventType: 'goal', shotType: null })).toBe('Goal');
  });
  it('an unknown event type shows as it came', () => {
    expect(playLabel({ eventType: 'challenge' })).toBe('challenge');
  });
  it('man-up shots are MU and MU_2_PT', () => {
    expect(isManUpShot({ eventType: 'shot', shotType: 'MU_2_PT' })).toBe(true);
    expect(isManUpShot({ eventType: 'shot', shotType: '' })).toBe(false);
    expect(isManUpShot({ eventType: 'shot' })).toBe(false);
  });
});
