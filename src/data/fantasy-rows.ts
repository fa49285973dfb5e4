/** The rows of a season's fantasy boards, shared by the fantasy page and their CSV files. */
import type { LeagueData } from './league.ts';
import { fantasyLeaders, playerName, type FantasyStat } from './players.ts';
import { playerPath } from '../lib/routes.ts';
import type { StatTableRow } from '../lib/tables/stat-rows.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';

/** How many ranks a fantasy board lists. */
const FANTASY_BOARD_LIMIT = 25;

/** A regular season's leaders by FPTS or FPTS/G: rank, player, his team and position, his fantasy line. */
export function fantasyRows(league: LeagueData, year: number, stat: FantasyStat): StatTableRow[] {
  return fantasyLeaders(league, year, stat, FANTASY_BOARD_LIMIT).map(({ item, rankLabel }) => ({
    id: item.player.officialId,
    name: playerName(item.player),
    href: playerPath(item.player.slug),
    detail: [item.line.teamId === null ? null : displayTeamCode(item.line.teamId, year), item.line.position]
      .filter(Boolean)
      .join(' · '),
    rank: rankLabel,
    stats: item.stats,
  }));
}
