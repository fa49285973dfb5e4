/**
 * A player's profile as the build reads it from the league index: bio facts, team history, season
 * lines, game log and the stat columns that suit him. Pages render these; the rules applied here live in src/lib.
 */
import type { EventRecord, PlayerGameStat, PlayerRecord } from './snapshot-format.ts';
import type { LeagueData, SeasonLine } from './league.ts';
import { SEASON_TYPES, type SeasonType } from '../lib/seasons.ts';
import type { PlayerCounts, PlayerStats } from '../lib/aggregate/player-stats.ts';
import { fantasyPoints, fantasyPointsPerGame } from '../lib/fantasy/scoring.ts';
import { perGameMinGames } from '../lib/leaders/eligibility.ts';
import { positionGroup } from '../lib/leaders/positions.ts';
import { rankByStat, type Ranked } from '../lib/leaders/ranking.ts';
import { statNumber } from '../lib/stats/values.ts';
import type { ColumnId } from '../lib/stats/columns.ts';
import {
  PROFILE_FACEOFF_STATS,
  PROFILE_GOALIE_FIELD_STATS,
  PROFILE_GOALIE_LEAD_STATS,
  PROFILE_GOALIE_STATS,
  PROFILE_PENALTY_STATS,
  PROFILE_STATS,
  COMPARISON_STATS,
} from '../lib/stats/tables.ts';
import type { ComparisonData } from '../lib/players/comparison.ts';
import { hasSplits, playerSplits, type GameOutcome, type SplitGame, type SplitGroup } from '../lib/players/splits.ts';
import { teamKind } from '../lib/teams/ids.ts';
import { displayTeamCode, franchiseId } from '../lib/teams/remaps.ts';

/** "First Last" (with a generational suffix: "Billy Dwan III"). */
export function playerName(player: Pick<PlayerRecord, 'firstName' | 'lastName' | 'lastNameSuffix'>): string {
  return [player.firstName, player.lastName, player.lastNameSuffix]
    .filter((part) => part !== null && part !== '')
    .join(' ');
}

/** Name as lists sort it: last name, then first. */
export function sortName(player: Pick<PlayerRecord, 'firstName' | 'lastName'>): string {
  return `${player.lastName} ${player.firstName}`;
}

/** Every stat line of a player: by season (oldest first), then regular, post, champ series. */
export function playerSeasonLines(league: LeagueData, playerId: string): SeasonLine[] {
  const lines: SeasonLine[] = [];
  for (const year of league.playerYears(playerId)) {
    for (const segment of SEASON_TYPES) {
      const line = league.seasonLine(playerId, year, segment);
      if (line) lines.push(line);
    }
  }
  return lines;
}

/** A run of seasons with one franchise. */
export interface TeamStint {
  /** The franchise's id today (CHR stints read OUT), which its team page is keyed by. */
  franchiseId: string;
  /** The id the team had in the stint's last season (for its name then). */
  teamId: string;
  firstYear: number;
  lastYear: number;
}

/**
 * The clubs a player played for, oldest first, consecutive seasons with one franchise merged into
 * one stint (the player pool and all-star sides are not clubs). A season with two clubs (a trade)
 * lists both.
 */
export function teamHistory(league: LeagueData, playerId: string): TeamStint[] {
  const stints: TeamStint[] = [];
  for (const entry of league.teamYears(playerId)) {
    if (teamKind(entry.teamId) !== 'pll') continue;
    const franchise = franchiseId(entry.teamId);
    const open = stints.findLast((stint) => stint.franchiseId === franchise);
    if (open && entry.year - open.lastYear <= 1) {
      open.lastYear = entry.year;
      open.teamId = entry.teamId;
    } else {
      stints.push({ franchiseId: franchise, teamId: entry.teamId, firstYear: entry.year, lastYear: entry.year });
    }
  }
  return stints;
}

/** The seasons in which a player has box scores (each has a game log). */
export function gameLogYears(league: LeagueData, playerId: string): number[] {
  return league.playerYears(playerId).filter((year) => league.gameLog(playerId, year).length > 0);
}

export interface GameLogEntry {
  event: EventRecord;
  line: PlayerGameStat;
  home: boolean;
  opponentId: string;
  /** Null while the game has no final score. */
  outcome: GameOutcome | null;
  /** "W 14-10", "L 9-12", "T 10-10": the player's team's score first. */
  result: string | null;
}

/** A player's games of a season, oldest first, each with its opponent and result. */
export function gameLog(league: LeagueData, playerId: string, year: number): GameLogEntry[] {
  return league.gameLog(playerId, year).map(({ event, line }) => {
    const home = line.teamId === event.homeTeamId;
    const own = home ? event.homeScore : event.visitorScore;
    const other = home ? event.visitorScore : event.homeScore;
    const outcome = own === null || other === null ? null : own > other ? 'W' : own < other ? 'L' : 'T';
    return {
      event,
      line,
      home,
      opponentId: home ? event.awayTeamId : event.homeTeamId,
      outcome,
      result: outcome === null ? null : `${outcome} ${String(own)}-${String(other)}`,
    };
  });
}

