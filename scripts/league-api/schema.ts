/**
 * The GraphQL schema of the embedded league API: the upstream league API's queries with the
 * arguments and field sets public clients use. Type names follow the league API (PlayerStats,
 * PlayerCareerStats, AdvancedSeasonStats, TeamStatsType); PlayerStatsType is an interface every
 * player stat block implements, so fragments written against either name apply.
 * Optional flags the league API marks `Boolean!` are nullable here (a `Boolean!` variable still fits).
 */

const INT = 'Int';
const FLOAT = 'Float';

/** PlayerStats plus the per-game variants. */
const PLAYER_STAT_FIELDS: readonly (readonly [string, string])[] = [
  ['gamesPlayed', INT],
  ['gamesStarted', INT],
  ['goals', INT],
  ['onePointGoals', INT],
  ['twoPointGoals', INT],
  ['assists', INT],
  ['points', INT],
  ['scoringPoints', INT],
  ['shots', INT],
  ['shotPct', FLOAT],
  ['shotsOnGoal', INT],
  ['shotsOnGoalPct', FLOAT],
  ['twoPointShots', INT],
  ['twoPointShotPct', FLOAT],
  ['twoPointShotsOnGoal', INT],
  ['twoPointShotsOnGoalPct', FLOAT],
  ['groundBalls', INT],
  ['turnovers', INT],
  ['causedTurnovers', INT],
  ['faceoffsWon', INT],
  ['faceoffsLost', INT],
  ['faceoffs', INT],
  ['faceoffPct', FLOAT],
  ['foRecord', 'String'],
  ['saves', INT],
  ['savePct', FLOAT],
  ['scoresAgainst', INT],
  ['saa', FLOAT],
  ['goalsAgainst', INT],
  ['twoPointGoalsAgainst', INT],
  ['GAA', FLOAT],
  ['twoPtGaa', FLOAT],
  ['goalieWins', INT],
  ['goalieLosses', INT],
  ['goalieTies', INT],
  ['numPenalties', INT],
  ['pim', FLOAT],
  ['pimValue', FLOAT],
  ['powerPlayGoals', INT],
  ['powerPlayShots', INT],
  ['powerPlayGoalsAgainst', INT],
  ['shortHandedGoals', INT],
  ['shortHandedShots', INT],
  ['shortHandedGoalsAgainst', INT],
  ['tof', INT],
  ['plusMinus', INT],
  ['shotTurnovers', INT],
  ['touches', INT],
  ['totalPasses', INT],
  ['assistOpportunities', INT],
  ['unassistedGoals', INT],
  ['assistedGoals', INT],
  ['passRate', FLOAT],
  ['shotRate', FLOAT],
  ['goalRate', FLOAT],
  ['assistRate', FLOAT],
  ['turnoverRate', FLOAT],
  ['pointsPG', FLOAT],
  ['goalsPG', FLOAT],
  ['onePointGoalsPG', FLOAT],
  ['twoPointGoalsPG', FLOAT],
  ['assistsPG', FLOAT],
  ['shotsPG', FLOAT],
  ['groundBallsPG', FLOAT],
  ['causedTurnoversPG', FLOAT],
  ['faceoffWinsPG', FLOAT],
  ['savesPG', FLOAT],
  ['touchesPG', FLOAT],
];

/** TeamStatsType plus the box-score extras. */
const TEAM_STAT_FIELDS: readonly (readonly [string, string])[] = [
  ['gamesPlayed', INT],
  ['scores', INT],
  ['scoresAgainst', INT],
  ['goals', INT],
  ['onePointGoals', INT],
  ['twoPointGoals', INT],
  ['assists', INT],
  ['groundBalls', INT],
  ['turnovers', INT],
  ['causedTurnovers', INT],
  ['faceoffsWon', INT],
  ['faceoffsLost', INT],
  ['faceoffs', INT],
  ['faceoffPct', FLOAT],
  ['shots', INT],
  ['shotPct', FLOAT],
  ['twoPointShots', INT],
  ['twoPointShotPct', FLOAT],
  ['twoPointShotsOnGoal', INT],
  ['twoPointShotsOnGoalPct', FLOAT],
  ['shotsOnGoal', INT],
  ['shotsOnGoalPct', FLOAT],
  ['goalsAgainst', INT],
  ['twoPointGoalsAgainst', INT],
  ['numPenalties', INT],
  ['pim', FLOAT],
  ['pimValue', FLOAT],
  ['clears', INT],
  ['clearAttempts', INT],
  ['clearPct', FLOAT],
  ['rides', INT],
  ['rideAttempts', INT],
  ['ridesPct', FLOAT],
  ['saves', INT],
  ['cleanSaves', INT],
  ['messySaves', INT],
  ['cleanSavePct', FLOAT],
  ['savePct', FLOAT],
  ['saa', FLOAT],
  ['offsides', INT],
  ['shotClockExpirations', INT],
  ['powerPlayGoals', INT],
  ['powerPlayShots', INT],
  ['powerPlayPct', FLOAT],
  ['powerPlayGoalsAgainst', INT],
  ['powerPlayShotsAgainst', INT],
  ['powerPlayGoalsAgainstPct', FLOAT],
  ['shortHandedGoals', INT],
  ['shortHandedShots', INT],
  ['shortHandedPct', FLOAT],
  ['shortHandedShotsAgainst', INT],
  ['shortHandedGoalsAgainst', INT],
  ['shortHandedGoalsAgainstPct', FLOAT],
  ['manDownPct', FLOAT],
  ['timesManUp', INT],
  ['timesShortHanded', INT],
  ['scoresPG', FLOAT],
  ['shotsPG', FLOAT],
  ['totalPasses', INT],
  ['touches', INT],
  ['timeInPossesion', FLOAT],
  ['timeInPossesionPct', FLOAT],
  ['totalPossessions', INT],
];

