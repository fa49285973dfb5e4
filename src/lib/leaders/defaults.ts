/** Default sizes of leader lists. */
import { TOP_TEAMS_LIMIT } from '../constants.ts';

/** A team leaderboard shows the top 6 teams. */
export function topTeams<Team>(rankedTeams: readonly Team[]): Team[] {
  return rankedTeams.slice(0, TOP_TEAMS_LIMIT);
}
