/**
 * Checks on the site's own settings (spec section 5): "API key must be present without colon";
 * "Analytics region de or us; cookie duration integer." A bad setting is named, never guessed at.
 */
import { ANALYTICS_REGIONS, COOKIE_DEFAULT_DAYS } from '../constants.ts';

export class SettingError extends Error {
  override name = 'SettingError';
}

/** A setting's value, or undefined when unset or blank: a CI variable that is not defined arrives as an empty string. */
export const setting = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** A search-only API key: present, and without a colon (a colon marks a secured key pair). */
export function checkApiKey(name: string, value: string | undefined): string {
  const key = (value ?? '').trim();
  if (key === '') throw new SettingError(`${name} is required`);
  if (key.includes(':')) throw new SettingError(`${name} must not contain a colon`);
  return key;
}

export type AnalyticsRegion = (typeof ANALYTICS_REGIONS)[number];

export function checkAnalyticsRegion(name: string, value: string): AnalyticsRegion {
  const region = value.trim().toLowerCase();
  if (!(ANALYTICS_REGIONS as readonly string[]).includes(region)) {
    throw new SettingError(`${name} must be one of ${ANALYTICS_REGIONS.join(', ')}, got "${value}"`);
  }
  return region as AnalyticsRegion;
}

/** A cookie's lifetime in whole days; unset means the default 7. */
export function checkCookieDays(name: string, value: string | undefined): number {
  if (value === undefined || value.trim() === '') return COOKIE_DEFAULT_DAYS;
  if (!/^\d+$/.test(value.trim())) throw new SettingError(`${name} must be a whole number of days, got "${value}"`);
  return Number(value.trim());
}
