import { describe, expect, it } from 'vitest';
import { advancedLimit, leaderLimit, pageCount, pageRows, topTeams } from '../../../../src/lib/leaders/defaults.ts';

describe('default sizes', () => {
  it('"Leaders default 5 (3 in one query)"', () => {
    expect(leaderLimit(1)).toBe(5);
    expect(leaderLimit(4)).toBe(3);
  });
  it('"Leaders default 5 (3 in one query)": a valid requested count wins, an invalid one is ignored', () => {
    expect(leaderLimit(4, 10)).toBe(10);
    expect(leaderLimit(1, 0)).toBe(5);
    expect(leaderLimit(1, 2.5)).toBe(5);
    expect(leaderLimit(2, null)).toBe(3);
  });
  it('"advanced 250"', () => {
    expect(advancedLimit()).toBe(250);
    expect(advancedLimit(40)).toBe(40);
    expect(advancedLimit(-1)).toBe(250);
  });
  it('"top teams 6"', () => {
    expect(topTeams(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(topTeams(['a'])).toEqual(['a']);
  });
  it('"page size 20"', () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    expect(pageCount(45)).toBe(3);
    expect(pageCount(40)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageRows(rows, 1)).toHaveLength(20);
    expect(pageRows(rows, 3)).toEqual([40, 41, 42, 43, 44]);
  });
  it('"page size 20": a page out of range shows the nearest page', () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    expect(pageRows(rows, 9)).toEqual([40, 41, 42, 43, 44]);
    expect(pageRows(rows, 0)[0]).toBe(0);
    expect(pageRows([], 1)).toEqual([]);
  });
});
