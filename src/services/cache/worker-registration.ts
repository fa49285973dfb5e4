/**
 * Registers the response cache's service worker (service-worker.ts), inline on the pages whose
 * islands fetch a season's file (tables, comparison): a few hundred bytes of HTML, no script file, so no page's first
 * JavaScript grows. It registers once the page has loaded, never competing with the page's own
 * requests, and passes the worker's storage failures on to the data layer unless consent was
 * revoked (the worker has no data layer of its own).
 */
import { CONSENT_COOKIE } from '../../lib/analytics/settings.ts';
import { inlineCall } from '../../lib/html/inline-script.ts';
import { RESPONSE_CACHE_WORKER_URL } from '../../lib/storage/cache-entry.ts';

interface RegistrationArguments {
  url: string;
  revokedCookie: string;
}

// Runs in the page as its own source text, where coverage cannot follow it; worker-registration.test.ts
// runs that text.
/* v8 ignore start */
function registerWorker({ url, revokedCookie }: RegistrationArguments): void {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  workers.addEventListener('message', (message: MessageEvent<unknown>) => {
    const { data } = message;
    if (typeof data !== 'object' || data === null || !('event' in data)) return;
    if (document.cookie.split(/;\s*/).includes(revokedCookie)) return;
    ((window as { dataLayer?: object[] }).dataLayer ??= []).push(data);
  });
  workers.startMessages();
  addEventListener('load', () => {
    workers.register(url).catch((error: unknown) => {
      console.warn(`Response cache worker: ${String(error)}`);
    });
  });
}
/* v8 ignore stop */

/** The inline script of a page that hosts a season-switching island. */
export function inlineWorkerRegistration(): string {
  return inlineCall(registerWorker, {
    url: RESPONSE_CACHE_WORKER_URL,
    revokedCookie: `${CONSENT_COOKIE.name}=${CONSENT_COOKIE.revoked}`,
  });
}
