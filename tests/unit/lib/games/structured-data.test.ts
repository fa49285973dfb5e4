import { describe, expect, it } from 'vitest';
import { jsonLdScript, sportsEventJsonLd, type SportsEventInput } from '../../../../src/lib/games/structured-data.ts';

const game: SportsEventInput = {
  name: 'Carolina Chaos at New York Atlas',
  startTime: 1748649600,
  eventStatus: 3,
  url: 'https://stats.premierlacrosseleague.com/games/2025/2025_game_1',
  venue: 'Casey Stadium at UAlbany',
  location: 'Albany, NY',
  homeTeam: 'New York Atlas',
  awayTeam: 'Carolina Chaos',
  result: 'Carolina Chaos 8, New York Atlas 10 (FINAL)',
};

describe('sportsEventJsonLd', () => {
  it('names the teams, the place and the start in ISO time', () => {
    const data = sportsEventJsonLd(game);
    expect(data).toMatchObject({
      '@type': 'SportsEvent',
      startDate: '2025-05-31T00:00:00.000Z',
      homeTeam: { '@type': 'SportsTeam', name: 'New York Atlas' },
      awayTeam: { '@type': 'SportsTeam', name: 'Carolina Chaos' },
      location: { '@type': 'Place', name: 'Casey Stadium at UAlbany', address: 'Albany, NY' },
      description: game.result,
    });
  });

  it('has no result before the game is final, and no place when the venue is unknown', () => {
    const data = sportsEventJsonLd({ ...game, eventStatus: 0, venue: null });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('location');
  });
});

describe('jsonLdScript', () => {
  it('escapes "<" so a name cannot close the script element', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
