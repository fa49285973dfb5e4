/**
 * Pulls the league's data through the API clients into the snapshot format: per season the teams,
 * the events, the roster history and (for seasons without box scores) the published totals; per
 * final game its box scores and play-by-play; and the bio of every player met. Every answer is
 * validated at the edge by the clients' schemas; what the snapshot requires beyond them is checked
 * here, with the entity, its id and the field in the message.
 */
import { type Infer, nullable, object, oneOf, string, withDefault } from '../../src/api/schemas/schema.ts';
import type {
  LeagueClient,
  LeagueEvent,
  PbpEvent,
  PlayerGameStat as WirePlayerGameStat,
  Variables,
} from '../../src/api/index.ts';
import {
  describeOperation,
  entity,
  idString,
  intish,
  list,
  nullableNumberish,
  nullableObject,
  nullableString,
  parseEntityList,
  playerStatsSchema,
  playerTeamSchema,
  restPaths,
  teamStatsSchema,
} from '../../src/api/index.ts';
import {
  compareText,
  encodeTable,
  eventOrder,
  rosterOrder,
  SNAPSHOT_FORMAT_VERSION,
  summarizeSeason,
  type EventRecord,
  type GameRecord,
  type GamesFile,
  type Play,
  type PlayerGameStat,
  type PlayerRecord,
  type PlayerSeasonTotal,
  type RosterEntry,
  type SeasonFile,
  type Snapshot,
  type TeamGameStat,
  type TeamSeason,
  type TeamSeasonTotal,
} from '../../src/data/snapshot-format.ts';
import { PLAYER_COLUMNS } from '../../src/data/store.ts';
import { goalValue } from '../../src/lib/games/goal-value.ts';
import { franchiseId } from '../../src/lib/teams/remaps.ts';
import {
  PLAY_COLUMNS,
  PLAY_SOURCE,
  PLAYER_GAME_STAT_COLUMNS,
  PLAYER_GAME_STAT_SOURCE,
  PLAYER_SEASON_TOTAL_COLUMNS,
  PLAYER_SEASON_TOTAL_SOURCE,
  ROSTER_COLUMNS,
  TEAM_GAME_STAT_SOURCE,
  TEAM_SEASON_TOTAL_SOURCE,
} from '../lib/snapshot-columns.ts';
import { playerBiosQuery, SYNC_SEASON_PLAYERS_QUERY, SYNC_TEAMS_QUERY } from './queries.ts';
import { missingField, rowFromWire, type WireEntity } from './wire-rows.ts';
import { isFinal } from '../../src/lib/games/status.ts';

/** How many player bios one GraphQL request asks for. */
const BIOS_PER_REQUEST = 200;

const seasonPlayerSchema = object({
  officialId: idString,
  position: nullableString,
  jerseyNum: nullableNumberish,
  allTeams: list(playerTeamSchema),
  stats: nullableObject(playerStatsSchema),
  postStats: nullableObject(playerStatsSchema),
});
const SeasonPlayerEntity = entity('Player', seasonPlayerSchema, ['officialId']);

const seasonTeamSchema = object({
  officialId: idString,
  fullName: string(1),
  location: nullableString,
  locationCode: nullableString,
  conference: withDefault(nullable(oneOf(['eastern', 'western'])), null),
  league: oneOf(['PLL', 'WLL']),
  urlLogo: nullableString,
  teamColor: nullableString,
  stats: nullableObject(teamStatsSchema),
});
const SeasonTeamEntity = entity('Team', seasonTeamSchema, ['officialId']);

const bioSchema = object({
  officialId: idString,
  slug: idString,
  firstName: string(),
  lastName: string(),
  lastNameSuffix: nullableString,
  position: nullableString,
  positionName: nullableString,
  jerseyNum: nullableNumberish,
  profileUrl: nullableString,
  handedness: nullableString,
  height: nullableString,
  age: nullableNumberish,
  college: nullableString,
  country: nullableString,
  countryCode: nullableString,
  expFromYear: nullable(intish),
});
const BioEntity = entity('Player', bioSchema, ['officialId', 'slug']);

