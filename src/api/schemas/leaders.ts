/**
 * Stat leaders (also REST /v4/leaders) and career rows.
 * A leader's statValue and jerseyNum arrive as strings: both read as numbers.
 */
import { z } from 'zod';
import { idString, intish, list, nullableNumberish, nullableString, numberFields, numberish } from './common.ts';
import { entity } from './parse.ts';

export const leaderSchema = z.object({
  officialId: idString,
  statType: z.string().min(1),
  statValue: numberish,
  playerRank: nullableNumberish,
  firstName: z.string(),
  lastName: z.string(),
  slug: nullableString,
  profileUrl: nullableString,
  position: nullableString,
  jerseyNum: nullableNumberish,
  teamId: nullableString,
  year: nullableNumberish,
});
export type Leader = z.output<typeof leaderSchema>;
export const LeaderEntity = entity('Leader', leaderSchema, ['officialId', 'slug']);

/** The numbers of a career row. */
export const CAREER_ROW_FIELDS = [
  'gamesPlayed',
  'points',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'groundBalls',
  'saves',
  'faceoffsWon',
] as const;

export const careerStatSchema = z.object({
  player: z.object({
    name: z.string().min(1),
    /** Null for players with no PLL profile (MLL era). */
    experience: nullableNumberish,
    allYears: list(intish),
    slug: nullableString,
  }),
  ...numberFields(CAREER_ROW_FIELDS),
});
export type CareerStat = z.output<typeof careerStatSchema>;
export const CareerStatEntity = entity('CareerStat', careerStatSchema, ['player.slug', 'player.name']);
