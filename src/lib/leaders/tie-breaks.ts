/** Tie-breaks between players level on the ranked stat ("Tie-break per group"). */
import type { PositionGroup } from './positions.ts';

/**
 * "Tie-break per group: offense points, onePointGoals, assists; defense causedTurnovers, groundBalls,
 * points; faceoff faceoffPct (or faceoffsWon), groundBalls, points; goalie saves, savePct, groundBalls."
 */
const TIE_BREAKS = {
  offense: ['points', 'onePointGoals', 'assists'],
  defense: ['causedTurnovers', 'groundBalls', 'points'],
  faceoff: ['faceoffPct', 'groundBalls', 'points'],
  goalie: ['saves', 'savePct', 'groundBalls'],
} as const;
/** The "(or faceoffsWon)" of the faceoff chain: used when faceoffPct is itself the ranked stat. */
const FACEOFF_TIE_BREAK_ALTERNATE = 'faceoffsWon';

/**
 * "Tie-break per group: offense points, onePointGoals, assists; defense causedTurnovers, groundBalls,
 * points; faceoff faceoffPct (or faceoffsWon), groundBalls, points; goalie saves, savePct,
 * groundBalls." The "(or faceoffsWon)" applies when faceoffPct is itself the ranked stat; a stat
 * never breaks its own tie, so it is left out of its own chain.
 */
export function tieBreakStats(group: PositionGroup, rankedStat: string): string[] {
  return TIE_BREAKS[group]
    .map((stat) =>
      group === 'faceoff' && stat === 'faceoffPct' && rankedStat === 'faceoffPct' ? FACEOFF_TIE_BREAK_ALTERNATE : stat,
    )
    .filter((stat) => stat !== rankedStat);
}

const GOALIE_STATS = new Set([
  'saves',
  'savesPG',
  'savePct',
  'saa',
  'GAA',
  'twoPtGaa',
  'scoresAgainst',
  'goalsAgainst',
  'goalieWins',
]);
const FACEOFF_STATS = new Set(['faceoffs', 'faceoffsWon', 'faceoffsLost', 'faceoffPct', 'faceoffWinsPG']);
const DEFENSE_STATS = new Set(['causedTurnovers', 'groundBalls', 'groundBallsPG', 'tof', 'blocks']);

/**
 * The group whose tie-breaks apply. A list filtered to one position uses that position's group.
 * An unfiltered (or rookie) list uses the group the
 * stat belongs to (saves to goalies, faceoffs to faceoff specialists, caused turnovers and ground
 * balls to defenders, everything else to offense).
 */
export function tieBreakGroup(stat: string, filteredGroup?: PositionGroup | null): PositionGroup {
  if (filteredGroup !== undefined && filteredGroup !== null) return filteredGroup;
  if (GOALIE_STATS.has(stat)) return 'goalie';
  if (FACEOFF_STATS.has(stat)) return 'faceoff';
  if (DEFENSE_STATS.has(stat)) return 'defense';
  return 'offense';
}
