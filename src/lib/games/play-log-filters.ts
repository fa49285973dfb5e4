/** The game page's play-log filters. */
import { isManUpShot, type LabelledPlay } from './play-labels.ts';

export type PlayLogFilterId =
  'all' | 'scoring' | 'faceoffs' | 'shooting' | 'powerPlay' | 'shotClock' | 'turnovers' | 'penalties';

export interface PlayLogFilter {
  readonly id: PlayLogFilterId;
  readonly label: string;
}

/**
 * "play logs with filters (All Plays, Scoring Plays, Faceoffs, Shooting, Power Play, Shot Clock Exp,
 * Turnovers, Penalties)", in that order.
 */
export const PLAY_LOG_FILTERS: readonly PlayLogFilter[] = [
  { id: 'all', label: 'All Plays' },
  { id: 'scoring', label: 'Scoring Plays' },
  { id: 'faceoffs', label: 'Faceoffs' },
  { id: 'shooting', label: 'Shooting' },
  { id: 'powerPlay', label: 'Power Play' },
  { id: 'shotClock', label: 'Shot Clock Exp' },
  { id: 'turnovers', label: 'Turnovers' },
  { id: 'penalties', label: 'Penalties' },
];

/**
 * Which plays each filter keeps. Shooting is
 * every shot and goal (a goal is a shot that went in); Power Play is every man-up shot or goal and
 * the end of each power play; Turnovers are turnovers only (a shot-clock violation has its own
 * filter, and the wire logs the turnover it causes separately).
 */
export function matchesPlayLogFilter(play: LabelledPlay, filter: PlayLogFilterId): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'scoring':
      return play.eventType === 'goal';
    case 'faceoffs':
      return play.eventType === 'faceoff';
    case 'shooting':
      return play.eventType === 'shot' || play.eventType === 'goal';
    case 'powerPlay':
      return isManUpShot(play) || play.eventType === 'powerplayend';
    case 'shotClock':
      return play.eventType === 'shotclockexpired';
    case 'turnovers':
      return play.eventType === 'turnover';
    case 'penalties':
      return play.eventType === 'penalty';
  }
}
