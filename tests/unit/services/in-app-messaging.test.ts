import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InAppMessage } from '../../../src/api/schemas/message.ts';
import { ANONYMOUS_USER } from '../../../src/lib/accounts/user.ts';
import { startMessaging, type MessagingDeps } from '../../../src/services/messaging/in-app.ts';
import { $inAppMessage } from '../../../src/stores/messaging.ts';
import { $user } from '../../../src/stores/user.ts';

const message = (messageId: string, location: string): InAppMessage => ({
  messageId,
  title: messageId,
  body: '',
  location,
  link: null,
});

/** A messaging run over an in-memory message source; the fetches it received are recorded. */
function harness(byUser: Record<string, InAppMessage[]>, pageName = 'players') {
  const fetches: (string | null)[] = [];
  const seen = new Set<string>();
  const deps: MessagingDeps = {
    fetchMessages: (userId) => {
      fetches.push(userId);
      return Promise.resolve(byUser[userId ?? 'anonymous'] ?? []);
    },
    pageName: () => pageName,
    seen: { read: () => seen, add: (id) => seen.add(id) },
  };
  return { deps, fetches, seen };
}

describe('in-app messaging service', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    $user.set({ loading: true, user: ANONYMOUS_USER });
    $inAppMessage.set(null);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("starts only once auth loading ends, and shows the page's message at the 10 s trigger, not before", async () => {
    const { deps, fetches, seen } = harness({ anonymous: [message('m1', 'teams'), message('m2', 'players')] });
    stop = startMessaging(deps);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetches).toEqual([]);
    $user.set({ loading: false, user: ANONYMOUS_USER });
    await vi.advanceTimersByTimeAsync(9_999);
    expect($inAppMessage.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect($inAppMessage.get()?.messageId).toBe('m2');
    expect([...seen]).toEqual(['m2']);
    expect(fetches).toEqual([null]);
  });

  it('a message for another page stays pending and is not marked seen', async () => {
    const { deps, seen } = harness({ anonymous: [message('m1', 'teams')] });
    $user.set({ loading: false, user: ANONYMOUS_USER });
    stop = startMessaging(deps);
    await vi.advanceTimersByTimeAsync(11_000);
    expect($inAppMessage.get()).toBeNull();
    expect(seen.size).toBe(0);
  });

  it('messages that arrive after the trigger are still found by the looks 100 and 200 ms later', async () => {
    const { deps } = harness({});
    deps.fetchMessages = () =>
      new Promise((resolve) =>
        setTimeout(() => {
          resolve([message('late', 'players')]);
        }, 10_050),
      );
    $user.set({ loading: false, user: ANONYMOUS_USER });
    stop = startMessaging(deps);
    await vi.advanceTimersByTimeAsync(10_099);
    expect($inAppMessage.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect($inAppMessage.get()?.messageId).toBe('late');
  });

  it('re-initialises when the user id changes (sign-in, logout), not on other changes of the user', async () => {
    const { deps, fetches } = harness({ anonymous: [], 'uid-7': [message('welcome', 'players')] });
    $user.set({ loading: false, user: ANONYMOUS_USER });
    stop = startMessaging(deps);
    $user.set({ loading: false, user: { ...ANONYMOUS_USER, userId: 'uid-7', isLoggedIn: true, isAnonymous: false } });
    $user.set({
      loading: false,
      user: { ...ANONYMOUS_USER, userId: 'uid-7', isLoggedIn: true, isAnonymous: false, firstName: 'Lyle' },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches).toEqual([null, 'uid-7']);
    expect($inAppMessage.get()?.messageId).toBe('welcome');
    $user.set({ loading: false, user: ANONYMOUS_USER });
    expect(fetches).toEqual([null, 'uid-7', null]);
    expect($inAppMessage.get()).toBeNull();
  });

  it('a message seen before is not shown again; a failed fetch is logged and shows nothing', async () => {
    const { deps, seen } = harness({ anonymous: [message('m2', 'players')] });
    seen.add('m2');
    $user.set({ loading: false, user: ANONYMOUS_USER });
    stop = startMessaging(deps);
    await vi.advanceTimersByTimeAsync(11_000);
    expect($inAppMessage.get()).toBeNull();
    stop();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deps.fetchMessages = () => Promise.reject(new Error('Failed to fetch data: connection refused'));
    $user.set({ loading: true, user: ANONYMOUS_USER });
    stop = startMessaging(deps);
    $user.set({ loading: false, user: ANONYMOUS_USER });
    await vi.advanceTimersByTimeAsync(11_000);
    expect(errors).toHaveBeenCalledWith(
      'In-app messaging could not start',
      expect.objectContaining({ message: 'Failed to fetch data: connection refused' }),
    );
    expect($inAppMessage.get()).toBeNull();
    errors.mockRestore();
  });
});
