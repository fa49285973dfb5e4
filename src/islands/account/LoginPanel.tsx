/**
 * Sign-in: one box takes an email or a US phone number ("input with @
 * means email; 3 or more digits means phone"). Email: Send Link, then the link signs in (a browser
 * that lost the email asks to confirm it). Phone: Send Code once the number is valid, then Sign In
 * once the code has 6 digits. Or Google. After sign-in the profile step asks for the required fields
 * the record lacks; then the panel is done. Errors use SIGN_IN_TEXTS and never clear the input.
 * Inline on /login, or inside the login dialog (which passes onDone).
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { showsLogout, type TeamChoice } from '../../lib/accounts/user.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import { checkEmail } from '../../lib/forms/email.ts';
import { canSendCode, isCompleteCode, loginInputKind, usPhoneE164 } from '../../lib/forms/phone.ts';
import { missingProfileFields, type RequiredProfileField } from '../../lib/forms/profile.ts';
import { EMAIL_NOTICE_MS } from '../../lib/constants.ts';
import { SIGN_IN_TEXTS } from '../../lib/accounts/texts.ts';
import type { Accounts } from '../../services/auth/accounts.ts';
import { loadAccounts, startSession } from './session.ts';
import { $inlineLogin, $user } from '../../stores/user.ts';
import ProfileForm from './ProfileForm.tsx';

interface Props {
  config: AccountConfig;
  teams: readonly TeamChoice[];
  /** Inside the dialog: close it. Inline (no onDone): the panel shows who is signed in. */
  onDone?: () => void;
}

type Step = 'start' | 'email-sent' | 'confirm-email' | 'phone-code' | 'signing-in';

export default function LoginPanel({ config, teams, onDone }: Props) {
  const { loading, user } = useStore($user);
  const [step, setStep] = useState<Step>('start');
  const [identifier, setIdentifier] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The server's render (and a browser without JavaScript) keeps the buttons off and says why. */
  const [hydrated, setHydrated] = useState(false);
  /** The required fields missing when sign-in finished: the profile step asks for these. */
  const [profileFields, setProfileFields] = useState<RequiredProfileField[] | null>(null);
  const [profileDone, setProfileDone] = useState(false);
  const recaptcha = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (onDone !== undefined) return undefined;
    $inlineLogin.set(true);
    return () => {
      $inlineLogin.set(false);
    };
  }, [onDone]);

  useEffect(() => {
    setHydrated(true);
    void startSession(config)?.then((accounts) => {
      if (accounts.needsEmailConfirmation) setStep('confirm-email');
    });
  }, [config]);

  // "Email link sent. Check your email (green, hides after 10 s)".
  useEffect(() => {
    if (notice !== SIGN_IN_TEXTS.linkSent) return undefined;
    const timer = setTimeout(() => {
      setNotice(null);
    }, EMAIL_NOTICE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [notice]);

  const signedIn = !loading && showsLogout(user);
  useEffect(() => {
    setProfileFields(signedIn ? (current) => current ?? missingProfileFields(user) : null);
  }, [signedIn, user]);
  const finished = signedIn && profileFields !== null && (profileFields.length === 0 || profileDone);

  useEffect(() => {
    if (finished) onDone?.();
  }, [finished, onDone]);

  /** Runs one sign-in step (once Firebase has loaded); a failure shows its text and keeps everything entered. */
  const attempt = async (task: (accounts: Accounts) => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await task(await loadAccounts(config));
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const kind = loginInputKind(identifier);

  const submitIdentifier = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (kind === 'phone') {
      const phone = usPhoneE164(identifier);
      if (phone === null || recaptcha.current === null) return;
      const host = recaptcha.current;
      if (await attempt((accounts) => accounts.sendPhoneCode(phone, host))) {
        setNotice(SIGN_IN_TEXTS.codeSent);
        setStep('phone-code');
      }
      return;
    }
    const email = checkEmail(identifier);
    if (!email.ok) {
      setError(email.error);
      return;
    }
    if (await attempt((accounts) => accounts.sendEmailLink(email.email))) {
      setNotice(SIGN_IN_TEXTS.linkSent);
      setStep('email-sent');
    }
  };

  const submitCode = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!isCompleteCode(code)) return;
    if (await attempt((accounts) => accounts.confirmPhoneCode(code.trim()))) setStep('signing-in');
  };

  const confirmEmail = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const email = checkEmail(identifier);
    if (!email.ok) {
      setError(email.error);
      return;
    }
    if (await attempt((accounts) => accounts.completeEmailLink(email.email))) setStep('signing-in');
  };

  if (signedIn && profileFields !== null && !finished) {
    return (
      <ProfileForm
        user={user}
        missing={profileFields}
        teams={teams}
        save={async (update) => {
          // Signed out meanwhile (another tab): nothing to save, the panel returns to sign-in.
          await (await loadAccounts(config)).updateProfile(update);
        }}
        onSaved={() => {
          setProfileDone(true);
        }}
      />
    );
  }

  if (signedIn) {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || user.phone || 'your account';
    return (
      <div className="login-panel" data-step="signed-in">
        <p role="status">Signed in as {name}.</p>
        <button type="button" onClick={() => void attempt((accounts) => accounts.logout())}>
          Log out
        </button>
      </div>
    );
  }

  const alert = error === null ? null : <p className="login-error" role="alert">{error}</p>;
  const status = notice === null ? null : <p className="login-notice" role="status">{notice}</p>;

  return (
    <div className="login-panel" data-step={step} aria-busy={busy}>
      {!hydrated && <p className="login-needs-js">Signing in needs JavaScript. Every stat on this site is open without an account.</p>}
      {step === 'start' || step === 'email-sent' ? (
        <form onSubmit={(event) => void submitIdentifier(event)} noValidate>
          <label htmlFor="login-identifier">Email or phone number</label>
          <div className="login-row">
            {kind === 'phone' && <span className="login-country" title="United States">+1</span>}
            <input
              id="login-identifier"
              name="identifier"
              type="text"
              inputMode={kind === 'phone' ? 'tel' : 'email'}
              autoComplete="username"
              value={identifier}
              aria-invalid={error !== null}
              onChange={(event) => {
                setIdentifier(event.target.value);
                setError(null);
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
          <button type="button" className="login-google" disabled={!hydrated || busy} onClick={() => void attempt((accounts) => accounts.signInWithGoogle())}>
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
              setCode(event.target.value.replace(/\D/g, ''));
              setError(null);
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
              setStep('start');
              setNotice(null);
              setError(null);
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
          <input id="login-confirm-email" name="email" type="email" autoComplete="email" value={identifier} onChange={(event) => {
              setIdentifier(event.target.value);
            }} />
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
