import { describe, expect, it } from 'vitest';
import {
  clockZeroLabel,
  formatClock,
  gameStatusLine,
  type ClockedEvent,
} from '../../../../src/lib/games/clock-labels.ts';

const base: ClockedEvent = {
  eventStatus: 1,
  period: 2,
  clockMinutes: 4,
  clockSeconds: 32,
  gameStatus: null,
  homeScore: 5,
  visitorScore: 3,
  startTime: Date.parse('2025-06-07T23:00:00Z') / 1000,
};

describe('clock labels', () => {
  it('"Clock zero: End of 1st, Half, End of 3rd"', () => {
    expect(clockZeroLabel(1, 2, 1)).toBe('End of 1st');
    expect(clockZeroLabel(2, 2, 1)).toBe('Half');
    expect(clockZeroLabel(3, 2, 2)).toBe('End of 3rd');
  });
  it('"End of Reg (period 4, tied)"', () => {
    expect(clockZeroLabel(4, 10, 10)).toBe('End of Reg');
    expect(clockZeroLabel(4, 11, 10)).toBeNull();
    expect(clockZeroLabel(5, 10, 10)).toBeNull();
  });
  it('the clock reads m:ss and never negative', () => {
    expect(formatClock(4, 5)).toBe('4:05');
    expect(formatClock(0, -22)).toBe('0:00');
  });
});

describe('the game status line', () => {
  it('in the schedule\'s state, a game started without a final reads "Result pending"', () => {
    expect(gameStatusLine({ ...base, eventStatus: 0, period: 0 }, 'pending')).toBe('Result pending');
    expect(gameStatusLine({ ...base, eventStatus: 3, period: 4 }, 'final')).toBe('FINAL');
  });
  it('"Game status text, if present and not final, replaces the clock."', () => {
    expect(gameStatusLine({ ...base, gameStatus: 'Weather Delay' })).toBe('Weather Delay');
    expect(gameStatusLine({ ...base, eventStatus: 0, gameStatus: 'Postponed' })).toBe('Postponed');
  });
  it('"Game status text, if present and not final ...": a final game shows FINAL whatever its text', () => {
    expect(gameStatusLine({ ...base, eventStatus: 3, period: 4, gameStatus: 'Weather Delay' })).toBe('FINAL');
    expect(gameStatusLine({ ...base, eventStatus: 2, period: 5 })).toBe('FINAL OT');
  });
  it('"1 live (period, clock ...)"', () => {
    expect(gameStatusLine(base)).toBe('2nd 4:32');
    expect(gameStatusLine({ ...base, gameStatus: '  ', period: 5, clockMinutes: 9, clockSeconds: 7 })).toBe('OT 9:07');
  });
  it('"Clock zero: ... Half" on a live game at 0:00', () => {
    expect(gameStatusLine({ ...base, clockMinutes: 0, clockSeconds: 0 })).toBe('Half');
    expect(
      gameStatusLine({ ...base, period: 4, clockMinutes: 0, clockSeconds: 0, homeScore: 9, visitorScore: 9 }),
    ).toBe('End of Reg');
    expect(gameStatusLine({ ...base, period: 4, clockMinutes: 0, clockSeconds: 0 })).toBe('4th 0:00');
  });
  it('"0 upcoming (start time ...)"', () => {
    expect(gameStatusLine({ ...base, eventStatus: 0, period: 0 })).toBe('7pm ET');
  });
  it('an upcoming start time in another zone reads in it, named; a live clock ignores the zone', () => {
    // 23:00 UTC in June: 4pm in Los Angeles (UTC-7), the same day as in ET.
    expect(gameStatusLine({ ...base, eventStatus: 0, period: 0 }, 'upcoming', 'America/Los_Angeles')).toBe('4pm PDT');
    expect(gameStatusLine(base, 'live', 'America/Los_Angeles')).toBe('2nd 4:32');
  });
});
