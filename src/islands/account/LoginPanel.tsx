/**
 * Sign-in: one box takes an email or a US phone number ("input with @
 * means email; 3 or more digits means phone"). Email: Send Link, then the link signs in (a browser
 * that lost the email asks to confirm it). Phone: Send Code once the number is valid, then Sign In
 * once the code has 6 digits. Or Google. After sign-in the profile step asks for the required fields
 * the record lacks; then the panel is done. Errors use SIGN_IN_TEXTS and never clear the input.
 * Inline on /login, or inside the login dialog (which passes onDone).
 */
import { useEffect, useReducer, useRef, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { showsLogout } from '../../lib/accounts/user.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import { checkEmail } from '../../lib/forms/email.ts';
import { canSendCode, isCompleteCode, loginInputKind, usPhoneE164 } from '../../lib/forms/phone.ts';
import { missingProfileFields } from '../../lib/forms/profile.ts';
import { SIGN_IN_TEXTS } from '../../lib/accounts/texts.ts';
import { INITIAL_LOGIN_STATE, loginFinished, nextLoginState } from '../../lib/accounts/login-steps.ts';
import type { Accounts } from '../../services/auth/accounts.ts';
import { loadAccounts, startSession } from './session.ts';
import { $inlineLogin, $user } from '../../stores/user.ts';
import ProfileForm from './ProfileForm.tsx';
import { useAfterHydration } from '../after-hydration.ts';

/** "Email link sent. Check your email (green, hides after 10 s)" */
const EMAIL_NOTICE_MS = 10_000;

interface Props {
  config: AccountConfig;
  /** Inside the dialog: close it. Inline (no onDone): the panel shows who is signed in. */
  onDone?: () => void;
}

export default function LoginPanel({ config, onDone }: Props) {
  const { loading, user } = useStore($user);
  const [state, dispatch] = useReducer(nextLoginState, INITIAL_LOGIN_STATE);
  const { step, identifier, code, error, notice, busy, profileFields } = state;
  /** The server's render (and a browser without JavaScript) keeps the buttons off and says why. */
  const hydrated = useAfterHydration(() => true, false);
  const recaptcha = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (onDone !== undefined) return undefined;
    $inlineLogin.set(true);
    return () => {
      $inlineLogin.set(false);
    };
  }, [onDone]);

  useEffect(() => {
    void startSession(config)?.then((accounts) => {
      if (accounts.needsEmailConfirmation) dispatch({ type: 'email-confirmation-needed' });
    });
  }, [config]);

  // "Email link sent. Check your email (green, hides after 10 s)".
  useEffect(() => {
    if (notice !== SIGN_IN_TEXTS.linkSent) return undefined;
    const timer = setTimeout(() => {
      dispatch({ type: 'link-notice-expired' });
    }, EMAIL_NOTICE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [notice]);

  const signedIn = !loading && showsLogout(user);
  // Adjusted while rendering, so the profile step never flashes the sign-in form first.
  if (signedIn !== (profileFields !== null))
    dispatch({ type: 'signed-in-changed', signedIn, missing: signedIn ? missingProfileFields(user) : [] });
  const finished = loginFinished(state, signedIn);

  useEffect(() => {
    if (finished) onDone?.();
  }, [finished, onDone]);

  /** Runs one sign-in step (once Firebase has loaded); a failure shows its text and keeps everything entered. */
  const attempt = async (task: (accounts: Accounts) => Promise<void>): Promise<boolean> => {
    dispatch({ type: 'request-started' });
    try {
      await task(await loadAccounts(config));
      dispatch({ type: 'request-ended', error: null });
      return true;
    } catch (failure) {
      dispatch({ type: 'request-ended', error: (failure as Error).message });
      return false;
    }
  };

  const kind = loginInputKind(identifier);

  const submitIdentifier = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (kind === 'phone') {
      const phone = usPhoneE164(identifier);
      if (phone === null || recaptcha.current === null) return;
      const host = recaptcha.current;
      if (await attempt((accounts) => accounts.sendPhoneCode(phone, host))) dispatch({ type: 'phone-code-sent' });
      return;
    }
    const email = checkEmail(identifier);
    if (!email.ok) {
      dispatch({ type: 'invalid-email', error: email.error });
      return;
    }
    if (await attempt((accounts) => accounts.sendEmailLink(email.email))) dispatch({ type: 'email-link-sent' });
  };

  const submitCode = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!isCompleteCode(code)) return;
    if (await attempt((accounts) => accounts.confirmPhoneCode(code.trim()))) dispatch({ type: 'sign-in-accepted' });
  };

  const confirmEmail = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const email = checkEmail(identifier);
    if (!email.ok) {
      dispatch({ type: 'invalid-email', error: email.error });
      return;
    }
    if (await attempt((accounts) => accounts.completeEmailLink(email.email))) dispatch({ type: 'sign-in-accepted' });
  };

  if (signedIn && profileFields !== null && !finished) {
    return (
      <ProfileForm
        user={user}
        missing={profileFields}
        save={async (update) => {
          // Signed out meanwhile (another tab): nothing to save, the panel returns to sign-in.
          await (await loadAccounts(config)).updateProfile(update);
        }}
        onSaved={() => {
          dispatch({ type: 'profile-saved' });
        }}
      />
    );
  }

  if (signedIn) {
    const name =
      [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || user.phone || 'your account';
    return (
      <div className="login-panel" data-step="signed-in">
        <p role="status">Signed in as {name}.</p>
        <button type="button" onClick={() => void attempt((accounts) => accounts.logout())}>
          Log out
        </button>
      </div>
    );
  }

  const alert =
    error === null ? null : (
      <p className="login-error" role="alert">
        {error}
      </p>
    );
  const status =
    notice === null ? null : (
      <p className="login-notice" role="status">
        {notice}
      </p>
    );

  return (
    <div className="login-panel" data-step={step} aria-busy={busy}>
      {!hydrated && (
        <p className="login-needs-js">
          Signing in needs JavaScript. Every stat on this site is open without an account.
        </p>
      )}
      {step === 'start' || step === 'email-sent' ? (
        <form onSubmit={(event) => void submitIdentifier(event)} noValidate>
          <label htmlFor="login-identifier">Email or phone number</label>
          <div className="login-row">
            {kind === 'phone' && (
              <span className="login-country" title="United States">
                +1
              </span>
            )}
            <input
              id="login-identifier"
              name="identifier"
              type="text"
              inputMode={kind === 'phone' ? 'tel' : 'email'}
              autoComplete="username"
              value={identifier}
              aria-invalid={error !== null}
              onChange={(event) => {
                dispatch({ type: 'identifier-typed', text: event.target.value });
              }}
            />
          </div>
          {kind === 'phone' ? (
            <button type="submit" disabled={!hydrated || busy || !canSendCode(identifier)}>
              Send Code
            </button>
          ) : (
            <button type="submit" disabled={!hydrated || busy}>
              Send Link
            </button>
          )}
          {alert}
          {status}
          <p className="login-or">or</p>
          <button
            type="button"
            className="login-google"
            disabled={!hydrated || busy}
            onClick={() => void attempt((accounts) => accounts.signInWithGoogle())}
          >
            Continue with Google
          </button>
        </form>
      ) : null}
      {step === 'phone-code' && (
        <form onSubmit={(event) => void submitCode(event)} noValidate>
          {status}
          <label htmlFor="login-code">6-digit code</label>
          <input
            id="login-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={error !== null}
            onChange={(event) => {
              dispatch({ type: 'code-typed', text: event.target.value });
            }}
          />
          <button type="submit" disabled={busy || !isCompleteCode(code)}>
            Sign In
          </button>
          {alert}
          <button
            type="button"
            className="login-back"
            onClick={() => {
              dispatch({ type: 'different-number' });
            }}
          >
            Use a different number
          </button>
        </form>
      )}
      {step === 'confirm-email' && (
        <form onSubmit={(event) => void confirmEmail(event)} noValidate>
          <p role="status">{SIGN_IN_TEXTS.confirmEmail}</p>
          <label htmlFor="login-confirm-email">Email</label>
          <input
            id="login-confirm-email"
            name="email"
            type="email"
            autoComplete="email"
            value={identifier}
            onChange={(event) => {
              dispatch({ type: 'confirmation-email-typed', text: event.target.value });
            }}
          />
          <button type="submit" disabled={busy}>
            Confirm
          </button>
          {alert}
        </form>
      )}
      {step === 'signing-in' && <p role="status">Signing in…</p>}
      <div ref={recaptcha} className="login-recaptcha" />
    </div>
  );
}
