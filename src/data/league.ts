/**
 * The league as the build and the embedded league API see it: a snapshot loaded once, indexed once,
 * and every derived number (season stats, records, standings, career rows) computed on first use
 * and kept. Pages and the API read the same numbers from here.
 *
 * Season stats of a (year, segment) come from the box scores of that segment's final games where
 * the season has them, and from the published season totals otherwise.
 */
import type {
  EventRecord,
  GameRecord,
  Play,
  PlayerGameStat,
  PlayerRecord,
  PlayerSeasonTotal,
  RosterEntry,
  SeasonFile,
  Snapshot,
  StoredDigests,
  TeamGameStat,
  TeamSeason,
} from './snapshot-format.ts';
import { decodeTable } from './snapshot-format.ts';
import {
  addCounts,
  countsFromGame,
  countsFromTotal,
  playerStatsFromTotal,
  playerStatsFromCounts,
  type PlayerCounts,
  type PlayerStats,
} from '../lib/aggregate/player-stats.ts';
import { padOfficialId } from '../lib/players/official-id.ts';
import { SEASON_TYPES, type SeasonSegment, type SeasonType } from '../lib/seasons.ts';
import { ALL_STAR_TEAM_IDS, PLAYER_POOL_ID } from '../lib/teams/ids.ts';
import { computeStandings, type StandingGame, type TeamRecord } from '../lib/aggregate/standings.ts';
import { teamStatsFromGames, teamStatsFromTotal, type TeamGame, type TeamStats } from '../lib/aggregate/team-stats.ts';
import { hasFinalScore } from '../lib/games/status.ts';

/** Team ids that are not clubs: the player pool and the all-star sides. */
export const NON_CLUB_TEAM_IDS: ReadonlySet<string> = new Set([PLAYER_POOL_ID, ...ALL_STAR_TEAM_IDS]);

/** Names for the all-star sides, which the snapshot's team lists do not hold (project's choice). */
const ALL_STAR_NAMES: Readonly<Record<string, string>> = {
  ASH: 'All-Stars Home',
  ASA: 'All-Stars Away',
  ASE: 'All-Stars East',
  ASW: 'All-Stars West',
  ZPP: 'Player Pool',
};

export interface DecodedGame {
  event: EventRecord;
  teamStats: TeamGameStat[];
  playerStats: PlayerGameStat[];
  /** Decoded on each read, not kept: only a game's own page and the live API read them. */
  readonly plays: Play[] | null;
}

/** One player's stat line in one (year, segment). */
export interface SeasonLine {
  playerId: string;
  year: number;
  segment: SeasonType;
  source: 'games' | 'totals';
  counts: PlayerCounts;
  stats: PlayerStats;
  /** The team of his last game in the segment (box scores), else his last roster team. */
  teamId: string | null;
  position: string | null;
  jerseyNum: number | null;
}

/** One team-year of a player (the roster history). */
export interface PlayerTeamYear {
  year: number;
  teamId: string;
  position: string | null;
  jerseyNum: number | null;
}

export interface CareerLine {
  playerId: string;
  counts: PlayerCounts;
  stats: PlayerStats;
}

export interface TeamSeasonRecord {
  wins: number;
  losses: number;
  ties: number;
  winsPost: number;
  lossesPost: number;
  tiesPost: number;
  seed: number | null;
}

/** A final as the standings count it. */
const standingGame = (event: EventRecord): StandingGame => ({
  homeTeamId: event.homeTeamId,
  awayTeamId: event.awayTeamId,
  homeScore: event.homeScore ?? 0,
  visitorScore: event.visitorScore ?? 0,
});

/** A team as the site names it: "Denver Outlaws", or the bare name where the league gives no location. */
export const teamDisplayName = (team: Pick<TeamSeason, 'location' | 'fullName'>): string =>
  team.location ? `${team.location} ${team.fullName}` : team.fullName;

const normalizeId = (id: string): string => id.trim().toUpperCase();

export class LeagueData {
  readonly snapshot: Snapshot;
  /** Seasons, oldest first. */
  readonly years: number[];
  readonly latestYear: number;
  /** The newest season with box scores, where finals land; null when no season has any. */
  readonly latestGameYear: number | null;
  readonly players: readonly PlayerRecord[];

