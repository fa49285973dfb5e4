import { describe, expect, it } from 'vitest';
import { gameTitle, roundLabel } from '../../../../src/lib/games/post-season.ts';

describe('round labels', () => {
  it('"Post-season label from description: Quarterfinals, Semifinals, Championship"', () => {
    expect(roundLabel({ seasonSegment: 'post', description: 'Quarterfinal 1' })).toBe('Quarterfinals');
    expect(roundLabel({ seasonSegment: 'post', description: 'SEMIFINALS' })).toBe('Semifinals');
    expect(roundLabel({ seasonSegment: 'post', description: 'Championship' })).toBe('Championship');
    expect(roundLabel({ seasonSegment: 'champseries', description: 'PLL Semifinals' })).toBe('Semifinals');
    expect(roundLabel({ seasonSegment: 'champseries', description: 'PLL Championship' })).toBe('Championship');
  });
  it('"allstar shows All-Star"', () => {
    expect(roundLabel({ seasonSegment: 'allstar', description: null })).toBe('All-Star');
  });
  it('a round robin, a "Championship Series" name, a regular game and a missing description have no label', () => {
    expect(roundLabel({ seasonSegment: 'champseries', description: 'Round Robin - PLL Gm 6' })).toBeNull();
    expect(roundLabel({ seasonSegment: 'champseries', description: 'Championship Series Gm 2' })).toBeNull();
    expect(roundLabel({ seasonSegment: 'regular', description: 'Championship rematch' })).toBeNull();
    expect(roundLabel({ seasonSegment: 'post' })).toBeNull();
  });
});

describe('game titles', () => {
  const final = { eventStatus: 3, homePeriodScores: [3, 2, 4, 3], visitorPeriodScores: [1, 4, 2, 2] };
  it('a game between two sides is "Away at Home"', () => {
    expect(
      gameTitle(
        { ...final, seasonSegment: 'regular', homeScore: 12, visitorScore: 9 },
        'Utah Archers',
        'Denver Outlaws',
      ),
    ).toBe('Utah Archers at Denver Outlaws');
  });
  it('an All-Star event goes by its name: the game between its sides, or the Skills Competition, which keeps no score', () => {
    expect(
      gameTitle(
        { ...final, seasonSegment: 'allstar', homeScore: 12, visitorScore: 9 },
        'All-Stars Away',
        'All-Stars Home',
      ),
    ).toBe('All-Star Game: All-Stars Away vs All-Stars Home');
    // As the league sends the Skills Competition: final, 0-0, no score by period.
    expect(
      gameTitle(
        {
          seasonSegment: 'allstar',
          eventStatus: 3,
          homeScore: 0,
          visitorScore: 0,
          homePeriodScores: [],
          visitorPeriodScores: [],
        },
        'All-Stars Away',
        'All-Stars Home',
      ),
    ).toBe('All-Star Skills Competition');
    // Before it is played, nothing tells the two events apart.
    expect(
      gameTitle(
        { seasonSegment: 'allstar', eventStatus: 0, homeScore: null, visitorScore: null },
        'All-Stars East',
        'All-Stars West',
      ),
    ).toBe('All-Star Game: All-Stars East vs All-Stars West');
  });
});
