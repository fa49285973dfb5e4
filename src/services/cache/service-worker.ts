/**
 * The service worker behind the response cache (`/sw.js`, built by scripts/lib/service-worker.ts).
 * It answers the site's per-season JSON from `PLLStatsDB` and leaves every other request alone. In
 * a worker, the islands that switch seasons fetch plainly: the cache costs the pages nothing.
 *
 * Each build publishes a new worker (its build id is in it), which takes over at once and sweeps
 * the entries of earlier builds.
 */
import { isCachedResponsePath } from '../../lib/storage/cache-entry.ts';
import { reportStorageFailuresTo } from './database.ts';
import { answerThroughCache, sweepOtherBuilds } from './response-cache.ts';

// The project compiles against the DOM library; these are the few worker types this file uses.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void>; matchAll(): Promise<readonly { postMessage(message: unknown): void }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;

/** A worker has no data layer: storage failures go to the pages it serves, which log them. */
reportStorageFailuresTo((reason) => {
  void worker.clients.matchAll().then((clients) => {
    for (const client of clients) client.postMessage({ event: 'storage_failure', reason });
  });
});

worker.addEventListener('install', () => {
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([worker.clients.claim(), sweepOtherBuilds()]));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || !isCachedResponsePath(url.pathname)) return;
  event.respondWith(
    answerThroughCache(request, (work) => {
      event.waitUntil(work);
    }),
  );
});
