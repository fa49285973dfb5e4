/**
 * Player season, career and per-game statistics derived from box-score lines or from the league's
 * published season totals, with every rate computed the way the league's own wire data has it.
 *
 * Formulas (each checked on every 2022-2026 box-score row and against the published 2022 totals):
 *   shotPct                = goals / shots
 *   shotsOnGoalPct         = shotsOnGoal / shots
 *   twoPointShotPct        = twoPointGoals / twoPointShots
 *   faceoffPct             = faceoffsWon / faceoffs;   foRecord = "{faceoffsWon} - {faceoffs}"
 *   savePct                = saves / (saves + goalsAgainst)   (goalsAgainst = scoresAgainst - twoPointGoalsAgainst)
 *   saa, GAA, twoPtGaa     = scoresAgainst, goalsAgainst, twoPointGoalsAgainst per 48 minutes in goal
 *   tof                    = seconds in goal
 *   passRate, shotRate, goalRate, assistRate, turnoverRate = totalPasses, shots, goals, assists,
 *                            turnovers per touch
 *   *PG                    = count / gamesPlayed
 * A rate without attempts (no shots, no faceoffs, no time in goal, no games) is missing (null), not 0.
 *
 * A box-score line does not carry the goalie's time on field, but its averages do: the fraction of
 * a 48-minute game he played is scoresAgainst / saa (or goalsAgainst / GAA, or twoPointGoalsAgainst
 * / twoPtGaa). A goalie line with none of them non-zero adds no time.
 */
import type { StatId, StatLine } from '../stats/fields.ts';
import { ratio, sum, sumKnown } from './ratio.ts';

/** Seconds in a regulation game (4 x 12 minutes): the unit of saa and GAA. */
export const GAME_SECONDS = 48 * 60;

/** The fields of a box-score line (PlayerGameStat) this module reads. */
export type PlayerGameLine = StatLine<
  | 'gamesPlayed'
  | 'points'
  | 'scoringPoints'
  | 'onePointGoals'
  | 'twoPointGoals'
  | 'goals'
  | 'assists'
  | 'shots'
  | 'shotsOnGoal'
  | 'twoPointShots'
  | 'saves'
  | 'GAA'
  | 'twoPtGaa'
  | 'scoresAgainst'
  | 'saa'
  | 'groundBalls'
  | 'turnovers'
  | 'causedTurnovers'
  | 'faceoffsWon'
  | 'faceoffsLost'
  | 'faceoffs'
  | 'goalsAgainst'
  | 'twoPointGoalsAgainst'
  | 'numPenalties'
  | 'pim'
  | 'assistOpportunities'
  | 'touches'
  | 'totalPasses'
>;

/** The rates a published season total states; served as published, never recomputed. */
export const PUBLISHED_PLAYER_RATES = [
  'shotPct',
  'shotsOnGoalPct',
  'twoPointShotPct',
  'faceoffPct',
  'savePct',
  'saa',
  'twoPtGaa',
] as const satisfies readonly StatId[];

/** The fields of a published season total (PlayerSeasonTotal) this module reads; tof is seconds in goal. */
export type PlayerTotalLine = StatLine<(typeof PUBLISHED_PLAYER_RATES)[number]> &
  StatLine<
    | 'gamesPlayed'
    | 'points'
    | 'goals'
    | 'onePointGoals'
    | 'twoPointGoals'
    | 'scoringPoints'
    | 'assists'
    | 'shots'
    | 'shotsOnGoal'
    | 'twoPointShots'
    | 'twoPointShotsOnGoal'
    | 'groundBalls'
    | 'turnovers'
    | 'causedTurnovers'
    | 'faceoffs'
    | 'faceoffsWon'
    | 'faceoffsLost'
    | 'saves'
    | 'scoresAgainst'
    | 'twoPointGoalsAgainst'
    | 'tof'
    | 'numPenalties'
    | 'pimValue'
    | 'powerPlayGoals'
    | 'powerPlayShots'
    | 'shortHandedGoals'
    | 'shortHandedShots'
    | 'powerPlayGoalsAgainst'
  > &
  StatLine<'shortHandedGoalsAgainst', number | null>;

/** A count the site adds up: a stat, or the seconds in goal (fractional when estimated from a box score's averages). */
type CountId = StatId | 'goalieSeconds';

