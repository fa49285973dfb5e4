/**
 * The rows of the stat tables (/player-table, /team-table, /advanced-stats) for one season, and the
 * seasons each table offers: every (year, season type) with rows. The pages render a season's rows
 * a page of 20 at a time; the same rows, written as JSON, let the table island sort and filter the
 * whole season.
 */
import { NON_CLUB_TEAM_IDS, teamDisplayName, type LeagueData } from './league.ts';
import { playerName } from './players.ts';
import {
  COLUMN_GROUP_ORDER,
  advancedTableColumns,
  columnsOf,
  type ColumnId,
  type StatColumn,
} from '../lib/stats/columns.ts';
import {
  ADVANCED_COMPUTED_STATS,
  ADVANCED_TABLE_LEAD_STATS,
  PLAYER_TABLE_STATS,
  TEAM_TABLE_ALLOWED_STATS,
  TEAM_TABLE_RECORD_STATS,
  TEAM_TABLE_COLUMNS,
} from '../lib/stats/tables.ts';
import { columnValue } from '../lib/stats/format.ts';
import type { StatLine } from '../lib/stats/values.ts';
import { playerPath, teamPath } from '../lib/routes.ts';
import { SEASON_TYPES } from '../lib/seasons.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';
import {
  defaultState,
  modeTable,
  shownColumns,
  viewRows,
  type TableData,
  type TableKind,
  type TableMode,
  type TableRow,
  type TableSeason,
} from '../lib/tables/table-view.ts';
import { oncePerKey } from './once-per-league.ts';

const COMPUTED_ADVANCED = new Set<ColumnId>(ADVANCED_COMPUTED_STATS);

export const TABLE_DEFAULT_SORT: Readonly<Record<TableKind, ColumnId>> = {
  players: 'points',
  teams: 'scores',
  advanced: 'touches',
};

export function tableColumns(kind: TableKind): StatColumn[] {
  switch (kind) {
    case 'players':
      return columnsOf(PLAYER_TABLE_STATS);
    case 'teams':
      return columnsOf([...TEAM_TABLE_RECORD_STATS, ...TEAM_TABLE_COLUMNS, ...TEAM_TABLE_ALLOWED_STATS]);
    case 'advanced':
      return [
        ...columnsOf(ADVANCED_TABLE_LEAD_STATS),
        ...advancedTableColumns(COLUMN_GROUP_ORDER).filter((column) => COMPUTED_ADVANCED.has(column.id)),
      ];
  }
}

function values(columns: readonly StatColumn[], stats: StatLine): TableRow['values'] {
  return Object.fromEntries(
    columns.map((column) => {
      const value = columnValue(column, stats);
      return [column.id, typeof value === 'number' || typeof value === 'string' ? value : null];
    }),
  );
}

function playerRows(
  league: LeagueData,
  season: TableSeason,
  columns: readonly StatColumn[],
  advanced: boolean,
): TableRow[] {
  return [...league.seasonLinesOf(season.year, season.seasonType).values()].flatMap((line): TableRow[] => {
    const player = league.player(line.playerId);
    if (!player || line.counts.gamesPlayed <= 0) return [];
    // Advanced rows need the tracking data: a player without touches has none of it.
    if (advanced && (line.stats.touches ?? 0) <= 0) return [];
    return [
      {
        id: player.officialId,
        name: playerName(player),
        href: playerPath(player.slug),
        detail: line.teamId === null ? null : displayTeamCode(line.teamId, season.year),
        position: line.position ?? player.position,
        expFromYear: player.expFromYear,
        league: null,
        values: values(columns, line.stats),
      },
    ];
  });
}

interface WonLost {
  wins: number;
  losses: number;
  ties: number | null;
}

/**
 * Each club's record in a season's segment, from its final games; none where the archive has no
 * games of the segment (seasons known only by their published totals). Ties are missing when no
 * team tied, so the table leaves the T column out.
 */
