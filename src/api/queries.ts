/**
 * The GraphQL query texts. Field sets come from the same
 * lists the schemas are built from, so every field asked for is a field the schemas read. No
 * fragments: the texts do not depend on the server's type names. Optional blocks are switched with
 * @include/@skip, which any GraphQL server handles without knowing the flags.
 */
import {
  ADVANCED_STAT_FIELDS,
  PLAYER_CAREER_STAT_FIELDS,
  PLAYER_STAT_FIELDS,
  SEASON_ROW_STAT_FIELDS,
  TEAM_STAT_FIELDS,
} from './schemas/stats.ts';
import { CAREER_STATS } from '../lib/stats/tables.ts';

const fields = (names: readonly string[]): string => names.join(' ');

const PLAYER_STATS = fields(PLAYER_STAT_FIELDS);
const TEAM_STATS = fields(TEAM_STAT_FIELDS);
const ADVANCED_STATS = fields(ADVANCED_STAT_FIELDS);

const PLAYER_BIO = fields([
  'officialId',
  'firstName',
  'lastName',
  'lastNameSuffix',
  'slug',
  'profileUrl',
  'jerseyNum',
  'position',
  'positionName',
  'handedness',
  'country',
  'countryCode',
  'collegeYear',
  'experience',
  'expFromYear',
  'allYears',
  'isCaptain',
  'injuryStatus',
  'injuryDescription',
]);
const PLAYER_TEAM = 'officialId location locationCode urlLogo league position positionName jerseyNum year fullName';
const CURRENT_TEAM = 'officialId location locationCode fullName urlLogo position jerseyNum';
const CHAMP_SERIES_TEAM = 'officialId locationCode location position positionName';
const TEAM_BASICS = fields([
  'officialId',
  'locationCode',
  'location',
  'fullName',
  'urlLogo',
  'slogan',
  'league',
  'teamWins',
  'teamLosses',
  'teamTies',
  'teamWinsPost',
  'teamLossesPost',
  'teamTiesPost',
]);
const EVENT_TEAM = 'officialId fullName location locationCode urlLogo';

/**
 * Players of a season with their regular and post-season stats.
 * Variables: season Int, includeZPP Boolean! (player pool; also switches the Championship Series
 * block), includeReg Boolean!, includePost Boolean!, limit Int, league String ("PLL" | "WLL").
 */
export const ALL_PLAYERS_QUERY = `query AllPlayers($season: Int, $includeZPP: Boolean!, $includeReg: Boolean!, $includePost: Boolean!, $limit: Int, $league: String) {
  allPlayers(season: $season, includeZPP: $includeZPP, limit: $limit, league: $league) {
    ${PLAYER_BIO}
    allTeams { ${PLAYER_TEAM} }
    currentTeam { ${CURRENT_TEAM} }
    stats(year: $season, segment: regular) @include(if: $includeReg) { ${PLAYER_STATS} }
    postStats: stats(year: $season, segment: post) @include(if: $includePost) { ${PLAYER_STATS} }
    champSeries(year: $season) @include(if: $includeZPP) {
      position positionName
      team { ${CHAMP_SERIES_TEAM} }
      stats { ${PLAYER_STATS} }
    }
  }
}`;

/** Advanced stats of a season's players. Variables: year Int, limit Int (250), league String. */
export const ADVANCED_PLAYERS_QUERY = `query AdvancedPlayers($year: Int, $limit: Int, $league: String) {
  allPlayers(season: $year, limit: $limit, includeZPP: false, league: $league) {
    officialId firstName lastName slug
    currentTeam { ${CURRENT_TEAM} }
    stats(year: $year, segment: regular) { gamesPlayed goals assists shots touches totalPasses turnovers passRate shotRate goalRate assistRate turnoverRate }
    advancedSeasonStats { ${ADVANCED_STATS} }
  }
}`;

/**
 * Stat leaders. Variables: year Int!, seasonSegment SeasonSegment (regular | post | champSeries),
 * statList [String], limit Int (3), league String.
 */
export const PLAYER_STAT_LEADERS_QUERY = `query PlayerStatLeaders($year: Int!, $seasonSegment: SeasonSegment, $statList: [String], $limit: Int, $league: String) {
  playerStatLeaders(year: $year, seasonSegment: $seasonSegment, statList: $statList, limit: $limit, league: $league) {
    officialId profileUrl firstName lastName position statType slug statValue playerRank jerseyNum teamId year
  }
}`;

