/** The user rules: new accounts, names, which account button shows, referral values. */
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER,
  isNewAccount,
  namesFromDisplayName,
  referralFromQuery,
  showsLogin,
  showsLogout,
  tokenNeedsRefresh,
} from '../../../../src/lib/accounts/user.ts';
import { withoutUndefined } from '../../../../src/lib/objects.ts';

describe('isNewAccount: "new user if last sign-in within 5 s of creation"', () => {
  const created = 'Mon, 23 Nov 2026 12:00:00 GMT';
  it.each([
    ['the first sign-in, same second', 'Mon, 23 Nov 2026 12:00:00 GMT', true],
    ['5 s after creation', 'Mon, 23 Nov 2026 12:00:05 GMT', true],
    ['6 s after creation', 'Mon, 23 Nov 2026 12:00:06 GMT', false],
    ['a later day', 'Tue, 24 Nov 2026 09:00:00 GMT', false],
  ])('%s', (_, lastSignIn, expected) => {
    expect(isNewAccount(created, lastSignIn)).toBe(expected);
  });

  it('is not new when Firebase gives no times (the fetch path then creates a missing record)', () => {
    expect(isNewAccount(undefined, created)).toBe(false);
    expect(isNewAccount(created, 'not a date')).toBe(false);
  });
});

describe('tokenNeedsRefresh: "ID token max age 300 s"', () => {
  const issued = 'Mon, 23 Nov 2026 12:00:00 GMT';
  const at = (seconds: number) => Date.parse(issued) + seconds * 1000;
  it.each([
    [0, false],
    [300, false],
    [301, true],
    [3600, true],
  ])('%i s after issue: %s', (seconds, expected) => {
    expect(tokenNeedsRefresh(issued, at(seconds))).toBe(expected);
  });
  it('refreshes a token whose issue time is unknown', () => {
    expect(tokenNeedsRefresh('', at(0))).toBe(true);
  });
});

describe('namesFromDisplayName: "split on a space"', () => {
  it.each([
    ['Paul Rabil', { firstName: 'Paul', lastName: 'Rabil' }],
    ['  Trevor   Baptiste ', { firstName: 'Trevor', lastName: 'Baptiste' }],
    ['Lyle Thompson Jr.', { firstName: 'Lyle', lastName: 'Thompson Jr.' }],
    ['Cher', { firstName: 'Cher' }],
    ['', {}],
    [null, {}],
  ])('%j', (displayName, expected) => {
    expect(namesFromDisplayName(displayName)).toEqual(expected);
  });
});

describe('the account buttons: login when logged out or anonymous, logout only when logged in and not anonymous', () => {
  it.each([
    ['the default visitor', ANONYMOUS_USER, true],
    ['a logged-in anonymous session', { ...ANONYMOUS_USER, userId: 'a', isLoggedIn: true, isAnonymous: true }, true],
    ['a signed-in user', { ...ANONYMOUS_USER, userId: 'u', isLoggedIn: true, isAnonymous: false }, false],
    ['a record that does not say', { ...ANONYMOUS_USER, userId: 'u', isLoggedIn: null, isAnonymous: null }, true],
  ])('%s', (_, user, login) => {
    expect(showsLogin(user)).toBe(login);
    expect(showsLogout(user)).toBe(!login);
  });
});

describe('referralFromQuery', () => {
  it('keeps referrerUserId, pllm_source and osc, and nothing else or empty', () => {
    const query = new URLSearchParams('referrerUserId=fan-9&pllm_source=newsletter&osc=&utm_source=x&fbct=t');
    expect(referralFromQuery(query)).toEqual({ referrerUserId: 'fan-9', pllm_source: 'newsletter' });
  });
});

describe('withoutUndefined', () => {
  it('drops undefined fields and keeps null, false and empty ones', () => {
    expect(withoutUndefined({ a: undefined, b: null, c: false, d: '', e: 0 })).toEqual({
      b: null,
      c: false,
      d: '',
      e: 0,
    });
  });
});
