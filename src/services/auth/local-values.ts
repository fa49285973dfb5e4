/**
 * What the account service keeps in the browser: the email a sign-in link was sent to and the
 * referral values (local storage, plus a cookie, which the league's own pages read), and a hint that this browser has
 * a session, so pages load Firebase at once only for visitors who have one.
 */
import { REFERRAL_KEYS, referralFromQuery, type Referral } from '../../lib/accounts/user.ts';
import { logEvent } from '../analytics/events.ts';

/** "Cookie default 7 days" */
export const COOKIE_DEFAULT_DAYS = 7;

/** Project's choice: the local-storage key that tells a page this browser has a session, so the account island hydrates at once. */
const SESSION_HINT_KEY = 'pll:session';

const EMAIL_KEY = 'emailForSignIn';

function setCookie(name: string, value: string, days = COOKIE_DEFAULT_DAYS): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${String(days * 86_400)}; path=/; samesite=lax`;
}

function clearCookie(name: string): void {
  document.cookie = `${name}=; max-age=0; path=/; samesite=lax`;
}

function cookie(name: string): string | null {
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return found === undefined ? null : decodeURIComponent(found.slice(name.length + 1));
}

/** Storage can be off (private modes, policies): the values are then kept in cookies only. */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // The cookie still holds it.
  }
}

export function rememberEmail(email: string): void {
  store(EMAIL_KEY, email);
  setCookie(EMAIL_KEY, email);
}

export function rememberedEmail(): string | null {
  return stored(EMAIL_KEY) ?? cookie(EMAIL_KEY);
}

export function forgetEmail(): void {
  store(EMAIL_KEY, null);
  clearCookie(EMAIL_KEY);
}

/** Keeps the referral values of this page's URL (a later visit's values replace earlier ones). */
export function keepReferral(query: URLSearchParams): void {
  for (const [key, value] of Object.entries(referralFromQuery(query))) {
    store(key, value);
    setCookie(key, value);
  }
}

export function storedReferral(): Referral {
  const referral: Referral = {};
  for (const key of REFERRAL_KEYS) {
    const value = stored(key) ?? cookie(key);
    if (value) referral[key] = value;
  }
  return referral;
}

function clearReferralValue(key: (typeof REFERRAL_KEYS)[number]): void {
  store(key, null);
  clearCookie(key);
}

/** Query parameters that sign in: a custom token, a sign-in link. */
const SIGN_IN_PARAMS = ['fbct', 'oobCode'];

/** Whether this page needs Firebase at once: a session to restore, or a sign-in in its URL. */
export function pageNeedsAccounts(): boolean {
  const query = new URLSearchParams(window.location.search);
  return stored(SESSION_HINT_KEY) !== null || SIGN_IN_PARAMS.some((name) => query.has(name));
}

/** Whether the account island has work at load: the above, or referral values to keep. */
export function pageHasAccountWork(): boolean {
  const query = new URLSearchParams(window.location.search);
  return pageNeedsAccounts() || REFERRAL_KEYS.some((name) => query.has(name));
}

/** "If osc is stored, send on_site_check_in with game_day once, then clear it locally and from the cookie." */
export function checkIn(): void {
  const { osc } = storedReferral();
  if (osc === undefined) return;
  logEvent('on_site_check_in', { game_day: osc });
  clearReferralValue('osc');
}

export function markSession(signedIn: boolean): void {
  store(SESSION_HINT_KEY, signedIn ? '1' : null);
}
