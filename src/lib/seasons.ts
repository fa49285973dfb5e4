/**
 * Seasons: which stats a season type reads, which year is current, which
 * years can be picked. Rules never read the clock: callers pass `now`.
 */

/**
 * "Season start cutoff dates for 2025 and 2026 decide the current year." Each cutoff
 * is the season's first game day, from midnight Eastern (2025-05-30 and 2026-05-08,
 * as the schedule data shows), so the new season becomes current on its opening day.
 */
const SEASON_START_CUTOFFS = [
  { year: 2025, startsAt: Date.UTC(2025, 4, 30, 4) },
  { year: 2026, startsAt: Date.UTC(2026, 4, 8, 4) },
] as const;
/** Before the first cutoff, the season before it is current. */
const SEASON_BEFORE_CUTOFFS = 2024;
/** "champ series data above 2022" */
const LAST_YEAR_WITHOUT_CHAMP_SERIES = 2022;

/** Every part of a season a game can belong to. */
export const SEASON_SEGMENTS = ['regular', 'post', 'champseries', 'allstar', 'preseason'] as const;
export type SeasonSegment = (typeof SEASON_SEGMENTS)[number];

/** The segments with stats of their own: regular (stats), post (postStats), champseries. */
export const SEASON_TYPES = ['regular', 'post', 'champseries'] as const satisfies readonly SeasonSegment[];
export type SeasonType = Extract<SeasonSegment, (typeof SEASON_TYPES)[number]>;

/** How a season type reads in headings and row labels. */
export const SEASON_LABELS: Readonly<Record<SeasonType, string>> = {
  regular: 'Regular Season',
  post: 'Post-Season',
  champseries: 'Championship Series',
};

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
