/** The login panel's step machine: every event, from the states it meets in use. */
import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOGIN_STATE,
  loginFinished,
  nextLoginState,
  type LoginEvent,
  type LoginState,
} from '../../../../src/lib/accounts/login-steps.ts';

const LINK_SENT = 'Email link sent. Check your email';
const CODE_SENT = 'A text was sent to your phone. Code expires in 5 minutes.';

const typed: LoginState = {
  ...INITIAL_LOGIN_STATE,
  identifier: 'fan@example.com',
  error: 'Trouble sending sign in link',
};
const run = (state: LoginState, ...events: LoginEvent[]): LoginState => events.reduce(nextLoginState, state);

describe('nextLoginState', () => {
  it('starts at the identifier box with nothing typed, shown or running', () => {
    expect(INITIAL_LOGIN_STATE).toEqual({
      step: 'start',
      identifier: '',
      code: '',
      error: null,
      notice: null,
      busy: false,
      profileFields: null,
      profileDone: false,
    });
  });

  it('asks to confirm the email when the link opens in a browser that lost it', () => {
    expect(run(typed, { type: 'email-confirmation-needed' })).toEqual({ ...typed, step: 'confirm-email' });
  });

  it('typing in the identifier box clears the error; typing in the confirm box keeps it', () => {
    expect(run(typed, { type: 'identifier-typed', text: 'fan@example.org' })).toEqual({
      ...typed,
      identifier: 'fan@example.org',
      error: null,
    });
    expect(run(typed, { type: 'confirmation-email-typed', text: 'fan@example.org' })).toEqual({
      ...typed,
      identifier: 'fan@example.org',
    });
  });

  it('keeps only the digits of a typed code and clears the error', () => {
    expect(run(typed, { type: 'code-typed', text: '12-3 4a5' })).toEqual({ ...typed, code: '12345', error: null });
  });

  it('shows an invalid email without touching what was typed', () => {
    expect(
      run(
        INITIAL_LOGIN_STATE,
        { type: 'identifier-typed', text: 'fan@' },
        { type: 'invalid-email', error: 'Enter an email' },
      ),
    ).toEqual({
      ...INITIAL_LOGIN_STATE,
      identifier: 'fan@',
      error: 'Enter an email',
    });
  });

  it('a request is busy while it runs, clears the old error, and shows its own failure', () => {
    const running = run(typed, { type: 'request-started' });
    expect(running).toEqual({ ...typed, busy: true, error: null });
    expect(run(running, { type: 'request-ended', error: null })).toEqual({ ...typed, error: null });
    expect(run(running, { type: 'request-ended', error: 'Error getting code' })).toEqual({
      ...typed,
      error: 'Error getting code',
    });
  });

  it('a sent link or code moves to its step with its notice', () => {
    expect(run(typed, { type: 'email-link-sent' })).toEqual({ ...typed, step: 'email-sent', notice: LINK_SENT });
    expect(run(typed, { type: 'phone-code-sent' })).toEqual({ ...typed, step: 'phone-code', notice: CODE_SENT });
    expect(run(typed, { type: 'sign-in-accepted' })).toEqual({ ...typed, step: 'signing-in' });
  });

  it('the link notice expires; the code notice stays', () => {
    const linkSent = run(typed, { type: 'email-link-sent' });
    expect(run(linkSent, { type: 'link-notice-expired' })).toEqual({ ...linkSent, notice: null });
    const codeSent = run(typed, { type: 'phone-code-sent' });
    expect(run(codeSent, { type: 'link-notice-expired' })).toBe(codeSent);
  });

  it('"Use a different number" returns to the start with no notice or error, keeping the number', () => {
    const codeSent = run(typed, { type: 'phone-code-sent' });
    expect(run(codeSent, { type: 'different-number' })).toEqual({ ...typed, step: 'start', notice: null, error: null });
  });

  it('takes the missing profile fields once, when sign-in finishes, and forgets them on sign-out', () => {
    const signedIn = run(INITIAL_LOGIN_STATE, { type: 'signed-in-changed', signedIn: true, missing: ['zip'] });
    expect(signedIn.profileFields).toEqual(['zip']);
    expect(run(signedIn, { type: 'signed-in-changed', signedIn: true, missing: [] }).profileFields).toEqual(['zip']);
    expect(run(signedIn, { type: 'signed-in-changed', signedIn: false, missing: ['zip'] }).profileFields).toBeNull();
    expect(run(signedIn, { type: 'profile-saved' })).toEqual({ ...signedIn, profileDone: true });
  });
});

describe('loginFinished', () => {
  const withFields = (profileFields: LoginState['profileFields'], profileDone = false): LoginState => ({
    ...INITIAL_LOGIN_STATE,
    profileFields,
    profileDone,
  });
  it.each([
    ['signed out', withFields(null), false, false],
    ['signed in, fields not yet taken', withFields(null), true, false],
    ['signed in, nothing missing', withFields([]), true, true],
    ['signed in, fields missing', withFields(['email']), true, false],
    ['signed in, missing fields saved', withFields(['email'], true), true, true],
    ['signed out after saving', withFields(['email'], true), false, false],
  ])('%s', (_, state, signedIn, expected) => {
    expect(loginFinished(state, signedIn)).toBe(expected);
  });
});
