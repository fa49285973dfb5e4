/**
 * Fantasy points (names the fields "fantasy points FPTS and FPTS/G" but gives no
 * formula). Project's decision: a standard points-league formula over the counts every season of
 * the data has (box scores and the published 2020-2021 totals alike), so FPTS is comparable across
 * seasons. A two-point goal is worth twice a one-point goal, as on the scoreboard. Faceoff wins and
 * saves come by the dozen in a game (a specialist wins about fifteen faceoffs, a goalie makes about
 * twelve saves), so they are worth a quarter and a half point: the best of them then score like a
 * productive attackman, and a season's top ten mixes positions instead of being mostly specialists
 * and goalies, as it was at half a point a faceoff win and a point a save.
 */

/** The counts the formula reads (a subset of a season's PlayerCounts). */
export interface FantasyCounts {
  gamesPlayed: number;
  onePointGoals: number;
  twoPointGoals: number;
  assists: number;
  groundBalls: number;
  causedTurnovers: number;
  turnovers: number;
  faceoffsWon: number;
  saves: number;
}

export type FantasyStat = Exclude<keyof FantasyCounts, 'gamesPlayed'>;

export interface FantasyRule {
  readonly stat: FantasyStat;
  /** What the rule scores, as the page states it. */
  readonly label: string;
  readonly points: number;
}

/** The scoring formula, in the order the fantasy page states it. */
export const FANTASY_SCORING: readonly FantasyRule[] = [
  { stat: 'onePointGoals', label: 'One-point goal', points: 4 },
  { stat: 'twoPointGoals', label: 'Two-point goal', points: 8 },
  { stat: 'assists', label: 'Assist', points: 2 },
  { stat: 'groundBalls', label: 'Ground ball', points: 1 },
  { stat: 'causedTurnovers', label: 'Caused turnover', points: 2 },
  { stat: 'turnovers', label: 'Turnover', points: -1 },
  { stat: 'faceoffsWon', label: 'Faceoff won', points: 0.25 },
  { stat: 'saves', label: 'Save', points: 0.5 },
];

/** FPTS of a stat line (a game, a season or a career). */
export function fantasyPoints(counts: FantasyCounts): number {
  let total = 0;
  for (const rule of FANTASY_SCORING) total += rule.points * counts[rule.stat];
  // Quarter points are the finest step; rounding keeps 0.1 + 0.2 style noise out of ties and sorting.
  return Math.round(total * 4) / 4;
}

/** FPTS/G: FPTS per game played, null without a game. */
export function fantasyPointsPerGame(counts: FantasyCounts): number | null {
  return counts.gamesPlayed > 0 ? fantasyPoints(counts) / counts.gamesPlayed : null;
}

/** "+4", "-1", "+0.5": a rule's points as the formula states them. */
export function formatRulePoints(points: number): string {
  return points < 0 ? `\u2212${String(-points)}` : `+${String(points)}`;
}
