/**
 * The game page's live center, on game-day pages only (client:load): scoreboard with the
 * period and clock, the score by period, the win-probability chart growing with each play, the
 * scoring summary, team stats, each team's running box score and the play-by-play with its eight
 * filters, newest play first. The chart and the summary are a finished game page's own. Rendered at build
 * from the game as the snapshot has it, so the page reads without JavaScript; once hydrated it
 * follows the game through the live-game service and re-renders from `$live`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type CSSProperties } from 'react';
import type { LiveApiConfig } from '../../lib/config/live-api.ts';
import { gameStatusLine } from '../../lib/games/clock-labels.ts';
import type { LiveCenterData, LiveGame, LiveStatLine, LiveTeam } from '../../lib/games/live-game.ts';
import { quarterLabel } from '../../lib/games/period-labels.ts';
import { periodScoreCells, periodsReached } from '../../lib/games/period-scores.ts';
import { playRow } from '../../lib/games/play-rows.ts';
import { gameState } from '../../lib/games/status.ts';
import { winProbabilitySeries } from '../../lib/games/win-probability.ts';
import { playerPath } from '../../lib/routes.ts';
import { teamColourProperties } from '../../lib/teams/colours.ts';
import ColumnHeading from '../column-heading/ColumnHeading.tsx';
import TeamBadge from '../team-badge/TeamBadge.tsx';
import LineScore from '../line-score/LineScore.tsx';
import PlayByPlay from '../play-by-play/PlayByPlay.tsx';
import PlaySummary, { SCORING_SUMMARY } from '../play-summary/PlaySummary.tsx';
import WinProbabilityChart from '../win-probability/WinProbabilityChart.tsx';
import { useVisitorTimeZone } from '../visitor-time-zone.ts';
import type { StatColumn } from '../../lib/stats/columns.ts';
import { MISSING, formatColumn } from '../../lib/stats/format.ts';
import { followLiveGameAt } from '../../services/live/live-game.ts';
import { $live } from '../../stores/live.ts';
import '../../styles/live-dot.css';
import '../../styles/score-card.css';
import './LiveCenter.css';

export interface LiveCenterProps extends LiveCenterData {
  api: LiveApiConfig;
}

function playerName(line: LiveStatLine): string {
  const name = [line.firstName, line.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return name === '' ? line.officialId : name;
}

function Scoreboard({
  game,
  away,
  home,
  startTime,
}: {
  game: LiveGame;
  away: LiveTeam;
  home: LiveTeam;
  startTime: number;
}) {
  const { event } = game;
  const state = gameState(event.eventStatus);
  // Before the start: the HTML says ET, the hydrated island the visitor's zone, named.
  const timeZone = useVisitorTimeZone();
  const status = gameStatusLine({ ...event, startTime }, state, timeZone);
  // A score the league has not published is missing, not 0.
  const scoreText = (score: number | null): string | number => score ?? MISSING;
  const sides = [
    { team: away, score: event.visitorScore, where: 'Away' },
    { team: home, score: event.homeScore, where: 'Home' },
  ];
  return (
    <section className="scoreboard" aria-label="Score">
      {sides.map(({ team, score, where }) => (
        <div
          className={`side ${where.toLowerCase()}`}
          key={where}
          data-id={team.teamId}
          style={teamColourProperties(team.colour) as CSSProperties}
        >
          <TeamBadge code={team.code} colour={team.colour} size={40} />
          <span className="where">{where}</span>
          <span className="name">{team.name}</span>
          <span className="score" data-score>
            {state === 'upcoming' ? '' : scoreText(score)}
          </span>
        </div>
      ))}
      <p className="status">
        {state === 'live' && <span className="live-pill live-dot">Live</span>} <span>{status}</span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {state === 'upcoming'
          ? ''
          : `${away.code} ${scoreText(event.visitorScore)}, ${home.code} ${scoreText(event.homeScore)}, ${status}`}
      </p>
    </section>
  );
}

function PeriodScores({ game, away, home }: { game: LiveGame; away: LiveTeam; home: LiveTeam }) {
  const { event } = game;
  const reached = periodsReached(event);
  const rows = [
    { team: away, periods: event.visitorPeriodScores, score: event.visitorScore },
    { team: home, periods: event.homePeriodScores, score: event.homeScore },
  ].map(({ team, periods, score }) => ({
    teamId: team.teamId,
    name: team.name,
    cells: periodScoreCells(periods, reached),
    // A score the league has not published is missing, not 0.
    total: reached === 0 || score === null ? '-' : score,
  }));
  return <LineScore headings={rows[0]?.cells.map((_, index) => quarterLabel(index + 1)) ?? []} rows={rows} />;
}

function TeamStats({
  game,
  away,
  home,
  columns,
}: {
  game: LiveGame;
  away: LiveTeam;
  home: LiveTeam;
  columns: readonly StatColumn[];
}) {
  const [awayLine, homeLine] = game.teamStats;
  if (awayLine === undefined || homeLine === undefined) return null;
  return (
    <table className="live-table team-stats">
      <caption>Team stats</caption>
      <thead>
        <tr>
          <th scope="col">Stat</th>
          <th scope="col" className="numeric">
            {away.code}
          </th>
          <th scope="col" className="numeric">
            {home.code}
          </th>
        </tr>
      </thead>
      <tbody>
        {columns.map((column) => (
          <tr key={column.id}>
            <th scope="row">{column.longName}</th>
            <td className="numeric">{formatColumn(column, awayLine)}</td>
            <td className="numeric">{formatColumn(column, homeLine)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BoxScore({ game, team, columns }: { game: LiveGame; team: LiveTeam; columns: readonly StatColumn[] }) {
  const lines = game.playerStats
    .filter((line) => line.teamId === team.teamId)
    .toSorted(
      (a, b) => Number(b['points'] ?? 0) - Number(a['points'] ?? 0) || playerName(a).localeCompare(playerName(b)),
    );
  return (
    <div className="live-scroll" role="region" aria-label={`${team.name} box score`} tabIndex={0}>
      <table className="live-table box-score">
        <caption>{team.name}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {columns.map((column) => (
              <th scope="col" className="numeric" key={column.id}>
                <ColumnHeading column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.officialId} data-id={line.officialId}>
              <th scope="row">
                {typeof line['slug'] === 'string' ? (
                  <a href={playerPath(line['slug'])}>{playerName(line)}</a>
                ) : (
                  playerName(line)
                )}
              </th>
              {columns.map((column) => (
                <td className="numeric" key={column.id}>
                  {formatColumn(column, line)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WinProbability({ game, away, home }: { game: LiveGame; away: LiveTeam; home: LiveTeam }) {
  const series = useMemo(() => winProbabilitySeries(game.plays), [game.plays]);
  if (series.length === 0) return null;
  return (
    <WinProbabilityChart series={series} away={away} home={home} live={gameState(game.event.eventStatus) === 'live'} />
  );
}

function Connection() {
  const live = useStore($live);
  const text =
    live.transport === 'stream'
      ? 'Live updates on.'
      : live.transport === 'polling'
        ? 'Live updates every 20 seconds.'
        : '';
  return (
    <div className="live-connection" data-transport={live.transport}>
      {text && <p>{text}</p>}
      {live.error !== null && <p className="live-error">Error: {live.error}</p>}
      {live.promptRefresh && (
        <p role="alert">
          Live updates keep failing.{' '}
          <button
            type="button"
            onClick={() => {
              window.location.reload();
            }}
          >
            Refresh the page
          </button>
        </p>
      )}
    </div>
  );
}

export default function LiveCenter({ game: built, away, home, startTime, columns, api }: LiveCenterProps) {
  const live = useStore($live);
  useEffect(() => {
    const service = followLiveGameAt(api, built, 'follow');
    return () => {
      service.stop();
    };
  }, [built, api]);
  const game = live.game?.slugname === built.slugname ? live.game : built;
  // One row a play: the scoring summary lists the goals among them, the play-by-play all of them.
  // A play's team is shown by its code; the game's two sides are the only teams it names.
  const rows = useMemo(() => {
    const codeOf = (teamId: string) =>
      teamId === away.teamId ? away.code : teamId === home.teamId ? home.code : teamId;
    return game.plays.map((play) => playRow(play, codeOf));
  }, [game.plays, away, home]);
  // Its class and data-state are LIVE_CENTER_STATE: the highlights hydrate when it says live.
  return (
    <div className="live-center" data-state={gameState(game.event.eventStatus)}>
      <Scoreboard game={game} away={away} home={home} startTime={startTime} />
      <Connection />
      <PeriodScores game={game} away={away} home={home} />
      <WinProbability game={game} away={away} home={home} />
      {rows.length > 0 && (
        <PlaySummary
          kind={SCORING_SUMMARY}
          rows={rows.filter((row) => row.filters.includes('scoring'))}
          awayCode={away.code}
          homeCode={home.code}
        />
      )}
      <TeamStats game={game} away={away} home={home} columns={columns.team} />
      {/* Hundreds of rows below the first screen, as on a finished game's page: laid out only when they near the view. */}
      <section className="laid-out-near-view" aria-labelledby="live-box-heading">
        <h2 id="live-box-heading">Box Score</h2>
        <BoxScore game={game} team={away} columns={columns.player} />
        <BoxScore game={game} team={home} columns={columns.player} />
      </section>
      <div className="laid-out-near-view">
        <PlayByPlay rows={rows} awayCode={away.code} homeCode={home.code} live />
      </div>
    </div>
  );
}
