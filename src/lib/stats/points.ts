/**
 * Points. The spec writes "Points = goals + 2 x two-point goals + assists"; the league's data shows
 * "goals" there means one-point goals (goals counts both kinds): points = onePointGoals +
 * 2 x twoPointGoals + assists holds on every 2022-2026 box score with a two-point goal.
 */
import { numericValue, rawStat, type StatLine } from './values.ts';

function countOf(stats: StatLine, field: string): number {
  return numericValue(rawStat(stats, field)) ?? 0;
}

/** Scoring points: a one-point goal is worth 1, a two-point goal 2. */
export function scoringPoints(stats: StatLine): number {
  return countOf(stats, 'onePointGoals') + 2 * countOf(stats, 'twoPointGoals');
}

/** "Points = goals + 2 x two-point goals + assists" (goals meaning one-point goals). */
export function points(stats: StatLine): number {
  return scoringPoints(stats) + countOf(stats, 'assists');
}