/** AdvancedSeasonStats, all nullable. */
const ADVANCED_FIELDS: readonly (readonly [string, string])[] = [
  ['unassistedGoals', INT],
  ['assistedGoals', INT],
  ['settledGoals', INT],
  ['fastbreakGoals', INT],
  ['substitutionGoals', INT],
  ['doorstepGoals', INT],
  ['powerPlayGoals', INT],
  ['assistOpportunities', INT],
  ['settledAssists', INT],
  ['powerPlayAssists', INT],
  ['fastbreakAssists', INT],
  ['dodgeAssists', INT],
  ['pnrAssists', INT],
  ['unassistedShots', INT],
  ['unassistedShotPct', FLOAT],
  ['assistedShots', INT],
  ['assistedShotPct', FLOAT],
  ['pipeShots', INT],
  ['lhShots', INT],
  ['lhGoals', INT],
  ['lhShotPct', FLOAT],
  ['rhShots', INT],
  ['rhGoals', INT],
  ['rhShotPct', FLOAT],
];

export const ADVANCED_FIELD_NAMES: readonly string[] = ADVANCED_FIELDS.map(([name]) => name);

const lines = (fields: readonly (readonly [string, string])[]): string =>
  fields.map(([name, type]) => `  ${name}: ${type}`).join('\n');

const EVENT_FIELDS = `
  id: ID!
  slugname: String!
  eventId: String
  externalId: String
  externalEventId: String
  league: String
  seasonSegment: String
  "Epoch seconds, as a string (as the wire has it)."
  startTime: String
  week: Int
  year: Int
  gameNumber: Int
  location: String
  venue: String
  venueLocation: String
  description: String
  broadcaster: [String!]
  urlStreaming: String
  urlTicket: String
  urlPreview: String
  addToCalendarId: String
  weekendTicketId: String
  suiteId: String
  waitlistUrl: String
  waitlist: Boolean
  ticketId: String
  eventStatus: Int
  period: Int
  clockMinutes: Int
  clockSeconds: Int
  clockTenths: Int
  gameStatus: String
  homeScore: Int
  visitorScore: Int
  homePeriodScores: [Int!]
  visitorPeriodScores: [Int!]
  snl: Boolean
  homeTeam: Team
  awayTeam: Team`;