function segmentRecords(league: LeagueData, season: TableSeason): Map<string, WonLost> {
  const { year, seasonType } = season;
  const records =
    seasonType === 'post'
      ? league.teamsOf(year).flatMap((team) => {
          const record = league.teamRecord(year, team.officialId);
          const games = record.winsPost + record.lossesPost + record.tiesPost;
          return games === 0
            ? []
            : [{ teamId: team.officialId, wins: record.winsPost, losses: record.lossesPost, ties: record.tiesPost }];
        })
      : league.standings(year, seasonType);
  const tied = records.some((record) => record.ties > 0);
  return new Map(
    records.map((record) => [
      record.teamId,
      { wins: record.wins, losses: record.losses, ties: tied ? record.ties : null },
    ]),
  );
}

function teamRows(league: LeagueData, season: TableSeason, columns: readonly StatColumn[]): TableRow[] {
  const records = segmentRecords(league, season);
  return [...league.teamStatsOf(season.year, season.seasonType)].flatMap(([teamId, stats]): TableRow[] => {
    const team = league.team(season.year, teamId);
    if (!team || NON_CLUB_TEAM_IDS.has(team.officialId) || stats.gamesPlayed <= 0) return [];
    const record = records.get(team.officialId) ?? { wins: null, losses: null, ties: null };
    return [
      {
        id: team.officialId,
        name: teamDisplayName(team),
        href: teamPath(team.officialId),
        detail: displayTeamCode(team.officialId, season.year),
        position: null,
        expFromYear: null,
        league: team.league,
        values: values(columns, { ...stats, ...record }),
      },
    ];
  });
}

/**
 * Each league's tables, computed once: every page of every table asks for its season's rows and for
 * all the seasons its switcher lists, which without this made a build's table pages cost the square
 * of the league's size.
 */
const tables = oncePerKey<TableData>('tables');

/** A season's table; callers never change what it returns (a view sorts a copy). */
export function tableData(league: LeagueData, kind: TableKind, season: TableSeason): TableData {
  return tables(league, `${kind} ${String(season.year)} ${season.seasonType}`, () => {
    const columns = tableColumns(kind);
    const rows =
      kind === 'teams' ? teamRows(league, season, columns) : playerRows(league, season, columns, kind === 'advanced');
    return { kind, ...season, rows };
  });
}

/** Every season a table has rows for, newest first, regular before post-season before Champ Series. */
export function tableSeasons(league: LeagueData, kind: TableKind): TableSeason[] {
  return [...league.years]
    .reverse()
    .flatMap((year) => SEASON_TYPES.map((seasonType) => ({ year, seasonType })))
    .filter((season) => tableData(league, kind, season).rows.length > 0);
}

/** A season's table in one mode as its pages show it. */
export interface TableModeView {
  /** The columns with a value in some row. */
  columns: StatColumn[];
  /** Every row, in the table's default order; a page shows a slice of them. */
  rows: TableRow[];
}

let lastView: { data: TableData; mode: TableMode; view: TableModeView } | undefined;

/**
 * A season's table in one mode, its rows in the default order: the same for each of its pages, which
 * sorting again page by page made cost the square of the season's rows. A table's pages are built
 * one after another, so the view last asked for is kept (keeping all would copy every table).
 */
export function tableModeView(
  league: LeagueData,
  kind: TableKind,
  season: TableSeason,
  mode: TableMode,
): TableModeView {
  const data = tableData(league, kind, season);
  if (lastView?.data === data && lastView.mode === mode) return lastView.view;
  const { columns, rows } = modeTable(tableColumns(kind), data.rows, mode);
  const view = {
    columns: shownColumns(columns, rows, (row, column) => row.values[column.id]),
    rows: viewRows(rows, defaultState(TABLE_DEFAULT_SORT[kind]), season.year),
  };
  lastView = { data, mode, view };
  return view;
}
