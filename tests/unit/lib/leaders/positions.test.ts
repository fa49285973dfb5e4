import { describe, expect, it } from 'vitest';
import {
  matchesPositionFilter,
  normalizePosition,
  POSITION_FILTERS,
  positionGroup,
  POSITIONS,
} from '../../../../src/lib/leaders/positions.ts';

function filter(label: string) {
  const found = POSITION_FILTERS.find((entry) => entry.label === label);
  if (found === undefined) throw new Error(label);
  return found;
}

describe('positions', () => {
  it('"Positions A, M, F, D, LSM, SSDM, FO, G"', () => {
    expect(POSITIONS).toEqual(['A', 'M', 'F', 'D', 'LSM', 'SSDM', 'FO', 'G']);
    expect(normalizePosition(' lsm ')).toBe('LSM');
    expect(normalizePosition('X')).toBeNull();
    expect(normalizePosition(undefined)).toBeNull();
  });
  it('"groups offense (A, M, F), defense (D, LSM, SSDM), faceoff (FO), goalie (G)"', () => {
    expect(['A', 'M', 'F'].map(positionGroup)).toEqual(['offense', 'offense', 'offense']);
    expect(['D', 'LSM', 'SSDM'].map(positionGroup)).toEqual(['defense', 'defense', 'defense']);
    expect(positionGroup('FO')).toBe('faceoff');
    expect(positionGroup('g')).toBe('goalie');
    expect(positionGroup('')).toBeNull();
  });
  it('"Position filter labels: Attack, Midfield, Long Stick Midfield, Short Stick Defensive Midfield, Defense, Faceoff, Goalie, Rookie."', () => {
    expect(POSITION_FILTERS.map((entry) => entry.label)).toEqual([
      'Attack',
      'Midfield',
      'Long Stick Midfield',
      'Short Stick Defensive Midfield',
      'Defense',
      'Faceoff',
      'Goalie',
      'Rookie',
    ]);
  });
  it('a position filter shows the players of its position', () => {
    expect(matchesPositionFilter(filter('Long Stick Midfield'), { position: 'LSM' }, 2024)).toBe(true);
    expect(matchesPositionFilter(filter('Short Stick Defensive Midfield'), { position: 'SSDM' }, 2024)).toBe(true);
    expect(matchesPositionFilter(filter('Midfield'), { position: 'SSDM' }, 2024)).toBe(false);
    expect(matchesPositionFilter(filter('Attack'), { position: 'F' }, 2024)).toBe(false);
    expect(matchesPositionFilter(filter('Goalie'), { position: null }, 2024)).toBe(false);
  });
  it("the Rookie filter shows the season's rookies at any position", () => {
    expect(matchesPositionFilter(filter('Rookie'), { position: 'G', expFromYear: 2024 }, 2024)).toBe(true);
    expect(matchesPositionFilter(filter('Rookie'), { position: 'G', expFromYear: 2023 }, 2024)).toBe(false);
  });
});
