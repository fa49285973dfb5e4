/**
 * REST v4 of the embedded league API, under the REST base `/api`, at exactly the
 * paths of src/api/paths.ts. Lists answer `{data:{items}}`, single objects `{data}`, errors
 * `{error}`: 400 for a missing bearer token or a bad parameter or body, 404 for an unknown id,
 * slug or path, 405 for a known path asked with another method.
 */
import type { EventRecord, PlayerRecord } from '../../src/data/snapshot-format.ts';
import { restPaths } from '../../src/api/paths.ts';
import { callerFromHeader, MISSING_AUTHORIZATION, TokenRejected, type Caller } from './auth.ts';
import type { DecodedGame, LeagueData } from '../../src/data/league.ts';
import type { SeasonType } from '../../src/lib/seasons.ts';
import { checkStat, leaderRows } from './rankings.ts';
import { describeIssue, engagementSchema, userPatchSchema, type UserPatch, type UserStore } from './user-store.ts';
import {
  eventTeamWire,
  eventWire,
  gameMetaWire,
  playerBioWire,
  playerGameStatWire,
  playerTeamWire,
  playWire,
  positionNameOf,
  standingRows,
  standingWire,
  teamGameStatWire,
} from './wire.ts';
import type { Highlights } from './media.ts';
import type { InAppMessages } from './messages.ts';
import { decodePath } from '../lib/request-target.ts';
import { RestError } from './rest-error.ts';

/** What the API serves besides the snapshot: game highlights and in-app messages. */
export interface LeagueContent {
  highlights?: Highlights;
  messages?: InAppMessages;
}

export interface RestRequest {
  method: string;
  /** Path below the REST base, e.g. `/v4/events`. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  /** Reads and parses the JSON body (throws RestError 400 when it is not JSON). */
  body: () => Promise<unknown>;
  /** This server's origin as the caller reached it (media URLs are built from it). */
  origin: string;
}

export interface RestResponse {
  status: number;
  body: unknown;
}

const DEFAULT_LEADERS_LIMIT = 5;

const items = (list: unknown[]): RestResponse => ({ status: 200, body: { data: { items: list } } });
const single = (value: unknown): RestResponse => ({ status: 200, body: { data: value } });
const notFound = (what: string, id: string): RestError => new RestError(404, `${what} ${id} not found`);

function intParam(query: URLSearchParams, name: string, required: true): number;
function intParam(query: URLSearchParams, name: string, required: false): number | null;
function intParam(query: URLSearchParams, name: string, required: boolean): number | null {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') {
    if (required) throw new RestError(400, `Missing query parameter ${name}`);
    return null;
  }
  if (!/^-?\d+$/.test(raw.trim())) throw new RestError(400, `Query parameter ${name} must be an integer, got "${raw}"`);
  return Number(raw.trim());
}

function boolParam(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new RestError(400, `Query parameter ${name} must be true or false, got "${raw}"`);
}

function segmentParam(query: URLSearchParams, name: string): SeasonType {
  const raw = (query.get(name) ?? 'regular').trim();
  if (raw === 'regular' || raw === '') return 'regular';
  if (raw === 'post') return 'post';
  if (raw === 'champseries' || raw === 'champSeries') return 'champseries';
  throw new RestError(400, `Query parameter ${name} must be regular, post or champseries, got "${raw}"`);
}

type Handler = (request: RestRequest, caller: Caller, params: string[]) => Promise<RestResponse> | RestResponse;

interface Route {
  pattern: RegExp;
  methods: Partial<Record<string, Handler>>;
  /** A user call: its caller is checked by the user-token check first. */
  users?: true;
}

/** Checks the caller of a user call (resolves to it, or throws TokenRejected). */
export type UserTokenCheck = (caller: Caller) => Promise<Caller>;

/** Without a Firebase project the double takes any token at its word (see auth.ts). */
const trustEveryToken: UserTokenCheck = (caller) => Promise.resolve(caller);

