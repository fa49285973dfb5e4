/**
 * The response cache in real Chromium IndexedDB: the built site's service worker
 * answers per-season JSON through `PLLStatsDB`/`cache`, so a season seen once comes back without
 * the network, expired and malformed entries are refetched, and cached seasons still switch offline.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectHydrated } from './islands.ts';

const SEASON_2025 = '/data/leaders/players/2025-regular.json';

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

async function switchSeason(page: Page, label: string): Promise<void> {
  await page.locator('.season-switcher summary').click();
  await page.locator('.season-switcher a', { hasText: label }).click();
}

/** Opens /players/ once the response cache's worker controls it (it registers after load). */
async function openLeaders(page: Page): Promise<void> {
  await page.goto('/players/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expectHydrated(page, 'SeasonSwitcher');
}

/** Visits /players/, switches to 2025 and waits until the cache holds that season. */
async function cacheSeason2025(page: Page): Promise<StoredEntry> {
  await openLeaders(page);
  await switchSeason(page, 'Regular Season 2025');
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
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
    if (forPath(response.url()) && response.request().serviceWorker() === null && !response.fromServiceWorker()) seen.count += 1;
  });
  return seen;
}

test('an entry is {data, lastUpdated, ttlMs} with the 604800000 ms TTL, keyed by build and URL', async ({ page }) => {
  const before = Date.now();
  const entry = await cacheSeason2025(page);
  expect(entry.key).toMatch(/^\S+ \/data\/leaders\/players\/2025-regular\.json$/);
  expect(entry.value?.ttlMs).toBe(604_800_000);
  expect(entry.value?.lastUpdated).toBeGreaterThanOrEqual(before);
  expect(entry.value?.data).toMatchObject({ kind: 'players', year: 2025, seasonType: 'regular' });
});

test('after a reload, switching to a season seen before is served from IndexedDB without a request', async ({ page, context }) => {
  await cacheSeason2025(page);
  const requests = countNetworkRequests(context, SEASON_2025);
  await openLeaders(page);
  await switchSeason(page, 'Regular Season 2025');
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
  await expect(page.getByRole('region', { name: 'Points leaders' }).locator('tbody tr').first()).toBeVisible();
  expect(requests.count).toBe(0);
});

test('an expired entry is refetched and rewritten; a malformed one is discarded the same way', async ({ page, context }) => {
  const cached = await cacheSeason2025(page);
  const expiredAt = Date.now() - 604_800_001;
  for (const stored of [{ ...cached.value, lastUpdated: expiredAt }, { data: 'not a season', lastUpdated: 'yesterday' }]) {
    await entryFor(page, SEASON_2025, stored);
    const requests = countNetworkRequests(context, SEASON_2025);
    await openLeaders(page);
    await switchSeason(page, 'Regular Season 2025');
    await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
    expect(requests.count).toBe(1);
    await expect.poll(async () => (await entryFor(page, SEASON_2025))?.value?.lastUpdated ?? 0).toBeGreaterThan(expiredAt + 604_800_000);
    context.removeAllListeners('request');
    context.removeAllListeners('response');
  }
});

test('offline, a cached season still switches; an uncached one says why and works once back online', async ({ page, context }) => {
  await cacheSeason2025(page);
  await openLeaders(page);
  await context.setOffline(true);
  await switchSeason(page, 'Regular Season 2025');
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
  await expect(page.getByRole('region', { name: 'Points leaders' }).locator('tbody tr').first()).toBeVisible();

  await switchSeason(page, 'Regular Season 2024');
  await expect(page.getByRole('alert')).toContainText('Error:');
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');

  await context.setOffline(false);
  await switchSeason(page, 'Regular Season 2023');
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2023');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an entry written by another build never answers: after a rebuild, its season comes from the network', async ({ page, context }) => {
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
  await openLeaders(page);
  await switchSeason(page, 'Regular Season 2025');
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
  expect(requests.count).toBe(1);
  await expect.poll(async () => (await entryFor(page, SEASON_2025))?.key).toBe(cached.key);
});

test('pages without a season-switching island register no worker', async ({ page }) => {
  await page.goto('/players/blaze-riorden/', { waitUntil: 'load' });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await page.goto('/players/', { waitUntil: 'load' });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
});
