/**
 * Box scores of one game: a player's line (/v4/events/{id}/players/stats) and a
 * team's line (/v4/events/{id}/teams/stats).
 */
import { type Infer, extend } from './schema.ts';
import { idString, nullableNumberish, nullableString } from './common.ts';
import { entity } from './parse.ts';
import { playerStatsSchema, teamStatsSchema } from './stats.ts';

export const playerGameStatSchema = extend(playerStatsSchema, {
  officialId: idString,
  /** The team's officialId; the site merges and splits lines by it. */
  teamId: idString,
  firstName: nullableString,
  lastName: nullableString,
  slug: nullableString,
  profileUrl: nullableString,
  position: nullableString,
  positionName: nullableString,
  jerseyNum: nullableNumberish,
});
export type PlayerGameStat = Infer<typeof playerGameStatSchema>;
export const PlayerGameStatEntity = entity('PlayerGameStat', playerGameStatSchema, ['officialId', 'slug']);

export const teamGameStatSchema = extend(teamStatsSchema, {
  officialId: idString,
});
export type TeamGameStat = Infer<typeof teamGameStatSchema>;
export const TeamGameStatEntity = entity('TeamGameStat', teamGameStatSchema, ['officialId']);