/** The counts every source knows. */
const EXACT_COUNTS = [
  'gamesPlayed',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'points',
  'scoringPoints',
  'shots',
  'shotsOnGoal',
  'twoPointShots',
  'groundBalls',
  'turnovers',
  'causedTurnovers',
  'faceoffsWon',
  'faceoffsLost',
  'faceoffs',
  'saves',
  'scoresAgainst',
  'goalsAgainst',
  'twoPointGoalsAgainst',
  'goalieSeconds',
  'numPenalties',
  'pim',
] as const satisfies readonly CountId[];

/** The counts some sources lack (null there). */
const OPTIONAL_COUNTS = [
  'twoPointShotsOnGoal',
  'powerPlayGoals',
  'powerPlayShots',
  'powerPlayGoalsAgainst',
  'shortHandedGoals',
  'shortHandedShots',
  'shortHandedGoalsAgainst',
  'assistOpportunities',
  'touches',
  'totalPasses',
] as const satisfies readonly CountId[];

/** Additive counts behind a stat line; null where the source does not know the count. */
export type PlayerCounts = Record<(typeof EXACT_COUNTS)[number], number> &
  Record<(typeof OPTIONAL_COUNTS)[number], number | null>;

/** PlayerStats as the GraphQL wire has it, plus the per-game variants. */
export type PlayerStats = StatLine<
  | 'gamesPlayed'
  | 'goals'
  | 'onePointGoals'
  | 'twoPointGoals'
  | 'assists'
  | 'points'
  | 'scoringPoints'
  | 'shots'
  | 'shotsOnGoal'
  | 'twoPointShots'
  | 'groundBalls'
  | 'turnovers'
  | 'causedTurnovers'
  | 'faceoffsWon'
  | 'faceoffsLost'
  | 'faceoffs'
  | 'saves'
  | 'scoresAgainst'
  | 'goalsAgainst'
  | 'twoPointGoalsAgainst'
  | 'numPenalties'
  | 'pim'
  | 'pimValue'
  | 'tof'
> &
  StatLine<
    | 'gamesStarted'
    | 'shotPct'
    | 'shotsOnGoalPct'
    | 'twoPointShotPct'
    | 'twoPointShotsOnGoal'
    | 'twoPointShotsOnGoalPct'
    | 'faceoffPct'
    | 'savePct'
    | 'saa'
    | 'GAA'
    | 'twoPtGaa'
    | 'goalieWins'
    | 'goalieLosses'
    | 'goalieTies'
    | 'powerPlayGoals'
    | 'powerPlayShots'
    | 'powerPlayGoalsAgainst'
    | 'shortHandedGoals'
    | 'shortHandedShots'
    | 'shortHandedGoalsAgainst'
    | 'plusMinus'
    | 'shotTurnovers'
    | 'touches'
    | 'totalPasses'
    | 'assistOpportunities'
    | 'unassistedGoals'
    | 'assistedGoals'
    | 'passRate'
    | 'shotRate'
    | 'goalRate'
    | 'assistRate'
    | 'turnoverRate'
    | 'pointsPG'
    | 'goalsPG'
    | 'onePointGoalsPG'
    | 'twoPointGoalsPG'
    | 'assistsPG'
    | 'shotsPG'
    | 'groundBallsPG'
    | 'causedTurnoversPG'
    | 'faceoffWinsPG'
    | 'savesPG'
    | 'touchesPG',
    number | null
  > &
  StatLine<'foRecord', string | null>;

/**
 * The fraction of a 48-minute game a line's goalie spent in goal, read back from its averages
 * (saa = scoresAgainst / fraction); 0 when no average is non-zero (no time can be read).
 */
export function goalieGameFraction(line: PlayerGameLine): number {
  if (line.saa > 0) return line.scoresAgainst / line.saa;
  if (line.GAA > 0) return line.goalsAgainst / line.GAA;
  if (line.twoPtGaa > 0) return line.twoPointGoalsAgainst / line.twoPtGaa;
  return 0;
}

