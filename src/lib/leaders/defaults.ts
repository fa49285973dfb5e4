/** Default sizes of leader lists and tables (spec sections 7 and 9). */
import {
  ADVANCED_PLAYERS_LIMIT,
  LEADERS_DEFAULT_LIMIT,
  LEADERS_PER_STAT_IN_ONE_QUERY,
  PAGE_SIZE,
  TOP_TEAMS_LIMIT,
} from '../constants.ts';

function positiveInteger(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isInteger(value) && value > 0;
}

/**
 * "Leaders default 5 (3 in one query)": a leader list asked for one stat shows 5 players; a query for
 * several stats at once (the home page's leader cards) shows 3 of each. A valid requested count wins.
 */
export function leaderLimit(statsInQuery: number, requested?: number | null): number {
  if (positiveInteger(requested)) return requested;
  return statsInQuery > 1 ? LEADERS_PER_STAT_IN_ONE_QUERY : LEADERS_DEFAULT_LIMIT;
}

/** "advanced 250": advanced stats load at most this many players unless a valid count is asked for. */
export function advancedLimit(requested?: number | null): number {
  return positiveInteger(requested) ? requested : ADVANCED_PLAYERS_LIMIT;
}

/** "top teams 6" */
export function topTeams<Team>(rankedTeams: readonly Team[]): Team[] {
  return rankedTeams.slice(0, TOP_TEAMS_LIMIT);
}

/** "page size 20": how many pages `total` rows fill (at least one, so an empty table has a page). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The rows of 1-based page `page`, clamped into range. */
export function pageRows<Row>(rows: readonly Row[], page: number): Row[] {
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount(rows.length));
  return rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
}
