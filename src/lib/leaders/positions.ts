/** Positions, position groups and the leaderboard's position filters. */
import { isRookie, type RookieCandidate } from './rookies.ts';

/** "Positions A, M, F, D, LSM, SSDM, FO, G" */
export const POSITIONS = ['A', 'M', 'F', 'D', 'LSM', 'SSDM', 'FO', 'G'] as const;
export type Position = (typeof POSITIONS)[number];

export type PositionGroup = 'offense' | 'defense' | 'faceoff' | 'goalie';

/** "groups offense (A, M, F), defense (D, LSM, SSDM), faceoff (FO), goalie (G)" */
export const POSITION_GROUPS: Readonly<Record<PositionGroup, readonly Position[]>> = {
  offense: ['A', 'M', 'F'],
  defense: ['D', 'LSM', 'SSDM'],
  faceoff: ['FO'],
  goalie: ['G'],
};

/** A wire position as one of the eight codes (case and spaces ignored), or null. */
export function normalizePosition(position: string | null | undefined): Position | null {
  const code = (position ?? '').trim().toUpperCase();
  return (POSITIONS as readonly string[]).includes(code) ? (code as Position) : null;
}

/** The group a position belongs to, or null for an unknown position. */
export function positionGroup(position: string | null | undefined): PositionGroup | null {
  const code = normalizePosition(position);
  if (code === null) return null;
  const entry = Object.entries(POSITION_GROUPS).find(([, members]) => members.includes(code));
  return entry === undefined ? null : (entry[0] as PositionGroup);
}

export interface PositionFilter {
  readonly label: string;
  /** The positions the filter shows; the Rookie filter shows the season's rookies at any position. */
  readonly positions: readonly Position[] | 'rookies';
}

/**
 * "Position filter labels: Attack, Midfield, Long Stick Midfield, Short Stick Defensive Midfield,
 * Defense, Faceoff, Goalie, Rookie." Project's decision: the sixes position F (Field) has no filter of
 * its own, and field players appear only in the unfiltered list.
 */
export const POSITION_FILTERS: readonly PositionFilter[] = [
  { label: 'Attack', positions: ['A'] },
  { label: 'Midfield', positions: ['M'] },
  { label: 'Long Stick Midfield', positions: ['LSM'] },
  { label: 'Short Stick Defensive Midfield', positions: ['SSDM'] },
  { label: 'Defense', positions: ['D'] },
  { label: 'Faceoff', positions: ['FO'] },
  { label: 'Goalie', positions: ['G'] },
  { label: 'Rookie', positions: 'rookies' },
];

export interface FilterablePlayer extends RookieCandidate {
  position?: string | null;
}

/** Whether a player shows under a position filter in the season `year`. */
export function matchesPositionFilter(filter: PositionFilter, player: FilterablePlayer, year: number): boolean {
  if (filter.positions === 'rookies') return isRookie(player, year);
  const code = normalizePosition(player.position);
  return code !== null && filter.positions.includes(code);
}
