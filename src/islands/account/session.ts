/**
 * How the account islands reach the account service: by a dynamic import, so Firebase and the user
 * schemas load only when a visitor signs in or already has a session (see src/directives/account.ts).
 */
import { ANONYMOUS_USER } from '../../lib/accounts/user.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import { logEvent } from '../../services/analytics/events.ts';
import type { Accounts } from '../../services/auth/accounts.ts';
import { pageHasAccountWork } from '../../services/auth/local-values.ts';
import { $user } from '../../stores/user.ts';

export const loadAccounts = (config: AccountConfig): Promise<Accounts> =>
  import('../../services/auth/accounts.ts').then(({ startAccounts }) => startAccounts(config));

/**
 * Restores a session or acts on the URL when the page has account work; otherwise the visitor is
 * anonymous without asking Firebase (spec: "signed out gives anonymous session").
 */
export function startSession(config: AccountConfig): Promise<Accounts> | null {
  if (pageHasAccountWork()) return loadAccounts(config);
  if ($user.get().loading) {
    $user.set({ loading: false, user: ANONYMOUS_USER });
    logEvent('anonymous_start');
  }
  return null;
}