export function countsFromGame(line: PlayerGameLine): PlayerCounts {
  return {
    gamesPlayed: line.gamesPlayed,
    goals: line.goals,
    onePointGoals: line.onePointGoals,
    twoPointGoals: line.twoPointGoals,
    assists: line.assists,
    points: line.points,
    scoringPoints: line.scoringPoints,
    shots: line.shots,
    shotsOnGoal: line.shotsOnGoal,
    twoPointShots: line.twoPointShots,
    twoPointShotsOnGoal: null,
    groundBalls: line.groundBalls,
    turnovers: line.turnovers,
    causedTurnovers: line.causedTurnovers,
    faceoffsWon: line.faceoffsWon,
    faceoffsLost: line.faceoffsLost,
    faceoffs: line.faceoffs,
    saves: line.saves,
    scoresAgainst: line.scoresAgainst,
    goalsAgainst: line.goalsAgainst,
    twoPointGoalsAgainst: line.twoPointGoalsAgainst,
    goalieSeconds: goalieGameFraction(line) * GAME_SECONDS,
    numPenalties: line.numPenalties,
    pim: line.pim,
    powerPlayGoals: null,
    powerPlayShots: null,
    powerPlayGoalsAgainst: null,
    shortHandedGoals: null,
    shortHandedShots: null,
    shortHandedGoalsAgainst: null,
    assistOpportunities: line.assistOpportunities,
    touches: line.touches,
    totalPasses: line.totalPasses,
  };
}

export function countsFromTotal(total: PlayerTotalLine): PlayerCounts {
  return {
    gamesPlayed: total.gamesPlayed,
    goals: total.goals,
    onePointGoals: total.onePointGoals,
    twoPointGoals: total.twoPointGoals,
    assists: total.assists,
    points: total.points,
    scoringPoints: total.scoringPoints,
    shots: total.shots,
    shotsOnGoal: total.shotsOnGoal,
    twoPointShots: total.twoPointShots,
    twoPointShotsOnGoal: total.twoPointShotsOnGoal,
    groundBalls: total.groundBalls,
    turnovers: total.turnovers,
    causedTurnovers: total.causedTurnovers,
    faceoffsWon: total.faceoffsWon,
    faceoffsLost: total.faceoffsLost,
    faceoffs: total.faceoffs,
    saves: total.saves,
    scoresAgainst: total.scoresAgainst,
    goalsAgainst: total.scoresAgainst - total.twoPointGoalsAgainst,
    twoPointGoalsAgainst: total.twoPointGoalsAgainst,
    goalieSeconds: total.tof,
    numPenalties: total.numPenalties,
    pim: total.pimValue,
    powerPlayGoals: total.powerPlayGoals,
    powerPlayShots: total.powerPlayShots,
    powerPlayGoalsAgainst: total.powerPlayGoalsAgainst,
    shortHandedGoals: total.shortHandedGoals,
    shortHandedShots: total.shortHandedShots,
    shortHandedGoalsAgainst: total.shortHandedGoalsAgainst,
    assistOpportunities: null,
    touches: null,
    totalPasses: null,
  };
}

/**
 * Every count, unknown: a sum starts as a copy of it. Built key by key from {}, a sum fell to V8's
 * slow dictionary form (several times the memory, and slower to read) past a dozen keys.
 */
const UNKNOWN_COUNTS = Object.fromEntries([...EXACT_COUNTS, ...OPTIONAL_COUNTS].map((key) => [key, null])) as Record<
  keyof PlayerCounts,
  number | null
>;

/** Sums counts (several games, or several seasons for a career); an unknown part makes a sum unknown. */
export function addCounts(parts: readonly PlayerCounts[]): PlayerCounts {
  const result = { ...UNKNOWN_COUNTS };
  for (const key of EXACT_COUNTS) result[key] = sum(parts.map((part) => part[key]));
  for (const key of OPTIONAL_COUNTS) result[key] = sumKnown(parts.map((part) => part[key]));
  return result as PlayerCounts;
}

