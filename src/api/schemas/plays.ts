/**
 * Play-by-play and the live feed of one game.
 *
 * A play's homeScore/visitorScore are the running score only on pregame, shot, goal and gameEnd
 * plays; elsewhere the wire puts the final score there: read them with care.
 */
import { type Infer, array, nullable, number, object, string, withDefault } from './schema.ts';
import {
  idString,
  intish,
  list,
  nullableBoolean,
  nullableNumberish,
  nullableObject,
  nullableString,
} from './common.ts';
import { eventSchema } from './event.ts';
import { playerGameStatSchema, teamGameStatSchema } from './boxscore.ts';
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

/**
 * A live scoreboard. Every field may be missing on the wire; a scoreboard counts only when
 * all seven are present (isCompleteScoreboard), so lists stay null here rather than [].
 */
export const scoreboardSchema = object({
  homeScore: nullableNumberish,
  awayScore: nullableNumberish,
  homePeriodScores: withDefault(nullable(array(number())), null),
  awayPeriodScores: withDefault(nullable(array(number())), null),
  period: nullableNumberish,
  minutes: nullableNumberish,
  seconds: nullableNumberish,
});

/**
 * The live feed of one game (GET /v4/feed?eventSlug=), the same parts as a stream `eventUpdate`:
 * scoreboard, play logs, player stats, team stats, plus the event itself when the server sends it.
 */
export const liveFeedSchema = object({
  event: nullableObject(eventSchema),
  scoreboard: nullableObject(scoreboardSchema),
  playLogs: list(pbpEventSchema),
  playerStats: list(playerGameStatSchema),
  teamStats: list(teamGameStatSchema),
});
export type LiveFeed = Infer<typeof liveFeedSchema>;
export const LiveFeedEntity = entity('LiveFeed', liveFeedSchema, ['event.slugname']);
