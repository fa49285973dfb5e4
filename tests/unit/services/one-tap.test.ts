/**
 * Google one-tap: "shown to anonymous or signed-out, cancelled when signed in". Google
 * Identity Services is the page's `window.google`; here a recording stand-in, since its script
 * comes from accounts.google.com.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_USER } from '../../../src/lib/accounts/user.ts';
import { showOneTap } from '../../../src/services/auth/one-tap.ts';
import { $user } from '../../../src/stores/user.ts';

const calls: string[] = [];
let callback: ((response: { credential: string }) => void) | undefined;
const google = {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential: string }) => void }) => {
        calls.push(`initialize ${options.client_id}`);
        callback = options.callback;
      },
      prompt: () => calls.push('prompt'),
      cancel: () => calls.push('cancel'),
    },
  },
};

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('window', { google });
  $user.set({ loading: true, user: ANONYMOUS_USER });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const signedIn = { ...ANONYMOUS_USER, userId: 'u1', isLoggedIn: true, isAnonymous: false };

describe('showOneTap', () => {
  it('waits while the session loads, prompts a signed-out visitor once, and cancels when they sign in', async () => {
    const credentials: string[] = [];
    showOneTap('client-1', (credential) => {
      credentials.push(credential);
      return Promise.resolve();
    });
    expect(calls).toEqual([]);
    $user.set({ loading: false, user: ANONYMOUS_USER });
    await vi.waitFor(() => {
      expect(calls).toEqual(['initialize client-1', 'prompt']);
    });
    $user.set({ loading: false, user: { ...ANONYMOUS_USER } });
    callback?.({ credential: 'google-jwt' });
    expect(credentials).toEqual(['google-jwt']);
    $user.set({ loading: false, user: signedIn });
    expect(calls).toEqual(['initialize client-1', 'prompt', 'cancel']);
  });

  it('never shows to a visitor who is already signed in', async () => {
    $user.set({ loading: false, user: signedIn });
    showOneTap('client-1', () => Promise.resolve());
    await Promise.resolve();
    expect(calls).toEqual([]);
  });
});
