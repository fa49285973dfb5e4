/** The login panel as a modal dialog: Escape or Close cancels it (login_cancelled). */
import { useEffect, useRef } from 'react';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import { logEvent } from '../../services/analytics/events.ts';
import { $loginDialog } from '../../stores/user.ts';
import LoginPanel from './LoginPanel.tsx';

interface Props {
  config: AccountConfig;
}

export default function LoginDialog({ config }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  const cancel = (): void => {
    logEvent('login_cancelled');
    $loginDialog.set(false);
  };

  return (
    <dialog
      ref={dialog}
      className="login-dialog"
      aria-labelledby="login-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <div className="login-dialog-head">
        <h2 id="login-dialog-title">Log in</h2>
        <button type="button" className="login-close" onClick={cancel}>
          Close
        </button>
      </div>
      <LoginPanel
        config={config}
        onDone={() => {
          $loginDialog.set(false);
        }}
      />
    </dialog>
  );
}
