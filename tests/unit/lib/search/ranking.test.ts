import { describe, expect, it } from 'vitest';
import { matchBonus, normalizeQuery, rankSearch, searchScore } from '../../../../src/lib/search/ranking.ts';

const teat = { firstName: 'Jeff', lastName: 'Teat', fullName: 'Jeff Teat', teamName: 'Atlas' };
const teague = { firstName: 'Kyle', lastName: 'Teague', fullName: 'Kyle Teague', teamName: 'Cannons' };
const jeffries = { firstName: 'Bryce', lastName: 'Jeffries', fullName: 'Bryce Jeffries', teamName: 'Chaos' };

describe('search ranking', () => {
  it('"bonuses exact 10, prefix 5, substring 1", case and accents folded', () => {
    expect(matchBonus('Teat', 'teat')).toBe(10);
    expect(matchBonus('Teague', 'tea')).toBe(5);
    expect(matchBonus('Jeffries', 'ffri')).toBe(1);
    expect(matchBonus('Chaos', 'xyz')).toBe(0);
    expect(matchBonus('Zoë', 'zoe')).toBe(10);
  });

  it('"Search weights lastName 3, firstName 2, teamName 1, fullName 4": weight x bonus, summed over fields', () => {
    // lastName exact (3 x 10) + fullName substring (4 x 1)
    expect(searchScore(teat, 'teat')).toBe(34);
    // fullName exact (4 x 10); the single names do not contain the whole query
    expect(searchScore(teat, 'jeff teat')).toBe(40);
    expect(searchScore(teat, 'atlas')).toBe(10);
  });

  it('ranks the exact last name above a prefix, and leaves out what does not match', () => {
    expect(rankSearch([teague, jeffries, teat], 'teat', 5)).toEqual([teat]);
    expect(rankSearch([teague, teat], 'tea', 5)).toEqual([teague, teat]);
    expect(rankSearch([jeffries, teat], 'jeff', 5)).toEqual([teat, jeffries]);
    expect(rankSearch([teague, teat], 'tea', 1)).toHaveLength(1);
  });

  it('"Search query max 512 characters": longer queries are cut before matching', () => {
    const long = `teat${'x'.repeat(600)}`;
    expect(normalizeQuery(long)).toHaveLength(512);
    expect(normalizeQuery('  Jeff   TEAT ')).toBe('jeff teat');
  });
});
