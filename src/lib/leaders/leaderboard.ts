/** A stat's leaderboard: listing, eligibility, ranking and tie-breaks composed. */
import type { SeasonType } from '../seasons.ts';
import type { StatLine } from '../stats/values.ts';
import { isEligibleLeader } from './eligibility.ts';
import { isListed } from './listing.ts';
import type { PositionGroup } from './positions.ts';
import { rankByStat, type Ranked } from './ranking.ts';
import { tieBreakGroup, tieBreakStats } from './tie-breaks.ts';

export interface LeaderCandidate {
  officialId: string;
  firstName: string;
  lastName: string;
  position: string | null;
  /** The stats of the season type being ranked. */
  stats: StatLine;
  /** Games his team played in that season type (goalie rates need a share of them); null when unknown. */
  teamGames?: number | null;
}

export interface LeaderboardOptions {
  seasonType: SeasonType;
  /** The position group the list is filtered to, if any (decides the tie-breaks). */
  group?: PositionGroup | null;
  /** How many rows to keep; all when absent. */
  limit?: number;
}

/**
 * The ranked leaders of `stat`: players listed for it and eligible to lead it, best first, ranked
 * with shared T- ranks, level players ordered by their group's tie-breaks and then by name. The
 * list is cut at `limit` rows after ranking, so a cut never changes anyone's rank.
 */
export function statLeaders<Candidate extends LeaderCandidate>(
  candidates: readonly Candidate[],
  stat: string,
  options: LeaderboardOptions,
): Ranked<Candidate>[] {
  const qualified = candidates.filter(
    (candidate) =>
      isListed(stat, candidate.position, candidate.stats) &&
      isEligibleLeader(candidate.stats, stat, options.seasonType, candidate.teamGames ?? null),
  );
  const ranked = rankByStat(qualified, stat, {
    stats: (candidate) => candidate.stats,
    tieBreaks: tieBreakStats(tieBreakGroup(stat, options.group), stat),
    name: (candidate) => `${candidate.lastName} ${candidate.firstName}`,
  });
  return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
}
