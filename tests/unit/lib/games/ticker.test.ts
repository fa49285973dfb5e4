import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { showsTicker, tickerEvents, type TickerEvent } from '../../../../src/lib/games/ticker.ts';
import { eveOfFirstUnplayed, OFF_SEASON } from '../../helpers/clock.ts';

const game = (
  slugname: string,
  seasonSegment: string,
  week: number,
  startTime: number,
  eventStatus: number,
): TickerEvent => ({ slugname, seasonSegment, week, startTime, eventStatus });
// 2026's end as the snapshot has it: week 13 played, quarterfinals played, semifinals and the final to come.
const season = [
  game('ev-47', 'regular', 13, 100, 3),
  game('ev-48', 'regular', 13, 110, 3),
  game('quarterfinals-1', 'post', 14, 200, 3),
  game('quarterfinals-2', 'post', 14, 210, 3),
  game('semifinal-2', 'post', 15, 310, 0),
  game('semifinal-1', 'post', 15, 300, 0),
  game('championship-game', 'post', 16, 400, 0),
];
const slugs = (events: TickerEvent[]) => events.map((event) => event.slugname);
// Built between the quarterfinals and the semifinals (start times above are epoch seconds).
const NOW = 250_000;

describe('tickerEvents', () => {
  it('carries the week of the next game, in start order', () => {
    expect(slugs(tickerEvents(season, NOW))).toEqual(['semifinal-1', 'semifinal-2']);
  });
  it('with a game being played, its week is the current one', () => {
    const live = season.map((event) => (event.slugname === 'quarterfinals-2' ? { ...event, eventStatus: 1 } : event));
    expect(slugs(tickerEvents(live, NOW))).toEqual(['quarterfinals-1', 'quarterfinals-2']);
  });
  it('when the season is over, the last week played', () => {
    const over = season.map((event) => ({ ...event, eventStatus: 3 }));
    expect(slugs(tickerEvents(over, 500_000))).toEqual(['championship-game']);
  });
  it('once every game has started, the last week, whether or not its results are in', () => {
    expect(slugs(tickerEvents(season, 500_000))).toEqual(['championship-game']);
  });
  it('a week is the segment and the week number: an equal number in another segment is another week', () => {
    const allStar = [
      game('week-6-game', 'regular', 6, 100, 0),
      game('all-star-game', 'allstar', 6, 150, 0),
      game('week-6-late', 'regular', 6, 200, 0),
    ];
    expect(slugs(tickerEvents(allStar, 0))).toEqual(['week-6-game', 'week-6-late']);
  });
  it("on a game-day page, that game's week; an unknown game or no games, nothing", () => {
    expect(slugs(tickerEvents(season, NOW, 'ev-48'))).toEqual(['ev-47', 'ev-48']);
    expect(tickerEvents(season, NOW, 'no-such-game')).toEqual([]);
    expect(tickerEvents([], NOW)).toEqual([]);
  });
  it('"only when more than one event exists"', () => {
    expect(showsTicker([])).toBe(false);
    expect(showsTicker([season[0]])).toBe(false);
    expect(showsTicker(season.slice(0, 2))).toBe(true);
  });
});

describe('tickerEvents on the bundled seasons', () => {
  let league: LeagueData;
  beforeAll(async () => {
    league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  });

  it('2026 on the eve of the semifinals: the semifinals, so the ticker shows', () => {
    const events = tickerEvents(league.eventsOf(2026), eveOfFirstUnplayed(league.eventsOf(2026)));
    expect(slugs(events)).toEqual(['2026-semifinal-1', '2026-semifinal-2']);
    expect(showsTicker(events)).toBe(true);
  });
  it('2025 (over): the last week played is the championship alone, so the ticker is an empty block', () => {
    const events = tickerEvents(league.eventsOf(2025), OFF_SEASON);
    expect(slugs(events)).toEqual(['2025_championship_game']);
    expect(showsTicker(events)).toBe(false);
  });
  it("a regular-season game's page carries the four games of its week", () => {
    expect(slugs(tickerEvents(league.eventsOf(2024), OFF_SEASON, '2024_game_6'))).toEqual([
      '2024_game_5',
      '2024_game_6',
      '2024_game_8',
      '2024_game_7',
    ]);
  });
});
