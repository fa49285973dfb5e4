/**
 * The live feed of one game (GET /v4/feed?eventSlug=), which the league client reads. Apart from the
 * play schema (plays.ts) that the live views load: its event field takes the full event schema, and
 * the bundler keeps every schema such a module names in whatever script imports it.
 */
import { type Infer, array, nullable, number, object, withDefault } from './schema.ts';
import { list, nullableNumberish, nullableObject } from './common.ts';
import { playerGameStatSchema, teamGameStatSchema } from './boxscore.ts';
import { eventSchema } from './event.ts';
import { entity } from './parse.ts';
import { pbpEventSchema } from './plays.ts';

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
