/**
 * Accounts: Firebase sign-in by email link, phone code, Google popup,
 * one-tap and a custom token (`fbct`); the user record through the league API's user calls with the
 * ID token as bearer; and the $user store. Loaded only when a visitor opens sign-in or already has
 * a session (see src/directives/account.ts): Firebase is never part of an archival page's first load.
 */
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  onAuthStateChanged,
  RecaptchaVerifier,
  sendSignInLinkToEmail,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  type Auth,
  type ConfirmationResult,
  type User as FirebaseUser,
} from 'firebase/auth';
import { createUserClient, type UserCalls } from '../../api/user-calls.ts';
import type { UserUpdate } from '../../api/schemas/user.ts';
import { SIGN_IN_TEXTS } from '../../lib/accounts/texts.ts';
import {
  ANONYMOUS_USER,
  isNewAccount,
  namesFromDisplayName,
  tokenNeedsRefresh,
  type SiteUser,
} from '../../lib/accounts/user.ts';
import type { EngagementName } from '../../api/schemas/user.ts';
import { withoutUndefined } from '../../lib/objects.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import { missingProfileFields } from '../../lib/forms/profile.ts';
import { $inlineLogin, $loginDialog, $user } from '../../stores/user.ts';
import { logEvent } from '../analytics/events.ts';
import { showOneTap } from './one-tap.ts';
import { checkIn, forgetEmail, markSession, rememberEmail, rememberedEmail, storedReferral } from './local-values.ts';

/** A sign-in step that failed: `message` is the text the visitor sees; the cause went to the log. */
export class SignInError extends Error {
  override name = 'SignInError';
}

