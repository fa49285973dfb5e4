/**
 * The embedded league API against the upstream league API's shapes, over real HTTP: every REST v4 path and GraphQL
 * query answers in the wire shapes the site's own clients validate (so a drift fails here), the
 * answers agree with the snapshot, errors say what is wrong, and user records survive a restart.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createLeagueClient, type LeagueClient, type Standing } from '../../../../src/api/index.ts';
import { decodeTable, type Snapshot } from '../../../../src/data/snapshot-format.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { startLeagueApi, type LeagueApi } from '../../../../scripts/league-api/server.ts';

let snapshot: Snapshot;
let storeDir: string;
let api: LeagueApi;
let client: LeagueClient;

function connect(server: LeagueApi, token = 'dev-token'): LeagueClient {
  return createLeagueClient({ graphqlUrl: server.graphqlUrl, restBaseUrl: server.restBaseUrl, token, retry: false });
}

beforeAll(async () => {
  snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  storeDir = await mkdtemp(join(tmpdir(), 'pll-league-api-'));
  api = await startLeagueApi({ snapshot, storeDir });
  client = connect(api);
});

afterAll(async () => {
  await api.close();
  await rm(storeDir, { recursive: true, force: true });
});

const season = (year: number) => {
  const file = snapshot.seasons.get(year);
  if (!file) throw new Error(`no ${String(year)} in the snapshot`);
  return file;
};
const firstFinalWithPlays = (year: number) => {
  const games = snapshot.games.get(year) ?? {};
  const event = season(year).events.find((candidate) => games[candidate.slugname]?.plays);
  if (!event) throw new Error(`no game with plays in ${String(year)}`);
  return { event, game: games[event.slugname] };
};

describe('REST v4', () => {
  it('a request without a bearer token gets 400 "Missing authorization in header"', async () => {
    const response = await fetch(`${api.restBaseUrl}/v4/events?year=2024`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Missing authorization in header' });
  });

  it('season events: every event of the year, in {data:{items}}', async () => {
    const events = await client.fetchSeasonEvents(2024, { includeCS: true, includeWLL: true });
    expect(events.map((event) => event.slugname).sort()).toEqual(
      season(2024)
        .events.map((event) => event.slugname)
        .sort(),
    );
  });

  it('an event by id and by slug, and the game by slugname with its period scores', async () => {
    const { event } = firstFinalWithPlays(2024);
    const bySlug = await client.fetchEvent(event.slugname);
    const byId = await client.fetchEvent(event.id);
    expect(byId.slugname).toBe(event.slugname);
    expect([bySlug.homeScore, bySlug.visitorScore]).toEqual([event.homeScore, event.visitorScore]);
    const game = await client.fetchGame(event.slugname);
    expect(game.homePeriodScores).toEqual(event.homePeriodScores);
    expect(game.visitorPeriodScores).toEqual(event.visitorPeriodScores);
  });

  it('an unknown event is a 404 whose message names it, read by the client as the error text', async () => {
    const failure = await client.fetchEvent('2031_game_99').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toContain('2031_game_99');
  });

  it("a game's team stats, player stats and play log are the snapshot's rows", async () => {
    const { event, game } = firstFinalWithPlays(2025);
    const [teams, players, plays] = await Promise.all([
      client.fetchEventTeamStats(event.slugname),
      client.fetchEventPlayerStats(event.slugname),
      client.fetchPlayLogs(event.slugname),
    ]);
    expect(teams.map((line) => [line.officialId, line.scores])).toEqual(
      game?.teamStats.map((line) => [line.officialId, line.scores]),
    );
    const rows = decodeTable(game?.playerStats ?? { columns: [], rows: [] });
    expect(players.map((line) => [line.officialId, line.points])).toEqual(
      rows.map((row) => [row.playerId, row.points]),
    );
    expect(plays.map((play) => play.markerId)).toEqual(
      decodeTable(game?.plays ?? { columns: [], rows: [] }).map((play) => play.markerId),
    );
  });

  it('the live feed of an event by eventSlug', async () => {
    const { event } = firstFinalWithPlays(2024);
    const response = await client.rest.request('/v4/feed', { query: { eventSlug: event.slugname } });
    expect(JSON.stringify(response)).toContain(event.slugname);
  });

  it('season players by year and type, teams by year, standings and gameday rosters', async () => {
    const players = await client.fetchSeasonPlayers(2024, 'regular');
    expect(players.find((player) => player.slug === 'jeff-teat')?.stats?.points).toBe(64);
    expect((await client.fetchTeams(2024)).map((team) => team.officialId)).toEqual(
      season(2024).teams.map((team) => team.officialId),
    );
    expect(await client.fetchStandings(2024, false)).toHaveLength(8);
    const rosters = await client.fetchGamedayRosters(2024, 1);
    expect(rosters.length).toBe(season(2024).events.filter((event) => event.week === 1).length);
  });

  it('leaders default to 5 per stat and rank the season lines', async () => {
    const leaders = await client.fetchLeaders({ year: 2024, seasonType: 'regular', statList: ['points', 'goals'] });
    expect(leaders.filter((leader) => leader.statType === 'points')).toHaveLength(5);
    expect(leaders[0]?.slug).toBe('jeff-teat');
    expect(leaders[0]?.playerRank).toBe(1);
  });

  it('an unknown path is a 404 and a bad parameter a 400, each naming the problem', async () => {
    const headers = { authorization: 'Bearer dev-token' };
    const missing = await fetch(`${api.restBaseUrl}/v4/nowhere`, { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No such path: GET /api/v4/nowhere' });
    const bad = await fetch(`${api.restBaseUrl}/v4/events?year=next`, { headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Query parameter year must be an integer, got "next"' });
  });
});

describe('users and engagement', () => {
  it('get-or-create, update and engagement persist across a restart of the API', async () => {
    const fan = connect(api, 'fan-42');
    const created = await fan.getOrCreateUser();
    expect(created.userId).toBe('fan-42');
    await fan.updateUser({ firstName: 'Ada', favTeam: 'archers' });
    expect(await fan.postEngagement({ userId: 'fan-42', event: 'VIDEO_WATCH', engagementSourceId: 'clip-1' })).toBe(
      true,
    );
    // An event outside ENGAGEMENT_EVENTS is refused (400), which the client reads as false.
    expect(await fan.postEngagement({ userId: 'fan-42', event: 'video_watch', engagementSourceId: 'clip-1' })).toBe(
      false,
    );

    await api.close();
    api = await startLeagueApi({ snapshot, storeDir });
    client = connect(api);
    const again = await connect(api, 'fan-42').getOrCreateUser();
    expect([again.firstName, again.favTeam]).toEqual(['Ada', 'archers']);
    expect((await readdir(storeDir)).length).toBeGreaterThan(0);
  });

  it('a new record takes first and last name from a display name split on its first space', async () => {
    const created = await connect(api, 'fan-display').createUser({ displayName: 'Ada King Lovelace' });
    expect([created.firstName, created.lastName, created.isLoggedIn, created.favPlayers]).toEqual([
      'Ada',
      'King Lovelace',
      true,
      [],
    ]);
    const single = await connect(api, 'fan-single').createUser({ displayName: 'Cher' });
    expect([single.firstName, single.lastName]).toEqual(['Cher', null]);
  });

  it('a body that is not JSON is a 400 that says so', async () => {
    const response = await fetch(`${api.restBaseUrl}/v4/update-user`, {
      method: 'PUT',
      headers: { authorization: 'Bearer fan-42', 'content-type': 'application/json' },
      body: '{"firstName": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Request body is not valid JSON/);
  });
});

describe('GraphQL', () => {
  it('allPlayers of a season, with season stats from the box scores', async () => {
    const players = await client.fetchAllPlayers({ season: 2024 });
    expect(players.find((player) => player.slug === 'jeff-teat')?.stats?.points).toBe(64);
  });

  it('playerStatLeaders, careerStats and player', async () => {
    const leaders = await client.fetchStatLeaders({ year: 2024, seasonSegment: 'regular', statList: ['points'] });
    expect(leaders).toHaveLength(3);
    expect(leaders[0]?.slug).toBe('jeff-teat');
    const careers = await client.fetchCareerStats({ stat: 'points', limit: 5 });
    expect(careers).toHaveLength(5);
    const points = careers.map((row) => row.points ?? 0);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    const player = await client.fetchPlayer({ slug: 'jeff-teat', year: 2024 });
    expect(player?.officialId).toBe('001809');
  });

  it('allTeams, team and standings of a season', async () => {
    const teams = await client.fetchAllTeams({ year: 2024 });
    expect(teams.map((team) => team.officialId).sort()).toEqual(
      season(2024)
        .teams.map((team) => team.officialId)
        .sort(),
    );
    expect((await client.fetchTeam({ id: 'OUT', year: 2024 }))?.fullName).toBe('Outlaws');
    expect(await client.fetchGraphqlStandings(2024, false)).toHaveLength(8);
  });

  it('Championship Series standings: each Series team with its Series record, and in REST its regular-season one', async () => {
    // The bundled 2023 Series is one final game; a team's Series record is that game's result.
    const series = season(2023).events.filter((event) => event.seasonSegment === 'champseries');
    const seriesRecord = (teamId: string) => {
      const won = series.filter(
        (event) =>
          (event.homeTeamId === teamId && (event.homeScore ?? 0) > (event.visitorScore ?? 0)) ||
          (event.awayTeamId === teamId && (event.visitorScore ?? 0) > (event.homeScore ?? 0)),
      ).length;
      const played = series.filter((event) => event.homeTeamId === teamId || event.awayTeamId === teamId).length;
      return { csWins: won, csLosses: played - won };
    };
    const regular = new Map((await client.fetchStandings(2023, false)).map((row) => [row.team.officialId, row]));
    const expected = [...new Set(series.flatMap((event) => [event.homeTeamId, event.awayTeamId]))]
      .sort()
      .map((teamId) => ({
        teamId,
        wins: regular.get(teamId)?.wins,
        losses: regular.get(teamId)?.losses,
        ...seriesRecord(teamId),
      }));
    expect(expected.length).toBeGreaterThan(0);
    const numbers = (rows: Standing[]) =>
      rows
        .map((row) => ({
          teamId: row.team.officialId,
          wins: row.wins,
          losses: row.losses,
          csWins: row.csWins,
          csLosses: row.csLosses,
        }))
        .sort((a, b) => a.teamId.localeCompare(b.teamId));
    expect(numbers(await client.fetchStandings(2023, true))).toEqual(expected);
    // The client's GraphQL query asks a Series table for its Series numbers alone, as the site's does.
    const seriesOnly = (rows: { teamId: string; csWins: number | null; csLosses: number | null }[]) =>
      rows.map(({ teamId, csWins, csLosses }) => ({ teamId, csWins, csLosses }));
    expect(seriesOnly(numbers(await client.fetchGraphqlStandings(2023, true)))).toEqual(seriesOnly(expected));
  });

  it('event(slug) carries its play log', async () => {
    const { event, game } = firstFinalWithPlays(2024);
    const detail = await client.fetchEventDetail(event.slugname);
    expect(detail?.playLogs).toHaveLength(game?.plays?.rows.length ?? -1);
  });

  it('a query error comes back as an errors array with HTTP 200, as upstream does', async () => {
    const response = await fetch(api.graphqlUrl, {
      method: 'POST',
      headers: { authorization: 'Bearer dev-token', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ allPlayers(season: 2024) { nosuchfield } }' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toContain('nosuchfield');
  });
});

describe('npm run league-api', () => {
  it('prints where it listens, answers, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['scripts/league-api.ts', '--port', '0', '--store', join(storeDir, 'cli')], {
      cwd: join(import.meta.dirname, '../../../..'),
    });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => {
        reject(new Error(`exited early with ${String(code)}`));
      });
    });
    expect(((await (await fetch(`${url}/`)).json()) as { seasons: number[] }).seasons).toContain(2024);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});
