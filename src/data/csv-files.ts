/**
 * Every CSV file of the site's tables, written at build time under /data/csv/ so each table's
 * download works without JavaScript, and described on /open-data/. A file holds what its table
 * shows, every row of it, from the same rows the page renders.
 */
import { boxScoreRows } from './box-score-rows.ts';
import { careerLeaderRows } from './career-leader-rows.ts';
import { gameLogColumns, gameLogRows } from './game-log-rows.ts';
import { rosterRows } from './roster-rows.ts';
import type { LeagueData } from './league.ts';
import { CAREER_PAGE_SIZE, careerLeaders } from './careers.ts';
import { gameSides } from './games.ts';
import { gameLog, gameLogYears, playerName, profileColumnIds } from './players.ts';
import { TABLE_DEFAULT_SORT, tableColumns, tableData, tableSeasons } from './tables.ts';
import { clubFranchises, teamSeasonView } from './teams.ts';
import { SEASON_LABELS } from '../lib/seasons.ts';
import { columnsOf, getColumn } from '../lib/stats/columns.ts';
import {
  BOX_SCORE_GOALIE_STATS,
  BOX_SCORE_PLAYER_STATS,
  CAREER_LEADER_ORDER,
  CAREER_STATS,
  TEAM_ROSTER_STATS,
} from '../lib/stats/tables.ts';
import { boxScoreCsvPath, careerLeadersCsvPath, gameLogCsvPath, rosterCsvPath } from '../lib/tables/csv.ts';
import { statRowsCsv } from '../lib/tables/stat-rows.ts';
import {
  TABLE_MODES,
  TABLE_MODE_LABELS,
  TABLE_NAME_LABELS,
  TABLE_TITLES,
  defaultState,
  modeTable,
  shownColumns,
  tableCsv,
  tableCsvPath,
  viewRows,
  type TableKind,
  type TableMode,
  type TableSeason,
} from '../lib/tables/table-view.ts';

export interface CsvFile {
  path: string;
  /** What it holds, as a link to it reads: "2025 Regular Season, per game". */
  label: string;
  body: () => string;
}

/** The files of one kind of table, as /open-data/ describes them. */
export interface CsvSet {
  name: string;
  /** Where the files are when there are too many to list: each beside its table. */
  pattern?: string;
  files: (league: LeagueData) => CsvFile[];
}

/** A season's stat table as CSV, in a view: the columns and rows its page shows, all pages of them. */
export function seasonTableCsv(league: LeagueData, kind: TableKind, season: TableSeason, mode: TableMode): string {
  const { columns, rows } = modeTable(tableColumns(kind), tableData(league, kind, season).rows, mode);
  const shown = shownColumns(columns, rows, (row, column) => row.values[column.id]);
  const ordered = viewRows(rows, defaultState(TABLE_DEFAULT_SORT[kind]), season.year);
  return tableCsv(shown, ordered, TABLE_NAME_LABELS[kind]);
}

const seasonTableSet = (kind: TableKind): CsvSet => ({
  name: TABLE_TITLES[kind],
  files: (league) =>
    tableSeasons(league, kind).flatMap((season) =>
      TABLE_MODES.map((mode) => ({
        path: tableCsvPath(kind, season, mode),
        label: `${String(season.year)} ${SEASON_LABELS[season.seasonType]}, ${TABLE_MODE_LABELS[mode].toLowerCase()}`,
        body: () => seasonTableCsv(league, kind, season, mode),
      })),
    ),
});

const careerLeadersSet: CsvSet = {
  name: 'Career Leaders',
  files: (league) =>
    CAREER_LEADER_ORDER.map((stat) => ({
      path: careerLeadersCsvPath(stat),
      label: getColumn(stat).longName,
      body: () =>
        statRowsCsv(columnsOf(CAREER_STATS), careerLeaderRows(careerLeaders(league, stat, CAREER_PAGE_SIZE)), {
          name: 'Player',
          detail: 'Seasons',
        }),
    })),
};

const gameLogSet: CsvSet = {
  name: 'Game Logs',
  pattern: gameLogCsvPath('{player}', '{year}'),
  files: (league) =>
    league.players.flatMap((player) =>
      gameLogYears(league, player.officialId).map((year) => ({
        path: gameLogCsvPath(player.slug, year),
        label: `${playerName(player)}, ${String(year)}`,
        body: () =>
          statRowsCsv(
            gameLogColumns(profileColumnIds(player.position, league.careers().get(player.officialId)?.counts ?? null)),
            gameLogRows(year, gameLog(league, player.officialId, year)),
            { name: 'Game', detail: 'Result' },
          ),
      })),
    ),
};

const boxScoreSet: CsvSet = {
  name: 'Box Scores',
  pattern: boxScoreCsvPath('{game}'),
  files: (league) =>
    league.years.flatMap((year) =>
      league
        .eventsOf(year)
        .filter((event) => league.game(event.slugname) !== undefined)
        .map((event) => ({
          path: boxScoreCsvPath(event.slugname),
          label: event.slugname,
          body: () => {
            const sides = gameSides(league, event);
            return statRowsCsv(
              columnsOf([...BOX_SCORE_PLAYER_STATS, ...BOX_SCORE_GOALIE_STATS]),
              sides.flatMap((side) => boxScoreRows(side).map((row) => ({ ...row, team: side.code }))),
              { name: 'Player', detail: 'Jersey and Position' },
              [{ label: 'Team', value: (row) => row.team }],
            );
          },
        })),
    ),
};

const rosterSet: CsvSet = {
  name: 'Team Rosters',
  pattern: rosterCsvPath('{team}', '{year}'),
  files: (league) =>
    clubFranchises(league).flatMap((franchise) =>
      league.teamYearsOf(franchise).flatMap((year) => {
        const view = teamSeasonView(league, franchise, year);
        return view === undefined || view.roster.length === 0
          ? []
          : [
              {
                path: rosterCsvPath(franchise, year),
                label: `${franchise} ${String(year)}`,
                body: () =>
                  statRowsCsv(columnsOf(TEAM_ROSTER_STATS), rosterRows(view), {
                    name: 'Player',
                    detail: 'Jersey and Position',
                  }),
              },
            ];
      }),
    ),
};

export const CSV_SETS: readonly CsvSet[] = [
  seasonTableSet('players'),
  seasonTableSet('teams'),
  seasonTableSet('advanced'),
  careerLeadersSet,
  gameLogSet,
  boxScoreSet,
  rosterSet,
];

/** Each league's files, listed once: every file's endpoint asks for the list. */
const filesOf = new WeakMap<LeagueData, Map<string, () => string>>();

/** Every CSV file, path to contents: what /data/csv/ serves. */
export function csvFiles(league: LeagueData): Map<string, () => string> {
  const known = filesOf.get(league);
  if (known) return known;
  const files = new Map(CSV_SETS.flatMap((set) => set.files(league).map((file) => [file.path, file.body] as const)));
  filesOf.set(league, files);
  return files;
}
