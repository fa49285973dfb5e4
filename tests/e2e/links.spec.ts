/**
 * Every address of the site that the site itself gives, in a page's links or in its feeds and data
 * (the sitemap, the calendars, the JSON), names a file the host serves as it is: a file, or a
 * folder's index.html by its path ending in a slash. A missing page would be a dead link; a page's
 * folder without its slash costs the visitor a redirect on the host (GitHub Pages answers 301).
 * And the sitemap lists exactly the pages search engines should index. Read from the files, no
 * browser: the host serves them so.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { dist } from './built-site.ts';

/** The production origin, which the sitemap index names: absolute addresses of the site start with it. */
const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(readFileSync(join(dist, 'sitemap-index.xml'), 'utf8'))?.[1] ?? '')
  .origin;
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(html|xml|ics|json|csv|webmanifest)$/.test(file),
);
const escapedOrigin = origin.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * A root-relative link in a page's attribute or a JSON file's "href" or "url", or an absolute
 * address on the site's origin anywhere.
 */
const ADDRESS = new RegExp(
  `(?:(?:href|src|action)="(/(?!/)[^"]*)"|"(?:href|url)":"(/(?!/)[^"]*)"|${escapedOrigin}(/[^\\s"'<>\\\\)]*))`,
  'g',
);

/** How the host answers a path: with the file, or not without a redirect (or at all). */
function servedAsItIs(path: string): boolean {
  const file = join(dist, decodeURIComponent(path));
  if (!existsSync(file)) return false;
  if (statSync(file).isFile()) return true;
  return path.endsWith('/') && existsSync(join(file, 'index.html'));
}

test('every address the site gives for itself is a file it serves, without a redirect', () => {
  const unserved = new Map<string, string[]>();
  let addresses = 0;
  for (const file of files) {
    // Calendar lines are folded at 75 octets (a line break and a space): unfolded first.
    const text = readFileSync(join(dist, file), 'utf8').replaceAll(/\r\n[ \t]/g, '');
    for (const match of text.matchAll(ADDRESS)) {
      const path = (match[1] ?? match[2] ?? match[3] ?? '').replaceAll('&amp;', '&').replace(/[?#].*$/, '');
      addresses += 1;
      if (servedAsItIs(path)) continue;
      unserved.set(path, [...(unserved.get(path) ?? []), file]);
    }
  }
  expect(addresses, 'addresses found in the built site').toBeGreaterThan(files.length);
  expect(
    [...unserved].map(([path, where]) => `${path} (${String(where.length)}×, first in ${where[0] ?? ''})`),
  ).toEqual([]);
});

test('the sitemap lists every page to index once, by its own address, and nothing else', () => {
  const listed = readdirSync(dist)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .flatMap((name) =>
      [...readFileSync(join(dist, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? '').pathname,
      ),
    );
  // A page is to index unless it is kept out (noindex), names another page as its address
  // (canonical), or is a stat table's later page, reached from the table's first.
  const toIndex = files
    .filter((file) => file.endsWith('index.html'))
    .flatMap((file) => {
      const path = `/${file.slice(0, -'index.html'.length)}`;
      const html = readFileSync(join(dist, file), 'utf8');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      const keptOut = html.includes('<meta name="robots" content="noindex">');
      const repeats = canonical !== undefined && new URL(canonical).pathname !== path;
      return keptOut || repeats || /\/page\/\d+\/$/.test(path) ? [] : [path];
    });
  expect(new Set(listed).size, 'addresses listed twice').toBe(listed.length);
  expect(listed.toSorted()).toEqual(toIndex.toSorted());
});
