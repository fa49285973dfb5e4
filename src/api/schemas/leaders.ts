/**
 * Stat leaders (also REST /v4/leaders) and career rows.
 * A leader's statValue and jerseyNum arrive as strings: both read as numbers.
 */
import { type Infer, object, string } from './schema.ts';
import { idString, intish, list, nullableNumberish, nullableString, numberFields, numberish } from './common.ts';
import { entity } from './parse.ts';
import { CAREER_STATS } from '../../lib/stats/tables.ts';

export const leaderSchema = object({
  officialId: idString,
  statType: string(1),
  statValue: numberish,
  playerRank: nullableNumberish,
  firstName: string(),
  lastName: string(),
  slug: nullableString,
  profileUrl: nullableString,
  position: nullableString,
  jerseyNum: nullableNumberish,
  teamId: nullableString,
  year: nullableNumberish,
});
export type Leader = Infer<typeof leaderSchema>;
export const LeaderEntity = entity('Leader', leaderSchema, ['officialId', 'slug']);

export const careerStatSchema = object({
  player: object({
    name: string(1),
    /** Null for players with no PLL profile (MLL era). */
    experience: nullableNumberish,
    allYears: list(intish),
    slug: nullableString,
  }),
  ...numberFields(CAREER_STATS),
});
export type CareerStat = Infer<typeof careerStatSchema>;
export const CareerStatEntity = entity('CareerStat', careerStatSchema, ['player.slug', 'player.name']);
