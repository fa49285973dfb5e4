/**
 * The ticker's cards on real data, built the day before the 2026 semifinals (the last games the data
 * has no final for): home and games carry the semifinals (to come, with tickets and the matchup); a final with a box score names
 * its top scorer; team rows link to club profiles only; a game-day page carries its own week.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { tickerCards } from '../../../src/data/ticker.ts';
import { playerName } from '../../../src/data/players.ts';
import { matchupPath, teamPath } from '../../../src/lib/routes.ts';
import { eveOfFirstUnplayed } from '../helpers/clock.ts';

let league: LeagueData;
// Built the day before the semifinals.
let now: number;
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  now = eveOfFirstUnplayed(league.eventsOf(league.latestYear));
});

describe('tickerCards', () => {
  it('the latest season: the week of the next games, in start order', () => {
    const cards = tickerCards(league, new Set(), now);
    const events = league.eventsOf(league.latestYear);
    const upcoming = events.filter((event) => event.eventStatus < 2).sort((a, b) => a.startTime - b.startTime)[0];
    expect(cards.some((card) => card.slugname === upcoming?.slugname)).toBe(true);
    expect(cards.map((card) => card.startTime)).toEqual(cards.map((card) => card.startTime).toSorted((a, b) => a - b));
    for (const card of cards) {
      const event = league.event(card.slugname);
      expect(card.away.score).toBe(event?.eventStatus === 0 ? null : event?.visitorScore);
      expect(card.home.name).toBe(league.teamName(league.latestYear, event?.homeTeamId ?? ''));
    }
  });

  it("a final card names the game's top scorer; an upcoming one links to tickets and the matchup", () => {
    const final = tickerCards(league, new Set(), now, league.event('2024_game_6')).find(
      (card) => card.eventStatus >= 2,
    );
    const lines = league.game(final?.slugname ?? '')?.playerStats ?? [];
    const top = lines.toSorted((a, b) => b.points - a.points)[0];
    const player = league.player(top?.playerId ?? '');
    expect(final?.leader).toBe(
      `${player ? playerName(player) : ''}: ${String(top?.goals)} G, ${String(top?.assists)} A`,
    );
    const next = tickerCards(league, new Set(), now).find((card) => card.eventStatus === 0 && card.home.teamId !== '');
    expect(next?.preview).toBe(matchupPath(next?.slugname ?? ''));
    expect(next?.tickets).toMatch(/^https:\/\//);
    expect(next?.leader).toMatch(/points this season$/);
  });

  it('post-season cards carry the regular-season seeds', () => {
    const post = tickerCards(league, new Set(), now).filter(
      (card) => league.event(card.slugname)?.seasonSegment === 'post' && card.home.teamId !== '',
    );
    const seeds = new Map(league.standings(league.latestYear, 'regular').map((record) => [record.teamId, record.seed]));
    expect(post.length).toBeGreaterThan(0);
    for (const card of post) expect(card.home.seed).toBe(seeds.get(card.home.teamId));
  });

  it("team rows link to the club's profile; All-Star sides have none, nor a matchup preview", () => {
    for (const card of tickerCards(league, new Set(), now)) {
      for (const team of [card.away, card.home])
        expect(team.href).toBe(team.teamId === '' ? null : teamPath(team.teamId));
    }
    const allStar = tickerCards(league, new Set(), now, league.event('2024_all_star_game')).find(
      (card) => card.slugname === '2024_all_star_game',
    );
    expect(allStar?.home.href).toBeNull();
    expect(allStar?.away.href).toBeNull();
    // Nor a matchup page to preview.
    expect(allStar?.preview).toBeNull();
  });

  it("a game-day page carries its game's week", () => {
    const game = league.event('2024_game_6');
    const cards = tickerCards(league, new Set(), now, game);
    expect(cards.map((card) => card.slugname)).toContain('2024_game_6');
    expect(new Set(cards.map((card) => league.event(card.slugname)?.year))).toEqual(new Set([2024]));
  });

  it('a game the build treats as being played anchors the home ticker on its week, and only its card is followed live', () => {
    const game = league.event('2024_game_6');
    const cards = tickerCards(league, new Set(['2024_game_6']), now);
    const sameWeek = league
      .eventsOf(2024)
      .filter((event) => event.seasonSegment === game?.seasonSegment && event.week === game.week);
    expect(cards.map((card) => card.slugname).sort()).toEqual(sameWeek.map((event) => event.slugname).sort());
    expect(cards.filter((card) => card.gameDay).map((card) => card.slugname)).toEqual(['2024_game_6']);
    expect(tickerCards(league, new Set(), now).some((card) => card.gameDay)).toBe(false);
  });

  it('after the season, a game started without a final is pending, with its preview and no tickets', () => {
    const week = tickerCards(league, new Set(), Date.parse('2026-09-08T12:00:00Z'), league.event('2026-semifinal-1'));
    expect(week.map((card) => [card.slugname, card.state])).toEqual([
      ['2026-semifinal-1', 'pending'],
      ['2026-semifinal-2', 'pending'],
    ]);
  });
});
