/**
 * Seasons (spec sections 2 and 4): which stats a season type reads, which year is current, which
 * years can be picked. Rules never read the clock: callers pass `now`.
 */
import {
  FIRST_SELECTABLE_YEAR,
  LAST_YEAR_WITHOUT_CHAMP_SERIES,
  SEASON_BEFORE_CUTOFFS,
  SEASON_START_CUTOFFS,
} from './constants.ts';

/** "Season: type regular (stats), post (postStats), champseries (...)" */
export const SEASON_TYPES = ['regular', 'post', 'champseries'] as const;
export type SeasonType = (typeof SEASON_TYPES)[number];

/** How a season type reads in headings and row labels. */
export const SEASON_LABELS: Readonly<Record<SeasonType, string>> = {
  regular: 'Regular Season',
  post: 'Post-Season',
  champseries: 'Championship Series',
};

export function isSeasonType(value: unknown): value is SeasonType {
  return typeof value === 'string' && (SEASON_TYPES as readonly string[]).includes(value);
}

/** A player or team as the wire sends it: regular stats, post-season stats, champ series block. */
export interface SeasonalStats<Stats> {
  stats?: Stats | null;
  postStats?: Stats | null;
  champSeries?: { stats?: Stats | null } | null;
}

/**
 * "type regular (stats), post (postStats), champseries (champ series stats, falling back to
 * postStats or stats)".
 */
export function statsForSeasonType<Stats>(entity: SeasonalStats<Stats>, type: SeasonType): Stats | null {
  switch (type) {
    case 'regular':
      return entity.stats ?? null;
    case 'post':
      return entity.postStats ?? null;
    case 'champseries':
      return entity.champSeries?.stats ?? entity.postStats ?? entity.stats ?? null;
  }
}

function millis(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime();
}

/**
 * "Season start cutoff dates for 2025 and 2026 decide the current year": the latest season whose
 * start has passed; before the first cutoff, the season before it.
 */
export function currentSeason(now: Date | number): number {
  const at = millis(now);
  let season: number = SEASON_BEFORE_CUTOFFS;
  for (const cutoff of SEASON_START_CUTOFFS) {
    if (at >= cutoff.startsAt) season = cutoff.year;
  }
  return season;
}

/**
 * "Selectable years: 2025 down to 2019." Read as "the current season down to 2019" (the spec was
 * written during 2025; the 2026 season has since been played), newest first.
 */
export function selectableYears(now: Date | number): number[] {
  const years: number[] = [];
  for (let year = currentSeason(now); year >= FIRST_SELECTABLE_YEAR; year -= 1) years.push(year);
  return years;
}

export interface SeasonSelection {
  seasonType: SeasonType;
  year: number;
}

/** The selector's default: the regular season of the current year. */
export function defaultSeasonSelection(now: Date | number): SeasonSelection {
  return { seasonType: 'regular', year: currentSeason(now) };
}

/** "player comparison has its own selection (always regular, default year)" */
export function comparisonSelection(now: Date | number): SeasonSelection {
  return defaultSeasonSelection(now);
}

/** "includeChampSeries = year above 2022"; "champ series data above 2022". */
export function hasChampSeries(year: number): boolean {
  return year > LAST_YEAR_WITHOUT_CHAMP_SERIES;
}

export type SeasonData = 'players' | 'events' | 'teams' | 'leaders';

/**
 * "Year change reloads players, events, teams, leaders; type change reloads leaders and loads players
 * for that type if absent."
 */
export function dataToReload(
  previous: SeasonSelection,
  next: SeasonSelection,
  hasPlayersFor: (selection: SeasonSelection) => boolean,
): SeasonData[] {
  if (previous.year !== next.year) return ['players', 'events', 'teams', 'leaders'];
  if (previous.seasonType === next.seasonType) return [];
  return hasPlayersFor(next) ? ['leaders'] : ['leaders', 'players'];
}