/** A player's games of a season as the splits read them. */
const splitGames = (league: LeagueData, playerId: string, year: number): SplitGame[] =>
  gameLog(league, playerId, year).map((entry) => ({
    startTime: entry.event.startTime,
    segment: entry.event.seasonSegment,
    home: entry.home,
    outcome: entry.outcome,
    opponent: displayTeamCode(entry.opponentId, year),
    line: entry.line,
  }));

/** A season's splits (home and away, result, month, opponent...) from the player's game log. */
export const seasonSplits = (league: LeagueData, playerId: string, year: number): SplitGroup[] =>
  playerSplits(splitGames(league, playerId, year));

/** Whether a player's season has split tables, without working them out. */
export const hasSeasonSplits = (league: LeagueData, playerId: string, year: number): boolean =>
  hasSplits(splitGames(league, playerId, year));

/**
 * The stat columns of a player's tables (season, career, game log, splits). A goalie's lead with
 * his goalie stats, then his few field stats. Everyone else's are the scoring and possession stats,
 * plus faceoff columns for anyone who took a faceoff and goalie columns for anyone who made a save
 * (so no sheet is a wall of zeros in stats the player does not keep: a goalie's of points, an
 * attackman's of save percentages).
 */
export function profileColumnIds(
  position: string | null,
  career: Pick<PlayerCounts, 'faceoffs' | 'saves'> | null,
): ColumnId[] {
  if (positionGroup(position) === 'goalie') {
    return [...PROFILE_GOALIE_LEAD_STATS, ...PROFILE_GOALIE_FIELD_STATS, ...PROFILE_PENALTY_STATS];
  }
  const goalie = (career?.saves ?? 0) > 0;
  const faceoffs = positionGroup(position) === 'faceoff' || (career?.faceoffs ?? 0) > 0;
  return [
    ...PROFILE_STATS,
    ...(faceoffs ? PROFILE_FACEOFF_STATS : []),
    ...(goalie ? PROFILE_GOALIE_STATS : []),
    ...PROFILE_PENALTY_STATS,
  ];
}

/** A stat line with its fantasy points (FPTS, FPTS/G) added. */
export type FantasyStats = PlayerStats & { FPTS: number; 'FPTS/G': number | null };

export function withFantasy(line: Pick<SeasonLine, 'counts' | 'stats'>): FantasyStats {
  return { ...line.stats, FPTS: fantasyPoints(line.counts), 'FPTS/G': fantasyPointsPerGame(line.counts) };
}

export interface FantasyRow {
  player: PlayerRecord;
  line: SeasonLine;
  stats: FantasyStats;
}

/** The fantasy boards' stats: season total, and per game. */
export const FANTASY_STATS = ['FPTS', 'FPTS/G'] as const;
export type FantasyStat = (typeof FANTASY_STATS)[number];

/**
 * A regular season's fantasy leaders by FPTS or FPTS/G, ranked with shared T- ranks. FPTS/G ranks
 * only players with enough games (perGameMinGames). `limit` keeps the ranks up to it.
 */
export function fantasyLeaders(
  league: LeagueData,
  year: number,
  stat: FantasyStat,
  limit: number,
): Ranked<FantasyRow>[] {
  const minGames = stat === 'FPTS/G' ? playerPerGameMinGames(league, year, 'regular') : 1;
  const rows = [...league.seasonLinesOf(year, 'regular').values()].flatMap((line): FantasyRow[] => {
    const player = league.player(line.playerId);
    return player && line.counts.gamesPlayed >= minGames ? [{ player, line, stats: withFantasy(line) }] : [];
  });
  return rankByStat(rows, stat, { stats: (row) => row.stats, name: (row) => sortName(row.player) }).filter(
    (entry) => entry.rank <= limit,
  );
}

/** The fewest games a player needs to be ranked per game in a season (FPTS/G, per-game leaders), as the pages say. */
export function playerPerGameMinGames(league: LeagueData, year: number, seasonType: SeasonType): number {
  return perGameMinGames(
    Math.max(0, ...[...league.seasonLinesOf(year, seasonType).values()].map((line) => line.counts.gamesPlayed)),
  );
}

/** The player comparison's season file (/data/comparison/{year}.json): every player with a regular-season line. */
export function comparisonData(league: LeagueData, year: number): ComparisonData {
  const players = [...league.seasonLinesOf(year, 'regular').values()].flatMap((line) => {
    const player = league.player(line.playerId);
    if (!player) return [];
    const stats = withFantasy(line);
    return [
      {
        slug: player.slug,
        id: player.officialId,
        name: playerName(player),
        sortName: sortName(player),
        position: line.position ?? player.position,
        team: line.teamId === null ? null : displayTeamCode(line.teamId, year),
        values: COMPARISON_STATS.map((stat) => {
          const value = statNumber(stats, stat);
          // Four decimals are more than any format shows; the file stays small.
          return value === null ? null : Math.round(value * 10_000) / 10_000;
        }),
      },
    ];
  });
  players.sort((a, b) => a.sortName.localeCompare(b.sortName, 'en'));
  return { year, seasonType: 'regular', stats: [...COMPARISON_STATS], players };
}

/** Seasons with regular-season lines (each has fantasy leaders), newest first. */
export function fantasyYears(league: LeagueData): number[] {
  return league.years.filter((year) => league.seasonLinesOf(year, 'regular').size > 0).reverse();
}
