/**
 * The inline script that registers the response cache's worker, run as the page runs it (its own
 * source text, in a context of its own): it registers only once the page has loaded, relays the
 * worker's storage events to the data layer unless consent was revoked, and a failed registration
 * is a warning, never an error the page shows.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '../../../src/lib/analytics/settings.ts';
import { RESPONSE_CACHE_WORKER_URL } from '../../../src/lib/storage/cache-entry.ts';
import { inlineWorkerRegistration } from '../../../src/services/cache/worker-registration.ts';

type Listener = (event: { data?: unknown }) => void;

/** Runs the script on a page with these cookies; `register` answers the registration. */
function runOnPage(cookie: string, register: (url: string) => Promise<unknown>) {
  const workerListeners = new Map<string, Listener>();
  const pageListeners = new Map<string, () => void>();
  const registered: string[] = [];
  const warnings: string[] = [];
  const window: { dataLayer?: object[] } = {};
  const serviceWorker = {
    addEventListener: (type: string, listener: Listener) => workerListeners.set(type, listener),
    startMessages: vi.fn(),
    register: (url: string) => {
      registered.push(url);
      return register(url);
    },
  };
  runInNewContext(inlineWorkerRegistration(), {
    navigator: { serviceWorker },
    document: { cookie },
    window,
    addEventListener: (type: string, listener: () => void) => pageListeners.set(type, listener),
    console: { warn: (text: string) => warnings.push(text) },
  });
  return {
    registered,
    warnings,
    window,
    startedMessages: serviceWorker.startMessages,
    load: () => pageListeners.get('load')?.(),
    message: (data: unknown) => workerListeners.get('message')?.({ data }),
  };
}

describe('the response cache worker registration', () => {
  it('registers the worker once the page has loaded, not before', () => {
    const page = runOnPage('', () => Promise.resolve({}));
    expect(page.startedMessages).toHaveBeenCalled();
    expect(page.registered).toEqual([]);
    page.load();
    expect(page.registered).toEqual([RESPONSE_CACHE_WORKER_URL]);
  });

  it("relays the worker's events to the data layer and ignores messages that are not events", () => {
    const page = runOnPage('', () => Promise.resolve({}));
    page.message({ event: 'storage_failure', reason: 'QuotaExceededError' });
    page.message('hello');
    page.message(null);
    page.message({ other: 1 });
    expect(page.window.dataLayer).toEqual([{ event: 'storage_failure', reason: 'QuotaExceededError' }]);
  });

  it('relays nothing once consent was revoked', () => {
    const page = runOnPage(`other=1; ${CONSENT_COOKIE.name}=${CONSENT_COOKIE.revoked}`, () => Promise.resolve({}));
    page.message({ event: 'storage_failure', reason: 'QuotaExceededError' });
    expect(page.window.dataLayer).toBeUndefined();
  });

  it('warns when the registration fails', async () => {
    const page = runOnPage('', () => Promise.reject(new Error('SecurityError')));
    page.load();
    await vi.waitFor(() => {
      expect(page.warnings).toEqual(['Response cache worker: Error: SecurityError']);
    });
  });

  it('does nothing in a browser without service workers', () => {
    const window: { dataLayer?: object[] } = {};
    runInNewContext(inlineWorkerRegistration(), { navigator: {}, document: { cookie: '' }, window });
    expect(window.dataLayer).toBeUndefined();
  });
});
