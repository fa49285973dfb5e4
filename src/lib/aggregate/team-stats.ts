/**
 * Team season statistics (the league API's TeamStatsType) from team box-score lines or from the
 * league's published season totals. Rates as the wire has them (checked on all 460 team-games):
 *   shotPct = goals / shots, shotsOnGoalPct = shotsOnGoal / shots,
 *   twoPointShotPct = twoPointGoals / twoPointShots, twoPointShotsOnGoalPct = twoPointShotsOnGoal / twoPointShots,
 *   faceoffPct = faceoffsWon / faceoffs, savePct = saves / (saves + goalsAgainst),
 *   cleanSavePct = cleanSaves / saves, clearPct = clears / clearAttempts,
 *   powerPlayPct = powerPlayGoals / timesManUp,
 *   powerPlayGoalsAgainstPct = powerPlayGoalsAgainst / timesShortHanded,
 *   manDownPct (penalty kill) = (timesShortHanded - powerPlayGoalsAgainst) / timesShortHanded,
 *   saa = scoresAgainst per game, scoresPG and shotsPG per game,
 *   rides = rideAttempts - the opponent's clears (rideAttempts are the opponent's clear attempts),
 *   ridesPct = rides / rideAttempts, timeInPossesionPct = possession seconds / game seconds.
 * A rate without attempts (no two-point shots, never a man up) is missing (null), not 0.
 */
import type { StatLine } from '../stats/fields.ts';
import { ratio, sum, sumKnown } from './ratio.ts';

/** The fields of a team box-score line (TeamGameStat) this module reads. */
export type TeamGameLine = StatLine<
  | 'scores'
  | 'goals'
  | 'onePointGoals'
  | 'twoPointGoals'
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
  | 'cleanSaves'
  | 'messySaves'
  | 'scoresAgainst'
  | 'goalsAgainst'
  | 'numPenalties'
  | 'pim'
  | 'powerPlayGoals'
  | 'powerPlayShots'
  | 'powerPlayGoalsAgainst'
  | 'timesManUp'
  | 'timesShortHanded'
  | 'rideAttempts'
  | 'clearAttempts'
  | 'clears'
  | 'shotClockExpirations'
  | 'twoPointGoalsAgainst'
  | 'touches'
  | 'totalPasses'
> &
  StatLine<'timeInPossesion' | 'timeInPossesionPct' | 'totalPossessions', number | null>;

/** A team's line in one game with what its opponent's line adds (successful rides). */
export interface TeamGame {
  line: TeamGameLine;
  /** The opponent's clears in the same game; null when the opponent's line is missing. */
  opponentClears: number | null;
}

/** The fields of a published team season total (TeamSeasonTotal) this module reads. */
export type TeamTotalLine = StatLine<
  | 'scores'
  | 'shotPct'
  | 'twoPointShotPct'
  | 'shotsOnGoalPct'
  | 'faceoffPct'
  | 'savePct'
  | 'onePointGoals'
  | 'twoPointGoals'
  | 'assists'
  | 'shots'
  | 'twoPointShots'
  | 'shotsOnGoal'
  | 'turnovers'
  | 'causedTurnovers'
  | 'groundBalls'
  | 'faceoffsWon'
  | 'faceoffsLost'
  | 'saves'
  | 'scoresAgainst'
  | 'saa'
  | 'numPenalties'
  | 'pimValue'
  | 'powerPlayPct'
  | 'powerPlayGoals'
  | 'powerPlayShots'
  | 'twoPointGoalsAgainst'
  | 'penaltyKillPct'
  | 'penaltyKills'
  | 'timesShortHanded'
>;

export type TeamStats = StatLine<
  | 'gamesPlayed'
  | 'scores'
  | 'scoresAgainst'
  | 'goals'
  | 'onePointGoals'
  | 'twoPointGoals'
  | 'assists'
  | 'groundBalls'
  | 'turnovers'
  | 'causedTurnovers'
  | 'faceoffsWon'
  | 'faceoffsLost'
  | 'faceoffs'
  | 'shots'
  | 'twoPointShots'
  | 'shotsOnGoal'
  | 'goalsAgainst'
  | 'twoPointGoalsAgainst'
  | 'numPenalties'
  | 'pim'
  | 'pimValue'
  | 'saves'
  | 'powerPlayGoals'
  | 'powerPlayShots'
  | 'timesShortHanded'
