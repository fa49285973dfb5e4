import { describe, expect, it } from 'vitest';
import { leadersPath, tablePageFromPath, tablePath, tableViewPath } from '../../../../src/lib/tables/table-paths.ts';
import { defaultState } from '../../../../src/lib/tables/table-view.ts';

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
});
