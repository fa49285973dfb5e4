/**
 * Team codes across seasons: from 2024 the league shows location codes and splits the regular-season
 * standings into East and West. In 2024 the Chrome (CHR) became the Denver Outlaws (OUT) and teams took
 * location codes (ATL -> NYA).
 */
import type { SeasonType } from '../seasons.ts';
import { normalizeTeamCode } from './ids.ts';
import { locationCodeFor } from './location-codes.ts';

/** "2024+: team codes remapped, regular standings split eastern and western" */
const TEAM_CODE_REMAP_FROM_YEAR = 2024;

const RENAMED = { from: 'CHR', to: 'OUT' } as const;

/** The franchise an id belongs to today, so pages follow a team across its rename (CHR -> OUT). */
export function franchiseId(officialId: string): string {
  const id = normalizeTeamCode(officialId);
  return id === RENAMED.from ? RENAMED.to : id;
}

/** The official id a franchise used in `year` (OUT was CHR before 2024). */
export function officialIdInYear(officialId: string, year: number): string {
  const id = franchiseId(officialId);
  return id === RENAMED.to && year < TEAM_CODE_REMAP_FROM_YEAR ? RENAMED.from : id;
}

/** "2024+: team codes remapped": the code shown for a team in `year` (its location code from 2024). */
export function displayTeamCode(officialId: string, year: number): string {
  const id = officialIdInYear(officialId, year);
  return year >= TEAM_CODE_REMAP_FROM_YEAR ? locationCodeFor(id) : id;
}

export interface ConferenceStanding {
  conference?: string | null;
  seed?: number | null;
  conferenceSeed?: number | null;
}

export interface StandingsTable<Row> {
  /** The conference of the table, or null for the one league table. */
  conference: 'eastern' | 'western' | null;
  rows: Row[];
}

function bySeed<Row>(rows: readonly Row[], seedOf: (row: Row) => number | null | undefined): Row[] {
  return [...rows].sort((a, b) => (seedOf(a) ?? Infinity) - (seedOf(b) ?? Infinity));
}

/**
 * "2024+: ... regular standings split eastern and western", each ordered by conference seed; other
 * years and season types show one table by seed. Project's decision: when any team lacks a
 * conference, the split is skipped rather than losing that team.
 */
export function standingsTables<Row extends ConferenceStanding>(
  standings: readonly Row[],
  year: number,
  seasonType: SeasonType,
): StandingsTable<Row>[] {
  const conferenceOf = (row: Row) => row.conference?.trim().toLowerCase();
  const split =
    year >= TEAM_CODE_REMAP_FROM_YEAR &&
    seasonType === 'regular' &&
    standings.length > 0 &&
    standings.every((row) => conferenceOf(row) === 'eastern' || conferenceOf(row) === 'western');
  if (!split) return [{ conference: null, rows: bySeed(standings, (row) => row.seed) }];
  return (['eastern', 'western'] as const).map((conference) => ({
    conference,
    rows: bySeed(
      standings.filter((row) => conferenceOf(row) === conference),
      (row) => row.conferenceSeed,
    ),
  }));
}
