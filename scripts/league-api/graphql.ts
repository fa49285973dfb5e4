/**
 * GraphQL resolvers of the embedded league API. Each object handed to graphql-js is a view: its
 * scalar fields are values, its fields with arguments are functions of those arguments (the
 * default field resolver calls them). A view carries the season it was reached through, so
 * `stats(year:)` without a year means that season, as upstream behaves.
 */
import {
  buildSchema,
  defaultFieldResolver,
  execute,
  getNamedType,
  GraphQLError,
  isCompositeType,
  Kind,
  Lexer,
  parse,
  Source,
  TokenKind,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { ADVANCED_STAT_FIELDS } from '../../src/api/schemas/stats.ts';
import type { EventRecord, PlayerGameStat, PlayerRecord, Play, TeamSeason } from '../../src/data/snapshot-format.ts';
import { playerStatsFromGames } from '../../src/lib/aggregate/player-stats.ts';
import type { LeagueData } from '../../src/data/league.ts';
import type { SeasonType } from '../../src/lib/seasons.ts';
import { keptInAllTeams } from '../../src/lib/teams/ids.ts';
import { checkStat, leaderRows, rankLines } from './rankings.ts';
import { SCHEMA_SDL } from './schema.ts';
import { eventFields, playerBioWire, playerTeamWire, positionNameOf, standingNumbers, standingRows } from './wire.ts';

type View = Record<string, unknown>;

/**
 * What one query may cost, so that no query can stall the server for the others: how deep it nests
 * (selections, and input objects and lists), how many tokens it has, how many objects its answer
 * holds, and how large the answer is. Each is refused at once with an error naming the limit. The
 * sync's and the site's own queries stay far below them, on a league ten times the bundled one too.
 */
export const QUERY_LIMITS: QueryLimits = { depth: 8, tokens: 50_000, objects: 25_000, answerBytes: 16_000_000 };

export interface QueryLimits {
  depth: number;
  tokens: number;
  objects: number;
  answerBytes: number;
}

const DEFAULT_LEADER_LIMIT = 3;

function segmentOf(segment: string | null | undefined): SeasonType {
  if (segment === 'post') return 'post';
  if (segment === 'champseries' || segment === 'champSeries') return 'champseries';
  return 'regular';
}

/** Splits stat lists given as a list, a comma-joined string, or both. */
function statNames(statList: readonly (string | null)[] | null | undefined): string[] {
  if (!statList) return ['points'];
  const names = statList.flatMap((entry) => (entry ?? '').split(',')).map((name) => name.trim());
  const unique = [...new Set(names.filter((name) => name !== ''))];
  return unique.length > 0 ? unique : ['points'];
}

interface Args {
  [name: string]: unknown;
}

const intArg = (args: Args, name: string): number | null => {
  const value = args[name];
  return typeof value === 'number' ? value : null;
};
const stringArg = (args: Args, name: string): string | null => {
  const value = args[name];
  return typeof value === 'string' ? value : null;
};
const boolArg = (args: Args, name: string): boolean | null => {
  const value = args[name];
  return typeof value === 'boolean' ? value : null;
};

function depthError(limit: number, depth: number | null): GraphQLError {
  const found = depth === null ? 'deeper than that' : `${depth} levels deep`;
  return new GraphQLError(`Query refused: the depth limit is ${limit} levels and the query nests ${found}`);
}

/**
 * Refuses a text whose braces and brackets nest beyond the depth limit before it is parsed: the
 * parser recurses once a level, so a query thousands of levels deep would exhaust its stack. A
 * syntax error is left for the parser to report.
 */
function checkNesting(query: string, limit: number): void {
  const lexer = new Lexer(new Source(query));
  let depth = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L) depth++;
      else if (token.kind === TokenKind.BRACE_R || token.kind === TokenKind.BRACKET_R) depth--;
      if (depth > limit) throw depthError(limit, null);
    }
  } catch (error) {
    if (!(error instanceof GraphQLError) || !error.message.startsWith('Query refused')) return;
    throw error;
  }
}

/** The deepest field of any operation, fragments followed (the document has passed validation, so they do not cycle). */
function documentDepth(document: DocumentNode): number {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const depthOf = (set: SelectionSetNode): number =>
    Math.max(
      0,
      ...set.selections.map((selection) => {
        if (selection.kind === Kind.FIELD) return 1 + (selection.selectionSet ? depthOf(selection.selectionSet) : 0);
        if (selection.kind === Kind.INLINE_FRAGMENT) return depthOf(selection.selectionSet);
        const fragment = fragments.get(selection.name.value);
        return fragment ? depthOf(fragment) : 0;
      }),
    );
  return Math.max(
    0,
    ...document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? depthOf(definition.selectionSet) : 0,
    ),
  );
}

