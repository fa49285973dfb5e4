import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SchemaError } from '../../../src/api/errors.ts';
import { createLeagueClient, type LeagueClient } from '../../../src/api/league.ts';
import { ALL_PLAYERS_QUERY, PLAYER_QUERY, STANDINGS_QUERY } from '../../../src/api/queries.ts';
import { replies, startBadServer, type BadServer, type SeenRequest } from '../helpers/bad-server.ts';
import * as wire from './fixtures.ts';

let server: BadServer;
let client: LeagueClient;

beforeAll(async () => {
  server = await startBadServer();
  client = createLeagueClient({
    graphqlUrl: `${server.origin}/graphql`,
    restBaseUrl: `${server.origin}/api`,
    token: 'dev-token',
    timeZone: 'America/New_York',
    retry: false,
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
});

async function schemaFailure(promise: Promise<unknown>): Promise<SchemaError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaError);
    return error as SchemaError;
  }
  throw new Error('expected a schema error');
}

function graphqlBody(request: SeenRequest | undefined): { query: string; variables: Record<string, unknown> } {
  return JSON.parse(request?.body ?? '{}') as { query: string; variables: Record<string, unknown> };
}

describe('REST calls', () => {
  it('fetchSeasonEvents reads data.items, turns string times into numbers and skips unset flags', async () => {
    server.on('/api/v4/events', replies.items([wire.listEvent()]));
    const events = await client.fetchSeasonEvents(2024, { includeCS: true });
    expect(server.requests[0]?.url).toBe('/api/v4/events?year=2024&includeCS=true');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.startTime).toBe(1717196400);
    expect(event?.week).toBe(1);
    expect(event?.homeTeam?.officialId).toBe('ARC');
    expect(event?.awayTeam?.fullName).toBe('Atlas');
    expect(event?.broadcaster).toEqual(['ESPN2', 'ESPN+']);
    expect(event?.homePeriodScores).toEqual([]);
  });

  it('names the entity, its id and the field when an event fails the schema', async () => {
    const bad = wire.listEvent();
    bad['homeTeam'] = { ...wire.eventTeam('ARC', 'Archers'), officialId: 7 };
    server.on('/api/v4/events', replies.items([wire.listEvent(), bad]));
    const error = await schemaFailure(client.fetchSeasonEvents(2024));
    expect(error.message).toBe(
      `Invalid Event "2024_game_1": field homeTeam.officialId: expected string, received number in the answer of GET ${server.origin}/api/v4/events?year=2024`,
    );
    expect(error.entity).toBe('Event');
    expect(error.id).toBe('2024_game_1');
    expect(error.path).toBe('homeTeam.officialId');
    expect(error.index).toBe(1);
  });

  it('reports a missing required field and counts the other issues', async () => {
    const bad = wire.listEvent();
    delete bad['eventStatus'];
    bad['seasonSegment'] = 'playoffs';
    server.on('/api/v4/events', replies.items([bad]));
    const error = await schemaFailure(client.fetchSeasonEvents(2024));
    expect(error.message).toMatch(
      /^Invalid Event "2024_game_1": field seasonSegment: Invalid option: expected one of .*received "playoffs" \(and 1 more issue\)/,
    );
    expect(error.issues.map((issue) => issue.path)).toEqual(['seasonSegment', 'eventStatus']);
  });

  it('says which item failed when it has no id', async () => {
    server.on('/api/v4/events', replies.items([{ startTime: 'soon' }]));
    const error = await schemaFailure(client.fetchSeasonEvents(2024));
    expect(error.message).toMatch(/^Invalid Event \(item 0\): field id: expected number, received undefined/);
  });

  it('rejects a list answer that is not a list', async () => {
    server.on('/api/v4/events', replies.data({ slugname: 'x' }));
    const error = await schemaFailure(client.fetchSeasonEvents(2024));
    expect(error.message).toMatch(/^Invalid Event list: expected an array, received object/);
  });

  it('fetchGame and fetchEvent read a single object with period scores and team records', async () => {
    server.on('/api/v4/games/championship-series-1-2023-2-22', replies.data(wire.gameMeta()));
    server.on('/api/v4/events/172', replies.data(wire.gameMeta()));
    const game = await client.fetchGame('championship-series-1-2023-2-22');
    expect(game.seasonSegment).toBe('champseries');
    expect(game.startTime).toBe(1677105000);
    expect(game.week).toBe(0);
    expect(game.homePeriodScores).toEqual([5, 4, 3, 4]);
    expect(game.visitorPeriodScores).toEqual([8, 8, 5, 8]);
    expect(game.homeTeam?.wins).toBe(4);
    const byId = await client.fetchEvent(172);
    expect(byId.slugname).toBe('championship-series-1-2023-2-22');
  });

  it('accepts an unplayed game without teams yet', async () => {
    const tbd = {
      ...wire.listEvent(),
      slugname: '2026-championship-game',
      eventStatus: 0,
      homeTeam: null,
      awayTeam: null,
      homeScore: null,
      visitorScore: null,
    };
    server.on('/api/v4/events', replies.items([tbd]));
    const [event] = await client.fetchSeasonEvents(2026);
    expect(event?.homeTeam).toBeNull();
    expect(event?.homeScore).toBeNull();
  });

  it('fetchEventPlayerStats and fetchEventTeamStats read box scores; a bad row names the player', async () => {
    server.on('/api/v4/events/2024_game_1/players/stats', replies.items([wire.playerGameStat()]));
    server.on('/api/v4/events/2024_game_1/teams/stats', replies.items([wire.teamGameStat()]));
    const [line] = await client.fetchEventPlayerStats('2024_game_1');
    expect(line).toMatchObject({
      officialId: '000258',
      teamId: 'CHA',
      saves: 13,
      cleanSaves: 4,
      jerseyNum: 0,
      points: 0,
    });
    const [teamLine] = await client.fetchEventTeamStats('2024_game_1');
    expect(teamLine).toMatchObject({ officialId: 'ATL', scores: 29, timeInPossesion: 1020, ridesPct: null });

    server.on('/api/v4/events/2024_game_1/players/stats', replies.items([{ ...wire.playerGameStat(), saves: '13' }]));
    const error = await schemaFailure(client.fetchEventPlayerStats('2024_game_1'));
    expect(error.message).toMatch(/^Invalid PlayerGameStat "000258": field saves: expected number, received string/);
  });

  it('fetchPlayLogs reads play-by-play; a bad play names its markerId', async () => {
    server.on('/api/v4/events/2024_game_1/playlogs', replies.items(wire.plays()));
    const plays = await client.fetchPlayLogs('2024_game_1');
    expect(plays.map((play) => play.markerId)).toEqual(['pregame', 'shot-2600']);
    expect(plays[0]?.details).toEqual({ shotOnGoal: null, shotSaved: null, saveType: null });
    expect(plays[1]).toMatchObject({ shotType: '2_PT', shooterId: '003174', homeTeamWinProbability: 0.59 });

    const broken = wire.plays();
    broken[1] = { ...broken[1], period: 'first' };
    server.on('/api/v4/events/2024_game_1/playlogs', replies.items(broken));
    const error = await schemaFailure(client.fetchPlayLogs('2024_game_1'));
    expect(error.message).toMatch(/^Invalid PbpEvent "shot-2600": field period: expected number, received string/);
  });

  it('fetchFeed asks by eventSlug and reads the live parts', async () => {
    server.on(
      '/api/v4/feed',
      replies.data({
        scoreboard: {
          homeScore: 2,
          awayScore: 0,
          homePeriodScores: [2],
          awayPeriodScores: [0],
          period: 1,
          minutes: 9,
          seconds: 41,
        },
        playLogs: wire.plays(),
        playerStats: [wire.playerGameStat()],
        teamStats: [wire.teamGameStat()],
      }),
    );
    const feed = await client.fetchFeed('2024_game_1');
    expect(server.requests[0]?.url).toBe('/api/v4/feed?eventSlug=2024_game_1');
    expect(feed.scoreboard?.homeScore).toBe(2);
    expect(feed.playLogs).toHaveLength(2);
    expect(feed.event).toBeNull();

    server.on('/api/v4/feed', replies.data({ playLogs: [{ markerId: 'x' }] }));
    const error = await schemaFailure(client.fetchFeed('2024_game_1'));
    expect(error.message).toMatch(/^Invalid LiveFeed "2024_game_1": field playLogs\[0\]\.eventType/);
  });

  it('fetchStandings reads REST rows into the nested Standing shape', async () => {
    server.on('/api/v4/standings', replies.items([wire.restStanding()]));
    const [standing] = await client.fetchStandings(2024, false);
    expect(server.requests[0]?.url).toBe('/api/v4/standings?year=2024&champSeries=false');
    expect(standing?.team).toEqual({
      officialId: 'ARC',
      fullName: 'Archers',
      location: 'Utah',
      locationCode: 'UTA',
      urlLogo: 'https://img.example/ARC.png',
    });
    expect(standing).toMatchObject({ wins: 7, losses: 3, conference: 'western', csWins: null });

    server.on('/api/v4/standings', replies.items([{ ...wire.restStanding(), wins: 'seven' }]));
    const error = await schemaFailure(client.fetchStandings(2024, false));
    expect(error.message).toMatch(/^Invalid Standing "ARC": field wins: expected number, received string/);
  });

  it('fetchLeaders sends year, season type, the stat list and count 5 by default; reads string values as numbers', async () => {
    server.on('/api/v4/leaders', replies.items([wire.leader()]));
    const [top] = await client.fetchLeaders({ year: 2024, seasonType: 'regular', statList: ['points', 'goals'] });
    expect(server.requests[0]?.url).toBe('/api/v4/leaders?year=2024&seasonType=regular&stats=points%2Cgoals&limit=5');
    expect(top).toMatchObject({ officialId: '000365', statValue: 45, jerseyNum: 7, playerRank: 1 });
    await client.fetchLeaders({ year: 2024, statList: ['points'], count: 10 });
    expect(server.requests[1]?.url).toBe('/api/v4/leaders?year=2024&stats=points&limit=10');
  });

  it('fetchSeasonPlayers, fetchTeams and fetchGamedayRosters send their parameters', async () => {
    server.on('/api/v4/players', replies.items([wire.player()]));
    server.on('/api/v4/teams', replies.items([wire.team()]));
    server.on('/api/v4/events/gameday-rosters', replies.items([wire.gamedayRoster()]));
    const [p] = await client.fetchSeasonPlayers(2024, 'post');
    expect(p?.collegeYear).toBe('2021');
    const [t] = await client.fetchTeams(2024);
    expect(t?.players).toEqual([expect.objectContaining({ slug: 'connor-fields', officialId: null })]);
    const [g] = await client.fetchGamedayRosters(2026, 1);
    expect(g?.homeTeam.gamedayRoster[0]?.officialId).toBe('003203');
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/v4/players?year=2024&seasonType=post',
      '/api/v4/teams?year=2024',
      '/api/v4/events/gameday-rosters?year=2026&week=1',
    ]);
  });

  it('escapes slugs in paths', async () => {
    server.on('/api/v4/games/a%2Fb', replies.data(wire.gameMeta()));
    await client.fetchGame('a/b');
    expect(server.requests[0]?.path).toBe('/api/v4/games/a%2Fb');
  });
});