> &
  StatLine<
    | 'faceoffPct'
    | 'shotPct'
    | 'twoPointShotPct'
    | 'twoPointShotsOnGoal'
    | 'twoPointShotsOnGoalPct'
    | 'shotsOnGoalPct'
    | 'clears'
    | 'clearAttempts'
    | 'clearPct'
    | 'rides'
    | 'rideAttempts'
    | 'ridesPct'
    | 'cleanSaves'
    | 'messySaves'
    | 'cleanSavePct'
    | 'savePct'
    | 'saa'
    | 'offsides'
    | 'shotClockExpirations'
    | 'powerPlayPct'
    | 'powerPlayGoalsAgainst'
    | 'powerPlayShotsAgainst'
    | 'powerPlayGoalsAgainstPct'
    | 'shortHandedGoals'
    | 'shortHandedShots'
    | 'shortHandedPct'
    | 'shortHandedShotsAgainst'
    | 'shortHandedGoalsAgainst'
    | 'shortHandedGoalsAgainstPct'
    | 'manDownPct'
    | 'timesManUp'
    | 'scoresPG'
    | 'shotsPG'
    | 'totalPasses'
    | 'touches'
    | 'timeInPossesion'
    | 'timeInPossesionPct'
    | 'totalPossessions',
    number | null
  >;

const gameClock = (line: TeamGameLine): number | null =>
  line.timeInPossesion !== null && line.timeInPossesionPct !== null && line.timeInPossesionPct > 0
    ? line.timeInPossesion / line.timeInPossesionPct
    : null;

/** Season (or any span's) team stat line from its box-score lines. */
export function teamStatsFromGames(games: readonly TeamGame[]): TeamStats {
  const lines = games.map((game) => game.line);
  const total = (pick: (line: TeamGameLine) => number): number => sum(lines.map(pick));
  const gamesPlayed = lines.length;
  const goals = total((line) => line.goals);
  const shots = total((line) => line.shots);
  const shotsOnGoal = total((line) => line.shotsOnGoal);
  const twoPointShots = total((line) => line.twoPointShots);
  const twoPointShotsOnGoal = total((line) => line.twoPointShotsOnGoal);
  const faceoffsWon = total((line) => line.faceoffsWon);
  const faceoffs = total((line) => line.faceoffs);
  const saves = total((line) => line.saves);
  const cleanSaves = total((line) => line.cleanSaves);
  const goalsAgainst = total((line) => line.goalsAgainst);
  const scores = total((line) => line.scores);
  const clears = total((line) => line.clears);
  const clearAttempts = total((line) => line.clearAttempts);
  const rideAttempts = total((line) => line.rideAttempts);
  const rides = sumKnown(
    games.map((game) => (game.opponentClears === null ? null : game.line.rideAttempts - game.opponentClears)),
  );
  const powerPlayGoals = total((line) => line.powerPlayGoals);
  const timesManUp = total((line) => line.timesManUp);
  const powerPlayGoalsAgainst = total((line) => line.powerPlayGoalsAgainst);
  const timesShortHanded = total((line) => line.timesShortHanded);
  const possession = sumKnown(lines.map((line) => line.timeInPossesion));
  const clock = sumKnown(lines.map(gameClock));
  return {
    gamesPlayed,
    scores,
    scoresAgainst: total((line) => line.scoresAgainst),
    goals,
    onePointGoals: total((line) => line.onePointGoals),
    twoPointGoals: total((line) => line.twoPointGoals),
    assists: total((line) => line.assists),
    groundBalls: total((line) => line.groundBalls),
    turnovers: total((line) => line.turnovers),
    causedTurnovers: total((line) => line.causedTurnovers),
    faceoffsWon,
    faceoffsLost: total((line) => line.faceoffsLost),
    faceoffs,
    faceoffPct: ratio(faceoffsWon, faceoffs),
    shots,
    shotPct: ratio(goals, shots),
    twoPointShots,
    twoPointShotPct: ratio(
      total((line) => line.twoPointGoals),
      twoPointShots,
    ),
    twoPointShotsOnGoal,
    twoPointShotsOnGoalPct: ratio(twoPointShotsOnGoal, twoPointShots),
    shotsOnGoal,
    shotsOnGoalPct: ratio(shotsOnGoal, shots),
    goalsAgainst,
    twoPointGoalsAgainst: total((line) => line.twoPointGoalsAgainst),
    numPenalties: total((line) => line.numPenalties),
    pim: total((line) => line.pim),
    pimValue: total((line) => line.pim),
    clears,
    clearAttempts,
    clearPct: ratio(clears, clearAttempts),
    rides,
    rideAttempts,
    ridesPct: ratio(rides, rideAttempts),
    saves,
    cleanSaves,
    messySaves: total((line) => line.messySaves),
    cleanSavePct: ratio(cleanSaves, saves),
    savePct: ratio(saves, saves + goalsAgainst),
    saa: ratio(
      total((line) => line.scoresAgainst),
      gamesPlayed,
    ),
    offsides: null,
    shotClockExpirations: total((line) => line.shotClockExpirations),
    powerPlayGoals,
    powerPlayShots: total((line) => line.powerPlayShots),
    powerPlayPct: ratio(powerPlayGoals, timesManUp),
    powerPlayGoalsAgainst,
    powerPlayShotsAgainst: null,
    powerPlayGoalsAgainstPct: ratio(powerPlayGoalsAgainst, timesShortHanded),
    shortHandedGoals: null,
    shortHandedShots: null,
    shortHandedPct: null,
    shortHandedShotsAgainst: null,
    shortHandedGoalsAgainst: null,
    shortHandedGoalsAgainstPct: null,
    manDownPct: ratio(timesShortHanded - powerPlayGoalsAgainst, timesShortHanded),
    timesManUp,
    timesShortHanded,
    scoresPG: ratio(scores, gamesPlayed),
    shotsPG: ratio(shots, gamesPlayed),
    totalPasses: total((line) => line.totalPasses),
    touches: total((line) => line.touches),
    timeInPossesion: possession,
    timeInPossesionPct: ratio(possession, clock),
    totalPossessions: sumKnown(lines.map((line) => line.totalPossessions)),
  };
}