/** How long one query computes before the requests that arrived meanwhile get their turn. */
const SLICE_MS = 10;

/**
 * Runs a query's work in slices of SLICE_MS: work that comes after a slice ran out waits, in
 * order, for a later turn of the event loop, so a large query shares the server with the requests
 * that arrive while it runs instead of holding them all up.
 */
function timeSlicer(): <T>(work: () => T) => T | Promise<T> {
  let sliceStart = performance.now();
  const waiting: (() => void)[] = [];
  let next = 0;
  const runSlice = (): void => {
    sliceStart = performance.now();
    while (next < waiting.length && performance.now() - sliceStart < SLICE_MS) waiting[next++]?.();
    if (next < waiting.length) {
      setImmediate(runSlice);
      return;
    }
    waiting.length = 0;
    next = 0;
  };
  return <T>(work: () => T): T | Promise<T> => {
    if (performance.now() - sliceStart < SLICE_MS) return work();
    return new Promise<T>((resolve) => {
      if (waiting.length === next) setImmediate(runSlice);
      // A promise's executor turns a throw of the work into its rejection.
      waiting.push(() => {
        resolve(
          new Promise<T>((settle) => {
            settle(work());
          }),
        );
      });
    });
  };
}

/**
 * The default resolver, in time slices, counting the objects each field resolves to against the
 * budget. Once the budget is spent every further field fails at once, so the rest of the query
 * costs next to nothing.
 */
function countingResolver(budget: { objects: number; exceeded: boolean }): GraphQLFieldResolver<unknown, unknown> {
  const inSlice = timeSlicer();
  const limitReached = (): GraphQLError => new GraphQLError('object limit reached');
  return (source, args, context, info) => {
    if (budget.exceeded) throw limitReached();
    // Scalars are plain values of an object already built: only objects and lists cost enough to slice.
    if (!isCompositeType(getNamedType(info.returnType))) return defaultFieldResolver(source, args, context, info);
    return inSlice(() => {
      if (budget.exceeded) throw limitReached();
      const value: unknown = defaultFieldResolver(source, args, context, info);
      const items: unknown[] = Array.isArray(value) ? value : [value];
      budget.objects -= items.filter((item) => typeof item === 'object' && item !== null).length;
      if (budget.objects < 0) budget.exceeded = true;
      return value;
    });
  };
}

/** An answer that holds only the error that refused the query. */
function refusal(error: unknown): string {
  const graphqlError = error instanceof GraphQLError ? error : new GraphQLError((error as Error).message);
  return JSON.stringify({ errors: [graphqlError] });
}

function checkLimit(limit: number | null): number | null {
  if (limit !== null && limit < 0) throw new Error(`limit must be 0 or more, got ${limit}`);
  return limit;
}

export class LeagueGraphql {
  readonly schema: GraphQLSchema;
  private readonly data: LeagueData;
  private readonly root: View;
  private readonly limits: QueryLimits;

  constructor(data: LeagueData, limits: QueryLimits = QUERY_LIMITS) {
    this.data = data;
    this.limits = limits;
    this.schema = buildSchema(SCHEMA_SDL);
    this.root = {
      allPlayers: (args: Args) => this.allPlayers(args),
      playerStatLeaders: (args: Args) => this.playerStatLeaders(args),
      careerStats: (args: Args) => this.careerStats(args),
      player: (args: Args) => this.player(args),
      allTeams: (args: Args) => this.allTeams(args),
      team: (args: Args) => this.team(args),
      standings: (args: Args) => this.standings(args),
      event: (args: Args) => {
        const event = this.data.event(String(args['slug']));
        return event ? this.eventView(event, null) : null;
      },
    };
  }

  /** The answer to one query, serialized: data and errors as graphql-js gives them, or the limit it broke. */
  async answer(
    query: string,
    variables: Record<string, unknown> | null,
    operationName: string | null,
  ): Promise<string> {
    const { limits } = this;
    let document: DocumentNode;
    try {
      checkNesting(query, limits.depth);
      document = parse(query, { maxTokens: limits.tokens });
    } catch (error) {
      return refusal(error);
    }
    const invalid = validate(this.schema, document);
    if (invalid.length > 0) return JSON.stringify({ errors: invalid });
    const depth = documentDepth(document);
    if (depth > limits.depth) return refusal(depthError(limits.depth, depth));

    const budget = { objects: limits.objects, exceeded: false };
    const result = await execute({
      schema: this.schema,
      document,
      rootValue: this.root,
      variableValues: variables,
      operationName,
      fieldResolver: countingResolver(budget),
    });
    if (budget.exceeded) {
      return refusal(
        new GraphQLError(
          `Query refused: its answer would hold more than ${limits.objects} objects (the object limit); ask for fewer nested lists`,
        ),
      );
    }
    const text = JSON.stringify(result);
    const bytes = Buffer.byteLength(text);
    if (bytes > limits.answerBytes) {
      return refusal(
        new GraphQLError(
          `Query refused: its answer is ${bytes} bytes, over the answer size limit of ${limits.answerBytes} bytes`,
        ),
      );
    }
    return text;
  }

