/**
 * The site's user: who the visitor is, when a signed-in account counts
 * as new, which account buttons show, and the referral values kept locally.
 */

/** "ID token max age 300 s" */
export const ID_TOKEN_MAX_AGE_S = 300;

/** "New user if last sign-in within 5 s of creation" */
const NEW_USER_WINDOW_MS = 5000;

/** The user, as get-or-create-user answers it. "Default is anonymous, logged out." */
export interface SiteUser {
  userId: string | null;
  isLoggedIn: boolean | null;
  isAnonymous: boolean | null;
  email: string | null;
  alternateEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  birthday: string | null;
  tw: string | number | boolean | null;
  zip: string | null;
  favTeam: string | null;
  favPlayers: string[];
  topics: string[];
  phone: string | null;
  profileUrl: string | null;
}

export const ANONYMOUS_USER: SiteUser = {
  userId: null,
  isLoggedIn: false,
  isAnonymous: true,
  email: null,
  alternateEmail: null,
  firstName: null,
  lastName: null,
  birthday: null,
  tw: null,
  zip: null,
  favTeam: null,
  favPlayers: [],
  topics: [],
  phone: null,
  profileUrl: null,
};

/** A favourite team the profile form offers: the value stored on the user, and its label. */
export interface TeamChoice {
  value: string;
  label: string;
}

/** "Login button shown when logged out or anonymous". */
export const showsLogin = (user: SiteUser): boolean => user.isLoggedIn !== true || user.isAnonymous === true;
/** "logout only when logged in and not anonymous". */
export const showsLogout = (user: SiteUser): boolean => !showsLogin(user);

/**
 * "New user if last sign-in within 5 s of creation": Firebase's metadata times (HTTP dates);
 * unknown times are not new (the fetch path then creates the record if it is missing).
 */
export function isNewAccount(creationTime: string | undefined, lastSignInTime: string | undefined): boolean {
  const created = Date.parse(creationTime ?? '');
  const signedIn = Date.parse(lastSignInTime ?? '');
  if (Number.isNaN(created) || Number.isNaN(signedIn)) return false;
  return Math.abs(signedIn - created) <= NEW_USER_WINDOW_MS;
}

/** "ID token max age 300 s": a token issued longer ago (or at an unknown time) is refreshed before a user call. */
export function tokenNeedsRefresh(issuedAtTime: string, now: number): boolean {
  const issued = Date.parse(issuedAtTime);
  return Number.isNaN(issued) || now - issued > ID_TOKEN_MAX_AGE_S * 1000;
}

/** "First and last name come from the display name split on a space." */
export function namesFromDisplayName(displayName: string | null | undefined): {
  firstName?: string;
  lastName?: string;
} {
  const trimmed = (displayName ?? '').trim();
  if (trimmed === '') return {};
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** "Referral values stored locally: referrerUserId, pllm_source, osc." They arrive as query parameters. */
export const REFERRAL_KEYS = ['referrerUserId', 'pllm_source', 'osc'] as const;
export type Referral = Partial<Record<(typeof REFERRAL_KEYS)[number], string>>;

/** The referral values a URL's query carries (empty values ignored). */
export function referralFromQuery(query: URLSearchParams): Referral {
  const referral: Referral = {};
  for (const key of REFERRAL_KEYS) {
    const value = query.get(key)?.trim();
    if (value) referral[key] = value;
  }
  return referral;
}
