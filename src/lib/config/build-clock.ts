/**
 * PLL_NOW: the moment the build takes as "now" for what depends on time (which games are played,
 * pending or next; the current season; game-day pages), as an ISO 8601 date-time. Unset, the real
 * clock. A value that is no date-time is refused, never read as the real clock.
 */
import { SettingError, setting } from './settings.ts';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export function buildNowFrom(value: string | undefined, clock: () => number): number {
  const text = setting(value);
  if (text === undefined) return clock();
  const at = ISO_DATE_TIME.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at))
    throw new SettingError(`PLL_NOW must be an ISO date-time such as 2026-07-01T12:00:00Z, got "${text}"`);
  return at;
}
