/** Location codes (spec section 3: "Location codes: ARC UTA, ATL NYA, CAN BOS, CHA CAR, OUT DEN, RED CAL, WAT PHI, WHP MDW"). */
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

const OFFICIAL_IDS = Object.fromEntries(Object.entries(LOCATION_CODES).map(([id, code]) => [code, id]));

/**
 * The location code of an official id. "Team lookups case-insensitive, trimmed; unknown location
 * code returned unchanged": an id without a location code comes back exactly as given.
 */
export function locationCodeFor(officialId: string): string {
  return LOCATION_CODES[normalizeTeamCode(officialId)] ?? officialId;
}

/** The official id of a location code ("nya" -> "ATL"); an unknown code comes back unchanged. */
export function officialIdForLocationCode(locationCode: string): string {
  return OFFICIAL_IDS[normalizeTeamCode(locationCode)] ?? locationCode;
}
