/**
 * What each registered column means, for the glossary page and the table headers that link to it:
 * what the stat counts and, for a rate, how the site computes it (as the league's own wire data has
 * it). A Record over every ColumnId, so a new column without a definition fails to compile.
 */
import type { ColumnId } from './columns.ts';

export interface GlossaryEntry {
  /** What the stat counts, in a sentence. */
  readonly counts: string;
  /** How a rate or average is computed from counts; absent for a plain count. */
  readonly formula?: string;
}

const perGame = (count: string): GlossaryEntry => ({
  counts: `${count} per game played.`,
  formula: `${count} ÷ games played`,
});
const perTouch = (count: string): GlossaryEntry => ({
  counts: `Share of a player's touches that end in ${count}.`,
  formula: `${count} ÷ touches`,
});
const handShare = (hand: string): GlossaryEntry => ({
  counts: `Goals on ${hand}-handed shots per ${hand}-handed shot.`,
  formula: `${hand}-hand goals ÷ ${hand}-hand shots`,
});

export const GLOSSARY: Readonly<Record<ColumnId, GlossaryEntry>> = {
  name: { counts: "The player's name; his position and team follow it where a table mixes teams." },
  position: {
    counts:
      'The position the league lists: A attack, M midfield, SSDM short-stick defensive midfield, LSM long-stick midfield, FO faceoff, D defense, G goalie.',
  },
  gamesPlayed: { counts: 'Games in which the player or team appeared.' },
  gamesStarted: { counts: 'Games in which the player started.' },
  wins: { counts: 'Games won.' },
  losses: { counts: 'Games lost.' },
  ties: { counts: 'Games tied.' },
  points: {
    counts: 'Goals plus assists, with a two-point goal counting two.',
    formula: '1-point goals + 2 × 2-point goals + assists',
  },
  scoringPoints: {
    counts: 'Points from goals alone: a one-point goal counts one, a two-point goal two.',
    formula: '1-point goals + 2 × 2-point goals',
  },
  scores: { counts: "A team's score: the points its goals are worth.", formula: '1-point goals + 2 × 2-point goals' },
  goals: { counts: 'Goals scored, one- and two-point alike.' },
  onePointGoals: { counts: 'Goals scored from inside the two-point arc.' },
  twoPointGoals: { counts: 'Goals scored from beyond the two-point arc (16 yards), worth two.' },
  assists: { counts: 'Passes that led directly to a goal.' },
  shots: { counts: 'Shots taken, on goal or not.' },
  shotPct: { counts: 'Share of shots that were goals.', formula: 'goals ÷ shots' },
  shotsOnGoal: { counts: 'Shots that would have gone in but for the goalie: goals plus saves.' },
  shotsOnGoalPct: { counts: 'Share of shots that were on goal.', formula: 'shots on goal ÷ shots' },
  twoPointShots: { counts: 'Shots taken from beyond the two-point arc.' },
  twoPointShotPct: { counts: 'Share of two-point shots that were goals.', formula: '2-point goals ÷ 2-point shots' },
  twoPointShotsOnGoal: { counts: 'Two-point shots that were on goal.' },
  twoPointShotsOnGoalPct: {
    counts: 'Share of two-point shots that were on goal.',
    formula: '2-point shots on goal ÷ 2-point shots',
  },
  turnovers: { counts: 'Times the player or team lost possession by its own error.' },
  causedTurnovers: { counts: 'Turnovers forced on the opponent by a defender.' },
  groundBalls: { counts: 'Loose balls picked up off the ground.' },
  faceoffs: { counts: 'Faceoffs taken.' },
  faceoffsWon: { counts: 'Faceoffs won.' },
  faceoffsLost: { counts: 'Faceoffs lost.' },
  faceoffPct: { counts: 'Share of faceoffs won.', formula: 'faceoffs won ÷ faceoffs taken' },
  foRecord: { counts: 'Faceoffs won of faceoffs taken, as "won - taken".' },
  saves: { counts: 'Shots on goal the goalie stopped.' },
  savePct: { counts: 'Share of shots on goal the goalie stopped.', formula: 'saves ÷ (saves + goals against)' },
  saa: {
    counts: 'Scores allowed per 48 minutes in goal (per game, for a team).',
    formula: 'scores against × 48 minutes ÷ minutes in goal',
  },
  scoresAgainst: { counts: 'Points allowed: the value of the goals scored against the goalie or team.' },
  goalsAgainst: {
    counts: 'Goals allowed, one- and two-point alike.',
    formula: 'scores against − 2-point goals against',
  },
  twoPointGoalsAgainst: { counts: 'Two-point goals allowed.' },
  GAA: { counts: 'Goals allowed per 48 minutes in goal.', formula: 'goals against × 48 minutes ÷ minutes in goal' },
  twoPtGaa: {
    counts: 'Two-point goals allowed per 48 minutes in goal.',
    formula: '2-point goals against × 48 minutes ÷ minutes in goal',
  },
  goalieWins: { counts: 'Games the goalie won.' },
  goalieLosses: { counts: 'Games the goalie lost.' },
  goalieTies: { counts: 'Games the goalie tied.' },
  touches: { counts: 'Times the player had the ball in his stick.' },
  totalPasses: { counts: 'Passes thrown.' },
  blocks: { counts: 'Shots blocked by a defender.' },
  timeInPossesion: { counts: 'Time the team had the ball.' },
  timeInPossesionPct: { counts: 'Share of the game the team had the ball.', formula: 'time of possession ÷ game time' },
  powerPlayPct: { counts: 'Share of power plays on which the team scored.', formula: 'power-play goals ÷ power plays' },
  powerPlayGoals: { counts: 'Goals scored while the opponent was a man down.' },
  powerPlayShots: { counts: 'Shots taken while the opponent was a man down.' },
  powerPlayGoalsAgainst: { counts: 'Goals allowed while a man down.' },
  powerPlayAssists: { counts: 'Assists on power-play goals.' },
  manDownPct: {
    counts: 'Share of man-down situations killed without allowing a goal.',
    formula: '(times short-handed − power-play goals against) ÷ times short-handed',
  },
  timesShortHanded: { counts: 'Times the team played a man down after a penalty.' },
  powerPlays: { counts: "Times the team played a man up after an opponent's penalty." },
  shortHandedGoals: { counts: 'Goals scored while a man down.' },
  shortHandedShots: { counts: 'Shots taken while a man down.' },
  shortHandedGoalsAgainst: { counts: 'Goals allowed while a man up.' },
  pim: { counts: 'Minutes served in the penalty box.' },
  numPenalties: { counts: 'Penalties committed.' },
  clears: { counts: 'Successful clears: the ball carried from the defensive to the offensive half.' },
  clearAttempts: { counts: 'Attempts to clear the ball.' },
  clearPct: { counts: 'Share of clear attempts that succeeded.', formula: 'clears ÷ clear attempts' },
  rides: {
    counts: "Successful rides: the opponent's clears stopped.",
    formula: "ride attempts − the opponent's clears",
  },
  rideAttempts: { counts: "The opponent's clear attempts, each a chance to ride." },
  ridesPct: { counts: 'Share of ride attempts that succeeded.', formula: 'rides ÷ ride attempts' },
  offsides: { counts: 'Offside violations.' },
  shotClockExpirations: { counts: 'Possessions lost to the shot clock.' },
  scoresPG: perGame('Scores'),
  shotsPG: perGame('Shots'),
  pointsPG: perGame('Points'),
  savesPG: perGame('Saves'),
  groundBallsPG: perGame('Ground balls'),
  faceoffWinsPG: perGame('Faceoffs won'),
  tof: { counts: 'Time the goalie spent in goal.' },
  plusMinus: { counts: "The team's scores minus the opponent's while the player was on the field." },
  shotTurnovers: { counts: 'Shots that gave the ball away (missed the cage and went out to the opponent).' },
  FPTS: { counts: "Fantasy points from the league's fantasy scoring rules." },
  'FPTS/G': perGame('Fantasy points'),
  unassistedGoals: { counts: 'Goals scored without an assist.' },
  assistedGoals: { counts: 'Goals scored off an assist.' },
  settledGoals: { counts: 'Goals scored in a settled (six-on-six) offense.' },
  fastbreakGoals: { counts: 'Goals scored on a fast break or transition.' },
  substitutionGoals: { counts: 'Goals scored off a substitution, before the defense was set.' },
  doorstepGoals: { counts: 'Goals scored from right in front of the cage.' },
  assistOpportunities: { counts: 'Passes that led to a shot, whether or not it went in.' },
  settledAssists: { counts: 'Assists in a settled offense.' },
  fastbreakAssists: { counts: 'Assists on a fast break or transition.' },
  dodgeAssists: { counts: 'Assists thrown off a dodge.' },
  pnrAssists: { counts: 'Assists thrown off a pick-and-roll.' },
  unassistedShots: { counts: 'Shots taken without a pass leading to them.' },
  unassistedShotPct: {
    counts: 'Share of unassisted shots that were goals.',
    formula: 'unassisted goals ÷ unassisted shots',
  },
  assistedShots: { counts: 'Shots taken off a pass.' },
  assistedShotPct: { counts: 'Share of assisted shots that were goals.', formula: 'assisted goals ÷ assisted shots' },
  pipeShots: { counts: 'Shots that hit the pipe.' },
  lhShots: { counts: 'Shots taken left-handed.' },
  lhGoals: { counts: 'Goals scored left-handed.' },
  lhShotPct: handShare('left'),
  rhShots: { counts: 'Shots taken right-handed.' },
  rhGoals: { counts: 'Goals scored right-handed.' },
  rhShotPct: handShare('right'),
  goalRate: perTouch('goals'),
  assistRate: perTouch('assists'),
  passRate: perTouch('passes'),
  shotRate: perTouch('shots'),
  turnoverRate: perTouch('turnovers'),
};
