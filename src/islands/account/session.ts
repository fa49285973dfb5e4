/**
 * How the account islands reach the account service: by a dynamic import, so Firebase and the user
 * schemas load only when a visitor signs in or already has a session (see src/directives/account.ts).
 */
import { ANONYMOUS_USER } from '../../lib/accounts/user.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import { logEvent } from '../../services/analytics/events.ts';
import type { Accounts } from '../../services/auth/accounts.ts';
import { checkIn, keepReferral, pageNeedsAccounts } from '../../services/auth/local-values.ts';
import { $user } from '../../stores/user.ts';

export const loadAccounts = (config: AccountConfig): Promise<Accounts> =>
  import('../../services/auth/accounts.ts').then(({ startAccounts }) => startAccounts(config));

let session: Promise<Accounts> | null | undefined;

/**
 * Once per page, whichever island asks first: keeps the URL's referral values, then restores a
 * session or signs in from the URL when the page needs Firebase; otherwise the visitor is anonymous
 * without asking it (signed out gives an anonymous session) and an on-site check-in is sent.
 */
export function startSession(config: AccountConfig): Promise<Accounts> | null {
  // null is an answer too (no Firebase needed): only undefined means not started.
  if (session === undefined) session = begin(config);
  return session;
}

function begin(config: AccountConfig): Promise<Accounts> | null {
  keepReferral(new URLSearchParams(window.location.search));
  if (pageNeedsAccounts()) return loadAccounts(config);
  $user.set({ loading: false, user: ANONYMOUS_USER });
  logEvent('anonymous_start');
  checkIn();
  return null;
}