/** All-time career leaders of one stat. Variables: stat String, limit Int. */
export const CAREER_STATS_QUERY = `query CareerStats($stat: String, $limit: Int) {
  careerStats(stat: $stat, limit: $limit) {
    player { name experience allYears slug }
    ${fields(CAREER_STATS)}
  }
}`;

/** One player's profile. Variables: slug ID!, year Int (forYear), statsYear Int. */
export const PLAYER_QUERY = `query Player($slug: ID!, $year: Int, $statsYear: Int) {
  player(slug: $slug, forYear: $year) {
    ${PLAYER_BIO}
    height age college
    allTeams { ${PLAYER_TEAM} }
    currentTeam { ${CURRENT_TEAM} }
    stats(year: $statsYear, segment: regular) { ${PLAYER_STATS} }
    postStats: stats(year: $statsYear, segment: post) { ${PLAYER_STATS} }
    careerStats { ${fields(PLAYER_CAREER_STAT_FIELDS)} }
    allSeasonStats { year seasonSegment teamId ${fields(SEASON_ROW_STAT_FIELDS)} }
    accolades { awardName years }
    champSeries(year: $statsYear) {
      position positionName
      team { ${CHAMP_SERIES_TEAM} }
      stats { ${PLAYER_STATS} }
    }
    advancedSeasonStats { ${ADVANCED_STATS} }
  }
}`;

/**
 * The teams of a season. Variables: year Int!, sortBy String, includeChampSeries Boolean!
 * (true from 2023, the first season with Championship Series data).
 */
export const ALL_TEAMS_QUERY = `query AllTeams($year: Int!, $sortBy: String, $includeChampSeries: Boolean!) {
  allTeams(year: $year, sortBy: $sortBy) {
    ${TEAM_BASICS}
    coaches { name coachType }
    players { officialId slug firstName lastName jerseyNum position positionName }
    stats(year: $year, segment: regular) { ${TEAM_STATS} }
    postStats: stats(year: $year, segment: post) { ${TEAM_STATS} }
    champSeries(year: $year) @include(if: $includeChampSeries) {
      teamWins teamLosses teamTies
      stats { ${TEAM_STATS} }
    }
  }
}`;

/**
 * One team. Variables: id ID!, year Int (forYear), statsYear Int, eventsYear Int,
 * includeChampSeries Boolean!.
 */
export const TEAM_QUERY = `query Team($id: ID!, $year: Int, $statsYear: Int, $eventsYear: Int, $includeChampSeries: Boolean!) {
  team(id: $id, forYear: $year) {
    ${TEAM_BASICS}
    allYears
    coaches { officialId coachType firstName lastName }
    events(year: $eventsYear) { id slugname externalId startTime week venue description location broadcaster eventStatus }
    stats(year: $statsYear, segment: regular) { ${TEAM_STATS} }
    postStats: stats(year: $statsYear, segment: post) { ${TEAM_STATS} }
    champSeries(year: $statsYear) @include(if: $includeChampSeries) {
      teamWins teamLosses teamTies
      stats { ${TEAM_STATS} }
    }
  }
}`;

/** Standings of a season. Variables: year Int!, champSeries Boolean!. */
export const STANDINGS_QUERY = `query Standings($year: Int!, $champSeries: Boolean!) {
  standings(season: $year, champSeries: $champSeries) {
    team { officialId location locationCode urlLogo fullName }
    seed
    wins @skip(if: $champSeries)
    losses @skip(if: $champSeries)
    ties @skip(if: $champSeries)
    scores @skip(if: $champSeries)
    scoresAgainst @skip(if: $champSeries)
    scoreDiff @skip(if: $champSeries)
    csWins @include(if: $champSeries)
    csLosses @include(if: $champSeries)
    csTies @include(if: $champSeries)
    csScores @include(if: $champSeries)
    csScoresAgainst @include(if: $champSeries)
    csScoreDiff @include(if: $champSeries)
    conferenceWins conferenceLosses conferenceTies conferenceScores conferenceScoresAgainst conference conferenceSeed
  }
}`;

/** One event with its thin play log. Variables: slug ID!. */
export const EVENT_QUERY = `query Event($slug: ID!) {
  event(slug: $slug) {
    id
    homeTeam { ${EVENT_TEAM} }
    awayTeam { ${EVENT_TEAM} }
    homeScore visitorScore eventStatus period
    playLogs { id period minutes seconds teamId gbPlayerName description }
  }
}`;
