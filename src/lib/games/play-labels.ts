/** Play-by-play labels. */

/**
 * "Play labels: shot, goal, faceoff, groundball, penalty, powerplayend, turnover, shotclockexpired,
 * ballcleared, timeoutcalled, pregame (Game Start), gameEnd (Final)". Besides pregame
 * and gameEnd, the words read as a box score writes them.
 */
export const PLAY_LABELS: Readonly<Record<string, string>> = {
  shot: 'Shot',
  goal: 'Goal',
  faceoff: 'Faceoff',
  groundball: 'Ground Ball',
  penalty: 'Penalty',
  powerplayend: 'Power Play End',
  turnover: 'Turnover',
  shotclockexpired: 'Shot Clock Expired',
  ballcleared: 'Clear',
  timeoutcalled: 'Timeout',
  pregame: 'Game Start',
  gameEnd: 'Final',
};

/** The wire's man-up shot types: a one-point (MU) or two-point (MU_2_PT) shot on the power play. */
export const MAN_UP_SHOT_TYPES: readonly string[] = ['MU', 'MU_2_PT'];

export interface LabelledPlay {
  eventType: string;
  shotType?: string | null;
}

export function isManUpShot(play: LabelledPlay): boolean {
  return MAN_UP_SHOT_TYPES.includes(play.shotType ?? '');
}

/**
 * "goal with man-up shot type shows PP Goal". Project's decision: a two-point goal at even strength
 * shows "2PT Goal" (it is the league's signature play); an unknown event type shows as it came.
 */
export function playLabel(play: LabelledPlay): string {
  if (play.eventType === 'goal') {
    if (isManUpShot(play)) return 'PP Goal';
    if (play.shotType === '2_PT') return '2PT Goal';
  }
  return PLAY_LABELS[play.eventType] ?? play.eventType;
}
