/** A play as the play-by-play lists it, the same on an archived game page and in the live center. */
import { formatClock } from './clock-labels.ts';
import { quarterLabel } from './period-labels.ts';
import { PLAY_LOG_FILTERS, matchesPlayLogFilter, type PlayLogFilterId } from './play-log-filters.ts';
import { playLabel } from './play-labels.ts';

export interface ListedPlay {
  markerId: string;
  eventType: string;
  shotType?: string | null;
  description: string | null;
  period: number;
  minutes: number;
  seconds: number;
  teamId: string | null;
  homeScore: number | null;
  visitorScore: number | null;
}

export interface PlayRow {
  markerId: string;
  period: number;
  periodLabel: string;
  clock: string;
  teamCode: string;
  label: string;
  description: string;
  /** Score after the play, away first. */
  score: string;
  /** The play-log filters that keep this play (always "all"). */
  filters: PlayLogFilterId[];
}

/** `teamCode` turns the play's team id into the code shown (the franchise's code that season). */
export function playRow(play: ListedPlay, teamCode: (teamId: string) => string): PlayRow {
  const teamId = play.teamId ?? '';
  return {
    markerId: play.markerId,
    period: play.period,
    periodLabel: quarterLabel(play.period),
    clock: formatClock(play.minutes, play.seconds),
    teamCode: teamId === '' ? '' : teamCode(teamId),
    label: playLabel(play),
    description: play.description ?? '',
    score: `${String(play.visitorScore ?? 0)}-${String(play.homeScore ?? 0)}`,
    filters: PLAY_LOG_FILTERS.filter((filter) => matchesPlayLogFilter(play, filter.id)).map((filter) => filter.id),
  };
}

/** The scoring summary: the plays the Scoring Plays filter keeps (the goals), in game order. */
export function scoringRows(plays: readonly ListedPlay[], teamCode: (teamId: string) => string): PlayRow[] {
  return plays.filter((play) => matchesPlayLogFilter(play, 'scoring')).map((play) => playRow(play, teamCode));
}
