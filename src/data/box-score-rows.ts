/** The rows of a game's box score, shared by its tables and its CSV file. */
import type { PlayerGameStat } from './snapshot-format.ts';
import type { GameSide } from './games.ts';
import { playerPath } from '../lib/routes.ts';
import type { StatTableRow } from '../lib/tables/stat-rows.ts';

/** A goalie's line: whoever played the position or made a save (a field player can end up in net). */
export const isGoalie = (line: PlayerGameStat): boolean => line.position === 'G' || line.saves > 0;

/** A side's players (those `keep` keeps), each with his number and position. */
export function boxScoreRows(side: GameSide, keep: (line: PlayerGameStat) => boolean = () => true): StatTableRow[] {
  return side.players
    .filter((player) => keep(player.line))
    .map((player) => ({
      id: player.line.playerId,
      name: player.name,
      href: player.slug === null ? undefined : playerPath(player.slug),
      detail: [player.line.jerseyNum === null ? null : `#${String(player.line.jerseyNum)}`, player.line.position]
        .filter(Boolean)
        .join(' '),
      stats: player.line,
    }));
}