export interface SeasonProgress {
  year: number;
  events: number;
  games: number;
  players: number;
}

export interface FetchOptions {
  client: LeagueClient;
  /** Where the GraphQL answers come from, quoted in errors. */
  graphqlUrl: string;
  years: readonly number[];
  onSeason?: (progress: SeasonProgress) => void;
}

interface SeasonPull {
  season: SeasonFile;
  games: GamesFile | undefined;
  /** Players met in the season (rosters, totals, box scores, plays). */
  playerIds: Set<string>;
}

export async function fetchSnapshot(options: FetchOptions): Promise<Snapshot> {
  const seasons = new Map<number, SeasonFile>();
  const games = new Map<number, GamesFile>();
  const playerIds = new Set<string>();
  for (const year of options.years) {
    const pull = await fetchSeason(options, year, null);
    // A season the league has not set up yet (no teams, no schedule) is not a season of the site.
    if (pull.season.teams.length === 0 && pull.season.events.length === 0) continue;
    seasons.set(year, pull.season);
    if (pull.games) games.set(year, pull.games);
    for (const id of pull.playerIds) playerIds.add(id);
    options.onSeason?.({
      year,
      events: pull.season.events.length,
      games: Object.keys(pull.games ?? {}).length,
      players: pull.playerIds.size,
    });
  }
  const players = await fetchBios(options, [...playerIds]);
  return {
    manifest: {
      formatVersion: SNAPSHOT_FORMAT_VERSION,
      seasons: [...seasons.values()].map((season) => summarizeSeason(season, games.get(season.year))),
    },
    players,
    seasons,
    games,
  };
}

/** The season of the game `slug` among the seasons' files, if any holds it. */
export function seasonOfGame(seasons: ReadonlyMap<number, SeasonFile>, slug: string): number | undefined {
  return [...seasons.values()].find((season) => season.events.some((event) => event.slugname === slug))?.year;
}

/**
 * Refreshes what one finished game touches: its season's events, teams and rosters, the game's box
 * scores and plays, and the bios of the players in it. Everything derived from them (records,
 * standings, leaders, career rows) is derived again by whoever reads the snapshot. `previous` needs
 * the box scores of that season only (readSnapshot's `gamesOf`).
 */
export async function fetchGame(
  options: Omit<FetchOptions, 'years'>,
  previous: Snapshot,
  slug: string,
): Promise<Snapshot> {
  const year = seasonOfGame(previous.seasons, slug);
  if (year === undefined) {
    throw new Error(`No game "${slug}" in the last good snapshot; run a full sync to pick up new games.`);
  }
  const pull = await fetchSeason({ ...options, years: [year] }, year, {
    slug,
    previousGames: previous.games.get(year) ?? {},
  });
  const seasons = new Map(previous.seasons).set(year, pull.season);
  const games = new Map(previous.games);
  if (pull.games) games.set(year, pull.games);
  const inGame = pull.games?.[slug];
  const touched = new Set<string>(inGame ? decodeIds(inGame) : []);
  const bios = await fetchBios(options, [...touched]);
  const players = new Map(previous.players.map((player) => [player.officialId, player]));
  for (const bio of bios) players.set(bio.officialId, bio);
  options.onSeason?.({ year, events: pull.season.events.length, games: inGame ? 1 : 0, players: touched.size });
  return {
    manifest: {
      formatVersion: SNAPSHOT_FORMAT_VERSION,
      seasons: previous.manifest.seasons.map((summary) =>
        summary.year === year ? summarizeSeason(pull.season, games.get(year)) : summary,
      ),
    },
    players: [...players.values()].sort((a, b) => compareText(a.officialId, b.officialId)),
    seasons,
    games,
  };
}

