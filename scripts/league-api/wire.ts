/**
 * Snapshot records in the league API's REST shapes: Event, GameMeta, PlayerGameStat,
 * TeamGameStat, PbpEvent, Standing, and the team and player objects the REST answers embed.
 * Fields the snapshot does not hold (ticket links, social tags, ...) are null, as upstream sends
 * them for events that have none.
 */
import type {
  EventRecord,
  Play,
  PlayerGameStat,
  PlayerRecord,
  TeamGameStat,
  TeamSeason,
} from '../../src/data/snapshot-format.ts';
import type { TeamRecord } from '../../src/lib/aggregate/standings.ts';
import { ratio } from '../../src/lib/aggregate/ratio.ts';
import type { LeagueData } from '../../src/data/league.ts';

/**
 * A rate of a game's box score as the wire sends it: rounded to five decimals, and 0 without attempts
 * (where the site reads it as missing).
 */
export function wireRate(part: number, whole: number): number {
  const value = ratio(part, whole);
  return value === null ? 0 : Math.round(value * 100_000) / 100_000;
}

/** The team object of an Event. */
export function eventTeamWire(data: LeagueData, year: number, teamId: string | null): Record<string, unknown> | null {
  if (teamId === null) return null;
  const team = data.team(year, teamId);
  if (!team) return null;
  const record = data.teamRecord(year, team.officialId);
  return {
    officialId: team.officialId,
    franchiseId: team.franchiseId,
    year,
    urlLogo: team.urlLogo,
    fullName: team.fullName,
    location: team.location,
    locationCode: team.locationCode,
    league: team.league,
    conference: team.conference,
    slogan: null,
    teamWins: record.wins,
    teamLosses: record.losses,
    teamTies: record.ties,
    teamWinsPost: record.winsPost,
    teamLossesPost: record.lossesPost,
    teamTiesPost: record.tiesPost,
    seed: record.seed,
    shopImg: null,
    teamColor: team.teamColor,
    backgroundColor: null,
    spotifyId: null,
    twTag: null,
    igTag: null,
    team_id: team.officialId,
  };
}

const leagueOf = (data: LeagueData, event: EventRecord): string =>
  (event.homeTeamId ? data.team(event.year, event.homeTeamId)?.league : undefined) ?? 'PLL';

/** An event's own fields as both of the league's APIs serve them, its teams aside. */
export function eventFields(data: LeagueData, event: EventRecord): Record<string, unknown> {
  return {
    id: event.id,
    slugname: event.slugname,
    eventId: event.eventId,
    externalId: null,
    externalEventId: null,
    league: leagueOf(data, event),
    seasonSegment: event.seasonSegment,
    startTime: String(event.startTime),
    week: event.week,
    year: event.year,
    gameNumber: event.gameNumber,
    location: event.location,
    venue: event.venue,
    venueLocation: null,
    urlStreaming: event.urlStreaming,
    urlTicket: null,
    urlPreview: null,
    broadcaster: event.broadcaster,
    addToCalendarId: null,
    weekendTicketId: null,
    suiteId: null,
    waitlistUrl: null,
    waitlist: null,
    ticketId: null,
    eventStatus: event.eventStatus,
    period: event.period,
    clockMinutes: event.clockMinutes,
    clockSeconds: event.clockSeconds,
    clockTenths: 0,
    gameStatus: event.gameStatus,
    homeScore: event.homeScore,
    visitorScore: event.visitorScore,
    homePeriodScores: event.homePeriodScores,
    visitorPeriodScores: event.visitorPeriodScores,
    description: event.description,
    snl: false,
  };
}

/** Event: the list item of /v4/events and the answer of /v4/events/{id}; REST sends the week as text. */
export function eventWire(data: LeagueData, event: EventRecord): Record<string, unknown> {
  return {
    ...eventFields(data, event),
    week: String(event.week),
    homeTeam: eventTeamWire(data, event.year, event.homeTeamId),
    awayTeam: eventTeamWire(data, event.year, event.awayTeamId),
  };
}

