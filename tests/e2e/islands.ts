import { expect, type Page } from '@playwright/test';

/**
 * Waits until the named island has hydrated (Astro drops the island's `ssr` attribute then). A click
 * before that lands on the server-rendered fallback, e.g. a plain link that loads a new page.
 */
export async function expectHydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr');
}
