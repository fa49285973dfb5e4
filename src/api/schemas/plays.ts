/**
 * Play-by-play of one game (the live feed that carries it is live-feed.ts's).
 *
 * A play's homeScore/visitorScore are the running score only on pregame, shot, goal and gameEnd
 * plays; elsewhere the wire puts the final score there: read them with care.
 */
import { type Infer, object, string } from './schema.ts';
import { idString, intish, nullableBoolean, nullableNumberish, nullableObject, nullableString } from './common.ts';
import { entity } from './parse.ts';

export const playDetailsSchema = object({
  shotOnGoal: nullableBoolean,
  shotSaved: nullableBoolean,
  /** "clean" | "messy" | null. */
  saveType: nullableString,
});

export const pbpEventSchema = object({
  /** "pregame", "faceoff-100", "shot-2600": the numeric core orders the plays. */
  markerId: idString,
  /** pregame | faceoff | groundball | shot | goal | turnover | shotclockexpired | penalty | gameEnd | ... */
  eventType: string(1),
  description: nullableString,
  /** 1-4, 5 and up overtime. */
  period: intish,
  /** Clock remaining in the period. */
  minutes: intish,
  seconds: intish,
  /** Seconds elapsed in the period. */
  secondsPassed: nullableNumberish,
  /** The team's officialId; "" on pregame and gameEnd. */
  teamId: nullableString,
  /** 1_PT | 2_PT | MU | MU_2_PT | "" | null. */
  shotType: nullableString,
  penaltyLength: nullableNumberish,
  penaltyDescription: nullableString,
  homeScore: nullableNumberish,
  visitorScore: nullableNumberish,
  awayTeamWinProbability: nullableNumberish,
  homeTeamWinProbability: nullableNumberish,
  faceoffWinnerId: nullableString,
  faceoffLoserId: nullableString,
  gbPlayerId: nullableString,
  shooterId: nullableString,
  goalieId: nullableString,
  offenseGoalieId: nullableString,
  shotAssistId: nullableString,
  commitedPenaltyId: nullableString,
  commitedTurnoverId: nullableString,
  causedTurnoverId: nullableString,
  assistOpportunityPlayerId: nullableString,
  closestDefenderId: nullableString,
  details: nullableObject(playDetailsSchema),
});
export type PbpEvent = Infer<typeof pbpEventSchema>;
export const PbpEventEntity = entity('PbpEvent', pbpEventSchema, ['markerId']);