/** The stat line (rates, averages and per-game variants) of a set of counts. */
export function playerStatsFromCounts(counts: PlayerCounts): PlayerStats {
  const games = counts.gamesPlayed;
  const gamesInGoal = counts.goalieSeconds / GAME_SECONDS;
  const perTouch = (value: number | null): number | null => ratio(value, counts.touches);
  return {
    gamesPlayed: games,
    gamesStarted: null,
    goals: counts.goals,
    onePointGoals: counts.onePointGoals,
    twoPointGoals: counts.twoPointGoals,
    assists: counts.assists,
    points: counts.points,
    scoringPoints: counts.scoringPoints,
    shots: counts.shots,
    shotPct: ratio(counts.goals, counts.shots),
    shotsOnGoal: counts.shotsOnGoal,
    shotsOnGoalPct: ratio(counts.shotsOnGoal, counts.shots),
    twoPointShots: counts.twoPointShots,
    twoPointShotPct: ratio(counts.twoPointGoals, counts.twoPointShots),
    twoPointShotsOnGoal: counts.twoPointShotsOnGoal,
    twoPointShotsOnGoalPct: ratio(counts.twoPointShotsOnGoal, counts.twoPointShots),
    groundBalls: counts.groundBalls,
    turnovers: counts.turnovers,
    causedTurnovers: counts.causedTurnovers,
    faceoffsWon: counts.faceoffsWon,
    faceoffsLost: counts.faceoffsLost,
    faceoffs: counts.faceoffs,
    faceoffPct: ratio(counts.faceoffsWon, counts.faceoffs),
    foRecord: counts.faceoffs > 0 ? `${counts.faceoffsWon} - ${counts.faceoffs}` : null,
    saves: counts.saves,
    savePct: ratio(counts.saves, counts.saves + counts.goalsAgainst),
    scoresAgainst: counts.scoresAgainst,
    saa: ratio(counts.scoresAgainst, gamesInGoal),
    goalsAgainst: counts.goalsAgainst,
    twoPointGoalsAgainst: counts.twoPointGoalsAgainst,
    GAA: ratio(counts.goalsAgainst, gamesInGoal),
    twoPtGaa: ratio(counts.twoPointGoalsAgainst, gamesInGoal),
    goalieWins: null,
    goalieLosses: null,
    goalieTies: null,
    numPenalties: counts.numPenalties,
    pim: counts.pim,
    pimValue: counts.pim,
    powerPlayGoals: counts.powerPlayGoals,
    powerPlayShots: counts.powerPlayShots,
    powerPlayGoalsAgainst: counts.powerPlayGoalsAgainst,
    shortHandedGoals: counts.shortHandedGoals,
    shortHandedShots: counts.shortHandedShots,
    shortHandedGoalsAgainst: counts.shortHandedGoalsAgainst,
    tof: Math.round(counts.goalieSeconds),
    plusMinus: null,
    shotTurnovers: null,
    touches: counts.touches,
    totalPasses: counts.totalPasses,
    assistOpportunities: counts.assistOpportunities,
    unassistedGoals: null,
    assistedGoals: null,
    passRate: perTouch(counts.totalPasses),
    shotRate: perTouch(counts.shots),
    goalRate: perTouch(counts.goals),
    assistRate: perTouch(counts.assists),
    turnoverRate: perTouch(counts.turnovers),
    pointsPG: ratio(counts.points, games),
    goalsPG: ratio(counts.goals, games),
    onePointGoalsPG: ratio(counts.onePointGoals, games),
    twoPointGoalsPG: ratio(counts.twoPointGoals, games),
    assistsPG: ratio(counts.assists, games),
    shotsPG: ratio(counts.shots, games),
    groundBallsPG: ratio(counts.groundBalls, games),
    causedTurnoversPG: ratio(counts.causedTurnovers, games),
    faceoffWinsPG: ratio(counts.faceoffsWon, games),
    savesPG: ratio(counts.saves, games),
    touchesPG: ratio(counts.touches, games),
  };
}

/** Season (or any span's) stat line from box-score lines. */
export function playerStatsFromGames(lines: readonly PlayerGameLine[]): PlayerStats {
  return playerStatsFromCounts(addCounts(lines.map(countsFromGame)));
}

/**
 * Season stat line from a published season total: the counts as published, the rates the total
 * states as published too (the league rounded them; recomputing would disagree with its own pages),
 * the others derived from the counts.
 */
export function playerStatsFromTotal(total: PlayerTotalLine): PlayerStats {
  const stats = playerStatsFromCounts(countsFromTotal(total));
  for (const rate of PUBLISHED_PLAYER_RATES) stats[rate] = total[rate];
  return stats;
}
