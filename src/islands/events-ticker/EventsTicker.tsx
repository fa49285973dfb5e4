/**
 * The events ticker: a carousel of this week's game cards. Rendered at build, so
 * the cards read and scroll without JavaScript; hydrated when visible for the previous and next
 * buttons and for live scores: a card whose game the page follows (`$live`) shows the live state,
 * and on pages without a live center the ticker follows a game it carries that is being played.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { TickerCard, TickerTeam } from '../../lib/games/ticker.ts';
import type { LiveApiConfig } from '../../lib/config/live-api.ts';
import { gameStatusLine } from '../../lib/games/clock-labels.ts';
import { formatStartTime } from '../../lib/games/time-display.ts';
import { useVisitorTimeZone } from '../visitor-time-zone.ts';
import { gameActions, gameState, isLiveGame, type GameAction } from '../../lib/games/status.ts';
import type { LiveGame } from '../../lib/games/live-game.ts';
import type { LiveGameService } from '../../services/live/live-game.ts';
import { $live } from '../../stores/live.ts';
import '../../styles/live-dot.css';
import './EventsTicker.css';
import CachedImage from '../cached-image/CachedImage.tsx';
import TeamBadge from '../team-badge/TeamBadge.tsx';
import { teamColourProperties } from '../../lib/teams/colours.ts';

export interface EventsTickerProps {
  cards: TickerCard[];
  /** Where live scores come from; none without a league API, and then the cards stay as built. */
  api: LiveApiConfig | null;
  /** False where a live center already follows the page's game. */
  follow: boolean;
}

/** A card with the live state of its game, when the page follows it. */
function withLive(card: TickerCard, live: ReturnType<typeof $live.get>): TickerCard {
  const game = live.game;
  if (game?.slugname !== card.slugname) return card;
  const { event } = game;
  return {
    ...card,
    eventStatus: event.eventStatus,
    state: gameState(event.eventStatus),
    period: event.period,
    clockMinutes: event.clockMinutes,
    clockSeconds: event.clockSeconds,
    gameStatus: event.gameStatus,
    away: { ...card.away, score: event.visitorScore },
    home: { ...card.home, score: event.homeScore },
  };
}

function WinIcon() {
  return (
    <svg className="ticker-win" role="img" aria-label="Winner" viewBox="0 0 10 10" width="10" height="10">
      <path d="M2 0 L8 5 L2 10 Z" />
    </svg>
  );
}

function TeamRow({ team, won }: { team: TickerTeam; won: boolean }) {
  const codeLogo = <TeamBadge code={team.code} colour={team.colour} size={24} className="ticker-logo" />;
  return (
    <li
      className={won ? 'ticker-team won' : 'ticker-team'}
      data-id={team.teamId}
      style={teamColourProperties(team.colour) as CSSProperties}
    >
      {team.logo ? (
        <CachedImage src={team.logo} width={24} height={24} fallback={codeLogo} placeholder={codeLogo} />
      ) : (
        codeLogo
      )}
      {team.seed !== null && (
        <span className="ticker-seed">
          <span className="visually-hidden">Seed </span>#{team.seed}
        </span>
      )}
      <span className="ticker-name">
        {team.href === null ? team.nickname : <a href={team.href}>{team.nickname}</a>}
        {team.record && <span className="ticker-record"> {team.record}</span>}
      </span>
      <span className="ticker-score" data-score>
        {team.score ?? ''}
      </span>
      {won && <WinIcon />}
    </li>
  );
}

function actionLink(card: TickerCard, action: GameAction): string | null {
  switch (action) {
    case 'Watch':
      return card.watch;
    case 'Tickets':
      return card.tickets;
    case 'Preview':
      return card.preview;
    case 'View Stats':
      return card.stats;
  }
}

