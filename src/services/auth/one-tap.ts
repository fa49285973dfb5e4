/**
 * Google one-tap: "shown to anonymous or signed-out, cancelled when signed in".
 * Google Identity Services' script loads only when a client id is configured and the visitor is
 * signed out; a chosen credential signs in through Firebase.
 */
import { showsLogin } from '../../lib/accounts/user.ts';
import { $user } from '../../stores/user.ts';

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        cancel_on_tap_outside?: boolean;
      }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      resolve();
    };
    script.onerror = () => {
      reject(new Error(`Failed to load ${src}`));
    };
    document.head.append(script);
  });
}

export function showOneTap(clientId: string, signIn: (credential: string) => Promise<unknown>): void {
  let shown = false;
  $user.subscribe(({ loading, user }) => {
    if (loading) return;
    const google = window.google;
    if (!showsLogin(user)) {
      if (shown) google?.accounts.id.cancel();
      shown = false;
      return;
    }
    if (shown) return;
    shown = true;
    const ready = google ? Promise.resolve() : loadScript(GSI_SCRIPT);
    ready
      .then(() => {
        const identity = window.google?.accounts.id;
        identity?.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          callback: ({ credential }) => {
            void signIn(credential).catch((error: unknown) => {
              console.error(error);
            });
          },
        });
        identity?.prompt();
      })
      .catch((error: unknown) => {
        console.error(error);
      });
  });
}