  private readonly playersById = new Map<string, PlayerRecord>();
  private readonly playersBySlug = new Map<string, PlayerRecord>();
  private readonly eventsById = new Map<number, EventRecord>();
  private readonly eventsBySlug = new Map<string, EventRecord>();
  private readonly gamesBySlug = new Map<string, { year: number; record: GameRecord }>();
  private readonly decodedGames = new Map<string, DecodedGame>();
  private readonly rostersByYear = new Map<number, RosterEntry[]>();
  private readonly totalsByYear = new Map<number, PlayerSeasonTotal[]>();
  private readonly teamYearsByPlayer = new Map<string, PlayerTeamYear[]>();
  private readonly seasonLines = new Map<string, Map<string, SeasonLine>>();
  private readonly teamSeasonStats = new Map<string, Map<string, TeamStats>>();
  private readonly standingsCache = new Map<string, TeamRecord[]>();
  /** Records at games, by slugname and team: a game's page, card, ticker, share image and CSV all ask. */
  private readonly recordsAtGames = new Map<string, TeamRecord | undefined>();
  /** Team stats at games, by slugname and team: a matchup's key and its page both ask. */
  private readonly teamStatsAtGames = new Map<string, TeamStats | undefined>();
  private readonly stored: StoredDigests | null;
  private gameLogIndex: Map<string, Map<number, { event: EventRecord; line: PlayerGameStat }[]>> | null = null;
  private careerCache: Map<string, CareerLine> | null = null;
  private playerYearsCache: Map<string, number[]> | null = null;

  /**
   * `stored`: the hashes of the files the snapshot was read from, when it was (loadLeague): what is
   * made from one season's data alone can be keyed by them without working the data out.
   */
  constructor(snapshot: Snapshot, stored: StoredDigests | null = null) {
    this.snapshot = snapshot;
    this.stored = stored;
    this.years = [...snapshot.seasons.keys()].sort((a, b) => a - b);
    this.latestYear = this.years.at(-1) ?? new Date().getUTCFullYear();
    this.latestGameYear = snapshot.games.size === 0 ? null : Math.max(...snapshot.games.keys());
    this.players = snapshot.players;
    for (const player of snapshot.players) {
      this.playersById.set(player.officialId, player);
      this.playersBySlug.set(player.slug.toLowerCase(), player);
    }
    for (const [year, season] of snapshot.seasons) {
      for (const event of season.events) {
        this.eventsById.set(event.id, event);
        this.eventsBySlug.set(event.slugname.toLowerCase(), event);
        this.eventsBySlug.set(event.eventId.toLowerCase(), event);
      }
      this.rostersByYear.set(year, decodeTable(season.rosters));
      this.totalsByYear.set(year, season.playerTotals ? decodeTable(season.playerTotals) : []);
    }
    for (const [year, games] of snapshot.games) {
      for (const [slug, record] of Object.entries(games)) this.gamesBySlug.set(slug.toLowerCase(), { year, record });
    }
    this.indexTeamYears();
  }

  /**
   * The hash of one season's files as stored: it changes exactly when that season's data does (not
   * with the players' records, storedPlayersKey). Null for a league not read from files.
   */
  storedSeasonKey(year: number): string | null {
    return this.stored === null ? null : (this.stored.seasons.get(year) ?? 'none');
  }

  /** The hash of the players' records as stored; null for a league not read from files. */
  storedPlayersKey(): string | null {
    return this.stored?.players ?? null;
  }

  // ---- players -------------------------------------------------------------------------------

  /** A player by official id or slug. */
  player(idOrSlug: string): PlayerRecord | undefined {
    const key = idOrSlug.trim();
    return (
      this.playersById.get(key) ?? this.playersBySlug.get(key.toLowerCase()) ?? this.playersById.get(padOfficialId(key))
    );
  }

  /** Team-years of a player, oldest first: roster entries, completed by the teams of his box scores. */
  teamYears(playerId: string): PlayerTeamYear[] {
    return this.teamYearsByPlayer.get(playerId) ?? [];
  }

  /** Seasons in which a player has a roster entry or a stat line, oldest first. */
  playerYears(playerId: string): readonly number[] {
    return this.playerYearsIndex().get(playerId) ?? [];
  }