/** `/v4/events/{id}` -> /^\/v4\/events\/([^/]+)$/ (paths come from restPaths, so they cannot drift). */
function pathPattern(sample: string): RegExp {
  const escaped = sample
    .split('__PARAM__')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return new RegExp(`^${escaped}$`);
}
const PARAM = '__PARAM__';

/** What the events, box-score and play-log endpoints answer for an event: the live replay's state for the game it replays. */
export interface LiveView {
  event(event: EventRecord): EventRecord;
  game(event: EventRecord): DecodedGame | undefined;
}

export class LeagueRest {
  private readonly data: LeagueData;
  private readonly store: UserStore;
  private readonly live: LiveView;
  private readonly routes: Route[];
  private readonly checkUser: UserTokenCheck;
  private readonly content: LeagueContent;

  constructor(
    data: LeagueData,
    store: UserStore,
    live: LiveView,
    checkUser: UserTokenCheck = trustEveryToken,
    content: LeagueContent = {},
  ) {
    this.content = content;
    this.data = data;
    this.store = store;
    this.live = live;
    this.checkUser = checkUser;
    const get = (handler: Handler): Partial<Record<string, Handler>> => ({ GET: handler });
    this.routes = [
      { pattern: pathPattern(restPaths.gamedayRosters), methods: get((request) => this.gamedayRosters(request)) },
      { pattern: pathPattern(restPaths.seasonEvents), methods: get((request) => this.seasonEvents(request)) },
      {
        pattern: pathPattern(restPaths.event(PARAM)),
        methods: get((_, __, [id]) => single(eventWire(this.data, this.live.event(this.eventOf(id))))),
      },
      {
        pattern: pathPattern(restPaths.eventTeamStats(PARAM)),
        methods: get((_, __, [id]) => this.eventTeamStats(this.eventOf(id))),
      },
      {
        pattern: pathPattern(restPaths.eventPlayerStats(PARAM)),
        methods: get((_, __, [id]) => this.eventPlayerStats(this.eventOf(id))),
      },
      {
        pattern: pathPattern(restPaths.eventPlayLogs(PARAM)),
        methods: get((_, __, [id]) => this.playLogs(this.eventOf(id))),
      },
      {
        pattern: pathPattern(restPaths.eventHighlights(PARAM)),
        methods: get(async (request, __, [id]) => {
          const event = this.eventOf(id);
          return items(
            this.content.highlights ? await this.content.highlights.list(event.slugname, request.origin) : [],
          );
        }),
      },
      {
        pattern: pathPattern(restPaths.inAppMessages),
        methods: get(async (request) =>
          items(
            this.content.messages ? await this.content.messages.for(request.query.get('userId')?.trim() || null) : [],
          ),
        ),
      },
      { pattern: pathPattern(restPaths.feed), methods: get((request) => this.feed(request)) },
      { pattern: pathPattern(restPaths.seasonPlayers), methods: get((request) => this.seasonPlayers(request)) },
      { pattern: pathPattern(restPaths.teams), methods: get((request) => this.teams(request)) },
      // The league's second REST host (/v4/games...): the same answers under the stats site's paths.
      { pattern: /^\/v4\/games$/, methods: get((request) => this.seasonEvents(request)) },
      {
        pattern: pathPattern(restPaths.game(PARAM)),
        methods: get((_, __, [slug]) => single(gameMetaWire(this.data, this.live.event(this.gameOf(slug))))),
      },
      {
        pattern: /^\/v4\/games\/([^/]+)\/play-by-plays$/,
        methods: get((_, __, [slug]) => this.playLogs(this.gameOf(slug))),
      },
      {
        pattern: /^\/v4\/games\/([^/]+)\/players\/stats$/,
        methods: get((_, __, [slug]) => this.eventPlayerStats(this.gameOf(slug))),
      },
      {
        pattern: /^\/v4\/games\/([^/]+)\/teams\/stats$/,
        methods: get((_, __, [slug]) => this.eventTeamStats(this.gameOf(slug))),
      },
      { pattern: pathPattern(restPaths.leaders), methods: get((request) => this.leaders(request)) },
      { pattern: pathPattern(restPaths.standings), methods: get((request) => this.standings(request)) },
      {
        pattern: pathPattern(restPaths.getOrCreateUser),
        users: true,
        methods: {
          GET: (request, caller) => this.getOrCreateUser(request, caller),
          POST: async (request, caller) =>
            single(await this.store.merge(caller.userId, userPatch(await request.body(), caller))),
        },
      },
      {
        pattern: pathPattern(restPaths.updateUser),
        users: true,
        methods: {
          PUT: async (request, caller) => {
            await this.store.merge(caller.userId, userPatch(await request.body(), caller));
            return single(true);
          },
        },
      },
      {
        pattern: pathPattern(restPaths.engagement),
        users: true,
        methods: { POST: async (request, caller) => this.engagement(request, caller) },
      },
    ];
  }

