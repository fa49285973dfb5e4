/**
 * Wire payloads shaped as the league API sends them (values from the bundled real dataset). Each
 * fixture returns a fresh object so tests can break it without touching the others.
 */

export function eventTeam(officialId: string, fullName: string): Record<string, unknown> {
  return {
    officialId,
    year: 2024,
    urlLogo: `https://img.example/${officialId}.png`,
    fullName,
    location: 'Utah',
    locationCode: 'UTA',
    league: 'PLL',
    conference: 'western',
    slogan: null,
    teamWins: 7,
    teamLosses: 3,
    teamTies: 0,
    teamWinsPost: 0,
    teamLossesPost: 1,
    teamTiesPost: 0,
    seed: 2,
    shopImg: null,
    teamColor: '#f26522',
    backgroundColor: '#000000',
    spotifyId: null,
    twTag: null,
    igTag: null,
    team_id: 'ARC',
  };
}

/** A /v4/events list item: startTime and week as strings. */
export function listEvent(): Record<string, unknown> {
  return {
    id: 301,
    slugname: '2024_game_1',
    eventId: '2024_ev_1',
    externalId: '401650001',
    league: 'PLL',
    seasonSegment: 'regular',
    startTime: '1717196400',
    week: '1',
    year: 2024,
    gameNumber: 1,
    location: 'Albany, NY',
    venue: 'Tom & Mary Casey Stadium',
    venueLocation: null,
    urlStreaming: 'https://www.espn.com/watch',
    urlTicket: null,
    urlPreview: null,
    broadcaster: ['ESPN2', 'ESPN+'],
    addToCalendarId: null,
    weekendTicketId: null,
    suiteId: null,
    waitlistUrl: null,
    waitlist: false,
    ticketId: null,
    eventStatus: 3,
    period: 4,
    clockMinutes: 0,
    clockSeconds: 0,
    clockTenths: 0,
    gameStatus: null,
    homeScore: 11,
    visitorScore: 14,
    description: null,
    snl: false,
    homeTeam: eventTeam('ARC', 'Archers'),
    awayTeam: eventTeam('ATL', 'Atlas'),
  };
}

/** /v4/games/{slug}: the 2023 Championship Series sample, numbers as numbers. */
export function gameMeta(): Record<string, unknown> {
  return {
    pregameWinProbability: null,
    id: 172,
    slugname: 'championship-series-1-2023-2-22',
    eventId: '2023_cs_ev1',
    league: 'PLL',
    seasonSegment: 'champseries',
    startTime: '1677105000',
    venue: 'The St. James',
    venueLocation: null,
    location: 'Springfield, VA',
    year: 2023,
    week: 0,
    urlStreaming: 'https://www.espn.com/watch/player?id=04aee54d',
    broadcaster: ['ESPN2', 'ESPN+'],
    eventStatus: 3,
    period: 4,
    clockMinutes: 0,
    clockSeconds: 0,
    gameStatus: null,
    visitorScore: 29,
    homeScore: 16,
    homePeriodScores: [5, 4, 3, 4],
    visitorPeriodScores: [8, 8, 5, 8],
    homeTeam: { officialId: 'WHP', year: 2023, fullName: 'Whipsnakes', location: null, locationCode: null, league: 'PLL', conference: null, teamColor: '#59c2b1', backgroundColor: '#E71C3F', wins: 4, losses: 6, ties: 0 },
    awayTeam: { officialId: 'ATL', year: 2023, fullName: 'Atlas', location: null, locationCode: null, league: 'PLL', conference: null, teamColor: '#3ba9f6', backgroundColor: '#3BA9F6', wins: 2, losses: 8, ties: 0 },
    description: 'Round Robin - Gm 1',
    snl: false,
    polymarketId: null,
  };
}

