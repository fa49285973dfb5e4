/**
 * Leaderboards of a season as the leaders pages show them: for each category, the top players
 * (or teams) ranked by the rules library, with the names, teams and links a page needs.
 */
import { perGameMinGames, perGameRule, qualificationRule } from '../lib/leaders/eligibility.ts';
import { statLeaders } from '../lib/leaders/leaderboard.ts';
import { LEADERS_DEFAULT_LIMIT, topTeams } from '../lib/leaders/defaults.ts';
import { rankByStat } from '../lib/leaders/ranking.ts';
import {
  POSITION_FILTERS,
  matchesPositionFilter,
  positionGroup,
  type PositionFilter,
} from '../lib/leaders/positions.ts';
import { ALL_POSITIONS_KEY, type LeaderBoard, type LeadersData, type LeadersKind } from '../lib/leaders/boards.ts';
import {
  dividesPerGame,
  modeColumnName,
  modeStatLine,
  positionKey,
  type TableMode,
  type TableSeason,
} from '../lib/tables/table-view.ts';
import { columnValue } from '../lib/stats/format.ts';
import { csvValue, toCsv } from '../lib/tables/csv.ts';
import { getColumn, type ColumnId } from '../lib/stats/columns.ts';
import { playerPath, teamPath } from '../lib/routes.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';
import type { SeasonType } from '../lib/seasons.ts';
import { statNumber, type StatLine } from '../lib/stats/values.ts';
import { LEADERS_PLAYER_STATS, LEADERS_TEAM_STATS } from '../lib/stats/tables.ts';
import { teamDisplayName, type LeagueData } from './league.ts';
import { playerPerGameMinGames } from './players.ts';
import { oncePerKey } from './once-per-league.ts';

export interface LeaderRow {
  id: string;
  name: string;
  href?: string | undefined;
  /** Team code or position, shown beside the name. */
  detail: string;
  rank: string;
  stats: StatLine;
}

export interface Leaderboard {
  stat: ColumnId;
  /** A per-game board's fewest games to qualify; null for a board of totals or of a rate. */
  minGames: number | null;
  rows: LeaderRow[];
}

/**
 * Candidates for one board in a view: as they are, or per game where the per-game view divides the
 * board's stat, each then ranked by his per-game figure (the other stats of his line, which the
 * eligibility rules and tie-breaks read, stay totals) among those with enough games (minGames).
 */
function boardPool<Candidate extends { stats: StatLine }>(
  candidates: readonly Candidate[],
  stat: ColumnId,
  mode: TableMode,
  minGames: number,
): { pool: readonly Candidate[]; perGame: boolean } {
  const column = getColumn(stat);
  if (mode === 'totals' || !dividesPerGame(column)) return { pool: candidates, perGame: false };
  return {
    pool: candidates
      .filter((candidate) => (statNumber(candidate.stats, 'gamesPlayed') ?? 0) >= minGames)
      .map((candidate) => ({ ...candidate, stats: modeStatLine(candidate.stats, [column], mode) })),
    perGame: true,
  };
}

/**
 * A season's player leaderboards, among everyone or among the players of one position filter (whose
 * position group then decides the tie-breaks), in totals or per game.
 */
export function playerLeaderboards(
  league: LeagueData,
  year: number,
  seasonType: SeasonType,
  filter?: PositionFilter,
  mode: TableMode = 'totals',
): Leaderboard[] {
  const candidates = [...league.seasonLinesOf(year, seasonType).values()].flatMap((line) => {
    const player = league.player(line.playerId);
    if (!player) return [];
    const candidate = {
      ...player,
      position: line.position ?? player.position,
      stats: line.stats as StatLine,
      teamId: line.teamId,
      teamGames: league.teamGames(year, seasonType, line.teamId),
    };
    return filter === undefined || matchesPositionFilter(filter, candidate, year) ? [candidate] : [];
  });
  const group = filter && filter.positions !== 'rookies' ? positionGroup(filter.positions[0]) : null;
  const minGames = playerPerGameMinGames(league, year, seasonType);
  return LEADERS_PLAYER_STATS.map((stat) => {
    const { pool, perGame } = boardPool(candidates, stat, mode, minGames);
    return {
      stat,
      minGames: perGame ? minGames : null,
      rows: statLeaders(pool, stat, { seasonType, group, limit: LEADERS_DEFAULT_LIMIT }).map(({ item, rankLabel }) => ({
        id: item.officialId,
        name: `${item.firstName} ${item.lastName}`,
        href: playerPath(item.slug),
        detail: [item.teamId === null ? null : displayTeamCode(item.teamId, year), item.position]
          .filter((part) => part !== null)
          .join(' · '),
        rank: rankLabel,
        stats: item.stats,
      })),
    };
  });
}