  /**
   * Every player's seasons from one pass over the rosters and stat lines: asked player by player,
   * each question went through every season's lines, and sorting the search index by last season
   * asked it for each comparison (about a second at ten times the league's size).
   */
  private playerYearsIndex(): Map<string, number[]> {
    if (this.playerYearsCache) return this.playerYearsCache;
    const index = new Map<string, number[]>();
    const add = (playerId: string, year: number): void => {
      const years = index.get(playerId);
      if (years === undefined) index.set(playerId, [year]);
      else if (years.at(-1) !== year) years.push(year);
    };
    // Season by season, oldest first, so that each list is in order as it grows.
    const rosterYears = new Map<number, string[]>();
    for (const [playerId, entries] of this.teamYearsByPlayer) {
      for (const { year } of entries) {
        const ids = rosterYears.get(year) ?? [];
        ids.push(playerId);
        rosterYears.set(year, ids);
      }
    }
    for (const year of this.years) {
      for (const playerId of rosterYears.get(year) ?? []) add(playerId, year);
      for (const segment of SEASON_TYPES)
        for (const playerId of this.seasonLinesOf(year, segment).keys()) add(playerId, year);
    }
    this.playerYearsCache = index;
    return index;
  }

  /** Players of a season: on a roster of it or with a stat line in it, in snapshot order. */
  playersOfYear(year: number): PlayerRecord[] {
    const ids = new Set((this.rostersByYear.get(year) ?? []).map((entry) => entry.playerId));
    for (const segment of SEASON_TYPES) for (const id of this.seasonLinesOf(year, segment).keys()) ids.add(id);
    return this.players.filter((player) => ids.has(player.officialId));
  }

  private indexTeamYears(): void {
    for (const year of this.years) {
      const seen = new Set<string>();
      const add = (entry: PlayerTeamYear, playerId: string): void => {
        const key = `${playerId}|${entry.teamId}`;
        if (seen.has(key)) return;
        seen.add(key);
        const list = this.teamYearsByPlayer.get(playerId) ?? [];
        list.push(entry);
        this.teamYearsByPlayer.set(playerId, list);
      };
      for (const entry of this.rostersByYear.get(year) ?? []) {
        add({ year, teamId: entry.teamId, position: entry.position, jerseyNum: entry.jerseyNum }, entry.playerId);
      }
      for (const event of this.eventsOf(year)) {
        const game = this.game(event.slugname);
        if (!game || NON_CLUB_TEAM_IDS.has(event.homeTeamId)) continue;
        for (const line of game.playerStats) {
          add({ year, teamId: line.teamId, position: line.position, jerseyNum: line.jerseyNum }, line.playerId);
        }
      }
    }
  }

  rosterOf(year: number, teamId: string): RosterEntry[] {
    return (this.rostersByYear.get(year) ?? []).filter((entry) => entry.teamId === teamId);
  }

  rosters(year: number): RosterEntry[] {
    return this.rostersByYear.get(year) ?? [];
  }

  publishedTotals(year: number, playerId: string, segment: SeasonType): PlayerSeasonTotal | null {
    return (
      (this.totalsByYear.get(year) ?? []).find(
        (total) => total.playerId === playerId && total.seasonSegment === segment,
      ) ?? null
    );
  }

  // ---- teams ---------------------------------------------------------------------------------

  season(year: number): SeasonFile | undefined {
    return this.snapshot.seasons.get(year);
  }

  teamsOf(year: number): TeamSeason[] {
    return this.season(year)?.teams ?? [];
  }

  /**
   * A team of a season by id, case-insensitive; a franchise's other id finds it too (CHR in 2024 is
   * OUT). All-star and player-pool sides, which the team lists do not hold, get a stand-in.
   */
  team(year: number, id: string): TeamSeason | undefined {
    const key = normalizeId(id);
    const teams = this.teamsOf(year);
    const direct = teams.find((team) => team.officialId === key);
    if (direct) return direct;
    const franchise = this.franchiseOf(key);
    const byFranchise = franchise ? teams.find((team) => team.franchiseId === franchise) : undefined;
    if (byFranchise) return byFranchise;
    const name = ALL_STAR_NAMES[key];
    if (name === undefined) return undefined;
    return {
      officialId: key,
      franchiseId: key,
      fullName: name,
      location: null,
      locationCode: null,
      conference: null,
      league: 'PLL',
      urlLogo: null,
      teamColor: null,
    };
  }

  /** A team's display name in a season: its id when unknown, TBD for a playoff side not yet drawn (""). */
  teamName(year: number, id: string): string {
    if (id === '') return 'TBD';
    const team = this.team(year, id);
    return team ? teamDisplayName(team) : id;
  }