function decodeIds(game: GameRecord): string[] {
  return game.playerStats.rows.map(([playerId]) => String(playerId));
}

async function fetchSeason(
  options: FetchOptions,
  year: number,
  onlyGame: { slug: string; previousGames: GamesFile } | null,
): Promise<SeasonPull> {
  const { client } = options;
  const eventsQuery = { includeCS: true, includeWLL: true };
  const wireEvents = await client.fetchSeasonEvents(year, eventsQuery);
  const eventsSource = `GET ${client.rest.url(restPaths.seasonEvents, { year, ...eventsQuery })}`;
  const events = wireEvents.map((event) => eventRecord(event, eventsSource)).sort(eventOrder);
  const finals = events.filter((event) => isFinal(event.eventStatus));
  const withTotals = finals.length === 0;

  const teamsAnswer = await graphqlRead(options, SYNC_TEAMS_QUERY, { year, withTotals });
  const wireTeams = parseEntityList(SeasonTeamEntity, teamsAnswer.data['allTeams'], { source: teamsAnswer.source });
  const playersAnswer = await graphqlRead(options, SYNC_SEASON_PLAYERS_QUERY, { season: year, withTotals });
  const wirePlayers = parseEntityList(SeasonPlayerEntity, playersAnswer.data['allPlayers'], {
    source: playersAnswer.source,
  });

  const teams = wireTeams
    .map((team): TeamSeason => ({
      officialId: team.officialId,
      franchiseId: franchiseId(team.officialId),
      fullName: team.fullName,
      location: team.location,
      locationCode: team.locationCode,
      conference: team.conference,
      league: team.league,
      urlLogo: team.urlLogo,
      teamColor: team.teamColor,
    }))
    .sort((a, b) => compareText(a.officialId, b.officialId));

  const rosters: RosterEntry[] = wirePlayers
    .flatMap((player) =>
      player.allTeams
        .filter((team) => team.year === year)
        .map((team) => ({
          playerId: player.officialId,
          teamId: team.officialId,
          position: team.position,
          jerseyNum: team.jerseyNum,
        })),
    )
    .sort(rosterOrder);

  const playerTotals = withTotals ? seasonTotals(wirePlayers, year) : [];
  const teamTotals = withTotals ? teamSeasonTotals(wireTeams, year) : [];

  let games: GamesFile | undefined;
  for (const event of finals) {
    const previous = onlyGame?.previousGames[event.slugname];
    const record = onlyGame && onlyGame.slug !== event.slugname ? previous : await fetchGameRecord(client, event);
    if (record) (games ??= {})[event.slugname] = record;
  }

  const playerIds = new Set<string>([
    ...rosters.map((entry) => entry.playerId),
    ...playerTotals.map((total) => total.playerId),
    ...Object.values(games ?? {}).flatMap(decodeIds),
  ]);
  const season: SeasonFile = {
    year,
    teams,
    events,
    rosters: encodeTable(rosters, ROSTER_COLUMNS),
    playerTotals: playerTotals.length > 0 ? encodeTable(playerTotals, PLAYER_SEASON_TOTAL_COLUMNS) : null,
    teamTotals: teamTotals.length > 0 ? teamTotals : null,
  };
  return { season, games, playerIds };
}

