/** Player official ids. */

/** "officialId (left-padded with zeros to 6 characters)" */
const OFFICIAL_ID_LENGTH = 6;

/**
 * "officialId (left-padded with zeros to 6 characters)": 365 and "365" both become "000365"; an id
 * already six characters or longer is kept as it is.
 */
export function padOfficialId(id: string | number): string {
  return String(id).trim().padStart(OFFICIAL_ID_LENGTH, '0');
}
