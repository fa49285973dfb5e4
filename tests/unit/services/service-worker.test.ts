/**
 * The response cache's service worker, run in a stand-in worker scope: which requests it answers,
 * how it takes over, and where its storage failures go (the pages, as messages). Node has no
 * IndexedDB, so every answer here comes from the network; real IndexedDB behind the worker is
 * exercised in tests/e2e/response-cache.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_TEXTS } from '../../../src/lib/storage/cache-entry.ts';

const ORIGIN = 'https://stats.example';
type Listener = (event: object) => void;
const listeners = new Map<string, Listener>();
const posted: unknown[] = [];
const skipWaiting = vi.fn(() => Promise.resolve());
const claim = vi.fn(() => Promise.resolve());
const network = vi.fn((request: Request) => Promise.resolve(Response.json({ served: new URL(request.url).pathname })));

beforeAll(async () => {
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => listeners.set(type, listener));
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`));
  vi.stubGlobal('skipWaiting', skipWaiting);
  vi.stubGlobal('clients', {
    claim,
    matchAll: () => Promise.resolve([{ postMessage: (message: unknown) => posted.push(message) }]),
  });
  vi.stubGlobal('fetch', network);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await import('../../../src/services/cache/service-worker.ts');
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function dispatch(type: string, event: object): void {
  const listener = listeners.get(type);
  if (listener === undefined) throw new Error(`the worker does not listen to ${type}`);
  listener(event);
}

/** A fetch event for the request; resolves to the worker's answer, or null when it left it to the browser. */
async function answerTo(request: Request): Promise<Response | null> {
  const answered: { response?: Promise<Response> } = {};
  const kept: Promise<unknown>[] = [];
  dispatch('fetch', {
    request,
    respondWith: (response: Promise<Response>) => (answered.response = response),
    waitUntil: (work: Promise<unknown>) => kept.push(work),
  });
  const response = (await answered.response) ?? null;
  await Promise.all(kept);
  return response;
}

describe('the response cache worker', () => {
  it('takes over at once: it skips waiting on install and claims the open pages on activate', async () => {
    dispatch('install', { waitUntil: () => undefined });
    expect(skipWaiting).toHaveBeenCalledOnce();
    const kept: Promise<unknown>[] = [];
    dispatch('activate', { waitUntil: (work: Promise<unknown>) => kept.push(work) });
    await Promise.all(kept);
    expect(claim).toHaveBeenCalledOnce();
  });

  it("answers GET requests for the site's per-season JSON, through to the network when nothing is cached", async () => {
    const response = await answerTo(new Request(`${ORIGIN}/data/leaders/players/2025-regular.json`));
    expect(await response?.json()).toEqual({ served: '/data/leaders/players/2025-regular.json' });
  });

  it('leaves pages, other methods and other origins to the browser', async () => {
    network.mockClear();
    expect(await answerTo(new Request(`${ORIGIN}/players/`))).toBeNull();
    expect(
      await answerTo(new Request(`${ORIGIN}/data/comparison/2026.json`, { method: 'POST', body: '{}' })),
    ).toBeNull();
    expect(await answerTo(new Request('https://api.example/data/comparison/2026.json'))).toBeNull();
    expect(network).not.toHaveBeenCalled();
  });

  it('sends its storage failures to the pages it serves, which log them (a worker has no data layer)', async () => {
    await answerTo(new Request(`${ORIGIN}/data/comparison/2026.json`));
    await vi.waitFor(() => {
      expect(posted).toContainEqual({ event: 'storage_failure', reason: STORAGE_TEXTS.unavailable });
    });
  });
});
