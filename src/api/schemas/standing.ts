/**
 * Standings: GraphQL `standings` nests the team; REST /v4/standings
 * flattens it (teamId, fullName...). Both read into the same Standing shape, team nested.
 */
import { type Infer, object, transform } from './schema.ts';
import { idString, nullableNumberish, nullableString } from './common.ts';
import { entity } from './parse.ts';

const standingTeamSchema = object({
  officialId: idString,
  fullName: nullableString,
  location: nullableString,
  locationCode: nullableString,
  urlLogo: nullableString,
});

const standingFields = {
  seed: nullableNumberish,
  wins: nullableNumberish,
  losses: nullableNumberish,
  ties: nullableNumberish,
  scores: nullableNumberish,
  scoresAgainst: nullableNumberish,
  scoreDiff: nullableNumberish,
  csWins: nullableNumberish,
  csLosses: nullableNumberish,
  csTies: nullableNumberish,
  csScores: nullableNumberish,
  csScoresAgainst: nullableNumberish,
  csScoreDiff: nullableNumberish,
  conferenceWins: nullableNumberish,
  conferenceLosses: nullableNumberish,
  conferenceTies: nullableNumberish,
  conferenceScores: nullableNumberish,
  conferenceScoresAgainst: nullableNumberish,
  /** "eastern" | "western" | null. */
  conference: nullableString,
  conferenceSeed: nullableNumberish,
};

export const standingSchema = object({ team: standingTeamSchema, ...standingFields });
export type Standing = Infer<typeof standingSchema>;
export const StandingEntity = entity('Standing', standingSchema, ['team.officialId']);

export const restStandingSchema = transform(
  object({
    teamId: idString,
    fullName: nullableString,
    location: nullableString,
    locationCode: nullableString,
    urlLogo: nullableString,
    ...standingFields,
  }),
  ({ teamId, fullName, location, locationCode, urlLogo, ...rest }): Standing => ({
    team: { officialId: teamId, fullName, location, locationCode, urlLogo },
    ...rest,
  }),
);
export const RestStandingEntity = entity('Standing', restStandingSchema, ['teamId']);
