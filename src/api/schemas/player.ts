/**
 * Players (allPlayers, 1.4 player, 1.12 the official profile object; REST season
 * players): bio scalars, team history, and the stat blocks a query asked for (null otherwise).
 * officialId is a 6-character zero-padded string and stays a string.
 */
import { type Infer, extend, object, string } from './schema.ts';
import {
  idString,
  intish,
  list,
  nullableBoolean,
  nullableNumberish,
  nullableObject,
  nullableString,
  nullableStringish,
} from './common.ts';
import { entity } from './parse.ts';
import { advancedStatsSchema, playerStatsSchema } from './stats.ts';

/** One team of a player: an allTeams row (one per team-year), currentTeam or team. */
export const playerTeamSchema = object({
  officialId: idString,
  year: nullableNumberish,
  fullName: nullableString,
  location: nullableString,
  locationCode: nullableString,
  urlLogo: nullableString,
  league: nullableString,
  position: nullableString,
  positionName: nullableString,
  jerseyNum: nullableNumberish,
});

export const playerChampSeriesSchema = object({
  year: nullableNumberish,
  position: nullableString,
  positionName: nullableString,
  team: nullableObject(
    object({
      officialId: idString,
      fullName: nullableString,
      location: nullableString,
      locationCode: nullableString,
      position: nullableString,
      positionName: nullableString,
    }),
  ),
  stats: nullableObject(playerStatsSchema),
});

/** One allSeasonStats row: a year x segment of a player's career. */
export const playerSeasonStatsSchema = extend(playerStatsSchema, {
  year: intish,
  seasonSegment: string(1),
  teamId: nullableString,
});

export const accoladeSchema = object({
  awardName: string(1),
  years: list(intish),
});

export const playerSchema = object({
  officialId: idString,
  firstName: string(),
  lastName: string(),
  lastNameSuffix: nullableString,
  slug: nullableString,
  profileUrl: nullableString,
  jerseyNum: nullableNumberish,
  position: nullableString,
  positionName: nullableString,
  /** R, L, R-L, L-R. */
  handedness: nullableString,
  country: nullableString,
  countryCode: nullableString,
  /** Feet and inches as text: 6'0. */
  height: nullableStringish,
  weight: nullableStringish,
  age: nullableNumberish,
  dob: nullableStringish,
  college: nullableString,
  collegeYear: nullableStringish,
  highSchool: nullableString,
  hometown: nullableString,
  nickname: nullableString,
  bio: nullableString,
  experience: nullableNumberish,
  /** Rookie year. */
  expFromYear: nullableNumberish,
  allYears: list(intish),
  /** H, Q, O, IR... */
  injuryStatus: nullableString,
  injuryDescription: nullableString,
  isCaptain: nullableBoolean,
  currentTeam: nullableObject(playerTeamSchema),
  team: nullableObject(playerTeamSchema),
  allTeams: list(playerTeamSchema),
  stats: nullableObject(playerStatsSchema),
  postStats: nullableObject(playerStatsSchema),
  careerStats: nullableObject(playerStatsSchema),
  allSeasonStats: list(playerSeasonStatsSchema),
  accolades: list(accoladeSchema),
  champSeries: nullableObject(playerChampSeriesSchema),
  advancedSeasonStats: nullableObject(advancedStatsSchema),
});
export type Player = Infer<typeof playerSchema>;
export const PlayerEntity = entity('Player', playerSchema, ['officialId', 'slug']);
