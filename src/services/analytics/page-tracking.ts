/**
 * Page views and the Revoke Consent link, run inline at the end of every page (BaseLayout): a few
 * hundred bytes in the HTML rather than a script file, so no page's first JavaScript grows. It
 * pushes the page view to `window.dataLayer` unless consent was revoked, and wires every Revoke
 * Consent link: a click records the revocation for the analytics cookie's lifetime, removes the
 * analytics cookies (on the parent domains too) and marks the links. `logEvent` honours the same
 * cookie for every other event.
 *
 * It runs as its own source text (`inlinePageTracking`), so it must not use anything from outside.
 */
import { inlineCall } from '../../lib/html/inline-script.ts';
import { ANALYTICS_COOKIE_PATTERN, CONSENT_COOKIE, type AnalyticsConfig } from '../../lib/analytics/settings.ts';

interface PageTrackingArguments {
  pageName: string;
  region: string;
  cookieDays: number;
  consent: { name: string; revoked: string };
  analyticsCookies: string;
  revokedLabel: string;
}

// Runs in the page as its own source text, where coverage cannot follow it; page-tracking.test.ts
// runs that text.
/* v8 ignore start */
function trackPage({
  pageName,
  region,
  cookieDays,
  consent,
  analyticsCookies,
  revokedLabel,
}: PageTrackingArguments): void {
  const revokedCookie = `${consent.name}=${consent.revoked}`;
  const isRevoked = (): boolean => document.cookie.split(/;\s*/).includes(revokedCookie);
  const markLinks = (): void => {
    for (const link of document.querySelectorAll('[data-revoke-consent]')) {
      link.textContent = revokedLabel;
      link.setAttribute('aria-disabled', 'true');
    }
  };
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('[data-revoke-consent]') : null;
    if (link === null) return;
    event.preventDefault();
    document.cookie = `${revokedCookie}; max-age=${String(cookieDays * 86_400)}; path=/; samesite=lax`;
    const pattern = new RegExp(analyticsCookies);
    // Google Analytics sets its cookies on the widest domain it may (".example.com" from
    // "stats.example.com"): each is expired host-only and on the host and every parent domain.
    const labels = location.hostname.split('.');
    const domains = ['', ...labels.slice(0, -1).map((_, index) => `; domain=${labels.slice(index).join('.')}`)];
    for (const entry of document.cookie.split(/;\s*/)) {
      const name = entry.split('=')[0] ?? '';
      if (!pattern.test(name)) continue;
      for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
    }
    markLinks();
  });
  if (isRevoked()) {
    markLinks();
    return;
  }
  const queue = ((window as { dataLayer?: object[] }).dataLayer ??= []);
  queue.push({ event: 'page_view', page_name: pageName, region });
}
/* v8 ignore stop */

export const CONSENT_REVOKED_LABEL = 'Consent revoked';

/** The inline script of one page. */
export function inlinePageTracking(pageName: string, config: AnalyticsConfig): string {
  const args: PageTrackingArguments = {
    pageName,
    region: config.region,
    cookieDays: config.cookieDays,
    consent: CONSENT_COOKIE,
    analyticsCookies: ANALYTICS_COOKIE_PATTERN.source,
    revokedLabel: CONSENT_REVOKED_LABEL,
  };
  return inlineCall(trackPage, args);
}
