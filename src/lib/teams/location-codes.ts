/** The location codes the league shows from 2024: ARC UTA, ATL NYA, CAN BOS, CHA CAR, OUT DEN, RED CAL, WAT PHI, WHP MDW. */
import { normalizeTeamCode } from './ids.ts';

export const LOCATION_CODES: Readonly<Record<string, string>> = {
  ARC: 'UTA',
  ATL: 'NYA',
  CAN: 'BOS',
  CHA: 'CAR',
  OUT: 'DEN',
  RED: 'CAL',
  WAT: 'PHI',
  WHP: 'MDW',
};

/**
 * The location code of an official id. "Team lookups case-insensitive, trimmed; unknown location
 * code returned unchanged": an id without a location code comes back exactly as given.
 */
export function locationCodeFor(officialId: string): string {
  return LOCATION_CODES[normalizeTeamCode(officialId)] ?? officialId;
}
