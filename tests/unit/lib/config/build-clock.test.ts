import { describe, expect, it } from 'vitest';
import { buildNowFrom } from '../../../../src/lib/config/build-clock.ts';
import { SettingError } from '../../../../src/lib/config/settings.ts';

const clock = () => 42;

describe('PLL_NOW', () => {
  it('unset or blank: the real clock', () => {
    expect(buildNowFrom(undefined, clock)).toBe(42);
    expect(buildNowFrom('  ', clock)).toBe(42);
  });
  it('an ISO date-time or date (UTC when no offset is given)', () => {
    expect(buildNowFrom('2026-11-23T12:00:00Z', clock)).toBe(Date.UTC(2026, 10, 23, 12));
    expect(buildNowFrom('2026-07-01T08:00:00-04:00', clock)).toBe(Date.UTC(2026, 6, 1, 12));
    expect(buildNowFrom('2026-11-23', clock)).toBe(Date.UTC(2026, 10, 23));
  });
  it('anything else is refused, naming the setting', () => {
    expect(() => buildNowFrom('yesterday', clock)).toThrow(SettingError);
    expect(() => buildNowFrom('1764000000', clock)).toThrow(/PLL_NOW/);
    expect(() => buildNowFrom('2026-13-45T00:00:00Z', clock)).toThrow(/PLL_NOW/);
  });
});
