/**
 * The login panel's steps as a pure machine: what the panel holds (the step, what was typed, the
 * error and notice shown, whether a request is running, the profile fields still to ask for) and how
 * each event moves it. An error never clears what was typed.
 */
import type { RequiredProfileField } from '../forms/profile.ts';
import { SIGN_IN_TEXTS } from './texts.ts';

export type LoginStep = 'start' | 'email-sent' | 'confirm-email' | 'phone-code' | 'signing-in';

export interface LoginState {
  step: LoginStep;
  /** The email or phone number typed (also the email a browser that lost it confirms). */
  identifier: string;
  /** The SMS code typed, digits only. */
  code: string;
  error: string | null;
  notice: string | null;
  /** A request to the account service is running: the buttons wait. */
  busy: boolean;
  /** The required fields missing when sign-in finished (the profile step asks for these); null while signed out. */
  profileFields: readonly RequiredProfileField[] | null;
  profileDone: boolean;
}

export type LoginEvent =
  /** The email link was opened in a browser that does not know which email it was sent to. */
  | { type: 'email-confirmation-needed' }
  | { type: 'identifier-typed'; text: string }
  /** The confirm-email box: typing there leaves the error of the last attempt in view. */
  | { type: 'confirmation-email-typed'; text: string }
  | { type: 'code-typed'; text: string }
  | { type: 'invalid-email'; error: string }
  | { type: 'request-started' }
  /** A request ended; `error` is its failure's text, null when it succeeded. */
  | { type: 'request-ended'; error: string | null }
  | { type: 'email-link-sent' }
  | { type: 'phone-code-sent' }
  /** The code or the email link was accepted: the session follows. */
  | { type: 'sign-in-accepted' }
  | { type: 'link-notice-expired' }
  | { type: 'different-number' }
  /** Whether someone is signed in changed; `missing` is what their record lacks (ignored when signing out). */
  | { type: 'signed-in-changed'; signedIn: boolean; missing: readonly RequiredProfileField[] }
  | { type: 'profile-saved' };

export const INITIAL_LOGIN_STATE: LoginState = {
  step: 'start',
  identifier: '',
  code: '',
  error: null,
  notice: null,
  busy: false,
  profileFields: null,
  profileDone: false,
};

export function nextLoginState(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'email-confirmation-needed':
      return { ...state, step: 'confirm-email' };
    case 'identifier-typed':
      return { ...state, identifier: event.text, error: null };
    case 'confirmation-email-typed':
      return { ...state, identifier: event.text };
    case 'code-typed':
      return { ...state, code: event.text.replace(/\D/g, ''), error: null };
    case 'invalid-email':
      return { ...state, error: event.error };
    case 'request-started':
      return { ...state, busy: true, error: null };
    case 'request-ended':
      return { ...state, busy: false, error: event.error ?? state.error };
    case 'email-link-sent':
      return { ...state, step: 'email-sent', notice: SIGN_IN_TEXTS.linkSent };
    case 'phone-code-sent':
      return { ...state, step: 'phone-code', notice: SIGN_IN_TEXTS.codeSent };
    case 'sign-in-accepted':
      return { ...state, step: 'signing-in' };
    case 'link-notice-expired':
      return state.notice === SIGN_IN_TEXTS.linkSent ? { ...state, notice: null } : state;
    case 'different-number':
      return { ...state, step: 'start', notice: null, error: null };
    case 'signed-in-changed':
      // The fields are taken once, when sign-in finishes: saving some of them does not re-ask the rest.
      return { ...state, profileFields: event.signedIn ? (state.profileFields ?? event.missing) : null };
    case 'profile-saved':
      return { ...state, profileDone: true };
  }
}

/** The panel is done once someone is signed in and their profile has what it needs (or was saved). */
export function loginFinished(state: LoginState, signedIn: boolean): boolean {
  return signedIn && state.profileFields !== null && (state.profileFields.length === 0 || state.profileDone);
}