function eventRecord(event: LeagueEvent, source: string): EventRecord {
  const entity: WireEntity = { name: 'Event', id: event.slugname, source };
  const required = <T>(value: T | null, field: string): T => {
    if (value === null) throw missingField(entity, field);
    return value;
  };
  return {
    id: event.id,
    eventId: required(event.eventId, 'eventId'),
    slugname: event.slugname,
    year: event.year,
    seasonSegment: event.seasonSegment,
    week: required(event.week, 'week'),
    gameNumber: event.gameNumber,
    startTime: event.startTime,
    venue: event.venue,
    location: event.location,
    description: event.description,
    // Playoff games not yet drawn have no teams: the snapshot keeps "" for them.
    homeTeamId: event.homeTeam?.officialId ?? '',
    awayTeamId: event.awayTeam?.officialId ?? '',
    homeScore: event.homeScore,
    visitorScore: event.visitorScore,
    homePeriodScores: event.homePeriodScores,
    visitorPeriodScores: event.visitorPeriodScores,
    eventStatus: event.eventStatus,
    period: required(event.period, 'period'),
    clockMinutes: required(event.clockMinutes, 'clockMinutes'),
    clockSeconds: required(event.clockSeconds, 'clockSeconds'),
    gameStatus: event.gameStatus,
    urlStreaming: event.urlStreaming,
    broadcaster: event.broadcaster,
  };
}

/** Box scores and plays of a final game; undefined when the league published none. */
async function fetchGameRecord(client: LeagueClient, event: EventRecord): Promise<GameRecord | undefined> {
  const slug = event.slugname;
  const [wireTeamStats, wirePlayerStats, wirePlays] = [
    await client.fetchEventTeamStats(slug),
    await client.fetchEventPlayerStats(slug),
    await client.fetchPlayLogs(slug),
  ];
  if (wireTeamStats.length === 0 && wirePlayerStats.length === 0) return undefined;
  const source = (path: (slug: string) => string): string => `GET ${client.rest.url(path(slug))}`;
  const side = (teamId: string): number => (teamId === event.homeTeamId ? 0 : 1);

  const teamStats = wireTeamStats
    .map((line) =>
      rowFromWire<TeamGameStat>(TEAM_GAME_STAT_SOURCE, line, {
        name: 'TeamGameStat',
        id: `${slug} ${line.officialId}`,
        source: source(restPaths.eventTeamStats),
      }),
    )
    .sort((a, b) => side(a.officialId) - side(b.officialId));
  const playerStats = wirePlayerStats
    .map((line: WirePlayerGameStat) =>
      rowFromWire<PlayerGameStat>(
        PLAYER_GAME_STAT_SOURCE,
        line,
        { name: 'PlayerGameStat', id: `${slug} ${line.officialId}`, source: source(restPaths.eventPlayerStats) },
        { playerId: line.officialId },
      ),
    )
    .sort((a, b) => side(a.teamId) - side(b.teamId) || compareText(a.playerId, b.playerId));
  return {
    teamStats,
    playerStats: encodeTable(playerStats, PLAYER_GAME_STAT_COLUMNS),
    plays:
      wirePlays.length > 0
        ? encodeTable(playsWithRunningScore(wirePlays, event, source(restPaths.eventPlayLogs)), PLAY_COLUMNS)
        : null,
  };
}

/**
 * Plays in the wire's order with the running score rebuilt from the goal plays: the wire's own
 * homeScore/visitorScore hold the final score on most non-scoring plays.
 */
function playsWithRunningScore(plays: readonly PbpEvent[], event: EventRecord, source: string): Play[] {
  let home = 0;
  let visitor = 0;
  return plays.map((play) => {
    const entity = { name: 'PbpEvent', id: `${event.slugname} ${play.markerId}`, source };
    if (play.eventType === 'goal') {
      const value = goalValue(play.shotType);
      if (play.teamId === event.homeTeamId) home += value;
      else if (play.teamId === event.awayTeamId) visitor += value;
      else
        throw missingField(
          entity,
          'teamId',
          `a goal by "${play.teamId ?? ''}", who plays neither side of ${event.slugname}`,
        );
    }
    return rowFromWire<Play>(PLAY_SOURCE, play, entity, {
      eventType: play.eventType,
      homeScore: home,
      visitorScore: visitor,
      shotOnGoal: play.details?.shotOnGoal ?? null,
      shotSaved: play.details?.shotSaved ?? null,
      saveType: play.details?.saveType ?? null,
    });
  });
}

