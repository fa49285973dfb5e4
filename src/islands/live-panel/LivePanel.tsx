/**
 * The live feed debug panel of /sse/connection/test ("Live feed debug panel", section
 * 8 "Live panel" texts): Connect and Disconnect; the home and away score, period scores, period,
 * clock and the last 5 plays of whatever game the stream is carrying.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { LiveApiConfig } from '../../lib/config/live-api.ts';
import { formatClock } from '../../lib/games/clock-labels.ts';
import { periodLabel } from '../../lib/games/period-labels.ts';
import { playLabel } from '../../lib/games/play-labels.ts';
import { followLiveGameAt, type LiveGameService } from '../../services/live/live-game.ts';
import { $live } from '../../stores/live.ts';

const SHOWN_PLAYS = 5;
export const WAITING_TEXT = 'Waiting for game updates...';
export const DISCONNECTED_TEXT = 'Disconnected. Click Connect to start receiving updates.';

export default function LivePanel({ api }: { api: LiveApiConfig }) {
  const live = useStore($live);
  const service = useRef<LiveGameService | null>(null);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    service.current = followLiveGameAt(api, null, 'manual');
    return () => {
      service.current?.stop();
    };
  }, [api]);
  // The stream closes itself on Game ended, No live game or giving up: the panel follows.
  const open = connected && live.connection !== 'closed';
  const game = live.game;
  const plays = game?.plays.slice(-SHOWN_PLAYS).toReversed() ?? [];
  return (
    <section className="live-panel" aria-labelledby="live-panel-heading">
      <h2 id="live-panel-heading">Live feed</h2>
      <p>
        <button
          type="button"
          disabled={open}
          onClick={() => {
            setConnected(true);
            service.current?.connect();
          }}
        >
          Connect
        </button>{' '}
        <button
          type="button"
          disabled={!open}
          onClick={() => {
            setConnected(false);
            service.current?.disconnect();
          }}
        >
          Disconnect
        </button>
      </p>
      <div role="status" data-connection={live.connection}>
        {live.error !== null && <p className="live-error">Error: {live.error}</p>}
        {!open && <p>{DISCONNECTED_TEXT}</p>}
        {open && game === null && <p>{WAITING_TEXT}</p>}
      </div>
      {game !== null && (
        <dl className="live-readout" data-slug={game.slugname}>
          <dt>Game</dt>
          <dd>{game.slugname}</dd>
          <dt>Home score</dt>
          <dd data-field="homeScore">{game.event.homeScore ?? 0}</dd>
          <dt>Away score</dt>
          <dd data-field="awayScore">{game.event.visitorScore ?? 0}</dd>
          <dt>Home period scores</dt>
          <dd data-field="homePeriodScores">{game.event.homePeriodScores.join(' ')}</dd>
          <dt>Away period scores</dt>
          <dd data-field="awayPeriodScores">{game.event.visitorPeriodScores.join(' ')}</dd>
          <dt>Period</dt>
          <dd data-field="period">{game.event.period > 0 ? periodLabel(game.event.period) : '-'}</dd>
          <dt>Clock</dt>
          <dd data-field="clock">{formatClock(game.event.clockMinutes, game.event.clockSeconds)}</dd>
        </dl>
      )}
      {plays.length > 0 && (
        <>
          <h3>Last {SHOWN_PLAYS} plays</h3>
          <ol className="live-last-plays">
            {plays.map((play, index) => (
              <li key={`${play.markerId}-${String(index)}`} data-marker={play.markerId}>
                {periodLabel(play.period)} {formatClock(play.minutes, play.seconds)} · {playLabel(play)}
                {play.description ? `: ${play.description}` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
