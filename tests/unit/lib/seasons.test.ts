import { describe, expect, it } from 'vitest';
import {
  comparisonSelection,
  currentSeason,
  dataToReload,
  defaultSeasonSelection,
  hasChampSeries,
  isSeasonType,
  selectableYears,
  statsForSeasonType,
} from '../../../src/lib/seasons.ts';

describe('season types', () => {
  const player = { stats: { goals: 1 }, postStats: { goals: 2 }, champSeries: { stats: { goals: 3 } } };

  it('"type regular (stats), post (postStats), champseries (champ series stats ...)"', () => {
    expect(statsForSeasonType(player, 'regular')).toEqual({ goals: 1 });
    expect(statsForSeasonType(player, 'post')).toEqual({ goals: 2 });
    expect(statsForSeasonType(player, 'champseries')).toEqual({ goals: 3 });
  });
  it('"champseries (champ series stats, falling back to postStats or stats)"', () => {
    expect(statsForSeasonType({ stats: { goals: 1 }, postStats: { goals: 2 }, champSeries: null }, 'champseries')).toEqual({ goals: 2 });
    expect(statsForSeasonType({ stats: { goals: 1 }, champSeries: { stats: null } }, 'champseries')).toEqual({ goals: 1 });
    expect(statsForSeasonType({}, 'champseries')).toBeNull();
  });
  it('a season type without its stats has none', () => {
    expect(statsForSeasonType({ stats: { goals: 1 } }, 'post')).toBeNull();
    expect(statsForSeasonType({ postStats: { goals: 1 } }, 'regular')).toBeNull();
  });
  it('only regular, post and champseries are season types', () => {
    expect(['regular', 'post', 'champseries'].every(isSeasonType)).toBe(true);
    expect(isSeasonType('allstar')).toBe(false);
    expect(isSeasonType(undefined)).toBe(false);
  });
});

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

describe('selectable years', () => {
  it('"Selectable years: 2025 down to 2019" (the current season down to 2019)', () => {
    expect(selectableYears(Date.parse('2026-11-22T12:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(selectableYears(Date.parse('2025-08-01T00:00:00Z'))).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019]);
  });
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

describe('season changes', () => {
  const loaded = () => true;
  const missing = () => false;
  it('"Year change reloads players, events, teams, leaders"', () => {
    expect(dataToReload({ seasonType: 'regular', year: 2025 }, { seasonType: 'regular', year: 2024 }, loaded)).toEqual([
      'players', 'events', 'teams', 'leaders',
    ]);
  });
  it('"type change reloads leaders and loads players for that type if absent"', () => {
    expect(dataToReload({ seasonType: 'regular', year: 2025 }, { seasonType: 'post', year: 2025 }, loaded)).toEqual(['leaders']);
    expect(dataToReload({ seasonType: 'regular', year: 2025 }, { seasonType: 'post', year: 2025 }, missing)).toEqual(['leaders', 'players']);
  });
  it('no change reloads nothing', () => {
    expect(dataToReload({ seasonType: 'post', year: 2025 }, { seasonType: 'post', year: 2025 }, missing)).toEqual([]);
  });
});
