/**
 * The response and image caches over an in-memory IndexedDB (fake-indexeddb, which follows the
 * IndexedDB specification) and a local HTTP server that counts what it serves: a fresh entry answers
 * without the network, an expired or malformed one is dropped, another build's entries never answer
 * and are swept, and the image cache keeps at most 100 images, the oldest going first.
 */
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDB } from 'idb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS, LOCAL_DATABASE, cacheEntry, cacheKey } from '../../../src/lib/storage/cache-entry.ts';
import {
  IMAGE_CACHE_MAX_ENTRIES,
  IMAGE_CACHE_TTL_MS,
  cachedImageUrl,
} from '../../../src/services/cache/image-cache.ts';
import {
  BUILD_ID,
  answerThroughCache,
  readCached,
  sweepOtherBuilds,
  writeCached,
} from '../../../src/services/cache/response-cache.ts';

let server: Server;
let origin: string;
/** Every path the server was asked for, in order. */
let served: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    served.push(path);
    if (path.startsWith('/missing')) {
      response.writeHead(404).end();
    } else if (path.startsWith('/images/')) {
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(`png ${path}`);
    } else if (path.startsWith('/broken')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  served = [];
  vi.stubGlobal('window', { dataLayer: [] });
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The stored value under a key, read straight from the database. */
async function stored(store: string, key: string): Promise<unknown> {
  const database = await openDB(LOCAL_DATABASE.name);
  try {
    return await database.get(store, key);
  } finally {
    database.close();
  }
}

async function storeRaw(store: string, key: string, value: unknown): Promise<void> {
  const database = await openDB(LOCAL_DATABASE.name);
  try {
    await database.put(store, value, key);
  } finally {
    database.close();
  }
}

async function storedKeys(store: string): Promise<string[]> {
  const database = await openDB(LOCAL_DATABASE.name);
  try {
    return (await database.getAllKeys(store)).map(String);
  } finally {
    database.close();
  }
}

describe('the response cache', () => {
  it('answers a written URL until its entry expires a week later, then drops it', async () => {
    await writeCached('/data/a.json', { rows: [1, 2] }, 100);
    await expect(readCached('/data/a.json')).resolves.toEqual({ rows: [1, 2] });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CACHE_TTL_MS + 1 });
    await expect(readCached('/data/a.json')).resolves.toBeUndefined();
    expect(await stored(LOCAL_DATABASE.responses, cacheKey(BUILD_ID, '/data/a.json'))).toBeUndefined();
  });

  it('drops a malformed entry instead of answering with it', async () => {
    await storeRaw(LOCAL_DATABASE.responses, cacheKey(BUILD_ID, '/data/bad.json'), { data: 1 });
    await expect(readCached('/data/bad.json')).resolves.toBeUndefined();
    expect(await stored(LOCAL_DATABASE.responses, cacheKey(BUILD_ID, '/data/bad.json'))).toBeUndefined();
  });

  it("never answers with another build's entry, and the sweep removes every such entry", async () => {
    await storeRaw(
      LOCAL_DATABASE.responses,
      cacheKey('older-build', '/data/b.json'),
      cacheEntry({ old: true }, Date.now()),
    );
    await writeCached('/data/b.json', { current: true }, 100);
    await expect(readCached('/data/b.json')).resolves.toEqual({ current: true });
    await sweepOtherBuilds();
    const keys = await storedKeys(LOCAL_DATABASE.responses);
    expect(keys).toContain(cacheKey(BUILD_ID, '/data/b.json'));
    expect(keys.filter((key) => !key.startsWith(`${BUILD_ID} `))).toEqual([]);
  });

  it('answers a request from the network once, stores good JSON, then answers it from the cache', async () => {
    const work: Promise<unknown>[] = [];
    const request = new Request(`${origin}/data/season.json?year=2024`);
    const first = await answerThroughCache(request, (task) => work.push(task));
    expect(await first.json()).toEqual({ path: '/data/season.json?year=2024' });
    await Promise.all(work);
    const second = await answerThroughCache(request, (task) => work.push(task));
    expect(await second.json()).toEqual({ path: '/data/season.json?year=2024' });
    expect(served).toEqual(['/data/season.json?year=2024']);
  });

  it('passes a response that is not JSON on without keeping it', async () => {
    const work: Promise<unknown>[] = [];
    const request = new Request(`${origin}/broken.json`);
    expect(await (await answerThroughCache(request, (task) => work.push(task))).text()).toBe('<html>');
    await Promise.all(work);
    await answerThroughCache(request, (task) => work.push(task));
    expect(served).toEqual(['/broken.json', '/broken.json']);
  });
});

describe('the image cache', () => {
  const image = (name: string) => `${origin}/images/${name}.png`;
  const bytesAt = async (objectUrl: string) => (await fetch(objectUrl)).text();

  it('fetches an image once and answers later requests from the cache, as an object URL of the same bytes', async () => {
    const first = await cachedImageUrl(image('logo'), AbortSignal.timeout(10_000));
    expect(await bytesAt(first)).toBe('png /images/logo.png');
    await vi.waitFor(async () => {
      expect(await stored(LOCAL_DATABASE.images, image('logo'))).toBeDefined();
    });
    const second = await cachedImageUrl(image('logo'), AbortSignal.timeout(10_000));
    expect(await bytesAt(second)).toBe('png /images/logo.png');
    expect(served).toEqual(['/images/logo.png']);
  });

  it('fetches an image again once its entry is older than 7 days', async () => {
    await cachedImageUrl(image('old'), AbortSignal.timeout(10_000));
    await vi.waitFor(async () => {
      expect(await stored(LOCAL_DATABASE.images, image('old'))).toBeDefined();
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + IMAGE_CACHE_TTL_MS + 1 });
    await cachedImageUrl(image('old'), AbortSignal.timeout(10_000));
    expect(served).toEqual(['/images/old.png', '/images/old.png']);
  });

  it('rejects an image the server does not have, naming it and the status, and keeps nothing', async () => {
    const src = `${origin}/missing.png`;
    await expect(cachedImageUrl(src, AbortSignal.timeout(10_000))).rejects.toThrow(`${src}: status 404`);
    expect(await stored(LOCAL_DATABASE.images, src)).toBeUndefined();
  });

  it('keeps at most 100 images: one more removes the oldest', async () => {
    const database = await openDB(LOCAL_DATABASE.name);
    await database.clear(LOCAL_DATABASE.images);
    const start = Date.now() - 1000 * IMAGE_CACHE_MAX_ENTRIES;
    for (let index = 0; index < IMAGE_CACHE_MAX_ENTRIES; index += 1) {
      await database.put(
        LOCAL_DATABASE.images,
        cacheEntry(new Blob([`image ${String(index)}`]), start + index * 1000, IMAGE_CACHE_TTL_MS),
        image(`kept-${String(index)}`),
      );
    }
    database.close();
    await cachedImageUrl(image('newest'), AbortSignal.timeout(10_000));
    await vi.waitFor(async () => {
      expect(await stored(LOCAL_DATABASE.images, image('newest'))).toBeDefined();
      expect(await stored(LOCAL_DATABASE.images, image('kept-0'))).toBeUndefined();
    });
    const keys = await storedKeys(LOCAL_DATABASE.images);
    expect(keys).toHaveLength(IMAGE_CACHE_MAX_ENTRIES);
    expect(keys).toContain(image('kept-1'));
  });
});
