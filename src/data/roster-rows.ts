/** The rows of a team season's roster table, shared by the team page and its CSV file. */
import type { TeamSeasonView } from './teams.ts';
import { playerPath } from '../lib/routes.ts';
import type { StatTableRow } from '../lib/tables/stat-rows.ts';

/** Each player with his number and position, around his regular-season line (none: every stat missing). */
export function rosterRows(view: TeamSeasonView): StatTableRow[] {
  return view.roster.map((row) => ({
    id: row.player.officialId,
    name: row.name,
    href: playerPath(row.player.slug),
    detail: [row.jerseyNum === null ? null : `#${String(row.jerseyNum)}`, row.position].filter(Boolean).join(' '),
    stats: row.line?.stats ?? {},
  }));
}