type SeasonPlayer = Infer<typeof seasonPlayerSchema>;

/** Published totals, regular season first, each by player id; the season's jersey and position. */
function seasonTotals(players: readonly SeasonPlayer[], year: number): PlayerSeasonTotal[] {
  const source = `GraphQL allPlayers(season: ${year})`;
  const rows: PlayerSeasonTotal[] = [];
  for (const seasonSegment of ['regular', 'post'] as const) {
    for (const player of players) {
      const stats = seasonSegment === 'regular' ? player.stats : player.postStats;
      if (stats === null) continue;
      rows.push(
        rowFromWire<PlayerSeasonTotal>(
          PLAYER_SEASON_TOTAL_SOURCE,
          stats,
          { name: 'PlayerStats', id: player.officialId, source },
          {
            playerId: player.officialId,
            seasonSegment,
            position: player.position,
            jerseyNum: player.jerseyNum,
          },
        ),
      );
    }
  }
  const segmentRank = (total: PlayerSeasonTotal): number => (total.seasonSegment === 'regular' ? 0 : 1);
  return rows.sort((a, b) => segmentRank(a) - segmentRank(b) || compareText(a.playerId, b.playerId));
}

function teamSeasonTotals(teams: readonly Infer<typeof seasonTeamSchema>[], year: number): TeamSeasonTotal[] {
  const source = `GraphQL allTeams(year: ${year})`;
  return teams
    .flatMap(({ officialId, stats }) => {
      if (stats === null) return [];
      const entity = { name: 'TeamStats', id: officialId, source };
      const { timesShortHanded, powerPlayGoalsAgainst, manDownPct } = stats;
      if (timesShortHanded === null) throw missingField(entity, 'timesShortHanded');
      if (powerPlayGoalsAgainst === null) throw missingField(entity, 'powerPlayGoalsAgainst');
      return [
        rowFromWire<TeamSeasonTotal>(TEAM_SEASON_TOTAL_SOURCE, stats, entity, {
          teamId: officialId,
          penaltyKillPct: manDownPct,
          penaltyKills: timesShortHanded - powerPlayGoalsAgainst,
        }),
      ];
    })
    .sort((a, b) => compareText(a.teamId, b.teamId));
}

async function fetchBios(options: Omit<FetchOptions, 'years'>, ids: readonly string[]): Promise<PlayerRecord[]> {
  const sorted = [...ids].sort(compareText);
  const players: PlayerRecord[] = [];
  for (let start = 0; start < sorted.length; start += BIOS_PER_REQUEST) {
    const batch = sorted.slice(start, start + BIOS_PER_REQUEST);
    const answer = await graphqlRead(options, playerBiosQuery(batch));
    const bios = parseEntityList(
      BioEntity,
      batch.map((_, index) => answer.data[`p${index}`] ?? null),
      { source: answer.source },
    );
    bios.forEach((bio, index) => {
      const asked = batch[index];
      if (bio.officialId !== asked) {
        throw missingField(
          { name: 'Player', id: asked ?? '', source: answer.source },
          'officialId',
          `asked for "${asked ?? ''}", received "${bio.officialId}"`,
        );
      }
      players.push(
        Object.fromEntries(PLAYER_COLUMNS.map((column) => [column, bio[column]])) as unknown as PlayerRecord,
      );
    });
  }
  return players;
}

/**
 * A GraphQL read of the sync, with the client's retry like every other call, and how its answer
 * is named in errors: `POST {url} SyncTeams {"year":2024,"withTotals":false}`.
 */
async function graphqlRead(
  options: Omit<FetchOptions, 'years'>,
  query: string,
  variables: Variables = {},
): Promise<{ data: Record<string, unknown>; source: string }> {
  const data = await options.client.query(query, variables);
  return { data, source: `POST ${options.graphqlUrl} ${describeOperation(query, variables)}` };
}