function gameMetaTeam(data: LeagueData, year: number, teamId: string | null): Record<string, unknown> | null {
  if (teamId === null) return null;
  const team = data.team(year, teamId);
  if (!team) return null;
  const record = data.teamRecord(year, team.officialId);
  return {
    officialId: team.officialId,
    year,
    urlLogo: team.urlLogo,
    fullName: team.fullName,
    location: team.location,
    locationCode: team.locationCode,
    league: team.league,
    conference: team.conference,
    teamColor: team.teamColor,
    backgroundColor: null,
    wins: record.wins,
    losses: record.losses,
    ties: record.ties,
  };
}

/** GameMeta: the answer of /v4/games/{slugname}, with period scores. */
export function gameMetaWire(data: LeagueData, event: EventRecord): Record<string, unknown> {
  const plays = data.game(event.slugname)?.plays ?? null;
  const pregame = plays?.find((play) => play.eventType === 'pregame') ?? null;
  return {
    pregameWinProbability: pregame?.homeTeamWinProbability ?? null,
    id: event.id,
    slugname: event.slugname,
    eventId: event.eventId,
    league: leagueOf(data, event),
    seasonSegment: event.seasonSegment,
    startTime: String(event.startTime),
    venue: event.venue,
    venueLocation: null,
    location: event.location,
    year: event.year,
    week: event.week,
    gameNumber: event.gameNumber,
    urlStreaming: event.urlStreaming,
    broadcaster: event.broadcaster,
    eventStatus: event.eventStatus,
    period: event.period,
    clockMinutes: event.clockMinutes,
    clockSeconds: event.clockSeconds,
    gameStatus: event.gameStatus,
    visitorScore: event.visitorScore,
    homeScore: event.homeScore,
    homePeriodScores: event.homePeriodScores,
    visitorPeriodScores: event.visitorPeriodScores,
    homeTeam: gameMetaTeam(data, event.year, event.homeTeamId),
    awayTeam: gameMetaTeam(data, event.year, event.awayTeamId),
    description: event.description,
    snl: false,
    polymarketId: null,
  };
}

/** TeamGameStat: a stored line, plus the rate the snapshot leaves to be derived. */
export function teamGameStatWire(line: TeamGameStat): Record<string, unknown> {
  return { ...line, twoPointShotsOnGoalPct: wireRate(line.twoPointShotsOnGoal, line.twoPointShots) };
}

/** PlayerGameStat: a stored line with the player's names, slug and picture joined in. */
export function playerGameStatWire(line: PlayerGameStat, player: PlayerRecord | undefined): Record<string, unknown> {
  const { playerId, ...stats } = line;
  return {
    officialId: playerId,
    firstName: player?.firstName ?? null,
    lastName: player?.lastName ?? null,
    slug: player?.slug ?? null,
    profileUrl: player?.profileUrl ?? null,
    ...stats,
  };
}

/** PbpEvent: one play-by-play item. */
export function playWire(play: Play): Record<string, unknown> {
  const { shotOnGoal, shotSaved, saveType, ...rest } = play;
  const details =
    shotOnGoal === null && shotSaved === null && saveType === null ? {} : { shotOnGoal, shotSaved, saveType };
  return { ...rest, assistOpportunityPlayerId: null, closestDefenderId: null, details };
}

/**
 * A season's standings as both APIs list them: the regular season's records, or with
 * `champSeries` the Championship Series teams, each beside its regular-season record (an empty one
 * for a team that played none).
 */
export function standingRows(
  data: LeagueData,
  year: number,
  champSeries: boolean,
): { record: TeamRecord; cs: TeamRecord | null }[] {
  const regular = data.standings(year, 'regular');
  if (!champSeries) return regular.map((record) => ({ record, cs: null }));
  return data.standings(year, 'champseries').map((cs) => ({
    record: regular.find((entry) => entry.teamId === cs.teamId) ?? {
      ...cs,
      wins: 0,
      losses: 0,
      ties: 0,
      scores: 0,
      scoresAgainst: 0,
      scoreDiff: 0,
    },
    cs,
  }));
}

