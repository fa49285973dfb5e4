import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCAL_TIME_SCRIPT, formatGameDate, formatStartTime } from '../../../../src/lib/games/time-display.ts';

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
  it("in the visitor's own zone: the zone named, the weekday when the day differs from ET's", () => {
    // 23:00 UTC on Sat 7 June 2025: 4pm in Los Angeles (PDT, UTC-7), 9am Sunday in Sydney (AEST, UTC+10).
    expect(formatStartTime(seconds('2025-06-07T23:00:00Z'), 'America/Los_Angeles')).toBe('4pm PDT');
    expect(formatStartTime(seconds('2025-06-07T23:00:00Z'), 'Australia/Sydney')).toBe('Sun 9am GMT+10');
    // India is UTC+5:30: the half hour shows, and the league's :23 placeholder is still TBA there.
    expect(formatStartTime(seconds('2025-06-07T13:00:00Z'), 'Asia/Kolkata')).toBe('6:30pm GMT+5:30');
    expect(formatStartTime(seconds('2025-06-07T23:23:00Z'), 'Asia/Kolkata')).toBe('TBA');
    expect(formatStartTime(seconds('2025-06-07T23:00:00Z'), 'America/New_York')).toBe('7pm ET');
  });
  it("the inline script carries the rule whole: run with nothing but a page's globals, it restates its times", () => {
    const time = { start: String(seconds('2025-06-07T23:00:00Z')), textContent: '7pm ET' };
    const document = {
      querySelectorAll: () => [
        {
          getAttribute: () => time.start,
          set textContent(text: string) {
            time.textContent = text;
          },
        },
      ],
    };
    // A visitor in Los Angeles: the zone the browser resolves; every other formatter is the real one.
    const visitorIntl = {
      DateTimeFormat: function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        return args.length === 0
          ? { resolvedOptions: () => ({ timeZone: 'America/Los_Angeles' }) }
          : new Intl.DateTimeFormat(...args);
      },
    };
    runInNewContext(LOCAL_TIME_SCRIPT, { document, Intl: visitorIntl });
    expect(time.textContent).toBe('4pm PDT');
  });
  it('the inline script builds one formatter per zone, however many times the page shows', () => {
    // Forty games a week apart from Sat 7 June 2025, 23:00 UTC: 4pm in Los Angeles until November.
    const starts = Array.from({ length: 40 }, (_, week) => seconds('2025-06-07T23:00:00Z') + week * 7 * 86_400);
    const shown: string[] = [];
    const document = {
      querySelectorAll: () =>
        starts.map((start, index) => ({
          getAttribute: () => String(start),
          set textContent(text: string) {
            shown[index] = text;
          },
        })),
    };
    let built = 0;
    const visitorIntl = {
      DateTimeFormat: function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        if (args.length === 0) return { resolvedOptions: () => ({ timeZone: 'America/Los_Angeles' }) };
        built++;
        return new Intl.DateTimeFormat(...args);
      },
    };
    runInNewContext(LOCAL_TIME_SCRIPT, { document, Intl: visitorIntl, Map });
    expect(shown).toHaveLength(40);
    expect(shown[0]).toBe('4pm PDT');
    // 23:00 UTC on 15 November 2025 is 3pm in Los Angeles, on Pacific Standard Time.
    expect(shown[23]).toBe('3pm PST');
    // The visitor's zone and the league's, which decides TBA and the weekday.
    expect(built).toBe(2);
  });
  it('the inline script leaves Intl alone on a page without start times', () => {
    let built = 0;
    const countingIntl = {
      DateTimeFormat: function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built++;
        return new Intl.DateTimeFormat(...args);
      },
    };
    runInNewContext(LOCAL_TIME_SCRIPT, { document: { querySelectorAll: () => [] }, Intl: countingIntl, Map });
    expect(built).toBe(0);
  });
  it('game days are Eastern days', () => {
    expect(formatGameDate(seconds('2025-05-30T22:00:00Z'))).toBe('Fri, May 30');
    expect(formatGameDate(seconds('2026-05-09T00:00:00Z'))).toBe('Fri, May 8');
  });
});
