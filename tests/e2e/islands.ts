import { expect, type Page } from '@playwright/test';

/**
 * Waits until the named island has hydrated (Astro drops the island's `ssr` attribute then). A click
 * before that lands on the server-rendered fallback, e.g. a plain link that loads a new page.
 */
export async function expectHydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr');
}

/**
 * Starts recording the scripts a page requests, and returns a check that none of them is an
 * island's code (its component or the framework that renders it) and that no island has hydrated.
 * The build's other scripts (error reporting, ads) are not islands and may load.
 */
export function recordIslandScripts(page: Page): () => Promise<void> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return async () => {
    const islands = await page.locator('astro-island').evaluateAll((elements) =>
      elements.map((element) => ({
        code: [element.getAttribute('component-url'), element.getAttribute('renderer-url')],
        ssr: element.hasAttribute('ssr'),
      })),
    );
    expect(islands.filter((island) => !island.ssr)).toEqual([]);
    expect(
      islands
        .flatMap((island) => island.code)
        .filter((url) => url !== null && scripts.has(new URL(url, page.url()).pathname)),
    ).toEqual([]);
  };
}