  // ---- players -------------------------------------------------------------------------------

  private leagueOfPlayer(playerId: string, year: number): string {
    const entry = this.data
      .teamYears(playerId)
      .filter((teamYear) => teamYear.year === year)
      .at(-1);
    return (entry ? this.data.team(year, entry.teamId)?.league : undefined) ?? 'PLL';
  }

  private allPlayers(args: Args): View[] {
    const season = intArg(args, 'season');
    const league = (stringArg(args, 'league') ?? 'PLL').toUpperCase();
    const includePool = boolArg(args, 'includeZPP') ?? false;
    const limit = checkLimit(intArg(args, 'limit'));
    const candidates = season === null ? [...this.data.players] : this.data.playersOfYear(season);
    const contextYear = season ?? this.data.latestYear;
    const selected = candidates.filter((player) => {
      const teams = this.data.teamYears(player.officialId).filter((entry) => season === null || entry.year === season);
      if (!includePool && teams.length > 0 && teams.every((entry) => entry.teamId === 'ZPP')) return false;
      const year = season ?? teams.at(-1)?.year ?? contextYear;
      return this.leagueOfPlayer(player.officialId, year) === league;
    });
    const limited = limit === null ? selected : selected.slice(0, limit);
    return limited.map((player) => ({
      ...this.playerView(player, contextYear, season ?? null),
      ...(season === null ? {} : this.seasonLook(player.officialId, season)),
    }));
  }

  /** A season's list shows each player as he was that season: his position and jersey then. */
  private seasonLook(playerId: string, season: number): View {
    const line = this.data.seasonLine(playerId, season, 'regular') ?? this.data.seasonLine(playerId, season, 'post');
    if (!line) return {};
    return { position: line.position, positionName: positionNameOf(line.position), jerseyNum: line.jerseyNum };
  }

  private player(args: Args): View | null {
    const key = stringArg(args, 'slug') ?? stringArg(args, 'id');
    if (key === null) throw new Error('player needs a slug or an id');
    const player = this.data.player(key);
    if (!player) return null;
    const forYear = intArg(args, 'forYear');
    const statsYear = intArg(args, 'statsYear');
    return this.playerView(player, statsYear ?? forYear ?? this.data.latestYear, forYear);
  }

  /** `contextYear`: the season stats default to; `teamYear`: the season whose team is "the team". */
  private playerView(player: PlayerRecord, contextYear: number, teamYear: number | null): View {
    const data = this.data;
    const id = player.officialId;
    const teamYears = (): ReturnType<LeagueData['teamYears']> => data.teamYears(id);
    const teamWire = (entry: ReturnType<LeagueData['teamYears']>[number]): View =>
      playerTeamWire(data, entry, positionNameOf);
    const teamOf = (year: number): View | null => {
      const entry = teamYears()
        .filter((teamYear) => teamYear.year === year)
        .at(-1);
      return entry ? teamWire(entry) : null;
    };
    return {
      ...playerBioWire(data, player),
      bio: null,
      allTeams: () => teamYears().map(teamWire),
      currentTeam: () => {
        const year = teamYear ?? data.latestYear;
        const entry =
          teamYears()
            .filter((teamYearEntry) => teamYearEntry.year <= year)
            .at(-1) ?? teamYears().at(-1);
        return entry ? teamWire(entry) : null;
      },
      team: () => teamOf(teamYear ?? contextYear),
      stats: (args: Args) =>
        data.seasonLine(id, intArg(args, 'year') ?? contextYear, segmentOf(stringArg(args, 'segment')))?.stats ?? null,
      careerStats: () => data.careers().get(id)?.stats ?? null,
      allSeasonStats: () =>
        data.years.flatMap((year) =>
          (['regular', 'post', 'champseries'] as const).flatMap((segment) => {
            const line = data.seasonLine(id, year, segment);
            return line ? [{ year, seasonSegment: segment, teamId: line.teamId, ...line.stats }] : [];
          }),
        ),
      accolades: () => [],
      champSeries: (args: Args) => {
        const year = intArg(args, 'year') ?? contextYear;
        const line = data.seasonLine(id, year, 'champseries');
        if (!line) return null;
        return {
          year,
          position: line.position,
          positionName: positionNameOf(line.position),
          team:
            line.teamId === null
              ? null
              : teamWire({ year, teamId: line.teamId, position: line.position, jerseyNum: line.jerseyNum }),
          stats: line.stats,
        };
      },
      advancedSeasonStats: (args: Args) => {
        const line = data.seasonLine(id, intArg(args, 'year') ?? contextYear, 'regular');
        if (!line) return null;
        const advanced: View = Object.fromEntries(ADVANCED_STAT_FIELDS.map((name) => [name, null]));
        advanced['assistOpportunities'] = line.counts.assistOpportunities;
        advanced['powerPlayGoals'] = line.counts.powerPlayGoals;
        return advanced;
      },
      allEvents: (args: Args) => {
        const year = intArg(args, 'year') ?? contextYear;
        return data.gameLog(id, year).map(({ event, line }) => this.eventView(event, line));
      },
    };
  }