export const SCHEMA_SDL = `
"Stat segments of a player's or team's stats."
enum StatSegment { regular post champseries champSeries }

"Season segments of the leaders query."
enum SeasonSegment { regular post champseries champSeries }

interface PlayerStatsType {
${lines(PLAYER_STAT_FIELDS)}
}

type PlayerStats implements PlayerStatsType {
${lines(PLAYER_STAT_FIELDS)}
}

type PlayerCareerStats implements PlayerStatsType {
${lines(PLAYER_STAT_FIELDS)}
}

type PlayerSeasonStats implements PlayerStatsType {
  year: Int!
  seasonSegment: String!
  teamId: String
${lines(PLAYER_STAT_FIELDS)}
}

type AdvancedSeasonStats {
${lines(ADVANCED_FIELDS)}
}

type TeamStatsType {
${lines(TEAM_STAT_FIELDS)}
}

type PlayerTeam {
  officialId: ID!
  location: String
  locationCode: String
  urlLogo: String
  league: String
  position: String
  positionName: String
  jerseyNum: Int
  year: Int
  fullName: String
}

type Accolade {
  awardName: String!
  years: [Int!]!
}

type PlayerChampSeries {
  year: Int
  position: String
  positionName: String
  team: PlayerTeam
  stats: PlayerStats
}

type Player {
  officialId: ID!
  firstName: String!
  lastName: String!
  lastNameSuffix: String
  slug: String
  jerseyNum: Int
  profileUrl: String
  position: String
  positionName: String
  handedness: String
  height: String
  age: Int
  college: String
  collegeYear: String
  country: String
  countryCode: String
  experience: Int
  expFromYear: Int
  allYears: [Int!]!
  isCaptain: Boolean
  injuryStatus: String
  injuryDescription: String
  bio: String
  allTeams: [PlayerTeam!]!
  currentTeam: PlayerTeam
  team: PlayerTeam
  stats(year: Int, segment: StatSegment): PlayerStats
  careerStats: PlayerCareerStats
  allSeasonStats: [PlayerSeasonStats!]!
  accolades: [Accolade!]!
  champSeries(year: Int): PlayerChampSeries
  advancedSeasonStats(year: Int): AdvancedSeasonStats
  "The player's game log of a season (box-score lines of every game he played)."
  allEvents(year: Int): [Event!]!
}

type StatLeader {
  officialId: ID!
  profileUrl: String
  firstName: String!
  lastName: String!
  position: String
  statType: String!
  slug: String
  "The value, as a string (as the wire has it)."
  statValue: String!
  playerRank: Int!
  "As a string (as the wire has it)."
  jerseyNum: String
  teamId: String
  year: Int!
}

type CareerPlayer {
  officialId: ID!
  name: String!
  firstName: String!
  lastName: String!
  experience: Int
  allYears: [Int!]!
  slug: String
}

type CareerStat implements PlayerStatsType {
  player: CareerPlayer!
${lines(PLAYER_STAT_FIELDS)}
}

type Coach {
  officialId: String
  coachType: String
  firstName: String
  lastName: String
  name: String
}

type TeamYear {
  year: Int!
  officialId: ID!
  locationCode: String
  location: String
  fullName: String
}

type TeamChampSeries {
  teamWins: Int
  teamLosses: Int
  teamTies: Int
  stats: TeamStatsType
  roster: [Player!]!
}

type Team {
  officialId: ID!
  franchiseId: String
  year: Int
  locationCode: String
  location: String
  fullName: String!
  urlLogo: String
  slogan: String
  league: String
  conference: String
  teamColor: String
  backgroundColor: String
  seed: Int
  teamWins: Int
  teamLosses: Int
  teamTies: Int
  teamWinsPost: Int
  teamLossesPost: Int
  teamTiesPost: Int
  allYears: [Int!]!
  allTeams: [TeamYear!]!
  coaches: [Coach!]!
  stats(year: Int, segment: StatSegment): TeamStatsType
  champSeries(year: Int): TeamChampSeries
  players(year: Int): [Player!]!
  roster(year: Int): [Player!]!
  events(year: Int): [Event!]!
}

type Standing {
  team: Team!
  seed: Int
  wins: Int
  losses: Int
  ties: Int
  scores: Int
  scoresAgainst: Int
  scoreDiff: Int
  csWins: Int
  csLosses: Int
  csTies: Int
  csScores: Int
  csScoresAgainst: Int
  csScoreDiff: Int
  conferenceWins: Int
  conferenceLosses: Int
  conferenceTies: Int
  conferenceScores: Int
  conferenceScoresAgainst: Int
  conference: String
  conferenceSeed: Int
}

type PlayDetails {
  shotOnGoal: Boolean
  shotSaved: Boolean
  saveType: String
}

type PlayLog {
  id: ID!
  markerId: String
  eventType: String
  description: String
  period: Int
  minutes: Int
  seconds: Int
  secondsPassed: Int
  teamId: String
  shotType: String
  penaltyLength: Int
  penaltyDescription: String
  "Running score after the play."
  homeScore: Int
  visitorScore: Int
  awayTeamWinProbability: Float
  homeTeamWinProbability: Float
  faceoffWinnerId: String
  faceoffLoserId: String
  gbPlayerId: String
  gbPlayerName: String
  commitedTurnoverId: String
  causedTurnoverId: String
  shooterId: String
  goalieId: String
  offenseGoalieId: String
  commitedPenaltyId: String
  shotAssistId: String
  details: PlayDetails
}

type Event {
${EVENT_FIELDS}
  playLogs: [PlayLog!]!
  "Set on the events of a player's game log: his line in that game."
  playerEventStats: PlayerStats
}

type Query {
  allPlayers(season: Int, includeZPP: Boolean, includeReg: Boolean, includePost: Boolean, limit: Int, league: String): [Player!]!
  playerStatLeaders(year: Int!, seasonSegment: SeasonSegment, statList: [String], limit: Int, league: String): [StatLeader!]!
  careerStats(stat: String, limit: Int, league: String): [CareerStat!]!
  player(slug: ID, id: ID, forYear: Int, statsYear: Int): Player
  allTeams(year: Int!, sortBy: String, includeChampSeries: Boolean, league: String): [Team!]!
  team(id: ID!, forYear: Int, statsYear: Int, eventsYear: Int, includeChampSeries: Boolean): Team
  standings(season: Int!, champSeries: Boolean): [Standing!]!
  event(slug: ID!): Event
}
`;
