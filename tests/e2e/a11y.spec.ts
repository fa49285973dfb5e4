/**
 * axe over every URL of the sitemap: no serious or critical violation anywhere on the site. The
 * sitemap names the production origin; each URL is visited on the local server instead. The URLs
 * are split into chunks so the workers share them.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const CHUNKS = 8;
const dist = resolve(import.meta.dirname, '../..', process.env['E2E_DIST'] ?? 'dist');

/** Paths of every <loc> in the built sitemaps (read from disk: the list decides the tests). */
function sitemapPaths(): string[] {
  const files = readdirSync(dist).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  return files.flatMap((name) =>
    [...readFileSync(join(dist, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname),
  );
}

const paths = sitemapPaths();

test('the sitemap lists the home page', () => {
  expect(paths).toContain('/');
});

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const share = paths.filter((_, index) => index % CHUNKS === chunk);
  test(`axe finds no serious or critical violation on sitemap pages, part ${String(chunk + 1)} of ${String(CHUNKS)} (${String(share.length)} pages)`, async ({ page }) => {
    test.setTimeout(60_000 + share.length * 5_000);
    const failures: string[] = [];
    for (const path of share) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ');
        failures.push(`${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${targets}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