describe('user calls', () => {
  it('getOrCreateUser GETs with the optional query and the caller token', async () => {
    server.on('/api/v4/get-or-create-user', replies.data(wire.user()));
    const found = await client.getOrCreateUser({ referrerUserId: 'r1', osc: undefined }, { token: 'id-token' });
    expect(found).toMatchObject({ userId: 'uid-1', zip: '10001', favPlayers: ['000365'], topics: [] });
    expect(server.requests[0]?.url).toBe('/api/v4/get-or-create-user?referrerUserId=r1');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer id-token');
  });

  it('createUser POSTs the JSON merge body', async () => {
    server.on('/api/v4/get-or-create-user', replies.data(wire.user()));
    await client.createUser({ firstName: 'Ada', pllm_source: 'qr' });
    expect(server.requests[0]?.method).toBe('POST');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ firstName: 'Ada', pllm_source: 'qr' });
  });

  it('names the user when the record fails the schema', async () => {
    server.on('/api/v4/get-or-create-user', replies.data({ ...wire.user(), favPlayers: 'all' }));
    const error = await schemaFailure(client.getOrCreateUser());
    expect(error.message).toMatch(/^Invalid User "uid-1": field favPlayers: expected array, received string/);
  });

  it('updateUser PUTs the profile and resolves true, even when the answer has no data', async () => {
    server.on('/api/v4/update-user', replies.empty(204));
    await expect(client.updateUser({ firstName: 'Ada', favTeam: 'arc' })).resolves.toBe(true);
    expect(server.requests[0]?.method).toBe('PUT');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ firstName: 'Ada', favTeam: 'arc' });
  });

  it('postEngagement POSTs the event to v1 with web/participation defaults and answers true or false', async () => {
    server.sequence('/api/v1/user-engagement', [replies.data(true), replies.serverError()]);
    const event = { userId: 'uid-1', event: 'ARTICLE_READ', engagementSourceId: 'article-9', timestamp: 1700000000000 };
    await expect(client.postEngagement(event)).resolves.toBe(true);
    await expect(client.postEngagement(event)).resolves.toBe(false);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ ...event, source: 'web', type: 'participation' });
  });
});

