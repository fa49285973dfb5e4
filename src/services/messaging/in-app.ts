/**
 * In-app messaging: it starts once auth has settled (`$user` no longer loading) and
 * starts again whenever the user id changes. Each start fetches the user's messages, drops those
 * seen before, and looks for one whose location is this page at 10 s, then 100 ms and 200 ms later;
 * one found is shown (`$inAppMessage`) and recorded as seen. The others stay pending: the next page
 * fetches them again and looks with its own name. Failures are logged and show nothing.
 */
import type { InAppMessage } from '../../api/schemas/message.ts';
import { lookTimes, messagingInitDue, takeMessageFor, unseenMessages } from '../../lib/messaging/messages.ts';
import { $inAppMessage } from '../../stores/messaging.ts';
import { $user } from '../../stores/user.ts';

export interface MessagingDeps {
  fetchMessages: (userId: string | null, signal: AbortSignal) => Promise<InAppMessage[]>;
  pageName: () => string;
  seen: { read: () => ReadonlySet<string>; add: (messageId: string) => void };
}

const SEEN_KEY = 'pll:messages-seen';

/** Seen message ids in local storage; unreadable or missing storage counts as nothing seen. */
export const seenInLocalStorage: MessagingDeps['seen'] = {
  read() {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
      return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
    } catch {
      return new Set();
    }
  },
  add(messageId) {
    try {
      localStorage.setItem(SEEN_KEY, JSON.stringify([...this.read(), messageId]));
    } catch (error) {
      console.warn('In-app messaging: cannot record a seen message', error);
    }
  },
};

function startSession(userId: string | null, deps: MessagingDeps): () => void {
  const controller = new AbortController();
  const timers: ReturnType<typeof setTimeout>[] = [];
  let pending: InAppMessage[] = [];
  deps.fetchMessages(userId, controller.signal).then(
    (messages) => {
      pending = unseenMessages(messages, deps.seen.read());
    },
    (error: unknown) => {
      if (!controller.signal.aborted) console.error('In-app messaging could not start', error);
    },
  );
  let found = false;
  for (const time of lookTimes()) {
    timers.push(
      setTimeout(() => {
        if (found) return;
        const look = takeMessageFor(pending, deps.pageName());
        pending = look.pending;
        if (look.shown === null) return;
        found = true;
        deps.seen.add(look.shown.messageId);
        $inAppMessage.set(look.shown);
      }, time),
    );
  }
  return () => {
    controller.abort();
    for (const timer of timers) clearTimeout(timer);
  };
}

/** Starts messaging for the page; the returned function stops it. */
export function startMessaging(deps: MessagingDeps): () => void {
  let userId: string | null | undefined;
  let stopSession: (() => void) | null = null;
  const unsubscribe = $user.subscribe(({ loading, user }) => {
    if (!messagingInitDue(userId, loading, user.userId)) return;
    userId = user.userId;
    stopSession?.();
    $inAppMessage.set(null);
    stopSession = startSession(userId, deps);
  });
  return () => {
    unsubscribe();
    stopSession?.();
  };
}
