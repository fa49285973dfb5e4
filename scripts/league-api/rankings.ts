/**
 * Rankings shared by GraphQL (playerStatLeaders) and REST (/v4/leaders): which stat names may be
 * ranked, and the leader rows of a season segment.
 */
import { addCounts, playerStatsFromCounts, type PlayerStats } from '../../src/lib/aggregate/player-stats.ts';
import { isEligibleLeader } from '../../src/lib/leaders/eligibility.ts';
import { rankByStat, type Ranked } from '../../src/lib/leaders/ranking.ts';
import { NON_CLUB_TEAM_IDS, type LeagueData } from '../../src/data/league.ts';
import type { SeasonType } from '../../src/lib/seasons.ts';

/** Every stat a leaders or career query may rank by: the numeric PlayerStats fields and `{count}PG`. */
export const RANKABLE_STATS: ReadonlySet<string> = (() => {
  const blank = playerStatsFromCounts(addCounts([]));
  const names = new Set<string>();
  for (const [name, value] of Object.entries(blank)) {
    if (name === 'foRecord') continue;
    names.add(name);
    if (typeof value === 'number' && !name.endsWith('PG') && !name.endsWith('Pct') && !name.endsWith('Rate')) {
      names.add(`${name}PG`);
    }
  }
  names.add('faceoffWinsPG');
  return names;
})();

export function checkStat(stat: string): string {
  if (!RANKABLE_STATS.has(stat)) {
    throw new Error(`Unknown stat "${stat}". Known stats: ${[...RANKABLE_STATS].sort().join(', ')}`);
  }
  return stat;
}

/**
 * Lines ranked best first by `stat` with the rules library's ranking (ties share a rank; players
 * level on the stat are ordered by name), cut to `limit`.
 */
export function rankLines<Line extends { playerId: string; stats: PlayerStats }>(
  data: LeagueData,
  lines: readonly Line[],
  stat: string,
  limit: number | null,
): Ranked<Line>[] {
  const ranked = rankByStat(lines, stat, {
    stats: (line) => line.stats,
    name: (line) => {
      const player = data.player(line.playerId);
      return `${player?.lastName ?? ''} ${player?.firstName ?? ''} ${line.playerId}`;
    },
  });
  return limit === null ? ranked : ranked.slice(0, Math.max(0, limit));
}

/** Leader rows of several stats (GraphQL playerStatLeaders and REST /v4/leaders share them). */
export function leaderRows(
  data: LeagueData,
  year: number,
  segment: SeasonType,
  stats: readonly string[],
  limit: number,
  league: string,
): Record<string, unknown>[] {
  const lines = [...data.seasonLinesOf(year, segment).values()].filter((line) => {
    const team = line.teamId === null ? undefined : data.team(year, line.teamId);
    return (team?.league ?? 'PLL') === league && !NON_CLUB_TEAM_IDS.has(line.teamId ?? '');
  });
  return stats.flatMap((stat) => {
    const eligible = lines.filter((line) =>
      isEligibleLeader(line.stats, stat, segment, data.teamGames(year, segment, line.teamId)),
    );
    return rankLines(data, eligible, stat, limit).map(({ item: row, value, rank }) => {
      const player = data.player(row.playerId);
      const jersey = row.jerseyNum ?? player?.jerseyNum ?? null;
      return {
        officialId: row.playerId,
        profileUrl: player?.profileUrl ?? null,
        firstName: player?.firstName ?? '',
        lastName: player?.lastName ?? '',
        position: row.position ?? player?.position ?? null,
        statType: stat,
        slug: player?.slug ?? null,
        statValue: String(value ?? 0),
        playerRank: rank,
        jerseyNum: jersey === null ? null : String(jersey),
        teamId: row.teamId,
        year,
      };
    });
  });
}
