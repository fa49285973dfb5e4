/**
 * The inline page-tracking script's Revoke Consent, run as the page runs it, in a context whose
 * document keeps cookies as a browser does: by name, path and domain, a cookie set with domain=
 * visible on that domain and below it, and removed only by an expiry written for the same domain.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../../src/lib/analytics/settings.ts';
import { inlinePageTracking } from '../../../src/services/analytics/page-tracking.ts';
import { CookieJar, type StoredCookie } from '../../support/browser-state.ts';

/** Runs the page's script on `host` with these cookies, then clicks Revoke Consent. */
function revokeOn(host: string, cookies: readonly StoredCookie[]): CookieJar {
  const jar = new CookieJar(host);
  jar.cookies.push(...cookies);
  const listeners: ((event: unknown) => void)[] = [];
  class Element {
    closest(): this {
      return this;
    }
    setAttribute(): void {}
  }
  const document = {
    get cookie() {
      return jar.header;
    },
    set cookie(text: string) {
      jar.write(text);
    },
    addEventListener: (_: string, listener: (event: unknown) => void) => listeners.push(listener),
    querySelectorAll: () => [],
  };
  const script = inlinePageTracking('teams', { region: 'us', cookieDays: 180 });
  runInNewContext(script, { document, location: { hostname: host }, window: {}, Element });
  for (const listener of listeners) listener({ target: new Element(), preventDefault: () => undefined });
  return jar;
}

describe('Revoke Consent', () => {
  it('removes the analytics cookies set on the host and on every parent domain, and keeps the others', () => {
    const jar = revokeOn('stats.premierlacrosseleague.com', [
      { name: '_ga', value: 'GA1.1.1.1', domain: 'premierlacrosseleague.com' },
      { name: '_ga_X1', value: 'GS1', domain: 'premierlacrosseleague.com' },
      { name: '_gid', value: 'GA1.1.2.2', domain: 'stats.premierlacrosseleague.com' },
      { name: '_gat', value: '1', domain: null },
      { name: 'osc', value: 'keep', domain: 'premierlacrosseleague.com' },
      { name: 'referrerUserId', value: 'keep', domain: null },
    ]);
    expect(jar.cookies.map((cookie) => cookie.name).sort()).toEqual(
      [CONSENT_COOKIE.name, 'osc', 'referrerUserId'].sort(),
    );
    expect(jar.cookies.find((cookie) => cookie.name === CONSENT_COOKIE.name)?.value).toBe(CONSENT_COOKIE.revoked);
  });

  it('on a bare host (no parent domain) removes the host-only cookies', () => {
    const jar = revokeOn('localhost', [{ name: '_ga', value: 'GA1.1.1.1', domain: null }]);
    expect(jar.cookies.map((cookie) => cookie.name)).toEqual([CONSENT_COOKIE.name]);
  });
});