  // ---- leaders and careers -------------------------------------------------------------------

  private playerStatLeaders(args: Args): View[] {
    const year = intArg(args, 'year') ?? this.data.latestYear;
    const segment = segmentOf(stringArg(args, 'seasonSegment'));
    const limit = checkLimit(intArg(args, 'limit')) ?? DEFAULT_LEADER_LIMIT;
    const league = (stringArg(args, 'league') ?? 'PLL').toUpperCase();
    const stats = statNames(args['statList'] as (string | null)[] | null | undefined).map(checkStat);
    return leaderRows(this.data, year, segment, stats, limit, league);
  }

  private careerStats(args: Args): View[] {
    const stat = checkStat(stringArg(args, 'stat') ?? 'points');
    const limit = checkLimit(intArg(args, 'limit'));
    const rows = [...this.data.careers().values()].filter((line) => line.stats.gamesPlayed > 0);
    return rankLines(this.data, rows, stat, limit).map(({ item: row }) => {
      const player = this.data.player(row.playerId);
      const allYears = this.data.playerYears(row.playerId);
      return {
        player: {
          officialId: row.playerId,
          name: player ? `${player.firstName} ${player.lastName}` : row.playerId,
          firstName: player?.firstName ?? '',
          lastName: player?.lastName ?? '',
          experience: allYears.length,
          allYears,
          slug: player?.slug ?? null,
        },
        ...row.stats,
      };
    });
  }

  // ---- teams ---------------------------------------------------------------------------------

  private allTeams(args: Args): View[] {
    const year = intArg(args, 'year') ?? this.data.latestYear;
    const league = stringArg(args, 'league')?.toUpperCase() ?? null;
    const teams = this.data
      .teamsOf(year)
      .filter((team) => keptInAllTeams(team.officialId) && (league === null || team.league === league));
    const sortBy = stringArg(args, 'sortBy');
    const views = teams.map((team) => ({ team, view: this.teamView(team, year, {}) }));
    if (sortBy !== null) {
      const regular = this.data.teamStatsOf(year, 'regular');
      const key = sortBy === 'points' ? 'scores' : sortBy;
      const valueOf = (team: TeamSeason): number => {
        const stats = regular.get(team.officialId) as Record<string, unknown> | undefined;
        const record = this.data.teamRecord(year, team.officialId) as unknown as Record<string, unknown>;
        const value = stats?.[key] ?? record[key.replace(/^team/, '').replace(/^./, (c) => c.toLowerCase())];
        return typeof value === 'number' ? value : 0;
      };
      views.sort((a, b) => valueOf(b.team) - valueOf(a.team));
    }
    return views.map(({ view }) => view);
  }

  private team(args: Args): View | null {
    const id = String(args['id']);
    const forYear = intArg(args, 'forYear');
    const years = this.data.teamYearsOf(id);
    const year = forYear ?? years.at(-1);
    if (year === undefined) return null;
    const team = this.data.team(year, id);
    if (!team || !this.data.teamsOf(year).includes(team)) return null;
    return this.teamView(team, year, {
      statsYear: intArg(args, 'statsYear'),
      eventsYear: intArg(args, 'eventsYear'),
    });
  }

