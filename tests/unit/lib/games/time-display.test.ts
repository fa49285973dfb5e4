import { describe, expect, it } from 'vitest';
import { formatGameDate, formatStartTime } from '../../../../src/lib/games/time-display.ts';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('start times', () => {
  it('"Times read like 7pm, hiding :00" (in Eastern Time, stated)', () => {
    expect(formatStartTime(seconds('2025-06-07T23:00:00Z'))).toBe('7pm ET');
    expect(formatStartTime(seconds('2025-05-30T22:00:00Z'))).toBe('6pm ET');
    expect(formatStartTime(seconds('2024-06-01T17:00:00Z'))).toBe('1pm ET');
  });
  it('"Times read like 7pm": other minutes show', () => {
    expect(formatStartTime(seconds('2025-06-07T23:30:00Z'))).toBe('7:30pm ET');
    expect(formatStartTime(String(seconds('2025-06-07T15:45:00Z')))).toBe('11:45am ET');
  });
  it('"Times read like 7pm": noon, midnight and winter (EST) times', () => {
    expect(formatStartTime(seconds('2025-06-07T16:00:00Z'))).toBe('12pm ET');
    expect(formatStartTime(seconds('2025-06-08T04:00:00Z'))).toBe('12am ET');
    expect(formatStartTime(seconds('2025-02-12T01:00:00Z'))).toBe('8pm ET');
  });
  it('"Start time with minute :23 shows TBA."', () => {
    expect(formatStartTime(seconds('2025-06-07T23:23:00Z'))).toBe('TBA');
    expect(formatStartTime(seconds('2025-06-07T23:22:00Z'))).toBe('7:22pm ET');
  });
  it('game days are Eastern days', () => {
    expect(formatGameDate(seconds('2025-05-30T22:00:00Z'))).toBe('Fri, May 30');
    expect(formatGameDate(seconds('2026-05-09T00:00:00Z'))).toBe('Fri, May 8');
  });
});
