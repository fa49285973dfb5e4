import { describe, expect, it } from 'vitest';
import {
  comparisonSelection,
  currentSeason,
  defaultSeasonSelection,
  hasChampSeries,
} from '../../../src/lib/seasons.ts';

describe('the current season', () => {
  it('"Season start cutoff dates for 2025 and 2026 decide the current year": 2026 from its opening day (8 May, Eastern)', () => {
    expect(currentSeason(Date.parse('2026-05-08T04:00:00Z'))).toBe(2026);
    expect(currentSeason(Date.parse('2026-05-08T03:59:59Z'))).toBe(2025);
    expect(currentSeason(new Date('2026-11-22T12:00:00Z'))).toBe(2026);
  });
  it('"Season start cutoff dates for 2025 and 2026 decide the current year": 2025 from 30 May 2025', () => {
    expect(currentSeason(Date.parse('2025-05-30T04:00:00Z'))).toBe(2025);
    expect(currentSeason(Date.parse('2025-05-29T12:00:00Z'))).toBe(2024);
    expect(currentSeason(Date.parse('2025-01-01T00:00:00Z'))).toBe(2024);
  });
  it('after the last cutoff the last season stays current', () => {
    expect(currentSeason(Date.parse('2027-07-01T00:00:00Z'))).toBe(2026);
  });
});

describe('season selection', () => {
  it('"player comparison has its own selection (always regular, default year)"', () => {
    expect(comparisonSelection(Date.parse('2026-11-22T12:00:00Z'))).toEqual({ seasonType: 'regular', year: 2026 });
    expect(defaultSeasonSelection(Date.parse('2025-06-01T00:00:00Z'))).toEqual({ seasonType: 'regular', year: 2025 });
  });
});

describe('champ series years', () => {
  it('"includeChampSeries = year above 2022"', () => {
    expect(hasChampSeries(2022)).toBe(false);
    expect(hasChampSeries(2023)).toBe(true);
  });
});