  private teamView(
    team: TeamSeason,
    year: number,
    defaults: { statsYear?: number | null; eventsYear?: number | null },
  ): View {
    const data = this.data;
    const record = data.teamRecord(year, team.officialId);
    /** The franchise's id in another season (CHR until 2023, OUT from 2024). */
    const idIn = (otherYear: number): string => data.team(otherYear, team.officialId)?.officialId ?? team.officialId;
    const rosterPlayers = (rosterYear: number): View[] =>
      data
        .rosterOf(rosterYear, idIn(rosterYear))
        .map((entry) => data.player(entry.playerId))
        .filter((player): player is PlayerRecord => player !== undefined)
        .map((player) => this.playerView(player, rosterYear, rosterYear));
    const statsYear = defaults.statsYear ?? year;
    return {
      officialId: team.officialId,
      franchiseId: team.franchiseId,
      year,
      locationCode: team.locationCode,
      location: team.location,
      fullName: team.fullName,
      urlLogo: team.urlLogo,
      slogan: null,
      league: team.league,
      conference: team.conference,
      teamColor: team.teamColor,
      backgroundColor: null,
      seed: record.seed,
      teamWins: record.wins,
      teamLosses: record.losses,
      teamTies: record.ties,
      teamWinsPost: record.winsPost,
      teamLossesPost: record.lossesPost,
      teamTiesPost: record.tiesPost,
      allYears: () => data.teamYearsOf(team.officialId),
      allTeams: () =>
        data.teamYearsOf(team.officialId).map((teamYear) => {
          const other = data.team(teamYear, team.officialId);
          return {
            year: teamYear,
            officialId: other?.officialId ?? team.officialId,
            locationCode: other?.locationCode ?? null,
            location: other?.location ?? null,
            fullName: other?.fullName ?? null,
          };
        }),
      coaches: () => [],
      stats: (args: Args) => {
        const statYear = intArg(args, 'year') ?? statsYear;
        return data.teamStatsOf(statYear, segmentOf(stringArg(args, 'segment'))).get(idIn(statYear)) ?? null;
      },
      champSeries: (args: Args) => {
        const csYear = intArg(args, 'year') ?? statsYear;
        const standing = data.standings(csYear, 'champseries').find((entry) => entry.teamId === idIn(csYear));
        if (!standing) return null;
        return {
          teamWins: standing.wins,
          teamLosses: standing.losses,
          teamTies: standing.ties,
          stats: data.teamStatsOf(csYear, 'champseries').get(idIn(csYear)) ?? null,
          roster: [],
        };
      },
      players: (args: Args) => rosterPlayers(intArg(args, 'year') ?? year),
      roster: (args: Args) => rosterPlayers(intArg(args, 'year') ?? year),
      events: (args: Args) => {
        const eventsYear = intArg(args, 'year') ?? defaults.eventsYear ?? year;
        const id = idIn(eventsYear);
        return data
          .eventsOf(eventsYear)
          .filter((event) => event.homeTeamId === id || event.awayTeamId === id)
          .sort((a, b) => a.startTime - b.startTime)
          .map((event) => this.eventView(event, null));
      },
    };
  }

  private standings(args: Args): View[] {
    const year = intArg(args, 'season') ?? this.data.latestYear;
    const champSeries = boolArg(args, 'champSeries') ?? false;
    return standingRows(this.data, year, champSeries).flatMap(({ record, cs }) => {
      const team = this.data.team(year, record.teamId);
      return team ? [{ team: this.teamView(team, year, {}), ...standingNumbers(record, cs) }] : [];
    });
  }

  // ---- events --------------------------------------------------------------------------------

  private eventView(event: EventRecord, line: PlayerGameStat | null): View {
    const data = this.data;
    const teamView = (teamId: string | null): View | null => {
      if (teamId === null) return null;
      const team = data.team(event.year, teamId);
      return team ? this.teamView(team, event.year, {}) : null;
    };
    return {
      ...eventFields(data, event),
      homeTeam: () => teamView(event.homeTeamId),
      awayTeam: () => teamView(event.awayTeamId),
      playLogs: () => (data.game(event.slugname)?.plays ?? []).map((play, index) => this.playLogView(play, index)),
      playerEventStats: line ? playerStatsFromGames([line]) : null,
    };
  }

  private playLogView(play: Play, index: number): View {
    const gbPlayer = play.gbPlayerId ? this.data.player(play.gbPlayerId) : undefined;
    const { shotOnGoal, shotSaved, saveType, ...rest } = play;
    return {
      id: String(index + 1),
      ...rest,
      gbPlayerName: gbPlayer ? `${gbPlayer.firstName} ${gbPlayer.lastName}` : null,
      details:
        shotOnGoal === null && shotSaved === null && saveType === null ? null : { shotOnGoal, shotSaved, saveType },
    };
  }
}