  /** Answers one request; never throws. */
  async handle(request: RestRequest): Promise<RestResponse> {
    try {
      const caller = callerFromHeader(request.authorization);
      if (!caller) return { status: 400, body: { error: MISSING_AUTHORIZATION } };
      for (const route of this.routes) {
        const match = route.pattern.exec(request.path);
        if (!match) continue;
        const handler = route.methods[request.method];
        if (!handler) {
          const allowed = Object.keys(route.methods).join(', ');
          return {
            status: 405,
            body: { error: `Method ${request.method} is not allowed on ${request.path} (use ${allowed})` },
          };
        }
        const params = match.slice(1).map((part) => {
          const param = decodePath(part);
          if (param === null) throw new RestError(400, `Path segment "${part}" is not valid percent-encoded UTF-8`);
          return param;
        });
        return await handler(request, route.users ? await this.checkUser(caller) : caller, params);
      }
      return { status: 404, body: { error: `No such path: ${request.method} /api${request.path}` } };
    } catch (error) {
      if (error instanceof RestError || error instanceof TokenRejected)
        return { status: error.status, body: { error: error.message } };
      return { status: 500, body: { error: `Internal error: ${(error as Error).message}` } };
    }
  }

  // ---- lookups -------------------------------------------------------------------------------

  private eventOf(id: string | undefined): EventRecord {
    const event = id === undefined ? undefined : this.data.event(id);
    if (!event) throw notFound('event', id ?? '');
    return event;
  }

  /** Host B addresses games by slug only (numeric ids 404 there, as upstream). */
  private gameOf(slug: string | undefined): EventRecord {
    const event = slug === undefined || /^\d+$/.test(slug) ? undefined : this.data.event(slug);
    if (!event) throw notFound('game', slug ?? '');
    return event;
  }

  // ---- events --------------------------------------------------------------------------------

  private seasonEvents(request: RestRequest): RestResponse {
    const year = intParam(request.query, 'year', true);
    const includeCS = boolParam(request.query, 'includeCS', true);
    const includeWLL = boolParam(request.query, 'includeWLL', false);
    const events = [...this.data.eventsOf(year)]
      .filter((event) => includeCS || event.seasonSegment !== 'champseries')
      .filter((event) => {
        const league = event.homeTeamId ? this.data.team(year, event.homeTeamId)?.league : undefined;
        return includeWLL || league !== 'WLL';
      })
      .sort((a, b) => a.startTime - b.startTime || a.id - b.id);
    return items(events.map((event) => eventWire(this.data, this.live.event(event))));
  }

  private eventTeamStats(event: EventRecord): RestResponse {
    return items((this.live.game(event)?.teamStats ?? []).map(teamGameStatWire));
  }

  private eventPlayerStats(event: EventRecord): RestResponse {
    const lines = this.live.game(event)?.playerStats ?? [];
    return items(lines.map((line) => playerGameStatWire(line, this.data.player(line.playerId))));
  }

