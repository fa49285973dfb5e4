/**
 * Analytics events (log_in, log_out, login errors, on-site check-in, ...).
 * Each goes to `window.dataLayer`, the queue a tag manager reads once one is configured; until then
 * the queue is the record (the browser tests read it).
 */
import { consentRevoked } from '../../lib/analytics/settings.ts';

export type EventParams = Readonly<Record<string, string | number | boolean | null>>;

export interface AnalyticsEvent extends EventParams {
  event: string;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/** Every event of the site goes through here, so a revoked consent stops them all. */
export function logEvent(name: string, params: EventParams = {}): void {
  if (consentRevoked(document.cookie)) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...params, event: name });
}
