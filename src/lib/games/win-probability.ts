/**
 * The home side's win probability through a game, and the chart of it: the same series and the same
 * drawing for a finished game's page and for the live center, whose chart grows with each play and,
 * after the last one, is the finished page's chart.
 */
import { formatWinProbability } from '../stats/format.ts';

/** What the series reads of a play (a snapshot play or a live one). */
export interface ProbabilityPlay {
  /** Game seconds elapsed at the play; null when the wire left it out. */
  secondsPassed: number | null;
  period: number;
  homeTeamWinProbability: number | null;
}

export interface WinProbabilityPoint {
  secondsPassed: number;
  period: number;
  /** The home team's chance of winning after the play, 0..1. */
  home: number;
}

/**
 * One point per play that carries a probability (the league sends it from 2024 on, and not on every
 * play) and says when it happened, in game order. Empty when no play does.
 */
export function winProbabilitySeries(plays: readonly ProbabilityPlay[]): WinProbabilityPoint[] {
  return plays.flatMap(({ secondsPassed, period, homeTeamWinProbability: home }) =>
    home === null || secondsPassed === null ? [] : [{ secondsPassed, period, home }],
  );
}

/** The plot's drawing units (its SVG viewBox), stretched to the width it is shown at. */
export const PLOT_WIDTH = 600;
export const PLOT_HEIGHT = 200;
/** A quarter is 12 minutes; overtime periods are sudden death, so the last play sets the end. */
const QUARTER_SECONDS = 720;
const QUARTERS = [1, 2, 3, 4] as const;

export interface WinProbabilityPlot {
  /** The line's SVG points, "x,y x,y ...". */
  points: string;
  /** The latest point, where a live chart marks the game now. */
  end: { x: number; y: number } | null;
  /** The x of each quarter's end inside the plot (the last quarter's end is the edge, unless overtime came). */
  quarterLines: number[];
  /** Quarter labels centred under their quarter, each at a share (0-100) of the width. */
  quarterLabels: { label: string; left: number }[];
}

/**
 * The chart's geometry: time runs over four quarters, or to the last point when overtime went past
 * them, so a live game's line grows from the left edge and the finished line fills the width.
 */
export function winProbabilityPlot(series: readonly WinProbabilityPoint[]): WinProbabilityPlot {
  const span = Math.max(QUARTERS.length * QUARTER_SECONDS, ...series.map((point) => point.secondsPassed));
  const x = (seconds: number): number => (seconds / span) * PLOT_WIDTH;
  const y = (home: number): number => (1 - home) * PLOT_HEIGHT;
  const last = series.at(-1);
  return {
    points: series.map((point) => `${x(point.secondsPassed).toFixed(1)},${y(point.home).toFixed(1)}`).join(' '),
    end: last === undefined ? null : { x: x(last.secondsPassed), y: y(last.home) },
    quarterLines: QUARTERS.map((quarter) => x(quarter * QUARTER_SECONDS)).filter((position) => position < PLOT_WIDTH),
    quarterLabels: QUARTERS.map((quarter) => ({
      label: `Q${String(quarter)}`,
      left: (x((quarter - 0.5) * QUARTER_SECONDS) / PLOT_WIDTH) * 100,
    })),
  };
}

/**
 * The chart in words (its description for screen readers, shown under it): where the probability
 * stands, "now" while the game is played and "at the end" once it is over, and its highest and lowest.
 */
export function winProbabilitySummary(
  series: readonly WinProbabilityPoint[],
  homeCode: string,
  when: 'now' | 'at the end',
): string {
  const last = series.at(-1);
  if (last === undefined) return '';
  const homes = series.map((point) => point.home);
  return `${homeCode} win probability: ${formatWinProbability(last.home)} ${when}, highest ${formatWinProbability(Math.max(...homes))}, lowest ${formatWinProbability(Math.min(...homes))}.`;
}