describe('GraphQL calls', () => {
  it('fetchAllPlayers sends the query with its defaults and reads players', async () => {
    server.on('/graphql', replies.data({ allPlayers: [wire.player()] }));
    const players = await client.fetchAllPlayers({ season: 2024 });
    const sent = graphqlBody(server.requests[0]);
    expect(sent.query).toBe(ALL_PLAYERS_QUERY);
    expect(sent.variables).toEqual({
      season: 2024,
      includeZPP: false,
      includeReg: true,
      includePost: true,
      limit: 1000,
      league: 'PLL',
    });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer dev-token');
    expect(players[0]).toMatchObject({ officialId: '000365', jerseyNum: 7, postStats: null, accolades: [] });
    expect(players[0]?.stats).toMatchObject({ points: 45, shotPct: 0.33, saves: null, foRecord: '0-0' });
  });

  it('names the player and the field when a player fails the schema', async () => {
    server.on(
      '/graphql',
      replies.data({ allPlayers: [{ ...wire.player(), allTeams: [{ officialId: 'ATL', year: 'last' }] }] }),
    );
    const error = await schemaFailure(client.fetchAllPlayers({ season: 2024 }));
    expect(error.message).toMatch(
      /^Invalid Player "000365": field allTeams\[0\]\.year: expected number, received string in the answer of GraphQL allPlayers/,
    );
  });

  it('reads a null list as empty and a missing root field as a schema error', async () => {
    server.on('/graphql', replies.data({ careerStats: null }));
    await expect(client.fetchCareerStats({ stat: 'points', limit: 10 })).resolves.toEqual([]);
    server.on('/graphql', replies.data({ somethingElse: [] }));
    const error = await schemaFailure(client.fetchCareerStats({ stat: 'points' }));
    expect(error.message).toMatch(/^Invalid CareerStat list: expected an array, received undefined/);
  });

  it('fetchCareerStats, fetchStatLeaders and fetchGraphqlStandings send their variables', async () => {
    server.sequence('/graphql', [
      replies.data({ careerStats: [wire.careerRow()] }),
      replies.data({ playerStatLeaders: [wire.leader()] }),
      replies.data({
        standings: [{ team: { officialId: 'ARC', fullName: 'Archers' }, seed: 1, csWins: 2, csLosses: 1 }],
      }),
    ]);
    const [career] = await client.fetchCareerStats({ stat: 'goals', limit: 25 });
    expect(career?.player).toEqual({
      name: 'Paul Rabil',
      experience: null,
      allYears: [2009, 2010, 2019, 2020],
      slug: null,
    });
    const [statLeader] = await client.fetchStatLeaders({ year: 2024, seasonSegment: 'post', statList: ['points'] });
    expect(statLeader?.statValue).toBe(45);
    const [standing] = await client.fetchGraphqlStandings(2024, true);
    expect(standing).toMatchObject({ team: { officialId: 'ARC', location: null }, csWins: 2, wins: null });

    const sent = server.requests.map((request) => graphqlBody(request));
    expect(sent[0]?.variables).toEqual({ stat: 'goals', limit: 25 });
    expect(sent[1]?.variables).toEqual({
      year: 2024,
      seasonSegment: 'post',
      statList: ['points'],
      limit: 3,
      league: 'PLL',
    });
    expect(sent[2]?.query).toBe(STANDINGS_QUERY);
    expect(sent[2]?.variables).toEqual({ year: 2024, champSeries: true });
  });

  it('fetchPlayer sends slug, year and statsYear and resolves null for an unknown player', async () => {
    server.on('/graphql', replies.data({ player: null }));
    await expect(client.fetchPlayer({ slug: 'nobody', year: 2024, statsYear: 2023 })).resolves.toBeNull();
    const sent = graphqlBody(server.requests[0]);
    expect(sent.query).toBe(PLAYER_QUERY);
    expect(sent.variables).toEqual({ slug: 'nobody', year: 2024, statsYear: 2023 });
  });

  it('fetchPlayer reads profile, career, season rows, accolades and champ series', async () => {
    server.on(
      '/graphql',
      replies.data({
        player: {
          ...wire.player(),
          height: "6'0",
          age: 25,
          careerStats: { gamesPlayed: 30, points: 120, foRecord: '0-0' },
          allSeasonStats: [{ year: 2024, seasonSegment: 'regular', teamId: 'ATL', points: 45 }],
          accolades: [{ awardName: 'MVP', years: [2024] }],
          champSeries: {
            position: 'F',
            positionName: 'Field',
            team: {
              officialId: 'ATL',
              locationCode: 'NYA',
              location: 'New York',
              position: 'F',
              positionName: 'Field',
            },
            stats: { points: 8 },
          },
          advancedSeasonStats: { unassistedGoals: 6, lhShotPct: 0.4 },
        },
      }),
    );
    const found = await client.fetchPlayer({ slug: 'jeff-teat' });
    expect(found).toMatchObject({ height: "6'0", age: 25, accolades: [{ awardName: 'MVP', years: [2024] }] });
    expect(found?.allSeasonStats[0]).toMatchObject({ year: 2024, seasonSegment: 'regular', points: 45, goals: null });
    expect(found?.champSeries?.stats?.points).toBe(8);
    expect(found?.advancedSeasonStats?.unassistedGoals).toBe(6);
  });

  it('fetchAllTeams includes the Championship Series from 2023 on', async () => {
    server.on('/graphql', replies.data({ allTeams: [wire.team()] }));
    await client.fetchAllTeams({ year: 2022 });
    await client.fetchAllTeams({ year: 2023, sortBy: 'points' });
    const sent = server.requests.map((request) => graphqlBody(request).variables);
    expect(sent).toEqual([
      { year: 2022, includeChampSeries: false },
      { year: 2023, sortBy: 'points', includeChampSeries: true },
    ]);
  });

  it('fetchTeam sends id and years, reads events and coaches, and names a bad team', async () => {
    server.on(
      '/graphql',
      replies.data({
        team: {
          ...wire.team(),
          allYears: [2019, 2024],
          coaches: [{ officialId: 12, coachType: 'head', firstName: 'Chris', lastName: 'Bates' }],
          events: [
            {
              id: 1,
              slugname: '2024_game_1',
              startTime: '1717196400',
              eventStatus: 3,
              week: '1',
              broadcaster: 'ESPN+',
            },
          ],
        },
      }),
    );
    const found = await client.fetchTeam({ id: 'ARC', year: 2024, eventsYear: 2024 });
    expect(graphqlBody(server.requests[0]).variables).toEqual({
      id: 'ARC',
      year: 2024,
      eventsYear: 2024,
      includeChampSeries: true,
    });
    expect(found?.events[0]).toMatchObject({ startTime: 1717196400, week: 1, broadcaster: ['ESPN+'] });
    expect(found?.coaches[0]?.officialId).toBe('12');

    server.on('/graphql', replies.data({ team: { ...wire.team(), fullName: null } }));
    const error = await schemaFailure(client.fetchTeam({ id: 'ARC' }));
    expect(error.message).toMatch(/^Invalid Team "ARC": field fullName: expected string, received null/);
  });

  it('fetchEventDetail reads the thin play log', async () => {
    server.on(
      '/graphql',
      replies.data({
        event: {
          id: 301,
          homeTeam: { officialId: 'ARC' },
          awayTeam: { officialId: 'ATL' },
          homeScore: 11,
          visitorScore: 14,
          eventStatus: 3,
          period: 4,
          playLogs: [
            {
              id: '1',
              period: 1,
              minutes: 11,
              seconds: 57,
              teamId: 'ARC',
              gbPlayerName: null,
              description: 'Faceoff win',
            },
          ],
        },
      }),
    );
    const detail = await client.fetchEventDetail('2024_game_1');
    expect(detail?.playLogs[0]?.description).toBe('Faceoff win');
    expect(graphqlBody(server.requests[0]).variables).toEqual({ slug: '2024_game_1' });
  });
});