  /** The franchise id of a team id in any season. */
  franchiseOf(id: string): string | undefined {
    const key = normalizeId(id);
    for (const year of this.years) {
      const team = this.teamsOf(year).find(
        (candidate) => candidate.officialId === key || candidate.franchiseId === key,
      );
      if (team) return team.franchiseId;
    }
    return undefined;
  }

  /** Seasons in which the franchise of `id` played. */
  teamYearsOf(id: string): number[] {
    const franchise = this.franchiseOf(id);
    return this.years.filter((year) => this.teamsOf(year).some((team) => team.franchiseId === franchise));
  }

  // ---- events and games ----------------------------------------------------------------------

  eventsOf(year: number): EventRecord[] {
    return this.season(year)?.events ?? [];
  }

  /** An event by numeric id, slugname or eventId. */
  event(idOrSlug: string): EventRecord | undefined {
    const key = idOrSlug.trim();
    if (/^\d+$/.test(key)) {
      const byId = this.eventsById.get(Number(key));
      if (byId) return byId;
    }
    return this.eventsBySlug.get(key.toLowerCase());
  }

  /**
   * Box scores and plays of an event as the snapshot holds them, which its decoded game is read
   * off: a third of its size as JSON, so what a page's key hashes.
   */
  gameRecord(slugname: string): GameRecord | undefined {
    return this.gamesBySlug.get(slugname.toLowerCase())?.record;
  }

  /** Box scores and plays of an event, or undefined when the league published none. */
  game(slugname: string): DecodedGame | undefined {
    const key = slugname.toLowerCase();
    const cached = this.decodedGames.get(key);
    if (cached) return cached;
    const entry = this.gamesBySlug.get(key);
    const event = this.eventsBySlug.get(key);
    if (!entry || !event) return undefined;
    const sides = new Set([event.homeTeamId, event.awayTeamId]);
    const { record } = entry;
    const decoded: DecodedGame = {
      event,
      // The league's team-stats endpoint sometimes adds a team that did not play: keep the two sides.
      teamStats: record.teamStats.filter((line) => sides.has(line.officialId)),
      playerStats: decodeTable(record.playerStats),
      // Kept decoded for every game, the plays were the largest part of the build's memory. Read from
      // the record only when asked for: the build reads a season's plays then (readSnapshot's playsOnDemand).
      get plays() {
        const plays = record.plays;
        return plays ? decodeTable(plays) : null;
      },
    };
    this.decodedGames.set(key, decoded);
    return decoded;
  }

  /** Final events of a season segment. */
  finalEvents(year: number, segment: SeasonSegment): EventRecord[] {
    return this.eventsOf(year).filter((event) => event.seasonSegment === segment && hasFinalScore(event));
  }

  /** A player's box-score lines of a season (all segments), in schedule order. */
  gameLog(playerId: string, year: number): { event: EventRecord; line: PlayerGameStat }[] {
    return this.gameLogsByPlayer().get(playerId)?.get(year) ?? [];
  }

  /**
   * Every player's game logs by season, from one pass over the box scores: looking each player's
   * line up in every game of the season instead grew with players times games.
   */
  private gameLogsByPlayer(): Map<string, Map<number, { event: EventRecord; line: PlayerGameStat }[]>> {
    if (this.gameLogIndex) return this.gameLogIndex;
    const index = new Map<string, Map<number, { event: EventRecord; line: PlayerGameStat }[]>>();
    for (const year of this.years) {
      const events = [...this.eventsOf(year)].sort((a, b) => a.startTime - b.startTime);
      for (const event of events) {
        const logged = new Set<string>();
        for (const line of this.game(event.slugname)?.playerStats ?? []) {
          // A player's first line in a game is his line.
          if (logged.has(line.playerId)) continue;
          logged.add(line.playerId);
          let years = index.get(line.playerId);
          if (years === undefined) {
            years = new Map();
            index.set(line.playerId, years);
          }
          const log = years.get(year);
          if (log === undefined) years.set(year, [{ event, line }]);
          else log.push({ event, line });
        }
      }
    }
    this.gameLogIndex = index;
    return index;
  }

  // ---- derived numbers -----------------------------------------------------------------------

  /** Whether a segment's stats are sums of its box scores, rather than the league's published totals. */
  hasGames(year: number, segment: SeasonType): boolean {
    return this.finalEvents(year, segment).some((event) => this.game(event.slugname) !== undefined);
  }

