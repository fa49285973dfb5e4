/**
 * Analytics rules: "Page-view tracking names a page by its path segments
 * joined with underscores, or home for root"; "Analytics region de or us; cookie duration
 * integer"; "Cookie default 7 days; analytics cookie about 180 days"; a Revoke Consent link in the
 * footer, honoured by every analytics call of the site.
 */
import { SettingError } from '../config/settings.ts';

/** "analytics cookie about 180 days" */
export const ANALYTICS_COOKIE_DAYS = 180;

/** "Analytics region de or us" */
const ANALYTICS_REGIONS = ['de', 'us'] as const;

export type AnalyticsRegion = (typeof ANALYTICS_REGIONS)[number];

export interface AnalyticsConfig {
  region: AnalyticsRegion;
  /** How long the consent and analytics cookies live. */
  cookieDays: number;
}

/** The cookie that records a revoked consent; while it is set, nothing is tracked. */
export const CONSENT_COOKIE = { name: 'pll_consent', revoked: 'revoked' } as const;
/** Cookies a tag manager's analytics set, removed when consent is revoked. */
export const ANALYTICS_COOKIE_PATTERN = /^(?:_ga|_gid|_gat)/;

export function pageViewName(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? 'home' : segments.join('_');
}

export function analyticsConfigFrom(env: {
  PUBLIC_ANALYTICS_REGION?: string | undefined;
  PUBLIC_ANALYTICS_COOKIE_DAYS?: string | undefined;
}): AnalyticsConfig {
  const region = env.PUBLIC_ANALYTICS_REGION?.trim().toLowerCase() || 'us';
  if (!ANALYTICS_REGIONS.includes(region as AnalyticsRegion)) {
    throw new SettingError(
      `PUBLIC_ANALYTICS_REGION must be ${ANALYTICS_REGIONS.join(' or ')}, got "${env.PUBLIC_ANALYTICS_REGION ?? ''}"`,
    );
  }
  const days = env.PUBLIC_ANALYTICS_COOKIE_DAYS?.trim() || String(ANALYTICS_COOKIE_DAYS);
  if (!/^\d+$/.test(days) || Number(days) < 1) {
    throw new SettingError(
      `PUBLIC_ANALYTICS_COOKIE_DAYS must be a whole number of days (1 or more), got "${env.PUBLIC_ANALYTICS_COOKIE_DAYS ?? ''}"`,
    );
  }
  return { region: region as AnalyticsRegion, cookieDays: Number(days) };
}

/** True when the cookie header carries a revoked consent. */
export function consentRevoked(cookies: string): boolean {
  return cookies.split(/;\s*/).includes(`${CONSENT_COOKIE.name}=${CONSENT_COOKIE.revoked}`);
}