  private playLogs(event: EventRecord): RestResponse {
    return items((this.live.game(event)?.plays ?? []).map(playWire));
  }

  /** Project's choice: the feed of one event is the event and its play log. */
  private feed(request: RestRequest): RestResponse {
    const slug = request.query.get('eventSlug');
    if (slug === null || slug.trim() === '') throw new RestError(400, 'Missing query parameter eventSlug');
    const event = this.eventOf(slug.trim());
    return single({
      event: eventWire(this.data, this.live.event(event)),
      playLogs: (this.live.game(event)?.plays ?? []).map(playWire),
    });
  }

  private gamedayRosters(request: RestRequest): RestResponse {
    const year = intParam(request.query, 'year', true);
    const week = intParam(request.query, 'week', true);
    const events = this.data
      .eventsOf(year)
      .filter((event) => event.week === week && event.homeTeamId !== '' && event.awayTeamId !== '')
      .sort((a, b) => a.startTime - b.startTime || a.id - b.id);
    return items(
      events.map((event) => ({
        eventId: event.eventId,
        id: event.id,
        slugname: event.slugname,
        week: event.week,
        startTime: String(event.startTime),
        homeTeam: this.gamedayTeam(event, event.homeTeamId),
        awayTeam: this.gamedayTeam(event, event.awayTeamId),
      })),
    );
  }

  /** Who dressed: the box score's players where the game has one, else the season roster. */
  private gamedayTeam(event: EventRecord, teamId: string): Record<string, unknown> {
    const team = this.data.team(event.year, teamId);
    const lines = this.data.game(event.slugname)?.playerStats.filter((line) => line.teamId === teamId) ?? [];
    const entries =
      lines.length > 0
        ? lines.map((line) => ({ playerId: line.playerId, position: line.position, jerseyNum: line.jerseyNum }))
        : this.data.rosterOf(event.year, teamId);
    return {
      officialId: teamId,
      locationCode: team?.locationCode ?? null,
      fullName: team?.fullName ?? teamId,
      location: team?.location ?? null,
      gamedayRoster: entries.map((entry) => {
        const player = this.data.player(entry.playerId);
        return {
          officialId: entry.playerId,
          firstName: player?.firstName ?? null,
          lastName: player?.lastName ?? null,
          slug: player?.slug ?? null,
          position: entry.position,
          positionName: positionNameOf(entry.position),
          rosterStatus: 'active',
          injuryStatus: null,
          jerseyNum: entry.jerseyNum,
          age: player?.age ?? null,
        };
      }),
    };
  }

  // ---- players, teams, leaders, standings ----------------------------------------------------

  /**
   * Project's choice: the players of a season with their stats of one season type. With no year,
   * every player of the snapshot (bio and team history only).
   */
  private seasonPlayers(request: RestRequest): RestResponse {
    const year = intParam(request.query, 'year', false);
    const segment = segmentParam(request.query, request.query.has('seasonType') ? 'seasonType' : 'type');
    if (year === null) return items(this.data.players.map((player) => this.playerItem(player, null, segment)));
    const players =
      segment === 'regular'
        ? this.data.playersOfYear(year)
        : this.data.players.filter((player) => this.data.seasonLine(player.officialId, year, segment) !== null);
    return items(players.map((player) => this.playerItem(player, year, segment)));
  }

  private playerItem(player: PlayerRecord, year: number | null, segment: SeasonType): Record<string, unknown> {
    const teamYears = this.data.teamYears(player.officialId);
    const allTeams = teamYears.map((entry) => playerTeamWire(this.data, entry, positionNameOf));
    if (year === null) return { ...playerBioWire(this.data, player), allTeams };
    const line = this.data.seasonLine(player.officialId, year, segment);
    const ofYear = allTeams.filter((entry) => entry['year'] === year);
    const total = this.data.publishedTotals(year, player.officialId, segment);
    return {
      ...playerBioWire(this.data, player),
      year,
      seasonType: segment,
      team: ofYear.at(-1) ?? null,
      allTeams: ofYear,
      stats: line?.stats ?? null,
      /** The league's published season total as stored (seasons without box scores), else null. */
      publishedTotals: total,
    };
  }