  /** Stat lines of every player in a (year, segment), by player id. */
  seasonLinesOf(year: number, segment: SeasonType): Map<string, SeasonLine> {
    const key = `${year}|${segment}`;
    const cached = this.seasonLines.get(key);
    if (cached) return cached;
    const lines = new Map<string, SeasonLine>();
    if (this.hasGames(year, segment)) {
      const byPlayer = new Map<string, PlayerGameStat[]>();
      const events = [...this.finalEvents(year, segment)].sort((a, b) => a.startTime - b.startTime);
      for (const event of events) {
        for (const line of this.game(event.slugname)?.playerStats ?? []) {
          const list = byPlayer.get(line.playerId) ?? [];
          list.push(line);
          byPlayer.set(line.playerId, list);
        }
      }
      for (const [playerId, games] of byPlayer) {
        const counts = addCounts(games.map(countsFromGame));
        const last = games.at(-1);
        lines.set(playerId, {
          playerId,
          year,
          segment,
          source: 'games',
          counts,
          stats: playerStatsFromCounts(counts),
          teamId: last?.teamId ?? null,
          position: last?.position ?? null,
          jerseyNum: last?.jerseyNum ?? null,
        });
      }
    } else {
      for (const total of this.totalsByYear.get(year) ?? []) {
        if (total.seasonSegment !== segment) continue;
        const roster = this.teamYears(total.playerId)
          .filter((entry) => entry.year === year)
          .at(-1);
        lines.set(total.playerId, {
          playerId: total.playerId,
          year,
          segment,
          source: 'totals',
          counts: countsFromTotal(total),
          stats: playerStatsFromTotal(total),
          teamId: roster?.teamId ?? null,
          position: total.position,
          jerseyNum: total.jerseyNum,
        });
      }
    }
    this.seasonLines.set(key, lines);
    return lines;
  }

  seasonLine(playerId: string, year: number, segment: SeasonType): SeasonLine | null {
    return this.seasonLinesOf(year, segment).get(playerId) ?? null;
  }

  /** How many games a team played in a (year, segment); null when the snapshot has no line of it. */
  teamGames(year: number, segment: SeasonType, teamId: string | null): number | null {
    return teamId === null ? null : (this.teamStatsOf(year, segment).get(teamId)?.gamesPlayed ?? null);
  }

  /** Team stat lines of a (year, segment), by team id. */
  teamStatsOf(year: number, segment: SeasonType): Map<string, TeamStats> {
    const key = `${year}|${segment}`;
    const cached = this.teamSeasonStats.get(key);
    if (cached) return cached;
    const result = new Map<string, TeamStats>();
    if (this.hasGames(year, segment)) {
      for (const [teamId, games] of this.teamBoxScoreLines(this.finalEvents(year, segment)))
        result.set(teamId, teamStatsFromGames(games));
    } else if (segment === 'regular') {
      for (const total of this.season(year)?.teamTotals ?? []) result.set(total.teamId, teamStatsFromTotal(total));
    }
    this.teamSeasonStats.set(key, result);
    return result;
  }

  /**
   * A club's regular-season stats as they stood at one of its games, by the rule of its record
   * there (`clubFinalsAt`): its finals of the season that started no later than the game, so a
   * played game's matchup keeps the stats the game was played with and a later final changes
   * only the matchups still to come. A season the league published totals for but no box scores
   * has its totals alone.
   */
  teamStatsAt(event: EventRecord, teamId: string): TeamStats | undefined {
    if (!this.hasGames(event.year, 'regular')) return this.teamStatsOf(event.year, 'regular').get(teamId);
    const key = `${event.slugname}|${teamId}`;
    if (this.teamStatsAtGames.has(key)) return this.teamStatsAtGames.get(key);
    const games = this.teamBoxScoreLines(this.clubFinalsAt(event, teamId)).get(teamId);
    const stats = games === undefined ? undefined : teamStatsFromGames(games);
    this.teamStatsAtGames.set(key, stats);
    return stats;
  }

  /** Each team's lines in the box scores of `events`, by team id, with its opponent's clears. */
  private teamBoxScoreLines(events: readonly EventRecord[]): Map<string, TeamGame[]> {
    const byTeam = new Map<string, TeamGame[]>();
    for (const event of events) {
      const game = this.game(event.slugname);
      if (!game) continue;
      for (const line of game.teamStats) {
        const opponent = game.teamStats.find((other) => other.officialId !== line.officialId);
        const list = byTeam.get(line.officialId) ?? [];
        list.push({ line, opponentClears: opponent ? opponent.clears : null });
        byTeam.set(line.officialId, list);
      }
    }
    return byTeam;
  }

