/**
 * The home side's win probability through the game (plays carry it from 2024 on): an SVG line over
 * the game's clock, 50% marked, the quarters ruled, each team's half on its mark's tint. A finished
 * game's page renders it at build (no script); the live center renders it again with each play, the
 * game's latest point marked. The summary in words is the chart's description for screen readers and
 * stays on screen under it.
 */
import type { CSSProperties } from 'react';
import {
  PLOT_HEIGHT,
  PLOT_WIDTH,
  winProbabilityPlot,
  winProbabilitySummary,
  type WinProbabilityPoint,
} from '../../lib/games/win-probability.ts';
import { teamMark } from '../../lib/teams/colours.ts';
import './WinProbabilityChart.css';

/** A side of the game as the chart names and colours it. */
interface ChartSide {
  code: string;
  /** The side's colour in the game (gameColours): its half of the chart. */
  colour: string;
}

interface Props {
  series: readonly WinProbabilityPoint[];
  away: ChartSide;
  home: ChartSide;
  /** The game is being played: the summary says "now" and the latest point is marked. */
  live: boolean;
}

export default function WinProbabilityChart({ series, away, home, live }: Props) {
  const plot = winProbabilityPlot(series);
  const colours = { '--home': teamMark(home.colour), '--away': teamMark(away.colour) } as CSSProperties;
  return (
    <section className="win-probability" aria-labelledby="win-probability-heading">
      <h2 id="win-probability-heading">Win Probability</h2>
      <div className="plot" style={colours}>
        <div className="y-axis" aria-hidden="true">
          <span>{home.code} 100%</span>
          <span>50%</span>
          <span>{away.code} 100%</span>
        </div>
        <svg
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          role="img"
          aria-labelledby="win-probability-heading"
          aria-describedby="win-probability-summary"
          preserveAspectRatio="none"
        >
          <rect width={PLOT_WIDTH} height={PLOT_HEIGHT / 2} className="home-half" />
          <rect y={PLOT_HEIGHT / 2} width={PLOT_WIDTH} height={PLOT_HEIGHT / 2} className="away-half" />
          {plot.quarterLines.map((position) => (
            <line key={position} x1={position} x2={position} y1="0" y2={PLOT_HEIGHT} className="quarter" />
          ))}
          <line x1="0" x2={PLOT_WIDTH} y1={PLOT_HEIGHT / 2} y2={PLOT_HEIGHT / 2} className="even" />
          <polyline points={plot.points} className="line" vectorEffect="non-scaling-stroke" />
          {live && plot.end !== null && (
            // A line of no length with round ends: a dot that keeps its shape however the plot is stretched.
            <line
              x1={plot.end.x}
              x2={plot.end.x}
              y1={plot.end.y}
              y2={plot.end.y}
              className="now"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        <div className="axis" aria-hidden="true">
          {plot.quarterLabels.map((quarter) => (
            <span key={quarter.label} style={{ left: `${quarter.left.toFixed(2)}%` }}>
              {quarter.label}
            </span>
          ))}
        </div>
      </div>
      <p className="legend">
        Above the middle line {home.code} is favoured, below it {away.code}.
      </p>
      <p id="win-probability-summary" className="summary" data-latest={series.at(-1)?.home}>
        {winProbabilitySummary(series, home.code, live ? 'now' : 'at the end')}
      </p>
    </section>
  );
}
