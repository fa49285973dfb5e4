/**
 * The response cache in real Chromium IndexedDB: the built site's service worker
 * answers per-season JSON through `PLLStatsDB`/`cache`, so a season seen once comes back without
 * the network, expired and malformed entries are refetched, and a cached season's table still
 * hydrates when the data files cannot be reached. A table fetches its season's file when it hydrates.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const SEASON_2025 = '/data/tables/players/2025-regular.json';

interface StoredEntry {
  key: string;
  value: { data: unknown; lastUpdated: number; ttlMs: number } | undefined;
}

/** Reads (and optionally rewrites) the entry whose key ends with the URL, with the browser's own IndexedDB. */
async function entryFor(page: Page, url: string, replacement?: unknown): Promise<StoredEntry | null> {
  return page.evaluate(
    async ({ url, replacement, replace }) => {
      const request = indexedDB.open('PLLStatsDB');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => {
          resolve(request.result);
        };
        request.onerror = () => {
          reject(new Error('cannot open PLLStatsDB'));
        };
      });
      try {
        if (!database.objectStoreNames.contains('cache')) return null;
        const store = database.transaction('cache', replace ? 'readwrite' : 'readonly').objectStore('cache');
        const keys = await new Promise<IDBValidKey[]>((resolve) => {
          const all = store.getAllKeys();
          all.onsuccess = () => {
            resolve(all.result);
          };
        });
        const key = keys.find((candidate) => typeof candidate === 'string' && candidate.endsWith(` ${url}`));
        if (typeof key !== 'string') return null;
        const value = await new Promise<StoredEntry['value']>((resolve) => {
          const read = store.get(key);
          read.onsuccess = () => {
            resolve(read.result as StoredEntry['value']);
          };
        });
        if (replace) store.put(replacement, key);
        return { key, value };
      } finally {
        database.close();
      }
    },
    { url, replacement, replace: replacement !== undefined },
  );
}

/** Opens a season's player table once the response cache's worker controls it (it registers after load). */
async function openTable(page: Page, path = '/player-table/2025/regular/'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Reaches for the table, which hydrates and fetches its season's file, and waits until it has the rows. */
async function hydrateTable(page: Page): Promise<void> {
  await page.locator('.sortable-table .sort-hint').hover();
  await expect(page.locator('.sortable-table[data-hydrated="true"]')).toBeVisible();
}

/** Opens the 2025 table, hydrates it and waits until the cache holds that season. */
async function cacheSeason2025(page: Page): Promise<StoredEntry> {
  await openTable(page);
  await hydrateTable(page);
  await expect.poll(() => entryFor(page, SEASON_2025)).not.toBeNull();
  const entry = await entryFor(page, SEASON_2025);
  if (entry === null) throw new Error('no cache entry');
  return entry;
}

/**
 * Requests for the path that reached the network: the worker's own fetches, and any page request
 * the worker did not answer. A page request the worker answered from IndexedDB does not count.
 */
function countNetworkRequests(context: BrowserContext, path: string): { count: number } {
  const seen = { count: 0 };
  const forPath = (url: string): boolean => new URL(url).pathname === path;
  context.on('request', (request) => {
    if (forPath(request.url()) && request.serviceWorker() !== null) seen.count += 1;
  });
  context.on('response', (response) => {
    if (forPath(response.url()) && response.request().serviceWorker() === null && !response.fromServiceWorker())
      seen.count += 1;
  });
  return seen;
}

test('an entry is {data, lastUpdated, ttlMs} with the 604800000 ms TTL, keyed by build and URL', async ({ page }) => {
  const before = Date.now();
  const entry = await cacheSeason2025(page);
  expect(entry.key).toMatch(/^\S+ \/data\/tables\/players\/2025-regular\.json$/);
  expect(entry.value?.ttlMs).toBe(604_800_000);
  expect(entry.value?.lastUpdated).toBeGreaterThanOrEqual(before);
  expect(entry.value?.data).toMatchObject({ kind: 'players', year: 2025, seasonType: 'regular' });
});

test('after a reload, a season seen before is served from IndexedDB without a request', async ({ page, context }) => {
  await cacheSeason2025(page);
  const requests = countNetworkRequests(context, SEASON_2025);
  await openTable(page);
  await hydrateTable(page);
  await expect(page.locator('.sortable-table tbody tr').first()).toBeVisible();
  expect(requests.count).toBe(0);
});

test('an expired entry is refetched and rewritten; a malformed one is discarded the same way', async ({
  page,
  context,
}) => {
  const cached = await cacheSeason2025(page);
  const expiredAt = Date.now() - 604_800_001;
  for (const stored of [
    { ...cached.value, lastUpdated: expiredAt },
    { data: 'not a season', lastUpdated: 'yesterday' },
  ]) {
    await entryFor(page, SEASON_2025, stored);
    const requests = countNetworkRequests(context, SEASON_2025);
    await openTable(page);
    await hydrateTable(page);
    expect(requests.count).toBe(1);
    await expect
      .poll(async () => (await entryFor(page, SEASON_2025))?.value?.lastUpdated ?? 0)
      .toBeGreaterThan(expiredAt + 604_800_000);
    context.removeAllListeners('request');
    context.removeAllListeners('response');
  }
});

test('with the data files out of reach, a cached season still hydrates; an uncached one says why, keeps its page, and works once they are back', async ({
  page,
  context,
}) => {
  await cacheSeason2025(page);
  await context.route('**/data/tables/**', (route) => route.abort('internetdisconnected'));
  await openTable(page);
  await hydrateTable(page);
  await expect(page.locator('.sortable-table tbody tr')).toHaveCount(20);

  await openTable(page, '/player-table/2024/regular/');
  await page.locator('.sortable-table .sort-hint').hover();
  await expect(page.locator('.sortable-table [role="status"]')).toContainText('Error:');
  await expect(page.locator('.sortable-table')).toHaveAttribute('data-hydrated', 'false');
  await expect(page.locator('.sortable-table tbody tr')).toHaveCount(20);

  await context.unroute('**/data/tables/**');
  await page.reload();
  await hydrateTable(page);
  await expect(page.locator('.sortable-table')).toHaveAttribute('data-year', '2024');
  await expect(page.locator('.sortable-table [role="status"]')).toHaveText('');
});

test('an entry written by another build never answers: after a rebuild, its season comes from the network', async ({
  page,
  context,
}) => {
  const cached = await cacheSeason2025(page);
  // What an earlier build left behind: the same URL under another build id, and none of this build's.
  await page.evaluate(
    async ({ key, value }) => {
      const request = indexedDB.open('PLLStatsDB');
      const database = await new Promise<IDBDatabase>((resolve) => {
        request.onsuccess = () => {
          resolve(request.result);
        };
      });
      const transaction = database.transaction('cache', 'readwrite');
      transaction.objectStore('cache').delete(key);
      transaction.objectStore('cache').put(value, `earlier-build ${key.slice(key.indexOf(' ') + 1)}`);
      await new Promise((resolve) => {
        transaction.oncomplete = resolve;
      });
      database.close();
    },
    { key: cached.key, value: cached.value },
  );
  const requests = countNetworkRequests(context, SEASON_2025);
  await openTable(page);
  await hydrateTable(page);
  expect(requests.count).toBe(1);
  await expect.poll(async () => (await entryFor(page, SEASON_2025))?.key).toBe(cached.key);
});

test("pages without an island that fetches a season's file register no worker", async ({ page }) => {
  for (const path of ['/players/blaze-riorden/', '/players/']) {
    await page.goto(path, { waitUntil: 'load' });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  }
  await page.goto('/player-table/', { waitUntil: 'load' });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
});
