/**
 * The response cache (spec section 7) in real Chromium IndexedDB: islands that fetch per-season
 * JSON read through `PLLStatsDB`/`cache`, so a season seen once comes back without the network,
 * expired and malformed entries are refetched, and cached seasons still switch offline.
 */
import { expect, test, type Page } from '@playwright/test';
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

/** Visits /players/, switches to 2025 and waits until the cache holds that season. */
async function cacheSeason2025(page: Page): Promise<StoredEntry> {
  await page.goto('/players/');
  await expectHydrated(page, 'SeasonSwitcher');
  await switchSeason(page, 'Regular Season 2025');
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
  await expect.poll(() => entryFor(page, SEASON_2025)).not.toBeNull();
  const entry = await entryFor(page, SEASON_2025);
  if (entry === null) throw new Error('no cache entry');
  return entry;
}

function countRequests(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.count += 1;
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

test('after a reload, switching to a season seen before is served from IndexedDB without a request', async ({ page }) => {
  await cacheSeason2025(page);
  const requests = countRequests(page, SEASON_2025);
  await page.goto('/players/');
  await expectHydrated(page, 'SeasonSwitcher');
  await switchSeason(page, 'Regular Season 2025');
  await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
  await expect(page.getByRole('region', { name: 'Points leaders' }).locator('tbody tr').first()).toBeVisible();
  expect(requests.count).toBe(0);
});

test('an expired entry is refetched and rewritten; a malformed one is discarded the same way', async ({ page }) => {
  const cached = await cacheSeason2025(page);
  const expiredAt = Date.now() - 604_800_001;
  for (const stored of [{ ...cached.value, lastUpdated: expiredAt }, { data: 'not a season', lastUpdated: 'yesterday' }]) {
    await entryFor(page, SEASON_2025, stored);
    const requests = countRequests(page, SEASON_2025);
    await page.goto('/players/');
    await expectHydrated(page, 'SeasonSwitcher');
    await switchSeason(page, 'Regular Season 2025');
    await expect(page.locator('.leaderboards')).toHaveAttribute('data-year', '2025');
    expect(requests.count).toBe(1);
    await expect.poll(async () => (await entryFor(page, SEASON_2025))?.value?.lastUpdated ?? 0).toBeGreaterThan(expiredAt + 604_800_000);
    page.removeAllListeners('request');
  }
});

test('offline, a cached season still switches; an uncached one says why and works once back online', async ({ page, context }) => {
  await cacheSeason2025(page);
  // The page has settled (the cache's code loads when the browser is idle), then the network drops.
  await page.goto('/players/', { waitUntil: 'networkidle' });
  await expectHydrated(page, 'SeasonSwitcher');
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
