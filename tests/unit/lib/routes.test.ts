import { describe, expect, it } from 'vitest';
import {
  calendarPath,
  calendarSubscription,
  gamePath,
  teamSeasonPath,
  matchupPath,
  playerPath,
  scheduleTeamPath,
  scheduleWeekPath,
  seasonCalendarPath,
  seasonSchedulePath,
  teamPath,
  teamPathName,
} from '../../../src/lib/routes.ts';

describe('site paths', () => {
  // Every page path ends in a slash, as the page's own address does: without it the host redirects.
  it('"Player profile: /players/{playerId}" keyed by slug', () => {
    expect(playerPath('jeff-teat')).toBe('/players/jeff-teat/');
  });

  it('"Team profile: /teams/{teamName}": the current nickname, lower case, for any of the franchise\'s ids', () => {
    expect(teamPath('ARC')).toBe('/teams/archers/');
    expect(teamPathName('whp')).toBe('whipsnakes');
    // Chrome became the Denver Outlaws in 2024: one franchise, one page.
    expect(teamPath('CHR')).toBe('/teams/outlaws/');
    expect(teamPath('OUT')).toBe('/teams/outlaws/');
  });

  it('a team the rules do not name keeps its code, lower case', () => {
    expect(teamPathName('ASE')).toBe('ase');
  });

  it('"Game detail: /games/{year}/{slugname}" and /matchup/{gameId}, slugs escaped', () => {
    expect(gamePath(2024, '2024_game_1')).toBe('/games/2024/2024_game_1/');
    expect(seasonSchedulePath(2019)).toBe('/games/2019/');
    expect(scheduleWeekPath(2024, 3)).toBe('/games/2024/week/3/');
    // A club's games under the franchise's current name, the Chrome's too.
    expect(scheduleTeamPath(2022, 'CHR')).toBe('/games/2022/team/outlaws/');
    expect(matchupPath('a b')).toBe('/matchup/a%20b/');
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

describe('club season paths', () => {
  it("a club's latest season is its own page, earlier ones are /{year}, and /per-game after either is the per-game view", () => {
    expect(teamSeasonPath('CHR', 2025, 2025)).toBe('/teams/outlaws/');
    expect(teamSeasonPath('CHR', 2023, 2025)).toBe('/teams/outlaws/2023/');
    expect(teamSeasonPath('OUT', 2025, 2025, 'per-game')).toBe('/teams/outlaws/per-game/');
    expect(teamSeasonPath('OUT', 2023, 2025, 'per-game')).toBe('/teams/outlaws/2023/per-game/');
  });
});