  /** Project's choice: the teams of one season with records, stats and published totals. */
  private teams(request: RestRequest): RestResponse {
    const year = intParam(request.query, 'year', true);
    const regular = this.data.teamStatsOf(year, 'regular');
    const post = this.data.teamStatsOf(year, 'post');
    const totals = this.data.season(year)?.teamTotals ?? [];
    return items(
      this.data.teamsOf(year).map((team) => ({
        ...eventTeamWire(this.data, year, team.officialId),
        allYears: this.data.teamYearsOf(team.officialId),
        stats: regular.get(team.officialId) ?? null,
        postStats: post.get(team.officialId) ?? null,
        publishedTotals: totals.find((total) => total.teamId === team.officialId) ?? null,
      })),
    );
  }

  /** Project's choice: leaders of a season type, several stats at once (stats=a,b), `limit` each. */
  private leaders(request: RestRequest): RestResponse {
    const year = intParam(request.query, 'year', true);
    const segment = segmentParam(request.query, 'seasonType');
    const limit = intParam(request.query, 'limit', false) ?? DEFAULT_LEADERS_LIMIT;
    if (limit < 0) throw new RestError(400, `Query parameter limit must be 0 or more, got ${limit}`);
    const stats = (request.query.get('stats') ?? 'points')
      .split(',')
      .map((stat) => stat.trim())
      .filter((stat) => stat !== '');
    const league = (request.query.get('league') ?? 'PLL').toUpperCase();
    try {
      for (const stat of stats) checkStat(stat);
    } catch (error) {
      throw new RestError(400, (error as Error).message);
    }
    return items(leaderRows(this.data, year, segment, stats.length > 0 ? stats : ['points'], limit, league));
  }

  private standings(request: RestRequest): RestResponse {
    const year = intParam(request.query, 'year', true);
    const champSeries = boolParam(request.query, 'champSeries', false);
    return items(
      standingRows(this.data, year, champSeries).map(({ record, cs }) => standingWire(this.data, year, record, cs)),
    );
  }

  // ---- users ---------------------------------------------------------------------------------

  private async getOrCreateUser(request: RestRequest, caller: Caller): Promise<RestResponse> {
    const fields: Record<string, string> = {};
    for (const name of ['referrerUserId', 'pllm_source', 'osc', 'email', 'firstName', 'lastName', 'displayName']) {
      const value = request.query.get(name);
      if (value !== null) fields[name] = value;
    }
    const { user } = await this.store.getOrCreate(caller.userId, userPatch(fields, caller));
    return single(user);
  }

  private async engagement(request: RestRequest, caller: Caller): Promise<RestResponse> {
    const body = await request.body();
    const parsed = engagementSchema.safeParse(body);
    if (!parsed.success) throw new RestError(400, describeIssue('Engagement event', parsed.error));
    if (parsed.data.userId !== caller.userId) {
      throw new RestError(403, `Engagement event: userId "${parsed.data.userId}" is not the bearer token's user`);
    }
    await this.store.addEngagement(parsed.data);
    return single(true);
  }
}

function userPatch(body: unknown, caller: Caller): UserPatch {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError(400, 'User body must be a JSON object');
  }
  const parsed = userPatchSchema.safeParse(body);
  if (!parsed.success) throw new RestError(400, describeIssue('User body', parsed.error));
  if (parsed.data.userId !== undefined && parsed.data.userId !== caller.userId) {
    throw new RestError(403, `User body: userId "${parsed.data.userId}" is not the bearer token's user`);
  }
  return parsed.data;
}