export interface Accounts {
  /** True when this page was opened from a sign-in link whose email this browser does not know. */
  readonly needsEmailConfirmation: boolean;
  sendEmailLink(email: string): Promise<void>;
  completeEmailLink(email: string): Promise<void>;
  sendPhoneCode(phoneE164: string, recaptchaHost: HTMLElement): Promise<void>;
  confirmPhoneCode(code: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  /** False (and no call) when signed out: "if signed out, user update returns false". */
  updateProfile(update: UserUpdate): Promise<boolean>;
  /**
   * Records an engagement (VIDEO_WATCH, ARTICLE_READ, ...) server-side for the signed-in user, with
   * their ID token; false (and no call) when signed out, since anonymous visitors get client analytics only.
   */
  engage(event: EngagementName, sourceId: string): Promise<boolean>;
  logout(): Promise<void>;
}

let started: Promise<Accounts> | null = null;

/** Starts the session once per page; every island gets the same one. */
export function startAccounts(config: AccountConfig): Promise<Accounts> {
  started ??= Promise.resolve(createAccounts(config));
  return started;
}

function createAccounts(config: AccountConfig): Accounts {
  const auth = getAuth(initializeApp(config.firebase));
  if (config.emulatorUrl !== null) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    // The emulator verifies no reCAPTCHA; Google's servers do.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  const users = createUserClient({ restBaseUrl: config.userApi.restBaseUrl, token: config.userApi.token });
  const url = new URL(window.location.href);
  const emailLink = isSignInWithEmailLink(auth, window.location.href);
  let confirmation: ConfirmationResult | null = null;

  const urlSignIn = signInFromUrl(auth, url, emailLink);
  onAuthStateChanged(auth, (firebaseUser) => {
    void urlSignIn.then(() => {
      // A state from before the URL's sign-in finished is stale (the signed-out one before a custom token).
      if ((auth.currentUser?.uid ?? null) === (firebaseUser?.uid ?? null)) void settle(users, firebaseUser);
    });
  });
  if (config.googleClientId !== null) {
    showOneTap(config.googleClientId, (credential) => {
      signInSource = 'page';
      return signInWithCredential(auth, GoogleAuthProvider.credential(credential));
    });
  }

  const panelStep = async <T>(task: () => Promise<T>, failure: string, event: string): Promise<T> => {
    try {
      signInSource = 'page';
      return await task();
    } catch (error) {
      signInSource = null;
      console.error(error);
      logEvent(event, { code: errorCode(error) });
      throw new SignInError(failure, { cause: error });
    }
  };

  return {
    needsEmailConfirmation: emailLink && rememberedEmail() === null,
    async sendEmailLink(email) {
      await panelStep(
        () =>
          sendSignInLinkToEmail(auth, email, {
            url: new URL('/login/', window.location.origin).href,
            handleCodeInApp: true,
          }),
        SIGN_IN_TEXTS.linkFailed,
        'loginError_handleEmailLink',
      );
      rememberEmail(email);
    },
    async completeEmailLink(email) {
      await panelStep(
        () => signInWithEmailLink(auth, email, window.location.href),
        SIGN_IN_TEXTS.verifyFailed,
        'loginError_handleEmailLink',
      );
      forgetEmail();
      dropQuery(['apiKey', 'oobCode', 'mode', 'continueUrl', 'lang', 'tenantId']);
    },
    async sendPhoneCode(phoneE164, recaptchaHost) {
      confirmation = await panelStep(
        () => signInWithPhoneNumber(auth, phoneE164, new RecaptchaVerifier(auth, recaptchaHost, { size: 'invisible' })),
        SIGN_IN_TEXTS.codeFailed,
        'loginError_sendPhoneVerification',
      );
    },
    async confirmPhoneCode(code) {
      const pending = confirmation;
      if (pending === null) throw new SignInError(SIGN_IN_TEXTS.verifyFailed);
      await panelStep(() => pending.confirm(code), SIGN_IN_TEXTS.verifyFailed, 'loginError_confirmPhoneCode');
    },
    async signInWithGoogle() {
      await panelStep(
        () => signInWithPopup(auth, new GoogleAuthProvider()),
        SIGN_IN_TEXTS.verifyFailed,
        'loginError_signInWithGooglePopup',
      );
    },
    async updateProfile(update) {
      const firebaseUser = auth.currentUser;
      if (firebaseUser === null) return false;
      try {
        const token = await idToken(firebaseUser);
        await users.updateUser(update, { token });
        $user.set({ loading: false, user: { ...$user.get().user, ...withoutUndefined(update) } });
        return true;
      } catch (error) {
        console.error(error);
        throw new SignInError(SIGN_IN_TEXTS.profileFailed, { cause: error });
      }
    },
    async engage(event, sourceId) {
      const firebaseUser = auth.currentUser;
      if (firebaseUser === null) return false;
      return users.postEngagement(
        { userId: firebaseUser.uid, event, engagementSourceId: sourceId },
        { token: await idToken(firebaseUser) },
      );
    },
    async logout() {
      await signOut(auth);
      $loginDialog.set(false);
      logEvent('log_out');
    },
  };
}

/**
 * Where this page's last sign-in came from: the URL (a custom token or a sign-in link, outside any
 * panel), the page (a panel or one-tap), or none yet (a session restored from an earlier page).
 */
let signInSource: 'url' | 'page' | null = null;

/** Where the session lands: the anonymous default when signed out, else the user's record. */
async function settle(users: UserCalls, firebaseUser: FirebaseUser | null): Promise<void> {
  if (firebaseUser === null) {
    markSession(false);
    $user.set({ loading: false, user: ANONYMOUS_USER });
    logEvent('anonymous_start');
  } else {
    markSession(true);
    const user = await userRecord(users, firebaseUser);
    $user.set({ loading: false, user });
    logEvent('log_in', { method: firebaseUser.providerData[0]?.providerId ?? 'custom' });
    if (signInSource !== null) {
      // A new sign-in, not a restored session: the server records it once.
      const engagement = { userId: firebaseUser.uid, event: 'logged_in', engagementSourceId: 'web' };
      void users.postEngagement(engagement, { token: await idToken(firebaseUser) });
    }
    // A sign-in from the URL happens outside any panel: the dialog asks for the missing fields.
    if (signInSource === 'url' && missingProfileFields(user).length > 0 && !$inlineLogin.get()) $loginDialog.set(true);
    signInSource = null;
  }
  checkIn();
}

/**
 * The signed-in user's record: created when the account is new; otherwise fetched, and when that
 * fails created once more with the referral values. A record that cannot be had leaves the user
 * signed in with what Firebase knows (the failure is reported).
 */
async function userRecord(users: UserCalls, firebaseUser: FirebaseUser): Promise<SiteUser> {
  const token = await idToken(firebaseUser);
  const known: Partial<SiteUser> = withoutUndefined({
    email: firebaseUser.email ?? undefined,
    phone: firebaseUser.phoneNumber ?? undefined,
    ...namesFromDisplayName(firebaseUser.displayName),
  });
  const creation = { ...known, ...storedReferral() };
  const signedIn = (record: Partial<SiteUser>): SiteUser => ({
    ...ANONYMOUS_USER,
    ...known,
    ...record,
    userId: firebaseUser.uid,
    isLoggedIn: true,
    isAnonymous: firebaseUser.isAnonymous,
  });
  try {
    if (isNewAccount(firebaseUser.metadata.creationTime, firebaseUser.metadata.lastSignInTime)) {
      return signedIn(await users.createUser(creation, { token }));
    }
    return signedIn(await users.getOrCreateUser(undefined, { token }));
  } catch (error) {
    logEvent('firebase_user_retry_createUser', { code: errorCode(error) });
    try {
      return signedIn(await users.createUser(creation, { token }));
    } catch (retryError) {
      console.error(retryError);
      logEvent('firebase_user_retry_createUser_failed', { code: errorCode(retryError) });
      return signedIn({});
    }
  }
}

/** A custom token in `fbct`, or a sign-in link whose email this browser kept. */
async function signInFromUrl(auth: Auth, url: URL, emailLink: boolean): Promise<void> {
  const customToken = url.searchParams.get('fbct');
  if (customToken !== null) {
    signInSource = 'url';
    try {
      await signInWithCustomToken(auth, customToken);
    } catch (error) {
      console.error(error);
      signInSource = null;
      logEvent('loginError_signInWithSocial', { code: errorCode(error) });
    } finally {
      dropQuery(['fbct']);
    }
    return;
  }
  const email = rememberedEmail();
  if (emailLink && email !== null) {
    signInSource = 'url';
    try {
      await signInWithEmailLink(auth, email, url.href);
      forgetEmail();
    } catch (error) {
      console.error(error);
      signInSource = null;
      logEvent('loginError_handleEmailLink', { code: errorCode(error) });
      $loginDialog.set(true);
    } finally {
      dropQuery(['apiKey', 'oobCode', 'mode', 'continueUrl', 'lang', 'tenantId']);
    }
  }
}

/** The user's ID token for a user call, refreshed when older than ID_TOKEN_MAX_AGE_S. */
async function idToken(firebaseUser: FirebaseUser): Promise<string> {
  const { token, issuedAtTime } = await firebaseUser.getIdTokenResult();
  return tokenNeedsRefresh(issuedAtTime, Date.now()) ? firebaseUser.getIdToken(true) : token;
}

/** Removes used parameters from the address bar without a page load. */
function dropQuery(names: readonly string[]): void {
  const url = new URL(window.location.href);
  for (const name of names) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : error instanceof Error
      ? error.message
      : String(error);
