/**
 * Every CSV file of the site's tables, written at build time under /data/csv/ so each table's
 * download works without JavaScript, and described on /open-data/. A file holds what its table
 * shows, every row of it, from the same rows the page renders; a table with a per-game view has a
 * file of each view.
 */
import { boxScoreRows } from './box-score-rows.ts';
import { careerLeaderRows } from './career-leader-rows.ts';
import { fantasyRows } from './fantasy-rows.ts';
import { gameLogColumns, gameLogRows } from './game-log-rows.ts';
import { leadersCsv, leadersData } from './leaders.ts';
import { careerRows, currentSeasonRows, profileColumns, seasonRows, splitRows } from './profile-rows.ts';
import { rosterRows } from './roster-rows.ts';
import { standingsCsv, standingsView } from './standings-rows.ts';
import { statGroupsCsv } from './team-stat-rows.ts';
import type { LeagueData } from './league.ts';
import type { PlayerRecord } from './snapshot-format.ts';
import { CAREER_PAGE_SIZE, careerLeaders } from './careers.ts';
import { gameSides } from './games.ts';
import {
  FANTASY_STATS,
  fantasyYears,
  gameLog,
  gameLogYears,
  hasSeasonSplits,
  playerName,
  profileColumnIds,
  seasonSplits,
} from './players.ts';
import { TABLE_DEFAULT_SORT, tableColumns, tableData, tableSeasons } from './tables.ts';
import { clubFranchises, teamSeasonView, type TeamSeasonView } from './teams.ts';
import type { LeadersKind } from '../lib/leaders/boards.ts';
import { SEASON_LABELS } from '../lib/seasons.ts';
import { columnsOf, getColumn } from '../lib/stats/columns.ts';
import {
  BOX_SCORE_GOALIE_STATS,
  BOX_SCORE_PLAYER_STATS,
  CAREER_LEADER_ORDER,
  CAREER_STATS,
  TEAM_ROSTER_STATS,
  fantasyBoardStats,
} from '../lib/stats/tables.ts';
import { teamComparisonCsv } from '../lib/stats/team-comparison.ts';
import {
  boxScoreCsvPath,
  careerLeadersCsvPath,
  fantasyCsvPath,
  gameLogCsvPath,
  gameTeamStatsCsvPath,
  leadersCsvPath,
  playerCareerCsvPath,
  playerSeasonCsvPath,
  playerSeasonsCsvPath,
  rosterCsvPath,
  splitsCsvPath,
  standingsCsvPath,
  teamStatGroupsCsvPath,
} from '../lib/tables/csv.ts';
import { modeStatRows, statRowsCsv, type StatTableRow } from '../lib/tables/stat-rows.ts';
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
import { oncePerKey } from './once-per-league.ts';
import { gameFilesKey, gameLogKey, playerLinesKey } from './page-inputs.ts';

export interface CsvFile {
  path: string;
  /** What it holds, as a link to it reads: "2025 Regular Season, per game". */
  label: string;
  body: () => string;
  /**
   * The seasons whose data the file is made from, besides the players' records: a build whose
   * seasons and players are as they were leaves it as it was without making it again. Absent: every
   * season, unless `part` names what it is made from.
   */
  seasons?: readonly number[];
  /**
   * The key of the part of the league the file is made from (a player's games of a season, his
   * season lines, one game), in place of `seasons`: a final then makes again the files of the
   * players in that game and that game's files, not every player's and every game's of the season.
   */
  part?: string;
  /** What else the file's form follows: a player's columns, which his whole career decides. */
  columns?: string;
}

/** The files of one kind of table, as /open-data/ describes them. */
export interface CsvSet {
  name: string;
  /** Where the files are when there are too many to list: each beside its table. */
  pattern?: string;
  /** The files over a league, `season` being the current one (a player profile's "this season"). */
  files: (league: LeagueData, season: number) => CsvFile[];
}

/** "2025 Regular Season, per game": a season's file in a view, as a link to it reads. */
const seasonViewLabel = (season: TableSeason, mode: TableMode): string =>
  `${String(season.year)} ${SEASON_LABELS[season.seasonType]}, ${TABLE_MODE_LABELS[mode].toLowerCase()}`;

