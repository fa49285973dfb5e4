/**
 * The image loader in Chromium, on the events ticker's team logos: the
 * logo hosts are served by the test (a real PNG, with CORS) or held or refused, and the browser is
 * taken offline and back. The loader's state is the element's data-state.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { expectHydrated } from './islands.ts';
import { LOCAL_DATABASE } from '../../src/lib/storage/cache-entry.ts';

const LOGO_HOSTS = /^https:\/\/(img\.premierlacrosseleague\.com|premierlacrosseleague\.com\/wp-content)\//;

/** A valid 1x1 PNG, built here so the test needs no file. */
function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x1e, 0x3a, 0x5c]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = onePixelPng();

const logos = (page: Page) => page.locator('.ticker-team .cached-image');

async function serveLogo(route: Route): Promise<void> {
  await route.fulfill({
    status: 200,
    contentType: 'image/png',
    body: PNG,
    headers: { 'access-control-allow-origin': '*' },
  });
}

/** How many images the page's IndexedDB holds (0 before the database exists). */
function storedImages(page: Page): Promise<number> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => {
          resolve(0);
        };
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains(store)) {
            database.close();
            resolve(0);
            return;
          }
          const counting = database.transaction(store).objectStore(store).count();
          counting.onsuccess = () => {
            database.close();
            resolve(counting.result);
          };
        };
      }),
    { name: LOCAL_DATABASE.name, store: LOCAL_DATABASE.images },
  );
}

test('logos load through the image cache, and a reload serves them from IndexedDB without a request', async ({
  page,
}) => {
  let requests = 0;
  const requested = new Set<string>();
  await page.route(LOGO_HOSTS, async (route) => {
    requests += 1;
    requested.add(route.request().url());
    await serveLogo(route);
  });
  await page.goto('/');
  await expectHydrated(page, 'EventsTicker');
  const first = logos(page).first();
  await expect(first).toHaveAttribute('data-state', 'LOADED');
  await expect(first.locator('img')).toHaveAttribute('src', /^blob:/);
  expect(requests).toBeGreaterThan(0);
  // A logo shows as soon as it has loaded, and is written to the cache after: a reload waits for
  // every logo fetched to be stored.
  await expect.poll(() => storedImages(page)).toBeGreaterThanOrEqual(requested.size);

  requests = 0;
  await page.reload();
  await expectHydrated(page, 'EventsTicker');
  await expect(first).toHaveAttribute('data-state', 'LOADED');
  expect(requests).toBe(0);
});

test('a logo that fails shows the team code in its box; one held while the browser goes offline waits OFFLINE and loads once back online', async ({
  page,
  context,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let refusing = true;
  await page.route(LOGO_HOSTS, async (route) => {
    if (refusing) {
      await route.abort('connectionrefused');
      return;
    }
    await held;
    await serveLogo(route).catch(() => undefined);
  });
  await page.goto('/');
  await expectHydrated(page, 'EventsTicker');
  const first = logos(page).first();
  await expect(first).toHaveAttribute('data-state', 'ERROR');
  await expect(first.locator('.ticker-logo')).toHaveText(/^[A-Z]{3}$/);
  const box = await first.boundingBox();
  expect([box?.width, box?.height]).toEqual([24, 24]);

  // A fresh page whose logo requests hang: the loader sits in PENDING until the network drops.
  refusing = false;
  await page.reload();
  await expectHydrated(page, 'EventsTicker');
  await expect(first).toHaveAttribute('data-state', 'PENDING');
  await context.setOffline(true);
  await expect(first).toHaveAttribute('data-state', 'OFFLINE');
  await expect(first.locator('.ticker-logo')).toBeVisible();
  await expect(page.locator('.ticker .ticker-card').first()).toBeVisible();

  release();
  await context.setOffline(false);
  await expect(first).toHaveAttribute('data-state', 'LOADED');
});

// Playwright's JavaScript-off mode still parses <noscript> as if scripts ran, so the page's HTML is read instead.
test('without JavaScript the logos are plain images in <noscript>, which a browser loads itself', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(
    /<span class="cached-image"[^>]*data-state="IDLE"[^>]*><noscript><img src="https:\/\/[^"]+\.png" alt="" width="24" height="24"/,
  );
});
