import { describe, expect, it } from 'vitest';
import { locationCodeFor, officialIdForLocationCode } from '../../../../src/lib/teams/location-codes.ts';

describe('location codes', () => {
  it('"Location codes: ARC UTA, ATL NYA, CAN BOS, CHA CAR, OUT DEN, RED CAL, WAT PHI, WHP MDW"', () => {
    expect(['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP'].map(locationCodeFor)).toEqual([
      'UTA', 'NYA', 'BOS', 'CAR', 'DEN', 'CAL', 'PHI', 'MDW',
    ]);
    expect(['UTA', 'NYA', 'BOS', 'CAR', 'DEN', 'CAL', 'PHI', 'MDW'].map(officialIdForLocationCode)).toEqual([
      'ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP',
    ]);
  });
  it('"Team lookups case-insensitive, trimmed"', () => {
    expect(locationCodeFor(' atl ')).toBe('NYA');
    expect(officialIdForLocationCode('mdw')).toBe('WHP');
  });
  it('"unknown location code returned unchanged"', () => {
    expect(officialIdForLocationCode(' xyz ')).toBe(' xyz ');
    expect(locationCodeFor('ASH')).toBe('ASH');
  });
});
