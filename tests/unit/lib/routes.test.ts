import { describe, expect, it } from 'vitest';
import {
  calendarPath,
  calendarSubscription,
  gamePath,
  leadersPath,
  teamSeasonPath,
  matchupPath,
  playerPath,
  scheduleTeamPath,
  scheduleWeekPath,
  seasonCalendarPath,
  seasonSchedulePath,
  tablePageFromPath,
  tablePath,
  tableViewPath,
  teamPath,
  teamPathName,
} from '../../../src/lib/routes.ts';
import { defaultState } from '../../../src/lib/tables/table-view.ts';

describe('site paths', () => {
  it('"Player profile: /players/{playerId}" keyed by slug', () => {
    expect(playerPath('jeff-teat')).toBe('/players/jeff-teat');
  });

  it('"Team profile: /teams/{teamName}": the current nickname, lower case, for any of the franchise\'s ids', () => {
    expect(teamPath('ARC')).toBe('/teams/archers');
    expect(teamPathName('whp')).toBe('whipsnakes');
    // Chrome became the Denver Outlaws in 2024: one franchise, one page.
    expect(teamPath('CHR')).toBe('/teams/outlaws');
    expect(teamPath('OUT')).toBe('/teams/outlaws');
  });

  it('a team the rules do not name keeps its code, lower case', () => {
    expect(teamPathName('ASE')).toBe('ase');
  });

  it('"Game detail: /games/{year}/{slugname}" and /matchup/{gameId}, slugs escaped', () => {
    expect(gamePath(2024, '2024_game_1')).toBe('/games/2024/2024_game_1');
    expect(seasonSchedulePath(2019)).toBe('/games/2019/');
    expect(scheduleWeekPath(2024, 3)).toBe('/games/2024/week/3/');
    // A club's games under the franchise's current name, the Chrome's too.
    expect(scheduleTeamPath(2022, 'CHR')).toBe('/games/2022/team/outlaws/');
    expect(matchupPath('a b')).toBe('/matchup/a%20b');
  });

  it('calendar feeds: one per franchise under its page name, and one for the league', () => {
    expect(calendarPath('CHR')).toBe('/calendar/outlaws.ics');
    expect(calendarPath()).toBe('/calendar/pll.ics');
    expect(seasonCalendarPath(2022, 'CHR')).toBe('/calendar/2022/outlaws.ics');
    expect(seasonCalendarPath(2024)).toBe('/calendar/2024/pll.ics');
  });

  it('subscriptions: the feed on the site origin as webcal://, and Google Calendar adding that address', () => {
    const subscription = calendarSubscription('/calendar/2024/pll.ics', 'https://stats.example.test/base/');
    expect(subscription.webcal).toBe('webcal://stats.example.test/calendar/2024/pll.ics');
    const google = new URL(subscription.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/r');
    expect(google.searchParams.get('cid')).toBe(subscription.webcal);
    expect(calendarSubscription('/calendar/pll.ics', 'http://127.0.0.1:4321').webcal).toBe(
      'webcal://127.0.0.1:4321/calendar/pll.ics',
    );
  });
});

describe('season and page paths of the tables and leaders', () => {
  const latest = { year: 2026, seasonType: 'regular' } as const;
  const post = { year: 2024, seasonType: 'post' } as const;

  it('a table shows the latest season at its own path and the others at /{year}/{type}/; later pages add /page/{n}/', () => {
    expect(tablePath('players', latest, latest)).toBe('/player-table/');
    expect(tablePath('teams', post, latest)).toBe('/team-table/2024/post/');
    expect(tablePath('advanced', latest, latest, 3)).toBe('/advanced-stats/page/3/');
    expect(tablePath('players', post, latest, 2)).toBe('/player-table/2024/post/page/2/');
    expect(tablePath('players', post, latest, 1)).toBe('/player-table/2024/post/');
  });

  it('the per-game view of a season is /per-game/ after its path, before the page', () => {
    expect(tablePath('players', latest, latest, 1, 'per-game')).toBe('/player-table/per-game/');
    expect(tablePath('teams', post, latest, 2, 'per-game')).toBe('/team-table/2024/post/per-game/page/2/');
    expect(tablePath('teams', post, latest, 2, 'totals')).toBe('/team-table/2024/post/page/2/');
    expect(tablePageFromPath('/team-table/2024/post/per-game/page/2/')).toBe(2);
  });

  it("reads the page back from the path: 1 for a season's first page", () => {
    expect(tablePageFromPath('/player-table/2024/post/page/12/')).toBe(12);
    expect(tablePageFromPath('/advanced-stats/page/3')).toBe(3);
    expect(tablePageFromPath('/player-table/2024/post/')).toBe(1);
    expect(tablePageFromPath('/player-table/')).toBe(1);
  });

  it('a page of the default view is its pre-rendered page; a sorted or filtered view keeps its page in the query', () => {
    expect(tableViewPath('players', latest, latest, { ...defaultState('points'), page: 2 }, 'points')).toBe(
      '/player-table/page/2/',
    );
    expect(tableViewPath('players', post, latest, { ...defaultState('goals'), page: 2 }, 'points')).toBe(
      '/player-table/2024/post/?sort=goals&page=2',
    );
    expect(tableViewPath('players', latest, latest, { ...defaultState('points'), position: 'attack' }, 'points')).toBe(
      '/player-table/?pos=attack',
    );
    expect(tableViewPath('players', post, latest, { ...defaultState('goals'), page: 3 }, 'points', 'per-game')).toBe(
      '/player-table/2024/post/per-game/?sort=goals&page=3',
    );
  });

  it('leaders show the latest season at /players/ and earlier ones under /players/season/', () => {
    expect(leadersPath('players', latest, latest)).toBe('/players/');
    expect(leadersPath('teams', { year: 2023, seasonType: 'champseries' }, latest)).toBe(
      '/teams/season/2023/champseries/',
    );
  });

  it("a leaders page's per-game view is /per-game/ after its season's path", () => {
    expect(leadersPath('players', latest, latest, 'per-game')).toBe('/players/per-game/');
    expect(leadersPath('teams', { year: 2024, seasonType: 'post' }, latest, 'per-game')).toBe(
      '/teams/season/2024/post/per-game/',
    );
    expect(leadersPath('teams', latest, latest, 'totals')).toBe('/teams/');
  });

  it("a club's latest season is its own page, earlier ones are /{year}, and /per-game after either is the per-game view", () => {
    expect(teamSeasonPath('CHR', 2025, 2025)).toBe('/teams/outlaws');
    expect(teamSeasonPath('CHR', 2023, 2025)).toBe('/teams/outlaws/2023');
    expect(teamSeasonPath('OUT', 2025, 2025, 'per-game')).toBe('/teams/outlaws/per-game');
    expect(teamSeasonPath('OUT', 2023, 2025, 'per-game')).toBe('/teams/outlaws/2023/per-game');
  });
});
