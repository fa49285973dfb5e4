/**
 * The league API, one typed function per call. Create a client from a config
 * object; nothing here reads the environment. Reads (GET and GraphQL queries) retry per the
 * helper (2 attempts, 1000 ms x attempt; network trouble and 5xx only); writes do not. Every
 * answer is validated by the wire schemas before it is returned.
 */
import { createGraphqlClient, type GraphqlClient, type GraphqlClientConfig, type Variables } from './graphql.ts';
import type { CallOptions } from './http.ts';
import { restPaths } from './paths.ts';
import {
  ADVANCED_PLAYERS_QUERY,
  ALL_PLAYERS_QUERY,
  ALL_TEAMS_QUERY,
  CAREER_STATS_QUERY,
  EVENT_QUERY,
  PLAYER_QUERY,
  PLAYER_STAT_LEADERS_QUERY,
  STANDINGS_QUERY,
  TEAM_QUERY,
} from './queries.ts';
import type { RestClient, RestClientConfig } from './rest.ts';
import { gameReads } from './game-reads.ts';
import { createRestReader } from './rest-reads.ts';
import { withRetry, type RetryOptions } from './retry.ts';
import type { PlayerGameStat, TeamGameStat } from './schemas/boxscore.ts';
import { EventDetailEntity, EventEntity, type EventDetail, type LeagueEvent } from './schemas/event.ts';
import { CareerStatEntity, LeaderEntity, type CareerStat, type Leader } from './schemas/leaders.ts';
import { parseEntity, parseEntityList, type Entity } from './schemas/parse.ts';
import { PlayerEntity, type Player } from './schemas/player.ts';
import { LiveFeedEntity, type LiveFeed } from './schemas/live-feed.ts';
import type { PbpEvent } from './schemas/plays.ts';
import { GamedayRosterEntity, type GamedayRosterGame } from './schemas/roster.ts';
import { RestStandingEntity, StandingEntity, type Standing } from './schemas/standing.ts';
import { TeamEntity, type Team } from './schemas/team.ts';
import { userCalls, type UserCalls } from './user-calls.ts';
import { LEADERS_DEFAULT_LIMIT, LEADERS_PER_STAT_IN_ONE_QUERY } from '../lib/leaders/defaults.ts';
import { hasChampSeries, type SeasonType } from '../lib/seasons.ts';
import type { Infer, Schema } from './schemas/schema.ts';

/** "advanced 250" */
const ADVANCED_PLAYERS_LIMIT = 250;

export interface LeagueClientConfig extends RestClientConfig, GraphqlClientConfig {
  /** Retry of reads; default the retry helper (2 attempts, 1000 ms x attempt); false = one attempt. */
  retry?: RetryOptions | false | undefined;
}

/** The GraphQL SeasonSegment enum of playerStatLeaders. */
export type LeaderSeasonSegment = 'regular' | 'post' | 'champSeries';
/** The league a request asks about: the men's league or the women's. */
export type LeagueName = 'PLL' | 'WLL';

export interface SeasonEventsOptions extends CallOptions {
  includeCS?: boolean | undefined;
  includeWLL?: boolean | undefined;
}

export interface LeadersRequest {
  year: number;
  seasonType?: SeasonType | undefined;
  statList: readonly string[];
  /** Default 5. */
  count?: number | undefined;
}

export interface AllPlayersRequest {
  season: number;
  /** Player pool players, and the Championship Series block. Default false. */
  includeZPP?: boolean | undefined;
  /** Regular-season stats. Default true. */
  includeReg?: boolean | undefined;
  /** Post-season stats. Default true. */
  includePost?: boolean | undefined;
  /** Default 1000 (the whole season). */
  limit?: number | undefined;
  /** Default "PLL". */
  league?: LeagueName | undefined;
}

export interface AdvancedPlayersRequest {
  year: number;
  /** Default 250. */
  limit?: number | undefined;
  /** Default "PLL". */
  league?: LeagueName | undefined;
}

export interface StatLeadersRequest {
  year: number;
  seasonSegment?: LeaderSeasonSegment | undefined;
  statList: readonly string[];
  /** Default 3. */
  limit?: number | undefined;
  /** Default "PLL". */
  league?: LeagueName | undefined;
}

export interface CareerStatsRequest {
  stat: string;
  limit?: number | undefined;
}

export interface PlayerRequest {
  slug: string;
  /** forYear: which season's team and bio. */
  year?: number | undefined;
  /** Which season's stats, postStats and champSeries. */
  statsYear?: number | undefined;
}

