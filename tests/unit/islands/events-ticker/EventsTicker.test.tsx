/**
 * The ticker as the build renders it (what a reader without JavaScript gets), on real games: a week
 * of finals shows the scores, FINAL or FINAL OT, the win icon on the winner's row and View Stats
 * only; a card whose game the page follows in `$live` shows the store's state instead of the
 * build's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeagueData } from '../../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { tickerCards } from '../../../../src/data/ticker.ts';
import EventsTicker from '../../../../src/islands/events-ticker/EventsTicker.tsx';
import { finalLabel } from '../../../../src/lib/games/status.ts';
import type { TickerCard } from '../../../../src/lib/games/ticker.ts';
import { $live, INITIAL_LIVE_STATE } from '../../../../src/stores/live.ts';
import { OFF_SEASON, eveOfFirstUnplayed } from '../../helpers/clock.ts';

const api = { restBaseUrl: 'http://127.0.0.1:1/api', token: '' };
let league: LeagueData;
let week: TickerCard[];
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  week = tickerCards(league, new Set(), OFF_SEASON, league.event('2024_game_6'));
});
afterEach(() => {
  $live.set(INITIAL_LIVE_STATE);
});

/** The rendered card of one game, as a DOM-free string. */
function cardHtml(slugname: string): string {
  const html = renderToStaticMarkup(<EventsTicker cards={week} api={api} follow={false} />);
  const start = html.indexOf(`data-slug="${slugname}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('class="ticker-card"', start);
  return html.slice(start, end === -1 ? undefined : end);
}

describe('EventsTicker', () => {
  it('a post-season card labels each seed as one ("#1"), apart from the score', () => {
    const semifinal = league
      .eventsOf(2024)
      .find((event) => event.seasonSegment === 'post' && event.homeTeamId !== '' && event.awayTeamId !== '');
    if (!semifinal) throw new Error('2024 has a drawn post-season game');
    const seeds = new Map(league.standings(2024, 'regular').map((record) => [record.teamId, record.seed]));
    const html = renderToStaticMarkup(
      <EventsTicker cards={tickerCards(league, new Set(), OFF_SEASON, semifinal)} api={api} follow={false} />,
    );
    for (const teamId of [semifinal.awayTeamId, semifinal.homeTeamId]) {
      expect(html).toContain(
        `<span class="ticker-seed"><span class="visually-hidden">Seed </span>#${String(seeds.get(teamId))}</span>`,
      );
    }
  });

  it('a final: both scores, FINAL or FINAL OT, "Winner" on the winning row, View Stats and no Tickets', () => {
    for (const card of week) {
      const event = league.event(card.slugname);
      if (!event || event.homeScore === null || event.visitorScore === null)
        throw new Error(`${card.slugname} is a final with scores`);
      const html = cardHtml(card.slugname);
      expect(html).toContain(`data-score="true">${String(event.visitorScore)}<`);
      expect(html).toContain(`data-score="true">${String(event.homeScore)}<`);
      expect(html).toContain(`>${finalLabel(event.period)}<`);
      const rows = html.split(/class="ticker-team[ "]/).slice(1);
      const winner = event.homeScore > event.visitorScore ? 1 : 0;
      expect(rows.map((row) => row.includes('aria-label="Winner"'))).toEqual([winner === 0, winner === 1]);
      expect(html).toContain(`href="/games/2024/${card.slugname}/"`);
      expect(html).not.toContain('>Tickets<');
    }
  });

  it('a final the league published no box score for says so and links to the game details, not to stats', () => {
    // Which finals have a box score, read straight off the snapshot's game files.
    const gameFile = join(DEFAULT_SNAPSHOT_DIR, 'games', `${String(league.latestYear)}.json`);
    const boxScores = new Set(
      Object.keys(existsSync(gameFile) ? (JSON.parse(readFileSync(gameFile, 'utf8')) as object) : {}),
    );
    const withoutBoxScore = league
      .eventsOf(league.latestYear)
      .filter((event) => event.eventStatus >= 2 && event.seasonSegment === 'post' && !boxScores.has(event.slugname));
    const [game] = withoutBoxScore;
    if (!game) throw new Error('the latest season has a post-season final without a box score');
    const cards = tickerCards(league, new Set(), OFF_SEASON, game);
    const html = renderToStaticMarkup(<EventsTicker cards={cards} api={api} follow={false} />);
    const start = html.indexOf(`data-slug="${game.slugname}"`);
    const end = html.indexOf('class="ticker-card"', start);
    const card = html.slice(start, end === -1 ? undefined : end);
    expect(card).toContain('The league published no box score for this game.');
    expect(card).toContain(`>Game Details</a>`);
    expect(card).not.toContain('View Stats');
    for (const other of cards.filter((entry) => boxScores.has(entry.slugname))) expect(other.noBoxScore).toBe(false);
  });

  it('an upcoming card states its start time in ET in the HTML, in a <time> the hydrated island restates locally', () => {
    const events = league.eventsOf(league.latestYear);
    const cards = tickerCards(league, new Set(), eveOfFirstUnplayed(events), undefined);
    const upcoming = cards.find((card) => card.state === 'upcoming');
    if (!upcoming) throw new Error('the latest season has games ahead of its eve');
    // "3pm ET": the hour in New York as the platform's own formatter gives it, minutes only when not :00.
    const [clock = '', period = ''] = new Date(upcoming.startTime * 1000)
      .toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' })
      .split(' ');
    const expected = `${clock.replace(':00', '')}${period.toLowerCase()} ET`;
    const html = renderToStaticMarkup(<EventsTicker cards={cards} api={api} follow={false} />);
    const iso = new Date(upcoming.startTime * 1000).toISOString();
    expect(html).toContain(`<time class="ticker-start" dateTime="${iso}">${expected}</time>`);
  });

  it('the card of the game in $live shows its live score, period and clock, with Watch', () => {
    const [followed, other] = week;
    if (!followed || !other) throw new Error('the week has two games');
    $live.set({
      ...INITIAL_LIVE_STATE,
      game: {
        eventId: 1,
        slugname: followed.slugname,
        homeTeamId: followed.home.teamId,
        awayTeamId: followed.away.teamId,
        event: {
          eventStatus: 1,
          homeScore: 7,
          visitorScore: 5,
          homePeriodScores: [4, 3],
          visitorPeriodScores: [2, 3],
          period: 2,
          clockMinutes: 4,
          clockSeconds: 32,
          gameStatus: null,
        },
        plays: [],
        playerStats: [],
        teamStats: [],
      },
    });
    const html = cardHtml(followed.slugname);
    expect(html).toContain('data-state="live"');
    expect(html).toContain('>Live <');
    expect(html).toContain('>2nd 4:32<');
    expect(html).toContain('data-score="true">5<');
    expect(html).toContain('data-score="true">7<');
    expect(html).not.toContain('aria-label="Winner"');
    expect(html).toContain('>View Stats<');
    if (followed.watch !== null) expect(html).toContain('>Watch<');
    expect(cardHtml(other.slugname)).toContain('data-state="final"');
  });
});
