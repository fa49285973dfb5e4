/**
 * Reads the public PLL data snapshot (../shared/data/pll-snapshot, see its README) into memory:
 * every CSV parsed against its header, the two raw REST samples parsed as JSON. No conversion here;
 * scripts/lib/convert-snapshot.ts does that.
 */
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvTable, type CsvTable } from './csv.ts';

/** Project root (two levels above scripts/lib). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the public snapshot lives beside the project by default. */
export const DEFAULT_SOURCE_DIR = resolve(PROJECT_ROOT, '../shared/data/pll-snapshot');

/** Seasons with a schedule file (games_{year}.csv). */
export const SCHEDULE_YEARS = [2022, 2023, 2024, 2025, 2026] as const;
/** PLL seasons with a published team totals file (the 2014–2018 files are MLL: not read). */
export const TEAM_TOTALS_YEARS = [2019, 2020, 2021] as const;
/** Published player totals that are stored (2022 is read only by the cross-check test). */
export const PLAYER_TOTALS_FILES = [
  { year: 2020, segment: 'regular' },
  { year: 2021, segment: 'regular' },
  { year: 2021, segment: 'post' },
] as const;

export interface PlayerTotalsFile {
  year: number;
  segment: 'regular' | 'post';
  table: CsvTable;
}

export interface SourceFiles {
  schedules: Map<number, CsvTable>;
  scheduleAll: CsvTable;
  playerGameStats: CsvTable;
  teamGameStats: CsvTable;
  plays: CsvTable;
  playerDirectory: CsvTable;
  currentRosters2026: CsvTable;
  gamedayRosters2026: CsvTable[];
  teamDirectory: CsvTable;
  teamAliases: CsvTable;
  teamTotals: Map<number, CsvTable>;
  playerTotals: PlayerTotalsFile[];
  /** samples/champseries_2023_game_meta.json, as the REST answer wraps it ({data: GameMeta}). */
  champSeriesGameMeta: unknown;
  /** samples/champseries_2023_teams_stats.json ({data: {items: TeamGameStat[]}}). */
  champSeriesTeamStats: unknown;
}

export class SourceError extends Error {
  override name = 'SourceError';
}

async function readText(dir: string, path: string): Promise<string> {
  const file = join(dir, path);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new SourceError(
      `Cannot read ${file}: ${(error as Error).message}. Is --from pointing at the pll-snapshot directory?`,
    );
  }
}

export async function readCsv(dir: string, path: string): Promise<CsvTable> {
  return parseCsvTable(await readText(dir, path), path);
}

async function readJson(dir: string, path: string): Promise<unknown> {
  const text = await readText(dir, path);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SourceError(`${join(dir, path)} is not valid JSON: ${(error as Error).message}`);
  }
}

/** @internal Whether the raw league snapshot is there; the tests that convert it skip without it. */
export function sourceExists(dir: string = DEFAULT_SOURCE_DIR): boolean {
  return existsSync(join(dir, 'schedule', 'game_schedule_all.csv'));
}

export async function readSource(dir: string = DEFAULT_SOURCE_DIR): Promise<SourceFiles> {
  const schedules = new Map<number, CsvTable>();
  for (const year of SCHEDULE_YEARS) schedules.set(year, await readCsv(dir, `schedule/games_${year}.csv`));
  const teamTotals = new Map<number, CsvTable>();
  for (const year of TEAM_TOTALS_YEARS) teamTotals.set(year, await readCsv(dir, `season_totals/teams_${year}.csv`));
  const playerTotals: PlayerTotalsFile[] = [];
  for (const { year, segment } of PLAYER_TOTALS_FILES) {
    playerTotals.push({ year, segment, table: await readCsv(dir, `season_totals/players_${year}_${segment}.csv`) });
  }
  const gamedayDir = 'players/gameday_rosters_2026';
  let gamedayNames: string[];
  try {
    gamedayNames = (await readdir(join(dir, gamedayDir))).filter((name) => name.endsWith('.csv')).sort();
  } catch (error) {
    throw new SourceError(`Cannot list ${join(dir, gamedayDir)}: ${(error as Error).message}`);
  }
  const gamedayRosters2026: CsvTable[] = [];
  for (const name of gamedayNames) gamedayRosters2026.push(await readCsv(dir, `${gamedayDir}/${name}`));

  return {
    schedules,
    scheduleAll: await readCsv(dir, 'schedule/game_schedule_all.csv'),
    playerGameStats: await readCsv(dir, 'boxscores/player_game_stats.csv'),
    teamGameStats: await readCsv(dir, 'boxscores/team_game_stats.csv'),
    plays: await readCsv(dir, 'plays/play_by_play.csv'),
    playerDirectory: await readCsv(dir, 'players/player_directory.csv'),
    currentRosters2026: await readCsv(dir, 'players/current_rosters_2026.csv'),
    gamedayRosters2026,
    teamDirectory: await readCsv(dir, 'teams/team_directory.csv'),
    teamAliases: await readCsv(dir, 'teams/team_alias_mapping.csv'),
    teamTotals,
    playerTotals,
    champSeriesGameMeta: await readJson(dir, 'samples/champseries_2023_game_meta.json'),
    champSeriesTeamStats: await readJson(dir, 'samples/champseries_2023_teams_stats.json'),
  };
}
