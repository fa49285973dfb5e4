/**
 * Gameday rosters (/v4/events/gameday-rosters?year=&week=): one item per game, each
 * side with the players dressed for it.
 */
import { type Infer, object } from './schema.ts';
import { idString, list, nullableNumberish, nullableString, nullableStringish } from './common.ts';
import { entity } from './parse.ts';

export const gamedayPlayerSchema = object({
  officialId: idString,
  firstName: nullableString,
  lastName: nullableString,
  slug: nullableString,
  position: nullableString,
  positionName: nullableString,
  /** "active", "starter", ... */
  rosterStatus: nullableString,
  injuryStatus: nullableString,
  jerseyNum: nullableNumberish,
  age: nullableNumberish,
});

export const gamedayTeamSchema = object({
  officialId: idString,
  fullName: nullableString,
  location: nullableString,
  locationCode: nullableString,
  gamedayRoster: list(gamedayPlayerSchema),
});

export const gamedayRosterGameSchema = object({
  eventId: nullableStringish,
  slugname: nullableString,
  week: nullableNumberish,
  homeTeam: gamedayTeamSchema,
  awayTeam: gamedayTeamSchema,
});
export type GamedayRosterGame = Infer<typeof gamedayRosterGameSchema>;
export const GamedayRosterEntity = entity('GamedayRoster', gamedayRosterGameSchema, ['eventId', 'slugname']);
