/**
 * Teams (allTeams, 1.6 team; REST teams by year). `location`/`locationCode` are filled
 * from 2024 on only (null before), as on the wire.
 */
import { type Infer, object, string } from './schema.ts';
import {
  idString,
  list,
  intish,
  nullableBoolean,
  nullableNumberish,
  nullableObject,
  nullableString,
  nullableStringish,
} from './common.ts';
import { teamEventSchema } from './event.ts';
import { entity } from './parse.ts';
import { teamStatsSchema } from './stats.ts';

export const coachSchema = object({
  officialId: nullableStringish,
  /** "head" | "assistant". */
  coachType: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  /** allTeams gives one `name`; team gives firstName and lastName. */
  name: nullableString,
});

/** A player as a team's roster lists him: often little more than a slug. */
export const teamPlayerSchema = object({
  officialId: nullableString,
  slug: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  lastNameSuffix: nullableString,
  jerseyNum: nullableNumberish,
  position: nullableString,
  positionName: nullableString,
  handedness: nullableString,
  profileUrl: nullableString,
  injuryStatus: nullableString,
  injuryDescription: nullableString,
  isCaptain: nullableBoolean,
});

export const teamChampSeriesSchema = object({
  teamWins: nullableNumberish,
  teamLosses: nullableNumberish,
  teamTies: nullableNumberish,
  stats: nullableObject(teamStatsSchema),
  roster: list(teamPlayerSchema),
});

export const teamSchema = object({
  officialId: idString,
  fullName: string(),
  location: nullableString,
  locationCode: nullableString,
  urlLogo: nullableString,
  slogan: nullableString,
  league: nullableString,
  conference: nullableString,
  teamColor: nullableString,
  backgroundColor: nullableString,
  teamWins: nullableNumberish,
  teamLosses: nullableNumberish,
  teamTies: nullableNumberish,
  teamWinsPost: nullableNumberish,
  teamLossesPost: nullableNumberish,
  teamTiesPost: nullableNumberish,
  allYears: list(intish),
  /** The franchise's ids over the years (year, locationCode, officialId). */
  allTeams: list(
    object({
      year: nullableNumberish,
      locationCode: nullableString,
      officialId: idString,
    }),
  ),
  coaches: list(coachSchema),
  events: list(teamEventSchema),
  players: list(teamPlayerSchema),
  stats: nullableObject(teamStatsSchema),
  postStats: nullableObject(teamStatsSchema),
  champSeries: nullableObject(teamChampSeriesSchema),
});
export type Team = Infer<typeof teamSchema>;
export const TeamEntity = entity('Team', teamSchema, ['officialId']);
