import { describe, expect, it } from 'vitest';
import { locationCodeFor } from '../../../../src/lib/teams/location-codes.ts';

describe('location codes', () => {
  it('"Location codes: ARC UTA, ATL NYA, CAN BOS, CHA CAR, OUT DEN, RED CAL, WAT PHI, WHP MDW"', () => {
    expect(['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP'].map(locationCodeFor)).toEqual([
      'UTA',
      'NYA',
      'BOS',
      'CAR',
      'DEN',
      'CAL',
      'PHI',
      'MDW',
    ]);
  });
  it('"Team lookups case-insensitive, trimmed"', () => {
    expect(locationCodeFor(' atl ')).toBe('NYA');
  });
  it('"unknown location code returned unchanged"', () => {
    expect(locationCodeFor('ASH')).toBe('ASH');
  });
});
