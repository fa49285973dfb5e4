/**
 * The login icon of the navigation: a link to /login without JavaScript;
 * hydrated (client:account), a click opens the login dialog instead, and a signed-in visitor sees
 * Log out. The dialog, the account service and Firebase load only when needed.
 */
import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
// The dialog's and the messages' styles come with the button: CSS imported by a lazily loaded island chunk is not emitted by Astro.
import './account.css';
import '../in-app-messages/InAppMessages.css';
import { showsLogout } from '../../lib/accounts/user.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import type { LiveApiConfig } from '../../lib/config/live-api.ts';
import { isModifiedClick } from '../../lib/links.ts';
import { $loginDialog, $user } from '../../stores/user.ts';
import { loadAccounts, startSession } from './session.ts';

const LoginDialog = lazy(() => import('./LoginDialog.tsx'));
const InAppMessages = lazy(() => import('../in-app-messages/InAppMessages.tsx'));

interface Props {
  config: AccountConfig;
  /** Where in-app messages come from; none without a league API. */
  api: LiveApiConfig | null;
  loginHref: string;
}

export default function AccountButton({ config, api, loginHref }: Props) {
  const { loading, user } = useStore($user);
  const open = useStore($loginDialog);

  useEffect(() => {
    void startSession(config);
  }, [config]);

  const openDialog = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    $loginDialog.set(true);
  };

  const logout = (): void => {
    void loadAccounts(config).then((accounts) => accounts.logout());
  };

  return (
    <>
      {showsLogout(user) ? (
        <button type="button" className="login account-logout" onClick={logout}>
          <UserIcon />
          <span className="account-name">{user.firstName ?? ''}</span>
          <span className="visually-hidden">Log out</span>
        </button>
      ) : (
        <a href={loginHref} className="login" onClick={openDialog}>
          <UserIcon />
          <span className="visually-hidden">Log in</span>
        </a>
      )}
      {open && (
        <Suspense fallback={null}>
          <LoginDialog config={config} />
        </Suspense>
      )}
      {/* "Messaging: initialised once auth loading ends". */}
      {!loading && api !== null && (
        <Suspense fallback={null}>
          <InAppMessages api={api} />
        </Suspense>
      )}
    </>
  );
}

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2"></circle>
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2"></path>
    </svg>
  );
}