/** A players/stats row. */
export function playerGameStat(): Record<string, unknown> {
  return {
    points: 0, onePointGoals: 0, twoPointGoals: 0, goals: 0, assists: 0, shots: 0, shotPct: 0, shotsOnGoal: 0,
    twoPointShots: 0, saves: 13, cleanSaves: 4, messySaves: 9, savePct: 0.59091, cleanSavePct: 0.3076923076923077,
    GAA: 9, twoPtGaa: 0, scoresAgainst: 9, saa: 9, gamesPlayed: 1, groundBalls: 1, turnovers: 0, causedTurnovers: 0,
    faceoffsWon: 0, faceoffsLost: 0, faceoffs: 0, faceoffPct: 0, goalsAgainst: 9, twoPointGoalsAgainst: 0,
    numPenalties: 0, pim: 0, foRecord: '', assistOpportunities: 0, totalPasses: 9, touches: 10,
    officialId: '000258', teamId: 'CHA', firstName: 'Blaze', lastName: 'Riorden', slug: 'blaze-riorden',
    profileUrl: 'https://img.premierlacrosseleague.com/Players/2026/blaze-riorden.webp', position: 'G',
    positionName: 'Goalie', jerseyNum: 0,
  };
}

/** A teams/stats row, from the Championship Series sample. */
export function teamGameStat(): Record<string, unknown> {
  return {
    assists: 8, causedTurnovers: 5, clearAttempts: 49, clearPct: 1, clears: 49, faceoffPct: 0.25, faceoffs: 4,
    faceoffsLost: 3, faceoffsWon: 1, goals: 22, goalsAgainst: 14, groundBalls: 11, manDownPct: 0, numPenalties: 0,
    onePointGoals: 15, pim: 0, powerPlayPct: 0, powerPlayGoals: 0, powerPlayShots: 0, powerPlayGoalsAgainst: 0,
    powerPlayGoalsAgainstPct: 0, rideAttempts: 48, savePct: 0.46154, cleanSaves: 5, messySaves: 7,
    cleanSavePct: 0.4166666666666667, saves: 12, scores: 29, scoresAgainst: 16, shotClockExpirations: 1, shotPct: 0.44898,
    shots: 49, shotsOnGoal: 36, shotsOnGoalPct: 0.73469, timesManUp: 1, timesShortHanded: 0, turnovers: 7,
    twoPointGoalsAgainst: 2, twoPointShots: 12, twoPointShotPct: 0.58333, twoPointShotsOnGoal: 10,
    twoPointShotsOnGoalPct: 0.83333, twoPointGoals: 7, touches: 183, totalPasses: 127, timeInPossesion: 1020,
    timeInPossesionPct: 0.53125, totalPossessions: 0, officialId: 'ATL',
  };
}

/** Two play-by-play items. */
export function plays(): Record<string, unknown>[] {
  return [
    {
      markerId: 'pregame', eventType: 'pregame', description: 'Game Start', period: 1, minutes: 12, seconds: 0,
      secondsPassed: 0, teamId: '', shotType: null, penaltyLength: null, penaltyDescription: null, homeScore: 0,
      visitorScore: 0, awayTeamWinProbability: 0.5, homeTeamWinProbability: 0.5, details: {},
    },
    {
      markerId: 'shot-2600', eventType: 'goal', description: 'GOAL by B. Smith. Assist W. Perry.', period: 1,
      minutes: 9, seconds: 41, secondsPassed: 139, teamId: 'WHP', shotType: '2_PT', penaltyLength: null,
      penaltyDescription: null, homeScore: 2, visitorScore: 0, awayTeamWinProbability: 0.41,
      homeTeamWinProbability: 0.59, faceoffWinnerId: null, shooterId: '003174', goalieId: '000258',
      shotAssistId: '002032', closestDefenderId: null, details: { shotOnGoal: true, shotSaved: false, saveType: null },
    },
  ];
}

