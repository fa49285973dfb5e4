/**
 * In-app messages, hosted by the account button: it loads this once
 * auth has settled, and messaging follows the user from then on (src/services/messaging). The
 * message shows as a card at the bottom of the screen until dismissed.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createMessagesClient } from '../../api/content-reads.ts';
import { pageViewName } from '../../lib/analytics/settings.ts';
import type { LiveApiConfig } from '../../lib/config/live-api.ts';
import { seenInLocalStorage, startMessaging } from '../../services/messaging/in-app.ts';
import { $inAppMessage } from '../../stores/messaging.ts';

export default function InAppMessages({ api }: { api: LiveApiConfig }) {
  const message = useStore($inAppMessage);

  useEffect(() => {
    const fetchMessages = createMessagesClient(api);
    return startMessaging({
      fetchMessages: (userId, signal) => fetchMessages(userId, { signal }),
      pageName: () => pageViewName(window.location.pathname),
      seen: seenInLocalStorage,
    });
  }, [api]);

  if (message === null) return null;
  return (
    <aside
      className="in-app-message"
      role="status"
      aria-labelledby="in-app-message-title"
      data-message-id={message.messageId}
    >
      <p id="in-app-message-title" className="in-app-message-title">
        {message.title}
      </p>
      <p>{message.body}</p>
      <div className="in-app-message-actions">
        {message.link !== null && <a href={message.link.href}>{message.link.label}</a>}
        <button
          type="button"
          onClick={() => {
            $inAppMessage.set(null);
          }}
        >
          Dismiss
        </button>
      </div>
    </aside>
  );
}
