/** Default sizes of leader lists. */

/** "Leaders default 5 (3 in one query)" */
export const LEADERS_DEFAULT_LIMIT = 5;
export const LEADERS_PER_STAT_IN_ONE_QUERY = 3;

/** "top teams 6" */
export const TOP_TEAMS_LIMIT = 6;

/** A team leaderboard shows the top 6 teams. */
export function topTeams<Team>(rankedTeams: readonly Team[]): Team[] {
  return rankedTeams.slice(0, TOP_TEAMS_LIMIT);
}
