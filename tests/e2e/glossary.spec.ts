/**
 * A column header leads to its definition with the keyboard (or a tap): a static table's header is a
 * link to the glossary entry, and a sortable table, whose headers sort, lists its columns' definitions
 * in a disclosure under it. What is expected is read from the page itself (the header's long name).
 */
import { expect, test } from '@playwright/test';

test('a header link opens its glossary entry, and the sortable table lists its columns under it', async ({ page }) => {
  await page.goto('/teams/whipsnakes/');
  const heading = page.locator('thead .column-heading').first();
  const longName = await heading.locator('abbr').getAttribute('title');
  expect(longName).toBeTruthy();
  await heading.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/glossary\/#\w+$/);
  const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
  const entry = page.locator(`[id="${id}"]`);
  await expect(entry).toBeInViewport();
  await expect(entry.locator('dt')).toContainText(longName ?? '');
  await expect(entry.locator('dd').first()).not.toBeEmpty();

  await page.goto('/player-table/');
  const key = page.locator('details.column-key');
  await key.locator('summary').click();
  const headers = await page
    .locator('thead th[data-stat]:not([data-stat="name"])')
    .evaluateAll((cells) => cells.map((cell) => cell.dataset['stat']));
  const linked = await key
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1))),
    );
  expect(headers.length).toBeGreaterThan(10);
  expect(linked).toEqual(headers);
  await expect(key.locator('a').first()).toBeVisible();
});
