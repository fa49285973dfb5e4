/**
 * Standings: GraphQL `standings` nests the team; REST /v4/standings
 * flattens it (teamId, fullName...). Both read into the same Standing shape, team nested.
 */
import * as z from 'zod/mini';
import { idString, nullableNumberish, nullableString } from './common.ts';
import { entity } from './parse.ts';

const standingTeamSchema = z.object({
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

export const standingSchema = z.object({ team: standingTeamSchema, ...standingFields });
export type Standing = z.output<typeof standingSchema>;
export const StandingEntity = entity('Standing', standingSchema, ['team.officialId']);

const restStandingRowSchema = z.object({
  teamId: idString,
  fullName: nullableString,
  location: nullableString,
  locationCode: nullableString,
  urlLogo: nullableString,
  ...standingFields,
});
export const restStandingSchema = z.pipe(
  restStandingRowSchema,
  z.transform(
    ({
      teamId,
      fullName,
      location,
      locationCode,
      urlLogo,
      ...rest
    }: z.output<typeof restStandingRowSchema>): Standing => ({
      team: { officialId: teamId, fullName, location, locationCode, urlLogo },
      ...rest,
    }),
  ),
);
export const RestStandingEntity = entity('Standing', restStandingSchema, ['teamId']);
