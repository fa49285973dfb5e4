/** The rows and columns of a season's game log, shared by its page and its CSV file. */
import type { GameLogEntry } from './players.ts';
import { formatGameDate } from '../lib/games/time-display.ts';
import { gamePath } from '../lib/routes.ts';
import { columnsOf, type ColumnId, type StatColumn } from '../lib/stats/columns.ts';
import type { StatTableRow } from '../lib/tables/stat-rows.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';

/** Games outside the regular season say which part of the season they were. */
const SEGMENT_NOTES: Readonly<Record<string, string>> = {
  post: 'Post-season',
  champseries: 'Champ Series',
  allstar: 'All-Star',
  preseason: 'Preseason',
};

/** The player's profile columns but games played, which is 1 on every row. */
export function gameLogColumns(columnIds: readonly ColumnId[]): StatColumn[] {
  return columnsOf(columnIds.filter((id) => id !== 'gamesPlayed'));
}

/** A row per game, named by its date and opponent and linking to the game's page, the result after it. */
export function gameLogRows(year: number, entries: readonly GameLogEntry[]): StatTableRow[] {
  return entries.map((entry) => ({
    id: entry.event.slugname,
    // The date and the opponent are data: the cell wraps between them, never cuts them.
    name: [
      formatGameDate(entry.event.startTime),
      `${entry.home ? 'vs' : '@'} ${displayTeamCode(entry.opponentId, year)}`,
    ],
    href: gamePath(year, entry.event.slugname),
    detail: [entry.result, SEGMENT_NOTES[entry.event.seasonSegment]]
      .filter((part) => part !== null && part !== undefined)
      .join(' · '),
    stats: entry.line,
  }));
}
