/**
 * `npm run shots [-- --dir dist --out .cache/shots]`: a full-page screenshot of one page of each
 * type (the same pages as the size budget) at a phone's width (390 px) and a desktop's (1440 px),
 * in the light and the dark scheme, as `{type}-{width}-{scheme}.png`. For looking at the design;
 * the folder is git-ignored. Also adds 404. Serves `dist` as the CDN would.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { pagePerType, serveDist } from './lib/site-pages.ts';

const WIDTHS = [390, 1440] as const;
const SCHEMES = ['light', 'dark'] as const;
/** Taller pages are cut here: a screenshot of a 2,000-row table says nothing more than its top. */
const MAX_HEIGHT = 4000;

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    out: { type: 'string', default: join('.cache', 'shots') },
    port: { type: 'string', default: '4492' },
    only: { type: 'string' },
  },
});
const dist = resolve(values.dir);
const out = resolve(values.out);
const origin = `http://127.0.0.1:${values.port}`;
mkdirSync(out, { recursive: true });

const pages = [
  ...pagePerType(dist).flatMap(({ type, path }) => (path === undefined ? [] : [{ name: type.name, path }])),
  { name: '404', path: '/no-such-page/' },
].filter(({ name }) => values.only === undefined || values.only.split(',').includes(name));

const server = await serveDist(dist, values.port);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of WIDTHS) {
    for (const colorScheme of SCHEMES) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      for (const { name, path } of pages) {
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        // A section laid out only near the view (content-visibility) is blank in a full-page shot until scrolled to:
        // the shot shows it as a visitor scrolling down sees it.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
        const file = join(out, `${name.replaceAll(' ', '-')}-${String(width)}-${colorScheme}.png`);
        await page.screenshot({ path: file, clip: { x: 0, y: 0, width, height }, fullPage: true });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        console.log(`${file}${scrollWidth > width ? `  (scrolls sideways: ${String(scrollWidth)} px)` : ''}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
