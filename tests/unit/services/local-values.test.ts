/**
 * What the account service keeps in the browser, over a cookie jar and a storage area that behave
 * as a browser's: the sign-in email and the referral values survive in the cookie when storage is
 * off, the on-site check-in is sent once, and a page loads Firebase at once only with a session or
 * a sign-in in its address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkIn,
  forgetEmail,
  keepReferral,
  markSession,
  pageHasAccountWork,
  pageNeedsAccounts,
  rememberEmail,
  rememberedEmail,
  storedReferral,
} from '../../../src/services/auth/local-values.ts';
import type { AnalyticsEvent } from '../../../src/services/analytics/events.ts';
import { CookieJar, MemoryStorage } from '../../support/browser-state.ts';

let jar: CookieJar;
let storage: MemoryStorage;
let page: { localStorage: MemoryStorage; location: { search: string }; dataLayer?: AnalyticsEvent[] };

beforeEach(() => {
  jar = new CookieJar('stats.premierlacrosseleague.com');
  storage = new MemoryStorage();
  page = { localStorage: storage, location: { search: '' } };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', {
    get cookie() {
      return jar.header;
    },
    set cookie(text: string) {
      jar.write(text);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const cookieNames = (): string[] => jar.cookies.map((cookie) => cookie.name);

describe('the email a sign-in link went to', () => {
  it('is kept in storage and in a cookie, and forgetting it clears both', () => {
    rememberEmail('fan+pll@example.com');
    expect(storage.items.get('emailForSignIn')).toBe('fan+pll@example.com');
    expect(cookieNames()).toEqual(['emailForSignIn']);
    expect(rememberedEmail()).toBe('fan+pll@example.com');
    forgetEmail();
    expect(rememberedEmail()).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(jar.cookies).toEqual([]);
  });

  it('is read back from the cookie, decoded, when the browser has storage turned off', () => {
    storage.broken = true;
    rememberEmail('fan+pll@example.com');
    expect(jar.cookies[0]?.value).toBe(encodeURIComponent('fan+pll@example.com'));
    expect(rememberedEmail()).toBe('fan+pll@example.com');
  });
});

describe('referral values', () => {
  it("keeps a URL's referral values (blank ones ignored) and a later visit's replace them", () => {
    keepReferral(new URLSearchParams('referrerUserId=u-1&pllm_source=%20&osc=2026-06-01&other=x'));
    expect(storedReferral()).toEqual({ referrerUserId: 'u-1', osc: '2026-06-01' });
    keepReferral(new URLSearchParams('referrerUserId=u-2'));
    expect(storedReferral()).toEqual({ referrerUserId: 'u-2', osc: '2026-06-01' });
    expect(cookieNames().sort()).toEqual(['osc', 'referrerUserId']);
  });

  it('sends the on-site check-in once with its game day, then clears it from storage and the cookie', () => {
    keepReferral(new URLSearchParams('osc=2026-06-01&referrerUserId=u-1'));
    checkIn();
    checkIn();
    expect(page.dataLayer).toEqual([{ event: 'on_site_check_in', game_day: '2026-06-01' }]);
    expect(storedReferral()).toEqual({ referrerUserId: 'u-1' });
    expect(cookieNames()).toEqual(['referrerUserId']);
  });
});

describe('whether a page needs accounts at load', () => {
  it('does with a session hint, and not once the session has ended', () => {
    expect(pageNeedsAccounts()).toBe(false);
    markSession(true);
    expect(pageNeedsAccounts()).toBe(true);
    markSession(false);
    expect(pageNeedsAccounts()).toBe(false);
  });

  it('does with a custom token or a sign-in link in the address', () => {
    page.location.search = '?fbct=token';
    expect(pageNeedsAccounts()).toBe(true);
    page.location.search = '?mode=signIn&oobCode=abc';
    expect(pageNeedsAccounts()).toBe(true);
  });

  it('has account work, without needing Firebase, when the address carries referral values only', () => {
    page.location.search = '?pllm_source=newsletter';
    expect(pageNeedsAccounts()).toBe(false);
    expect(pageHasAccountWork()).toBe(true);
    page.location.search = '?week=3';
    expect(pageHasAccountWork()).toBe(false);
  });
});
