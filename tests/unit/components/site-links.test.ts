import { describe, expect, it } from 'vitest';
import { isActiveLink } from '../../../src/components/layout/site-links.ts';

describe('the current section of the navigation', () => {
  it('home is current on the home page alone', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/games/')).toBe(false);
  });

  it('a section is current on its page and its views, with or without the closing slash', () => {
    expect(isActiveLink('/games/', '/games')).toBe(true);
    expect(isActiveLink('/games/', '/games/2024/')).toBe(true);
    expect(isActiveLink('/player-table/', '/player-table/2024/post/page/2/')).toBe(true);
    expect(isActiveLink('/players/', '/players/')).toBe(true);
    expect(isActiveLink('/teams/', '/teams/season/2023/champseries/')).toBe(true);
  });

  it('the leaders are not current on a player or team profile', () => {
    expect(isActiveLink('/players/', '/players/blaze-riorden/')).toBe(false);
    expect(isActiveLink('/teams/', '/teams/whipsnakes/')).toBe(false);
    expect(isActiveLink('/teams/', '/team-table/')).toBe(false);
  });
});
