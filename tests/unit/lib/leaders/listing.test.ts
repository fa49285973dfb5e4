import { describe, expect, it } from 'vitest';
import { isListed } from '../../../../src/lib/leaders/listing.ts';

describe('listing', () => {
  it('"points needs shots or assists above 0"', () => {
    expect(isListed('points', 'A', { shots: 0, assists: 0, points: 0 })).toBe(false);
    expect(isListed('points', 'A', { shots: 1, assists: 0 })).toBe(true);
    expect(isListed('points', 'D', { shots: 0, assists: 1 })).toBe(true);
  });
  it('"faceoffsWon needs faceoffs above 0"', () => {
    expect(isListed('faceoffsWon', 'FO', { faceoffs: 0, faceoffsWon: 0 })).toBe(false);
    expect(isListed('faceoffsWon', 'M', { faceoffs: 1, faceoffsWon: 0 })).toBe(true);
  });
  it('"saves needs position G with saves, goals against or groundballs above 0"', () => {
    expect(isListed('saves', 'G', { saves: 1 })).toBe(true);
    expect(isListed('saves', 'g ', { goalsAgainst: 2 })).toBe(true);
    expect(isListed('saves', 'G', { groundBalls: 1 })).toBe(true);
    expect(isListed('saves', 'G', { saves: 0, goalsAgainst: 0, groundBalls: 0 })).toBe(false);
    expect(isListed('saves', 'D', { saves: 3 })).toBe(false);
    expect(isListed('saves', null, { saves: 3 })).toBe(false);
  });
  it('other stats list everyone', () => {
    expect(isListed('goals', 'A', {})).toBe(true);
  });
});