export function teamLeaderboards(
  league: LeagueData,
  year: number,
  seasonType: SeasonType,
  mode: TableMode = 'totals',
): Leaderboard[] {
  const teams = [...league.teamStatsOf(year, seasonType)].flatMap(([teamId, stats]) => {
    const team = league.team(year, teamId);
    return team && stats.gamesPlayed > 0 ? [{ team, stats }] : [];
  });
  const minGames = perGameMinGames(Math.max(0, ...teams.map((entry) => statNumber(entry.stats, 'gamesPlayed') ?? 0)));
  return LEADERS_TEAM_STATS.map((stat) => {
    const { pool, perGame } = boardPool(teams, stat, mode, minGames);
    return {
      stat,
      minGames: perGame ? minGames : null,
      rows: topTeams(
        rankByStat(pool, stat, { stats: (entry) => entry.stats, name: (entry) => entry.team.fullName }),
      ).map(({ item, rankLabel }) => ({
        id: item.team.officialId,
        name: teamDisplayName(item.team),
        href: teamPath(item.team.officialId),
        detail: displayTeamCode(item.team.officialId, year),
        rank: rankLabel,
        stats: item.stats,
      })),
    };
  });
}

/**
 * A board as the leaderboards island reads it: each row's value of the board's stat only, and the
 * rule stated under it (a per-game board's own; `rule` otherwise).
 */
function slimBoard(board: Leaderboard, rule: string | null): LeaderBoard {
  const column = getColumn(board.stat);
  return {
    stat: board.stat,
    rule: board.minGames === null ? rule : perGameRule(board.minGames),
    rows: board.rows.map((row) => {
      const value = columnValue(column, row.stats);
      return {
        id: row.id,
        name: row.name,
        href: row.href ?? null,
        detail: row.detail,
        rank: row.rank,
        value: typeof value === 'number' || typeof value === 'string' ? value : null,
      };
    }),
  };
}

const leaders = oncePerKey<LeadersData>('leaders');

/**
 * A season's leaders page data in a view: all players and each position filter, or all teams.
 * Worked out once: the page's key, the page and its season file all read it.
 */
export function leadersData(
  league: LeagueData,
  kind: LeadersKind,
  season: TableSeason,
  mode: TableMode = 'totals',
): LeadersData {
  return leaders(league, `${kind} ${String(season.year)} ${season.seasonType} ${mode}`, () =>
    rankLeaders(league, kind, season, mode),
  );
}

function rankLeaders(league: LeagueData, kind: LeadersKind, season: TableSeason, mode: TableMode): LeadersData {
  const { year, seasonType } = season;
  const teamBoard = (board: Leaderboard): LeaderBoard => slimBoard(board, null);
  const playerBoard = (board: Leaderboard): LeaderBoard => slimBoard(board, qualificationRule(board.stat, seasonType));
  const filters =
    kind === 'teams'
      ? [
          {
            key: ALL_POSITIONS_KEY,
            label: 'All teams',
            boards: teamLeaderboards(league, year, seasonType, mode).map(teamBoard),
          },
        ]
      : [
          {
            key: ALL_POSITIONS_KEY,
            label: 'All positions',
            boards: playerLeaderboards(league, year, seasonType, undefined, mode).map(playerBoard),
          },
          ...POSITION_FILTERS.map((filter) => ({
            key: positionKey(filter),
            label: filter.label,
            boards: playerLeaderboards(league, year, seasonType, filter, mode).map(playerBoard),
          })),
        ];
  return { kind, year, seasonType, mode, filters };
}

/**
 * A leaders page as CSV, from the boards it renders: a row per leader of every board, with the
 * position filter (players), the category and its abbreviation, rank, name, team and value.
 */
export function leadersCsv(data: LeadersData): string {
  const players = data.kind === 'players';
  return toCsv([
    [
      ...(players ? ['Position'] : []),
      'Category',
      'Abbreviation',
      'Rank',
      ...(players ? ['Player', 'Team and Position'] : ['Team', 'Code']),
      'Value',
    ],
    ...data.filters.flatMap((filter) =>
      filter.boards.flatMap((board) => {
        const column = getColumn(board.stat);
        return board.rows.map((row) => [
          ...(players ? [filter.label] : []),
          modeColumnName(column, data.mode),
          column.shortLabel,
          row.rank,
          row.name,
          row.detail,
          csvValue(row.value),
        ]);
      }),
    ),
  ]);
}
