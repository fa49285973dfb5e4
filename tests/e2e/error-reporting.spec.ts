/**
 * Error reporting in Chromium: the test build's DSN points at a loopback
 * port where this spec listens as Sentry's ingest endpoint, so the envelopes the real SDK sends are
 * read here: an uncaught error after load, one thrown before the SDK had loaded (kept, then sent),
 * and a lazily loaded chunk that fails ("Loading chunk {n} failed").
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ERRORS, E2E_ERRORS_PORT } from '../../scripts/lib/e2e-errors.ts';
import { openHighlights, skipWithoutSample } from './highlights.ts';

interface ReportedEvent {
  environment?: string;
  sdk?: { name?: string };
  exception?: { values?: { type?: string; value?: string }[] };
}

test.describe.configure({ mode: 'default' });

let server: Server;
const envelopes: string[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.startsWith('/api/7/envelope/'))
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, headers);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(E2E_ERRORS_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(async ({ page }) => {
  const html = await (await page.request.get('/players/')).text();
  test.skip(!html.includes('ErrorReporting'), 'this build has no DSN (npm test builds with the e2e one)');
});

/** The error events of every envelope received so far: envelopes are newline-separated JSON. */
function reportedEvents(): ReportedEvent[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n').filter((line) => line.trim() !== '');
    const events: ReportedEvent[] = [];
    for (let index = 1; index + 1 < lines.length; index += 2) {
      const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}') as ReportedEvent);
    }
    return events;
  });
}

const reportedMessages = (): string[] =>
  reportedEvents().flatMap((event) => (event.exception?.values ?? []).map((value) => value.value ?? ''));

async function throwLater(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

test("an uncaught error is reported to the DSN's endpoint by the Sentry SDK, with the environment", async ({
  page,
}) => {
  await page.goto('/players/');
  await page.waitForLoadState('load');
  await throwLater(page, 'e2e: uncaught after load');
  await expect.poll(reportedMessages).toContain('e2e: uncaught after load');
  const event = reportedEvents().find((candidate) =>
    candidate.exception?.values?.some((value) => value.value === 'e2e: uncaught after load'),
  );
  expect(event?.environment).toBe(E2E_ERRORS.PUBLIC_SENTRY_ENVIRONMENT);
  expect(event?.sdk?.name).toMatch(/^sentry\.javascript\./);
});

test('an error thrown before the SDK has loaded is kept and sent once it starts', async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      setTimeout(() => {
        throw new Error('e2e: before reporting loaded');
      });
    });
  });
  await page.goto('/teams/');
  await expect.poll(reportedMessages).toContain('e2e: before reporting loaded');
});

test('a lazily loaded chunk that fails is reported as "Loading chunk VideoModal failed" and the page says the player failed', async ({
  page,
}) => {
  await skipWithoutSample(page);
  await page.route(/\/_astro\/VideoModal\.[^/]+\.js$/, (route) => route.abort('connectionrefused'));
  await openHighlights(page);
  await page.locator('.highlight').first().click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load video player');
  await expect.poll(reportedMessages).toContain('Loading chunk VideoModal failed');
});
