/**
 * A player's season split the way Basketball-Reference splits it: the box-score lines of his games
 * summed over home and away, wins and losses, each opponent, each month and each part of the season,
 * plus his last five games. All-Star and preseason games count in none of them (they are exhibitions).
 */
import { playerStatsFromGames, type PlayerGameLine, type PlayerStats } from '../aggregate/player-stats.ts';
import { LEAGUE_TIME_ZONE } from '../games/time-display.ts';
import { SEASON_LABELS, SEASON_TYPES, type SeasonSegment, type SeasonType } from '../seasons.ts';

export type GameOutcome = 'W' | 'L' | 'T';

/** One game of a player's log, as much of it as a split reads. */
export interface SplitGame {
  /** Seconds since the epoch. */
  startTime: number | string;
  segment: SeasonSegment;
  home: boolean;
  /** Null while the game has no final score. */
  outcome: GameOutcome | null;
  /** How the opponent reads on the page ("BOS"). */
  opponent: string;
  line: PlayerGameLine;
}

export interface SplitRow {
  label: string;
  stats: PlayerStats;
}

export interface SplitGroup {
  title: string;
  rows: SplitRow[];
}

/** How many of the latest games the "last games" line sums. */
export const LAST_GAMES = 5;

const OUTCOME_LABELS: Readonly<Record<GameOutcome, string>> = { W: 'Wins', L: 'Losses', T: 'Ties' };

const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: LEAGUE_TIME_ZONE, month: 'long' });

type CountedGame = SplitGame & { segment: SeasonType };

function counts(game: SplitGame): game is CountedGame {
  return (SEASON_TYPES as readonly SeasonSegment[]).includes(game.segment);
}

/** Whether a season's games give split tables: whether any is a regular-season or post-season game. */
export const hasSplits = (games: readonly SplitGame[]): boolean => games.some(counts);

/** Games in first-played order of their keys, one row per key; keys without games have no row. */
function groupRows(games: readonly CountedGame[], key: (game: CountedGame) => string | null): SplitRow[] {
  const lines = new Map<string, PlayerGameLine[]>();
  for (const game of games) {
    const label = key(game);
    if (label === null) continue;
    const group = lines.get(label);
    if (group) group.push(game.line);
    else lines.set(label, [game.line]);
  }
  return [...lines].map(([label, group]) => ({ label, stats: playerStatsFromGames(group) }));
}

/** Rows in the order of `labels`. */
function inOrder(rows: SplitRow[], labels: readonly string[]): SplitRow[] {
  return rows.sort((a, b) => labels.indexOf(a.label) - labels.indexOf(b.label));
}

/**
 * The split tables of a season's games, oldest game first in `games`. Opponents read in alphabetical
 * order, months and parts of the season in the order played. A group with nothing to split (every
 * game of one kind) still shows its one row, so the reader sees the split was made.
 */
export function playerSplits(games: readonly SplitGame[]): SplitGroup[] {
  const counted = games.filter(counts);
  if (counted.length === 0) return [];
  const last = counted.slice(-LAST_GAMES);
  return [
    {
      title: 'Totals',
      rows: [
        { label: 'All games', stats: playerStatsFromGames(counted.map((game) => game.line)) },
        {
          label: last.length === 1 ? 'Last game' : `Last ${String(last.length)} games`,
          stats: playerStatsFromGames(last.map((game) => game.line)),
        },
      ],
    },
    {
      title: 'Home and away',
      rows: inOrder(
        groupRows(counted, (game) => (game.home ? 'Home' : 'Away')),
        ['Home', 'Away'],
      ),
    },
    {
      title: 'Result',
      rows: inOrder(
        groupRows(counted, (game) => (game.outcome === null ? null : OUTCOME_LABELS[game.outcome])),
        Object.values(OUTCOME_LABELS),
      ),
    },
    { title: 'Season', rows: groupRows(counted, (game) => SEASON_LABELS[game.segment]) },
    { title: 'Month', rows: groupRows(counted, (game) => MONTH.format(new Date(Number(game.startTime) * 1000))) },
    {
      title: 'Opponent',
      rows: groupRows(counted, (game) => `vs ${game.opponent}`).sort((a, b) => a.label.localeCompare(b.label)),
    },
  ].filter((group) => group.rows.length > 0);
}