export interface AllTeamsRequest {
  year: number;
  sortBy?: string | undefined;
  /** Default year > 2022 (the Championship Series exists from 2023). */
  includeChampSeries?: boolean | undefined;
}

export interface TeamRequest {
  /** Team officialId. */
  id: string;
  year?: number | undefined;
  statsYear?: number | undefined;
  eventsYear?: number | undefined;
  /** Default (statsYear ?? year) > 2022. */
  includeChampSeries?: boolean | undefined;
}

export interface LeagueClient extends UserCalls {
  readonly rest: RestClient;
  readonly graphql: GraphqlClient;
  /** A GraphQL query of the caller's own, read with the configured retry; resolves to the answer's data. */
  query(query: string, variables?: Variables, options?: CallOptions): Promise<Record<string, unknown>>;

  // REST v4
  fetchSeasonEvents(year: number, options?: SeasonEventsOptions): Promise<LeagueEvent[]>;
  fetchEvent(idOrSlug: string | number, options?: CallOptions): Promise<LeagueEvent>;
  fetchEventTeamStats(idOrSlug: string | number, options?: CallOptions): Promise<TeamGameStat[]>;
  fetchEventPlayerStats(idOrSlug: string | number, options?: CallOptions): Promise<PlayerGameStat[]>;
  fetchPlayLogs(idOrSlug: string | number, options?: CallOptions): Promise<PbpEvent[]>;
  fetchFeed(eventSlug: string, options?: CallOptions): Promise<LiveFeed>;
  fetchSeasonPlayers(year: number, type: SeasonType, options?: CallOptions): Promise<Player[]>;
  fetchTeams(year: number, options?: CallOptions): Promise<Team[]>;
  fetchGame(slugname: string, options?: CallOptions): Promise<LeagueEvent>;
  fetchLeaders(request: LeadersRequest, options?: CallOptions): Promise<Leader[]>;
  fetchStandings(year: number, champSeries: boolean, options?: CallOptions): Promise<Standing[]>;
  fetchGamedayRosters(year: number, week: number, options?: CallOptions): Promise<GamedayRosterGame[]>;

  // GraphQL
  fetchAllPlayers(request: AllPlayersRequest, options?: CallOptions): Promise<Player[]>;
  fetchAdvancedPlayers(request: AdvancedPlayersRequest, options?: CallOptions): Promise<Player[]>;
  fetchStatLeaders(request: StatLeadersRequest, options?: CallOptions): Promise<Leader[]>;
  fetchCareerStats(request: CareerStatsRequest, options?: CallOptions): Promise<CareerStat[]>;
  fetchPlayer(request: PlayerRequest, options?: CallOptions): Promise<Player | null>;
  fetchAllTeams(request: AllTeamsRequest, options?: CallOptions): Promise<Team[]>;
  fetchTeam(request: TeamRequest, options?: CallOptions): Promise<Team | null>;
  fetchGraphqlStandings(year: number, champSeries: boolean, options?: CallOptions): Promise<Standing[]>;
  fetchEventDetail(slug: string, options?: CallOptions): Promise<EventDetail | null>;
}

const DEFAULT_ALL_PLAYERS_LIMIT = 1000;

