/**
 * The rows of a player profile's tables (this season, season by season, career totals, splits),
 * shared by the profile and their CSV files.
 */
import { careerSplits } from './careers.ts';
import type { LeagueData } from './league.ts';
import { playerSeasonLines, profileColumnIds } from './players.ts';
import type { PlayerRecord } from './snapshot-format.ts';
import type { SplitGroup } from '../lib/players/splits.ts';
import { SEASON_LABELS } from '../lib/seasons.ts';
import { columnsOf, type StatColumn } from '../lib/stats/columns.ts';
import type { StatTableRow } from '../lib/tables/stat-rows.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';

/** The columns of every table of a player's profile (profileColumnIds). */
export function profileColumns(league: LeagueData, player: PlayerRecord): StatColumn[] {
  return columnsOf(profileColumnIds(player.position, league.careers().get(player.officialId)?.counts ?? null));
}

/** A row per season and segment, named by its year and segment (each kept whole), his team's code beside it. */
export function seasonRows(league: LeagueData, player: PlayerRecord): StatTableRow[] {
  return playerSeasonLines(league, player.officialId).map((line) => ({
    id: player.officialId,
    name: [String(line.year), SEASON_LABELS[line.segment]],
    detail: line.teamId === null ? undefined : displayTeamCode(line.teamId, line.year),
    stats: line.stats,
  }));
}

/** This season's lines, a row per segment. */
export function currentSeasonRows(league: LeagueData, player: PlayerRecord, season: number): StatTableRow[] {
  return playerSeasonLines(league, player.officialId)
    .filter((line) => line.year === season)
    .map((line) => ({ id: player.officialId, name: SEASON_LABELS[line.segment], stats: line.stats }));
}

/** His totals of each segment over his seasons, then of all of them. */
export function careerRows(league: LeagueData, player: PlayerRecord): StatTableRow[] {
  const id = player.officialId;
  const career = league.careers().get(id);
  return [
    ...careerSplits(playerSeasonLines(league, id)).map((split) => ({
      id,
      name: SEASON_LABELS[split.segment],
      stats: split.stats,
    })),
    ...(career ? [{ id, name: ['Regular +', 'Post-Season'], stats: career.stats }] : []),
  ];
}

/** A split group's rows, each named by its label ("Home", "vs BOS"). */
export function splitRows(group: SplitGroup, playerId: string): StatTableRow[] {
  return group.rows.map((row) => ({ id: playerId, name: row.label, stats: row.stats }));
}
