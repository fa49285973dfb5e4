/**
 * Career numbers as the build reads them: the league index's career lines (every season's regular
 * and post-season lines summed, the published 2020-2021 totals included), ranked per career stat,
 * and a player's career split by season segment.
 */
import type { PlayerRecord } from './snapshot-format.ts';
import type { CareerLine, LeagueData, SeasonLine } from './league.ts';
import { SEASON_TYPES, type SeasonType } from '../lib/seasons.ts';
import { addCounts, playerStatsFromCounts, type PlayerStats } from '../lib/aggregate/player-stats.ts';
import { rankByStat, type Ranked } from '../lib/leaders/ranking.ts';
import { statNumber } from '../lib/stats/values.ts';
import type { CareerStat } from '../lib/stats/tables.ts';
import { sortName } from './players.ts';
import { oncePerLeague } from './once-per-league.ts';

/** How many ranks a career stat's page lists (more share the last rank when tied). */
export const CAREER_PAGE_SIZE = 100;

export interface CareerRow {
  player: PlayerRecord;
  line: CareerLine;
  /** Seasons the player appears in ("allYears"), oldest first. */
  years: readonly number[];
}

/** Every player with a career line, in snapshot order. */
export const careerRows = oncePerLeague('career rows', (league): CareerRow[] => {
  const careers = league.careers();
  const rows: CareerRow[] = [];
  for (const player of league.players) {
    const line = careers.get(player.officialId);
    if (line) rows.push({ player, line, years: league.playerYears(player.officialId) });
  }
  return rows;
});

/**
 * The all-time leaders of a career stat: players with a positive value, best first, ranked with
 * shared T- ranks and level players in name order. `limit` keeps the ranks up to it, so a tie at
 * the cut keeps everyone who shares the last rank.
 */
export function careerLeaders(league: LeagueData, stat: CareerStat, limit?: number): Ranked<CareerRow>[] {
  const candidates = careerRows(league).filter((row) => (statNumber(row.line.stats, stat) ?? 0) > 0);
  const ranked = rankByStat(candidates, stat, {
    stats: (row) => row.line.stats,
    name: (row) => sortName(row.player),
  });
  return limit === undefined ? ranked : ranked.filter((entry) => entry.rank <= limit);
}

export interface CareerSplit {
  segment: SeasonType;
  stats: PlayerStats;
}

/** A player's career in each season segment he played in (regular, post, champ series). */
export function careerSplits(lines: readonly SeasonLine[]): CareerSplit[] {
  return SEASON_TYPES.flatMap((segment) => {
    const parts = lines.filter((line) => line.segment === segment).map((line) => line.counts);
    return parts.length === 0 ? [] : [{ segment, stats: playerStatsFromCounts(addCounts(parts)) }];
  });
}