/** The labels of a player table's name and detail columns in CSV. */
const PLAYER_LABELS = { name: 'Player', detail: 'Jersey and Position' };

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
        label: seasonViewLabel(season, mode),
        body: () => seasonTableCsv(league, kind, season, mode),
        seasons: [season.year],
      })),
    ),
});

const leadersSet = (kind: LeadersKind): CsvSet => ({
  name: kind === 'players' ? 'Player Leaders' : 'Team Leaders',
  files: (league) =>
    tableSeasons(league, kind).flatMap((season) =>
      TABLE_MODES.map((mode) => ({
        path: leadersCsvPath(kind, season, mode),
        label: seasonViewLabel(season, mode),
        body: () => leadersCsv(leadersData(league, kind, season, mode)),
        seasons: [season.year],
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

/** A player's profile columns, named: his game logs and splits have them, whatever season they are of. */
const profileColumnsKey = (league: LeagueData, player: PlayerRecord): string =>
  profileColumns(league, player)
    .map((column) => column.id)
    .join(',');

const gameLogSet: CsvSet = {
  name: 'Game Logs',
  pattern: gameLogCsvPath('{player}', '{year}'),
  files: (league) =>
    league.players.flatMap((player) =>
      gameLogYears(league, player.officialId).map((year) => ({
        path: gameLogCsvPath(player.slug, year),
        label: `${playerName(player)}, ${String(year)}`,
        part: gameLogKey(league, player.officialId, year),
        columns: profileColumnsKey(league, player),
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
          part: gameFilesKey(league, event),
          body: () => {
            const sides = gameSides(league, event);
            return statRowsCsv(
              columnsOf([...BOX_SCORE_PLAYER_STATS, ...BOX_SCORE_GOALIE_STATS]),
              sides.flatMap((side) => boxScoreRows(side).map((row) => ({ ...row, team: side.code }))),
              PLAYER_LABELS,
              [{ label: 'Team', value: (row) => row.team }],
            );
          },
        })),
    ),
};

const gameTeamStatsSet: CsvSet = {
  name: 'Game Team Stats',
  pattern: gameTeamStatsCsvPath('{game}'),
  files: (league) =>
    league.years.flatMap((year) =>
      league.eventsOf(year).flatMap((event) => {
        const [away, home] = gameSides(league, event);
        return league.game(event.slugname) === undefined || !away.teamStats || !home.teamStats
          ? []
          : [
              {
                path: gameTeamStatsCsvPath(event.slugname),
                label: event.slugname,
                part: gameFilesKey(league, event),
                body: () => teamComparisonCsv([away, home].map((side) => ({ ...side, stats: side.teamStats ?? {} }))),
              },
            ];
      }),
    ),
};

/** Each club's seasons with a view of them, in both modes. */
function teamSeasonFiles(
  league: LeagueData,
  file: (franchise: string, view: TeamSeasonView) => CsvFile | null,
): CsvFile[] {
  return clubFranchises(league).flatMap((franchise) =>
    league.teamYearsOf(franchise).flatMap((year) =>
      TABLE_MODES.flatMap((mode) => {
        const view = teamSeasonView(league, franchise, year, mode);
        const made = view === undefined ? null : file(franchise, view);
        return made === null ? [] : [made];
      }),
    ),
  );
}

const rosterSet: CsvSet = {
  name: 'Team Rosters',
  pattern: rosterCsvPath('{team}', '{year}'),
  files: (league) =>
    teamSeasonFiles(league, (franchise, view) =>
      view.roster.length === 0
        ? null
        : {
            path: rosterCsvPath(franchise, view.year, view.mode),
            label: `${franchise} ${String(view.year)}`,
            seasons: [view.year],
            body: () => {
              const { columns, rows } = modeStatRows(columnsOf(TEAM_ROSTER_STATS), rosterRows(view), view.mode);
              return statRowsCsv(columns, rows, PLAYER_LABELS);
            },
          },
    ),
};

const teamStatGroupsSet: CsvSet = {
  name: 'Team Season Stats and Ranks',
  pattern: teamStatGroupsCsvPath('{team}', '{year}'),
  files: (league) =>
    teamSeasonFiles(league, (franchise, view) =>
      view.stats === null
        ? null
        : {
            path: teamStatGroupsCsvPath(franchise, view.year, view.mode),
            label: `${franchise} ${String(view.year)}`,
            seasons: [view.year],
            body: () => statGroupsCsv(view),
          },
    ),
};

const standingsSet: CsvSet = {
  name: 'Standings',
  files: (league) =>
    league.years.flatMap((year) =>
      league.standings(year, 'regular').length === 0
        ? []
        : [
            {
              path: standingsCsvPath(year),
              label: String(year),
              seasons: [year],
              body: () => standingsCsv(standingsView(league, year)),
            },
          ],
    ),
};

const fantasySet: CsvSet = {
  name: 'Fantasy Leaders',
  files: (league) =>
    fantasyYears(league).flatMap((year) =>
      FANTASY_STATS.map((stat) => ({
        path: fantasyCsvPath(year, stat),
        label: `${String(year)} ${stat}`,
        seasons: [year],
        body: () => statRowsCsv(columnsOf(fantasyBoardStats(stat)), fantasyRows(league, year, stat), PLAYER_LABELS),
      })),
    ),
};

/** The labels of a profile table's name and detail columns in CSV. */
const SEASON_LABELS_CSV = { name: 'Season', detail: 'Team' };

const playerProfileSet: CsvSet = {
  name: 'Player Seasons and Careers',
  pattern: `${playerSeasonsCsvPath('{player}')}, ${playerCareerCsvPath('{player}')}, ${playerSeasonCsvPath('{player}', '{year}')}`,
  files: (league, season) =>
    league.players.flatMap((player) => {
      const name = playerName(player);
      // A final makes again the files of the players in that game, not of everyone who played that season.
      const linesKey = playerLinesKey(league, player.officialId);
      const tables: [path: string, label: string, rows: () => StatTableRow[]][] = [
        [playerSeasonsCsvPath(player.slug), `${name}, season by season`, () => seasonRows(league, player)],
        [playerCareerCsvPath(player.slug), `${name}, career`, () => careerRows(league, player)],
        [
          playerSeasonCsvPath(player.slug, season),
          `${name}, ${String(season)}`,
          () => currentSeasonRows(league, player, season),
        ],
      ];
      return tables.flatMap(([path, label, rowsOf]) => {
        const rows = rowsOf();
        return rows.length === 0
          ? []
          : [
              {
                path,
                label,
                body: () => statRowsCsv(profileColumns(league, player), rows, SEASON_LABELS_CSV),
                part: linesKey,
                columns: profileColumnsKey(league, player),
              },
            ];
      });
    }),
};

const splitsSet: CsvSet = {
  name: 'Player Splits',
  pattern: splitsCsvPath('{player}', '{year}'),
  files: (league) =>
    league.players.flatMap((player) =>
      gameLogYears(league, player.officialId)
        .filter((year) => hasSeasonSplits(league, player.officialId, year))
        .map((year) => ({
          path: splitsCsvPath(player.slug, year),
          label: `${playerName(player)}, ${String(year)}`,
          // The splits are read off the player's games of the season.
          part: gameLogKey(league, player.officialId, year),
          columns: profileColumnsKey(league, player),
          body: () =>
            statRowsCsv(
              profileColumns(league, player),
              seasonSplits(league, player.officialId, year).flatMap((group) =>
                splitRows(group, player.officialId).map((row) => ({ ...row, split: group.title })),
              ),
              { name: 'Games' },
              [{ label: 'Split', value: (row) => row.split }],
            ),
        })),
    ),
};

export const CSV_SETS: readonly CsvSet[] = [
  seasonTableSet('players'),
  seasonTableSet('teams'),
  seasonTableSet('advanced'),
  leadersSet('players'),
  leadersSet('teams'),
  standingsSet,
  fantasySet,
  careerLeadersSet,
  playerProfileSet,
  splitsSet,
  gameLogSet,
  boxScoreSet,
  gameTeamStatsSet,
  rosterSet,
  teamStatGroupsSet,
];

/** Every CSV file of a league by the current season, listed once: the dev server asks at every request. */
const filesBySeason = oncePerKey<Map<string, CsvFile>>('csv files');

/** Every CSV file of a league by path, `season` being the current one: what /data/csv/ serves. */
export function csvFiles(league: LeagueData, season: number): Map<string, CsvFile> {
  return filesBySeason(
    league,
    season,
    () => new Map(CSV_SETS.flatMap((set) => set.files(league, season).map((file) => [file.path, file] as const))),
  );
}