/** Standing of the REST answer (/v4/standings): the team flattened in. */
export function standingWire(
  data: LeagueData,
  year: number,
  record: TeamRecord,
  champSeries: TeamRecord | null,
): Record<string, unknown> {
  const team = data.team(year, record.teamId);
  return {
    teamId: record.teamId,
    fullName: team?.fullName ?? record.teamId,
    location: team?.location ?? null,
    locationCode: team?.locationCode ?? null,
    urlLogo: team?.urlLogo ?? null,
    ...standingNumbers(record, champSeries),
  };
}

/** The numbers of a Standing (GraphQL and REST share them). */
export function standingNumbers(record: TeamRecord, champSeries: TeamRecord | null): Record<string, unknown> {
  return {
    seed: champSeries ? champSeries.seed : record.seed,
    wins: record.wins,
    losses: record.losses,
    ties: record.ties,
    scores: record.scores,
    scoresAgainst: record.scoresAgainst,
    scoreDiff: record.scoreDiff,
    csWins: champSeries?.wins ?? null,
    csLosses: champSeries?.losses ?? null,
    csTies: champSeries?.ties ?? null,
    csScores: champSeries?.scores ?? null,
    csScoresAgainst: champSeries?.scoresAgainst ?? null,
    csScoreDiff: champSeries?.scoreDiff ?? null,
    conferenceWins: record.conferenceWins,
    conferenceLosses: record.conferenceLosses,
    conferenceTies: record.conferenceTies,
    conferenceScores: record.conferenceScores,
    conferenceScoresAgainst: record.conferenceScoresAgainst,
    conference: record.conference,
    conferenceSeed: record.conferenceSeed,
  };
}

/** The player fields every player object carries. */
export function playerBioWire(data: LeagueData, player: PlayerRecord): Record<string, unknown> {
  const allYears = data.playerYears(player.officialId);
  return {
    officialId: player.officialId,
    slug: player.slug,
    firstName: player.firstName,
    lastName: player.lastName,
    lastNameSuffix: player.lastNameSuffix,
    position: player.position,
    positionName: player.positionName,
    jerseyNum: player.jerseyNum,
    profileUrl: player.profileUrl,
    handedness: player.handedness,
    height: player.height,
    age: player.age,
    college: player.college,
    collegeYear: null,
    country: player.country,
    countryCode: player.countryCode,
    expFromYear: player.expFromYear,
    experience: allYears.length,
    allYears,
    isCaptain: null,
    injuryStatus: null,
    injuryDescription: null,
  };
}

/** A team-year of a player (allTeams / currentTeam rows). */
export function playerTeamWire(
  data: LeagueData,
  entry: { year: number; teamId: string; position: string | null; jerseyNum: number | null },
  positionName: (position: string | null) => string | null,
): Record<string, unknown> {
  const team: TeamSeason | undefined = data.team(entry.year, entry.teamId);
  return {
    officialId: entry.teamId,
    location: team?.location ?? null,
    locationCode: team?.locationCode ?? null,
    urlLogo: team?.urlLogo ?? null,
    league: team?.league ?? null,
    fullName: team?.fullName ?? entry.teamId,
    position: entry.position,
    positionName: positionName(entry.position),
    jerseyNum: entry.jerseyNum,
    year: entry.year,
  };
}

const POSITION_NAMES: Readonly<Record<string, string>> = {
  A: 'Attack',
  M: 'Midfield',
  D: 'Defense',
  G: 'Goalie',
  FO: 'Faceoff',
  LSM: 'Long Stick Midfield',
  SSDM: 'Defensive Midfield',
  F: 'Field',
};

export const positionNameOf = (position: string | null): string | null =>
  position === null ? null : (POSITION_NAMES[position] ?? null);
