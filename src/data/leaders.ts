/**
 * Leaderboards of a season as the leaders pages show them: for each category, the top players
 * (or teams) ranked by the rules library, with the names, teams and links a page needs.
 */
import { statLeaders } from '../lib/leaders/leaderboard.ts';
import { LEADERS_DEFAULT_LIMIT } from '../lib/constants.ts';
import { topTeams } from '../lib/leaders/defaults.ts';
import { rankByStat } from '../lib/leaders/ranking.ts';
import { playerPath, teamPath } from '../lib/routes.ts';
import type { SeasonType } from '../lib/seasons.ts';
import type { StatLine } from '../lib/stats/values.ts';
import { teamDisplayName, type LeagueData } from './league.ts';

/** The player categories of the leaders pages, in the league's order. */
export const PLAYER_CATEGORIES = [
  'points', 'onePointGoals', 'twoPointGoals', 'assists', 'shotPct',
  'groundBalls', 'causedTurnovers', 'faceoffPct', 'saves', 'savePct',
] as const;

/** The team categories. (Team rows link nowhere yet: the team profile pages are still to come.) */
export const TEAM_CATEGORIES = [
  'scores', 'shotPct', 'assists', 'groundBalls', 'causedTurnovers', 'faceoffPct', 'savePct', 'scoresAgainst',
] as const;

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
  stat: string;
  rows: LeaderRow[];
}

export function playerLeaderboards(league: LeagueData, year: number, seasonType: SeasonType): Leaderboard[] {
  const candidates = [...league.seasonLinesOf(year, seasonType).values()].flatMap((line) => {
    const player = league.player(line.playerId);
    return player ? [{ ...player, position: line.position ?? player.position, stats: line.stats, teamId: line.teamId }] : [];
  });
  return PLAYER_CATEGORIES.map((stat) => ({
    stat,
    rows: statLeaders(candidates, stat, { seasonType, limit: LEADERS_DEFAULT_LIMIT }).map(({ item, rankLabel }) => ({
      id: item.officialId,
      name: `${item.firstName} ${item.lastName}`,
      href: playerPath(item.slug),
      detail: [item.teamId, item.position].filter((part) => part !== null).join(' · '),
      rank: rankLabel,
      stats: item.stats,
    })),
  }));
}

export function teamLeaderboards(league: LeagueData, year: number, seasonType: SeasonType): Leaderboard[] {
  const teams = [...league.teamStatsOf(year, seasonType)].flatMap(([teamId, stats]) => {
    const team = league.team(year, teamId);
    return team && stats.gamesPlayed > 0 ? [{ team, stats }] : [];
  });
  return TEAM_CATEGORIES.map((stat) => ({
    stat,
    rows: topTeams(rankByStat(teams, stat, { stats: (entry) => entry.stats, name: (entry) => entry.team.fullName })).map(
      ({ item, rankLabel }) => ({
        id: item.team.officialId,
        name: teamDisplayName(item.team),
        href: teamPath(item.team.officialId),
        detail: item.team.officialId,
        rank: rankLabel,
        stats: item.stats,
      }),
    ),
  }));
}
