import { describe, expect, it } from 'vitest';
import { topTeams } from '../../../../src/lib/leaders/defaults.ts';

describe('default sizes', () => {
  it('"top teams 6"', () => {
    expect(topTeams(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(topTeams(['a'])).toEqual(['a']);
  });
});
