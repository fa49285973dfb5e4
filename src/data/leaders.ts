/**
 * Leaderboards of a season as the leaders pages show them: for each category, the top players
 * (or teams) ranked by the rules library, with the names, teams and links a page needs.
 */
import { qualificationRule } from '../lib/leaders/eligibility.ts';
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
import { positionKey, type TableSeason } from '../lib/tables/table-view.ts';
import { columnValue } from '../lib/stats/format.ts';
import { getColumn, type ColumnId } from '../lib/stats/columns.ts';
import { playerPath, teamPath } from '../lib/routes.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';
import type { SeasonType } from '../lib/seasons.ts';
import type { StatLine } from '../lib/stats/values.ts';
import { LEADERS_PLAYER_STATS, LEADERS_TEAM_STATS } from '../lib/stats/tables.ts';
import { teamDisplayName, type LeagueData } from './league.ts';

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
  rows: LeaderRow[];
}

/**
 * A season's player leaderboards, among everyone or among the players of one position filter (whose
 * position group then decides the tie-breaks).
 */
export function playerLeaderboards(
  league: LeagueData,
  year: number,
  seasonType: SeasonType,
  filter?: PositionFilter,
): Leaderboard[] {
  const candidates = [...league.seasonLinesOf(year, seasonType).values()].flatMap((line) => {
    const player = league.player(line.playerId);
    if (!player) return [];
    const candidate = {
      ...player,
      position: line.position ?? player.position,
      stats: line.stats,
      teamId: line.teamId,
      teamGames: league.teamGames(year, seasonType, line.teamId),
    };
    return filter === undefined || matchesPositionFilter(filter, candidate, year) ? [candidate] : [];
  });
  const group = filter && filter.positions !== 'rookies' ? positionGroup(filter.positions[0]) : null;
  return LEADERS_PLAYER_STATS.map((stat) => ({
    stat,
    rows: statLeaders(candidates, stat, { seasonType, group, limit: LEADERS_DEFAULT_LIMIT }).map(
      ({ item, rankLabel }) => ({
        id: item.officialId,
        name: `${item.firstName} ${item.lastName}`,
        href: playerPath(item.slug),
        detail: [item.teamId === null ? null : displayTeamCode(item.teamId, year), item.position]
          .filter((part) => part !== null)
          .join(' · '),
        rank: rankLabel,
        stats: item.stats,
      }),
    ),
  }));
}

export function teamLeaderboards(league: LeagueData, year: number, seasonType: SeasonType): Leaderboard[] {
  const teams = [...league.teamStatsOf(year, seasonType)].flatMap(([teamId, stats]) => {
    const team = league.team(year, teamId);
    return team && stats.gamesPlayed > 0 ? [{ team, stats }] : [];
  });
  return LEADERS_TEAM_STATS.map((stat) => ({
    stat,
    rows: topTeams(
      rankByStat(teams, stat, { stats: (entry) => entry.stats, name: (entry) => entry.team.fullName }),
    ).map(({ item, rankLabel }) => ({
      id: item.team.officialId,
      name: teamDisplayName(item.team),
      href: teamPath(item.team.officialId),
      detail: displayTeamCode(item.team.officialId, year),
      rank: rankLabel,
      stats: item.stats,
    })),
  }));
}

/** A board as the leaderboards island reads it: each row's value of the board's stat only, and the rule stated under it. */
function slimBoard(board: Leaderboard, rule: string | null): LeaderBoard {
  const column = getColumn(board.stat);
  return {
    stat: board.stat,
    rule,
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

const leadersOf = new WeakMap<LeagueData, Map<string, LeadersData>>();

/**
 * A season's leaders page data: all players and each position filter, or all teams. Worked out once:
 * the page's key, the page and its season file all read it.
 */
export function leadersData(league: LeagueData, kind: LeadersKind, season: TableSeason): LeadersData {
  const known = leadersOf.get(league) ?? new Map<string, LeadersData>();
  leadersOf.set(league, known);
  const key = `${kind} ${String(season.year)} ${season.seasonType}`;
  let data = known.get(key);
  if (data === undefined) {
    data = rankLeaders(league, kind, season);
    known.set(key, data);
  }
  return data;
}

function rankLeaders(league: LeagueData, kind: LeadersKind, season: TableSeason): LeadersData {
  const { year, seasonType } = season;
  const teamBoard = (board: Leaderboard): LeaderBoard => slimBoard(board, null);
  const playerBoard = (board: Leaderboard): LeaderBoard => slimBoard(board, qualificationRule(board.stat, seasonType));
  const filters =
    kind === 'teams'
      ? [
          {
            key: ALL_POSITIONS_KEY,
            label: 'All teams',
            boards: teamLeaderboards(league, year, seasonType).map(teamBoard),
          },
        ]
      : [
          {
            key: ALL_POSITIONS_KEY,
            label: 'All positions',
            boards: playerLeaderboards(league, year, seasonType).map(playerBoard),
          },
          ...POSITION_FILTERS.map((filter) => ({
            key: positionKey(filter),
            label: filter.label,
            boards: playerLeaderboards(league, year, seasonType, filter).map(playerBoard),
          })),
        ];
  return { kind, year, seasonType, filters };
}
