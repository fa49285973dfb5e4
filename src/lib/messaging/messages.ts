/**
 * In-app messaging's rules: "a message stays pending until the page name
 * matches its location, then shown and cleared"; "Messaging trigger 10 s, waits 100 and 200 ms":
 * the first look is 10 s after messaging starts, and a look that finds nothing for this page looks
 * again after 100 ms and then 200 ms more before the message waits for another page.
 */

/** "Messaging trigger 10 s, waits 100 and 200 ms" */
const MESSAGING_TRIGGER_MS = 10_000;
const MESSAGING_WAITS_MS = [100, 200] as const;

export interface LocatedMessage {
  messageId: string;
  location: string;
}

/** Exact page names, or a prefix ending in * (`players_*` matches every player page). */
export function locationMatches(location: string, pageName: string): boolean {
  if (location.endsWith('*')) return pageName.startsWith(location.slice(0, -1));
  return location === pageName;
}

/** The first pending message for this page, and the pending list without it. */
export function takeMessageFor<Message extends LocatedMessage>(
  pending: readonly Message[],
  pageName: string,
): { shown: Message | null; pending: Message[] } {
  const index = pending.findIndex((message) => locationMatches(message.location, pageName));
  if (index === -1) return { shown: null, pending: [...pending] };
  return { shown: pending[index] ?? null, pending: pending.filter((_, position) => position !== index) };
}

/** Messages not seen before, in the order received, each once. */
export function unseenMessages<Message extends LocatedMessage>(
  messages: readonly Message[],
  seen: ReadonlySet<string>,
): Message[] {
  const kept = new Map<string, Message>();
  for (const message of messages)
    if (!seen.has(message.messageId) && !kept.has(message.messageId)) kept.set(message.messageId, message);
  return [...kept.values()];
}

/** When, after messaging starts, each look for a message happens: 10 s, then 100 ms and 200 ms later. */
export function lookTimes(): number[] {
  const times = [MESSAGING_TRIGGER_MS];
  for (const wait of MESSAGING_WAITS_MS) times.push((times.at(-1) ?? 0) + wait);
  return times;
}

/** "re-initialised when user id changes": an init is due when auth has settled on a new user id (anonymous counts as one). */
export function messagingInitDue(
  previous: string | null | undefined,
  loading: boolean,
  userId: string | null,
): boolean {
  if (loading) return false;
  return previous === undefined || previous !== userId;
}
