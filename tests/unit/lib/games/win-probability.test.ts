/**
 * The win-probability series and chart: points from the plays that carry a probability, the plot's
 * geometry and its summary, with expectations worked out by hand (600 by 200 drawing units; four
 * 12-minute quarters, or more when overtime went past them).
 */
import { describe, expect, it } from 'vitest';
import {
  winProbabilityPlot,
  winProbabilitySeries,
  winProbabilitySummary,
  type ProbabilityPlay,
} from '../../../../src/lib/games/win-probability.ts';

const play = (secondsPassed: number | null, period: number, home: number | null): ProbabilityPlay => ({
  secondsPassed,
  period,
  homeTeamWinProbability: home,
});

describe('winProbabilitySeries', () => {
  it('keeps the plays that carry a probability and a time, in order', () => {
    expect(winProbabilitySeries([play(0, 1, 0.5), play(30, 1, null), play(null, 1, 0.6), play(720, 2, 0.25)])).toEqual([
      { secondsPassed: 0, period: 1, home: 0.5 },
      { secondsPassed: 720, period: 2, home: 0.25 },
    ]);
    expect(winProbabilitySeries([play(10, 1, null)])).toEqual([]);
  });
});

describe('winProbabilityPlot', () => {
  it('spans four quarters: a line from the left edge, 50% across the middle, three quarter rules', () => {
    const plot = winProbabilityPlot([
      { secondsPassed: 0, period: 1, home: 0.5 },
      { secondsPassed: 1440, period: 3, home: 0.75 },
      { secondsPassed: 2880, period: 4, home: 1 },
    ]);
    expect(plot.points).toBe('0.0,100.0 300.0,50.0 600.0,0.0');
    expect(plot.end).toEqual({ x: 600, y: 0 });
    expect(plot.quarterLines).toEqual([150, 300, 450]);
    expect(plot.quarterLabels).toEqual([
      { label: 'Q1', left: 12.5 },
      { label: 'Q2', left: 37.5 },
      { label: 'Q3', left: 62.5 },
      { label: 'Q4', left: 87.5 },
    ]);
  });

  it('a game under way fills only the time played', () => {
    const plot = winProbabilityPlot([
      { secondsPassed: 0, period: 1, home: 0.5 },
      { secondsPassed: 720, period: 1, home: 0.25 },
    ]);
    expect(plot.points).toBe('0.0,100.0 150.0,150.0');
    expect(plot.end).toEqual({ x: 150, y: 150 });
  });

  it('overtime stretches the time to the last play, and the fourth quarter gets its rule', () => {
    const plot = winProbabilityPlot([
      { secondsPassed: 0, period: 1, home: 0.5 },
      { secondsPassed: 3600, period: 5, home: 0 },
    ]);
    expect(plot.points).toBe('0.0,100.0 600.0,200.0');
    expect(plot.quarterLines).toEqual([120, 240, 360, 480]);
  });

  it('has no line and no latest point without a series', () => {
    expect(winProbabilityPlot([])).toMatchObject({ points: '', end: null });
  });
});

describe('winProbabilitySummary', () => {
  const series = [
    { secondsPassed: 0, period: 1, home: 0.5 },
    { secondsPassed: 100, period: 1, home: 0.9 },
    { secondsPassed: 200, period: 1, home: 0.2 },
  ];
  it('says where the probability stands, now or at the end, and its highest and lowest', () => {
    expect(winProbabilitySummary(series, 'NYA', 'now')).toBe(
      'NYA win probability: 20.00% now, highest 90.00%, lowest 20.00%.',
    );
    expect(winProbabilitySummary(series.slice(0, 2), 'NYA', 'at the end')).toBe(
      'NYA win probability: 90.00% at the end, highest 90.00%, lowest 50.00%.',
    );
    expect(winProbabilitySummary([], 'NYA', 'now')).toBe('');
  });
});