/** A REST /v4/standings row: team fields flat. */
export function restStanding(): Record<string, unknown> {
  return {
    teamId: 'ARC', fullName: 'Archers', location: 'Utah', locationCode: 'UTA', urlLogo: 'https://img.example/ARC.png',
    seed: 1, wins: 7, losses: 3, ties: 0, scores: 130, scoresAgainst: 110, scoreDiff: 20, conferenceWins: 4,
    conferenceLosses: 1, conferenceTies: 0, conferenceScores: 60, conferenceScoresAgainst: 50, conference: 'western',
    conferenceSeed: 1,
  };
}

/** A leader: statValue and jerseyNum as strings. */
export function leader(): Record<string, unknown> {
  return {
    officialId: '000365', profileUrl: null, firstName: 'Jeff', lastName: 'Teat', position: 'A', statType: 'points',
    slug: 'jeff-teat', statValue: '45', playerRank: 1, jerseyNum: '7', teamId: 'ATL', year: 2024,
  };
}

export function careerRow(): Record<string, unknown> {
  return {
    player: { name: 'Paul Rabil', experience: null, allYears: [2009, 2010, 2019, 2020], slug: null },
    gamesPlayed: 150, points: 500, goals: 300, onePointGoals: 280, twoPointGoals: 20, assists: 180, groundBalls: 200,
    saves: 0, faceoffsWon: 3,
  };
}

/** An allPlayers item. */
export function player(): Record<string, unknown> {
  return {
    officialId: '000365', firstName: 'Jeff', lastName: 'Teat', lastNameSuffix: null, slug: 'jeff-teat',
    profileUrl: null, jerseyNum: 7, position: 'A', positionName: 'Attack', handedness: 'L', country: 'Canada',
    countryCode: 'CAN', collegeYear: 2021, experience: 3, expFromYear: 2022, allYears: [2022, 2023, 2024],
    isCaptain: false, injuryStatus: null, injuryDescription: null,
    allTeams: [{ officialId: 'ATL', location: 'New York', locationCode: 'NYA', urlLogo: null, league: 'PLL', position: 'A', positionName: 'Attack', jerseyNum: 7, year: 2024, fullName: 'Atlas' }],
    currentTeam: { officialId: 'ATL', location: 'New York', locationCode: 'NYA', fullName: 'Atlas', urlLogo: null, position: 'A', jerseyNum: 7 },
    stats: { gamesPlayed: 10, points: 45, goals: 20, onePointGoals: 18, twoPointGoals: 2, assists: 23, shotPct: 0.33, foRecord: '0-0' },
    postStats: null,
  };
}

export function team(): Record<string, unknown> {
  return {
    officialId: 'ARC', locationCode: 'UTA', location: 'Utah', fullName: 'Archers', urlLogo: null, slogan: 'Aim High',
    league: 'PLL', teamWins: 7, teamLosses: 3, teamTies: 0, teamWinsPost: 1, teamLossesPost: 1, teamTiesPost: 0,
    coaches: [{ name: 'Chris Bates', coachType: 'head' }],
    players: [{ slug: 'connor-fields' }],
    stats: { gamesPlayed: 10, scores: 130, scoresAgainst: 110, faceoffPct: 0.52 },
    postStats: null,
  };
}

export function user(): Record<string, unknown> {
  return {
    userId: 'uid-1', isLoggedIn: true, isAnonymous: false, email: 'fan@example.com', firstName: 'Ada',
    lastName: 'Lovelace', zip: 10001, favTeam: 'arc', favPlayers: ['000365'], topics: null,
  };
}

export function gamedayRoster(): Record<string, unknown> {
  return {
    eventId: '2026_game_1',
    homeTeam: {
      officialId: 'ARC', locationCode: 'UTA', fullName: 'Archers', location: 'Utah',
      gamedayRoster: [{ firstName: 'CK', lastName: 'Giancola', officialId: '003203', position: 'M', positionName: 'Midfield', rosterStatus: 'active', injuryStatus: null, jerseyNum: 2, slug: 'ck-giancola', age: 27 }],
    },
    awayTeam: { officialId: 'RED', locationCode: 'CAL', fullName: 'Redwoods', location: 'California', gamedayRoster: [] },
  };
}