function Card({ card }: { card: TickerCard }) {
  const { state } = card;
  // The HTML says ET, as the static pages do; once hydrated, the time reads in the visitor's zone, named.
  const timeZone = useVisitorTimeZone();
  const status = gameStatusLine(card, state, timeZone);
  const startsAt = state === 'upcoming' && status !== 'TBA' && status === formatStartTime(card.startTime, timeZone);
  const final = state === 'final';
  const awayWon = final && (card.away.score ?? 0) > (card.home.score ?? 0);
  const homeWon = final && (card.home.score ?? 0) > (card.away.score ?? 0);
  return (
    <li className="ticker-card" data-slug={card.slugname} data-state={state}>
      <article aria-label={card.title}>
        <header>
          <span>{card.date}</span> · <span>{card.week}</span>
        </header>
        <ul className="ticker-teams">
          <TeamRow team={card.away} won={awayWon} />
          <TeamRow team={card.home} won={homeWon} />
        </ul>
        <p className={state === 'live' ? 'ticker-pill live live-dot' : `ticker-pill ${state}`}>
          {state === 'live' && <span className="ticker-live">Live </span>}
          <span data-status>
            {startsAt ? (
              <time className="ticker-start" dateTime={new Date(card.startTime * 1000).toISOString()}>
                {status}
              </time>
            ) : (
              status
            )}
          </span>
        </p>
        {card.leader && <p className="ticker-leader">{card.leader}</p>}
        {card.noBoxScore && <p className="ticker-leader">The league published no box score for this game.</p>}
        <p className="ticker-actions">
          {gameActions(state).map((action) => {
            const href = actionLink(card, action);
            if (href === null) return null;
            const external = /^https?:/i.test(href);
            // Without a box score the game page holds only the result: named as the game cards name it.
            const label = action === 'View Stats' && card.noBoxScore ? 'Game Details' : action;
            return (
              <a
                key={action}
                href={href}
                {...(external ? { rel: 'noopener' } : {})}
                aria-label={`${label}: ${card.title}`}
              >
                {label}
              </a>
            );
          })}
        </p>
      </article>
    </li>
  );
}

export default function EventsTicker({ cards, api, follow }: EventsTickerProps) {
  const live = useStore($live);
  const track = useRef<HTMLOListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });

  useEffect(() => {
    const element = track.current;
    if (element === null) return;
    const update = (): void => {
      setEnds({
        start: element.scrollLeft <= 1,
        end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  useEffect(() => {
    if (!follow || api === null) return;
    const playing = cards.find((card) => card.gameDay || isLiveGame(card, Date.now()));
    if (playing === undefined) return;
    // The live code loads only on game day, when a card's game is being played.
    let service: LiveGameService | null = null;
    let cancelled = false;
    const game: LiveGame = {
      eventId: 0,
      slugname: playing.slugname,
      homeTeamId: playing.home.teamId,
      awayTeamId: playing.away.teamId,
      event: {
        eventStatus: playing.eventStatus,
        homeScore: playing.home.score,
        visitorScore: playing.away.score,
        homePeriodScores: [],
        visitorPeriodScores: [],
        period: playing.period,
        clockMinutes: playing.clockMinutes,
        clockSeconds: playing.clockSeconds,
        gameStatus: playing.gameStatus,
      },
      plays: [],
      playerStats: [],
      teamStats: [],
    };
    void import('../../services/live/live-game.ts').then(({ followLiveGameAt }) => {
      if (!cancelled) service = followLiveGameAt(api, game, 'follow');
    });
    return () => {
      cancelled = true;
      service?.stop();
    };
  }, [cards, api, follow]);

  const scrollByCard = (direction: 1 | -1): void => {
    const element = track.current;
    const card = element?.querySelector('.ticker-card');
    if (!element || !card) return;
    element.scrollBy({ left: direction * card.getBoundingClientRect().width, behavior: 'smooth' });
  };

  return (
    <section className="ticker" aria-label="Games this week">
      <button
        type="button"
        className="ticker-step"
        aria-label="Previous games"
        disabled={ends.start}
        onClick={() => {
          scrollByCard(-1);
        }}
      >
        ‹
      </button>
      <ol className="ticker-track" ref={track} tabIndex={0} aria-label="Game cards">
        {cards.map((card) => (
          <Card key={card.slugname} card={withLive(card, live)} />
        ))}
      </ol>
      <button
        type="button"
        className="ticker-step"
        aria-label="Next games"
        disabled={ends.end}
        onClick={() => {
          scrollByCard(1);
        }}
      >
        ›
      </button>
    </section>
  );
}