export function createLeagueClient(config: LeagueClientConfig): LeagueClient {
  const { retry } = config;
  const reader = createRestReader(config, retry === false ? undefined : (task) => withRetry(task, retry));
  const { rest, read, getList, getOne } = reader;
  const graphql = createGraphqlClient(config);

  const query = (text: string, variables: Variables = {}, options?: CallOptions): Promise<Record<string, unknown>> =>
    read(() => graphql.request(text, variables, options));

  async function queryField(
    field: string,
    text: string,
    variables: Variables,
    options: CallOptions | undefined,
  ): Promise<unknown> {
    return (await query(text, variables, options))[field];
  }

  async function queryList<S extends Schema<unknown>>(
    spec: Entity<S>,
    field: string,
    query: string,
    variables: Variables,
    options: CallOptions | undefined,
  ): Promise<Infer<S>[]> {
    const value = await queryField(field, query, variables, options);
    return parseEntityList(spec, value === null ? [] : value, { source: `GraphQL ${field} at ${config.graphqlUrl}` });
  }

  async function queryOne<S extends Schema<unknown>>(
    spec: Entity<S>,
    field: string,
    query: string,
    variables: Variables,
    options: CallOptions | undefined,
    id: string,
  ): Promise<Infer<S> | null> {
    const value = await queryField(field, query, variables, options);
    if (value === null) return null;
    return parseEntity(spec, value, { source: `GraphQL ${field} at ${config.graphqlUrl}`, id });
  }

  return {
    rest,
    graphql,
    query,
    ...gameReads(reader),
    fetchEvent: (idOrSlug, options) =>
      getOne(EventEntity, restPaths.event(String(idOrSlug)), undefined, options, String(idOrSlug)),

    fetchSeasonEvents: (year, options) =>
      getList(
        EventEntity,
        restPaths.seasonEvents,
        { year, includeCS: options?.includeCS, includeWLL: options?.includeWLL },
        options,
      ),
    fetchFeed: (eventSlug, options) => getOne(LiveFeedEntity, restPaths.feed, { eventSlug }, options, eventSlug),
    fetchSeasonPlayers: (year, type, options) =>
      getList(PlayerEntity, restPaths.seasonPlayers, { year, seasonType: type }, options),
    fetchTeams: (year, options) => getList(TeamEntity, restPaths.teams, { year }, options),
    fetchGame: (slugname, options) => getOne(EventEntity, restPaths.game(slugname), undefined, options, slugname),
    fetchLeaders: (request, options) =>
      getList(
        LeaderEntity,
        restPaths.leaders,
        {
          year: request.year,
          seasonType: request.seasonType,
          stats: request.statList,
          limit: request.count ?? LEADERS_DEFAULT_LIMIT,
        },
        options,
      ),
    fetchStandings: (year, champSeries, options) =>
      getList(RestStandingEntity, restPaths.standings, { year, champSeries }, options),
    fetchGamedayRosters: (year, week, options) =>
      getList(GamedayRosterEntity, restPaths.gamedayRosters, { year, week }, options),

    ...userCalls(reader),

    fetchAllPlayers: (request, options) =>
      queryList(
        PlayerEntity,
        'allPlayers',
        ALL_PLAYERS_QUERY,
        {
          season: request.season,
          includeZPP: request.includeZPP ?? false,
          includeReg: request.includeReg ?? true,
          includePost: request.includePost ?? true,
          limit: request.limit ?? DEFAULT_ALL_PLAYERS_LIMIT,
          league: request.league ?? 'PLL',
        },
        options,
      ),
    fetchAdvancedPlayers: (request, options) =>
      queryList(
        PlayerEntity,
        'allPlayers',
        ADVANCED_PLAYERS_QUERY,
        { year: request.year, limit: request.limit ?? ADVANCED_PLAYERS_LIMIT, league: request.league ?? 'PLL' },
        options,
      ),
    fetchStatLeaders: (request, options) =>
      queryList(
        LeaderEntity,
        'playerStatLeaders',
        PLAYER_STAT_LEADERS_QUERY,
        {
          year: request.year,
          seasonSegment: request.seasonSegment,
          statList: request.statList,
          limit: request.limit ?? LEADERS_PER_STAT_IN_ONE_QUERY,
          league: request.league ?? 'PLL',
        },
        options,
      ),
    fetchCareerStats: (request, options) =>
      queryList(
        CareerStatEntity,
        'careerStats',
        CAREER_STATS_QUERY,
        { stat: request.stat, limit: request.limit },
        options,
      ),
    fetchPlayer: (request, options) =>
      queryOne(
        PlayerEntity,
        'player',
        PLAYER_QUERY,
        { slug: request.slug, year: request.year, statsYear: request.statsYear },
        options,
        request.slug,
      ),
    fetchAllTeams: (request, options) =>
      queryList(
        TeamEntity,
        'allTeams',
        ALL_TEAMS_QUERY,
        {
          year: request.year,
          sortBy: request.sortBy,
          includeChampSeries: request.includeChampSeries ?? hasChampSeries(request.year),
        },
        options,
      ),
    fetchTeam: (request, options) => {
      const seasonOfStats = request.statsYear ?? request.year;
      const includeChampSeries =
        request.includeChampSeries ?? (seasonOfStats !== undefined && hasChampSeries(seasonOfStats));
      return queryOne(
        TeamEntity,
        'team',
        TEAM_QUERY,
        {
          id: request.id,
          year: request.year,
          statsYear: request.statsYear,
          eventsYear: request.eventsYear,
          includeChampSeries,
        },
        options,
        request.id,
      );
    },
    fetchGraphqlStandings: (year, champSeries, options) =>
      queryList(StandingEntity, 'standings', STANDINGS_QUERY, { year, champSeries }, options),
    fetchEventDetail: (slug, options) => queryOne(EventDetailEntity, 'event', EVENT_QUERY, { slug }, options, slug),
  };
}