/**
 * Season stat line from a published team total. The totals give no games played, but their
 * scores-against average does: gamesPlayed = scoresAgainst / saa. Every rate the total states is
 * served as published (the league rounded them; recomputing would disagree with its own pages).
 */
export function teamStatsFromTotal(total: TeamTotalLine): TeamStats {
  const gamesPlayed = total.saa > 0 ? Math.round(total.scoresAgainst / total.saa) : 0;
  const goals = total.onePointGoals + total.twoPointGoals;
  const faceoffs = total.faceoffsWon + total.faceoffsLost;
  const goalsAgainst = total.scoresAgainst - total.twoPointGoalsAgainst;
  const powerPlayGoalsAgainst = total.timesShortHanded - total.penaltyKills;
  return {
    gamesPlayed,
    scores: total.scores,
    scoresAgainst: total.scoresAgainst,
    goals,
    onePointGoals: total.onePointGoals,
    twoPointGoals: total.twoPointGoals,
    assists: total.assists,
    groundBalls: total.groundBalls,
    turnovers: total.turnovers,
    causedTurnovers: total.causedTurnovers,
    faceoffsWon: total.faceoffsWon,
    faceoffsLost: total.faceoffsLost,
    faceoffs,
    faceoffPct: total.faceoffPct,
    shots: total.shots,
    shotPct: total.shotPct,
    twoPointShots: total.twoPointShots,
    twoPointShotPct: total.twoPointShotPct,
    twoPointShotsOnGoal: null,
    twoPointShotsOnGoalPct: null,
    shotsOnGoal: total.shotsOnGoal,
    shotsOnGoalPct: total.shotsOnGoalPct,
    goalsAgainst,
    twoPointGoalsAgainst: total.twoPointGoalsAgainst,
    numPenalties: total.numPenalties,
    pim: total.pimValue,
    pimValue: total.pimValue,
    clears: null,
    clearAttempts: null,
    clearPct: null,
    rides: null,
    rideAttempts: null,
    ridesPct: null,
    saves: total.saves,
    cleanSaves: null,
    messySaves: null,
    cleanSavePct: null,
    savePct: total.savePct,
    saa: total.saa,
    offsides: null,
    shotClockExpirations: null,
    powerPlayGoals: total.powerPlayGoals,
    powerPlayShots: total.powerPlayShots,
    powerPlayPct: total.powerPlayPct,
    powerPlayGoalsAgainst,
    powerPlayShotsAgainst: null,
    powerPlayGoalsAgainstPct: ratio(powerPlayGoalsAgainst, total.timesShortHanded),
    shortHandedGoals: null,
    shortHandedShots: null,
    shortHandedPct: null,
    shortHandedShotsAgainst: null,
    shortHandedGoalsAgainst: null,
    shortHandedGoalsAgainstPct: null,
    manDownPct: total.penaltyKillPct,
    timesManUp: null,
    timesShortHanded: total.timesShortHanded,
    scoresPG: ratio(total.scores, gamesPlayed),
    shotsPG: ratio(total.shots, gamesPlayed),
    totalPasses: null,
    touches: null,
    timeInPossesion: null,
    timeInPossesionPct: null,
    totalPossessions: null,
  };
}