  /**
   * Standings of a season: regular-season games, or the Championship Series. Teams are the clubs
   * of the season that played in the segment; empty when no game of it is final.
   */
  standings(year: number, segment: 'regular' | 'champseries'): TeamRecord[] {
    const key = `${year}|${segment}`;
    const cached = this.standingsCache.get(key);
    if (cached) return cached;
    const games = this.finalEvents(year, segment);
    const playing = new Set(games.flatMap((event) => [event.homeTeamId, event.awayTeamId]));
    const teams = this.teamsOf(year)
      .filter((team) => playing.has(team.officialId) && !NON_CLUB_TEAM_IDS.has(team.officialId))
      .map((team) => ({ officialId: team.officialId, conference: segment === 'regular' ? team.conference : null }));
    const records = computeStandings(teams, games.map(standingGame));
    this.standingsCache.set(key, records);
    return records;
  }

  /**
   * The regular-season record beside a club's name in one of its games, as it stood at that game:
   * the club's finals of the season that started no later than it, so that the game itself counts
   * once it is final. A game's page, card and share image keep the record the game was played with
   * while the club plays on, as a box score in print does; an upcoming game shows the record the
   * club brings to it. None for the All-Star teams and the player pool, which play no season (0-0
   * would be false).
   */
  clubRecordAt(event: EventRecord, teamId: string): TeamRecord | undefined {
    const key = `${event.slugname}|${teamId}`;
    if (this.recordsAtGames.has(key)) return this.recordsAtGames.get(key);
    let record: TeamRecord | undefined;
    if (!NON_CLUB_TEAM_IDS.has(teamId) && this.team(event.year, teamId) !== undefined) {
      const games = this.clubFinalsAt(event, teamId);
      record = computeStandings([{ officialId: teamId, conference: null }], games.map(standingGame))[0];
    }
    this.recordsAtGames.set(key, record);
    return record;
  }

  /**
   * A club's regular-season finals that started no later than one of its games: what its record
   * and stats at that game are made of, the game itself once it is final.
   */
  private clubFinalsAt(event: EventRecord, teamId: string): EventRecord[] {
    return this.finalEvents(event.year, 'regular').filter(
      (final) => final.startTime <= event.startTime && (final.homeTeamId === teamId || final.awayTeamId === teamId),
    );
  }

  /** A team's regular and post-season record and seed in one season. */
  teamRecord(year: number, teamId: string): TeamSeasonRecord {
    const regular = this.standings(year, 'regular').find((record) => record.teamId === teamId);
    const post = { wins: 0, losses: 0, ties: 0 };
    for (const event of this.finalEvents(year, 'post')) {
      const home = event.homeTeamId === teamId;
      if (!home && event.awayTeamId !== teamId) continue;
      const scored = (home ? event.homeScore : event.visitorScore) ?? 0;
      const allowed = (home ? event.visitorScore : event.homeScore) ?? 0;
      if (scored > allowed) post.wins += 1;
      else if (scored < allowed) post.losses += 1;
      else post.ties += 1;
    }
    return {
      wins: regular?.wins ?? 0,
      losses: regular?.losses ?? 0,
      ties: regular?.ties ?? 0,
      winsPost: post.wins,
      lossesPost: post.losses,
      tiesPost: post.ties,
      seed: regular?.seed ?? null,
    };
  }

  /** Career lines: every season's regular and post lines summed, by player id. */
  careers(): Map<string, CareerLine> {
    if (this.careerCache) return this.careerCache;
    const parts = new Map<string, PlayerCounts[]>();
    for (const year of this.years) {
      for (const segment of ['regular', 'post'] as const) {
        for (const line of this.seasonLinesOf(year, segment).values()) {
          const list = parts.get(line.playerId) ?? [];
          list.push(line.counts);
          parts.set(line.playerId, list);
        }
      }
    }
    const careers = new Map<string, CareerLine>();
    for (const [playerId, counts] of parts) {
      const total = addCounts(counts);
      careers.set(playerId, { playerId, counts: total, stats: playerStatsFromCounts(total) });
    }
    this.careerCache = careers;
    return careers;
  }
}
