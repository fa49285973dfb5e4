import { describe, expect, it } from 'vitest';
import { roundLabel } from '../../../../src/lib/games/post-season.ts';

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
