/**
 * The GraphQL schema of the embedded league API: the upstream league API's queries with the
 * arguments and field sets public clients use. Type names follow the league API (PlayerStats,
 * PlayerCareerStats, AdvancedSeasonStats, TeamStatsType); PlayerStatsType is an interface every
 * player stat block implements, so fragments written against either name apply.
 * Optional flags the league API marks `Boolean!` are nullable here (a `Boolean!` variable still fits).
 */

import {
  ADVANCED_STAT_FIELDS,
  PLAYER_STAT_FIELDS as QUERIED_PLAYER_STAT_FIELDS,
  TEAM_GAME_EXTRA_FIELDS,
  TEAM_STAT_FIELDS as QUERIED_TEAM_STAT_FIELDS,
} from '../../src/api/schemas/stats.ts';
import { STAT_FIELD_TYPES, type StatId } from '../../src/lib/stats/fields.ts';

/**
 * PlayerStats as the league serves it: what the site asks of it, a game line's assist
 * opportunities, and the per-game variants.
 */
const PLAYER_STAT_FIELDS: readonly StatId[] = [
  ...QUERIED_PLAYER_STAT_FIELDS,
  'assistOpportunities',
  'pointsPG',
  'goalsPG',
  'onePointGoalsPG',
  'twoPointGoalsPG',
  'assistsPG',
  'shotsPG',
  'groundBallsPG',
  'causedTurnoversPG',
  'faceoffWinsPG',
  'savesPG',
  'touchesPG',
];

/** TeamStatsType as the league serves it: what the site asks of it and the box-score extras. */
const TEAM_STAT_FIELDS: readonly StatId[] = [...QUERIED_TEAM_STAT_FIELDS, ...TEAM_GAME_EXTRA_FIELDS];

/** Each field with the scalar type the stat registry declares for it. */
const lines = (fields: readonly StatId[]): string =>
  fields.map((name) => `  ${name}: ${STAT_FIELD_TYPES[name]}`).join('\n');

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
${lines(ADVANCED_STAT_FIELDS)}
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
