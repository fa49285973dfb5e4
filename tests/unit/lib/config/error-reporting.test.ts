import { describe, expect, it } from 'vitest';
import {
  errorReportingConfigFrom,
  sampleReplay,
  type ErrorReportingConfig,
} from '../../../../src/lib/config/error-reporting.ts';

describe('error reporting settings', () => {
  it('is off without a DSN: nothing loads, nothing is sent', () => {
    expect(errorReportingConfigFrom({})).toBeNull();
    expect(errorReportingConfigFrom({ PUBLIC_SENTRY_DSN: '  ' })).toBeNull();
  });

  it('"traces 10%, session replays 10%, error replays 50%"; no profiles (GitHub Pages cannot send the header they need)', () => {
    expect(errorReportingConfigFrom({ PUBLIC_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/4505' })).toEqual({
      dsn: 'https://abc123@o42.ingest.sentry.io/4505',
      environment: 'production',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0.5,
    });
    expect(
      errorReportingConfigFrom({ PUBLIC_SENTRY_DSN: 'http://key@127.0.0.1:4483/7', PUBLIC_SENTRY_ENVIRONMENT: 'e2e' })
        ?.environment,
    ).toBe('e2e');
  });

  it('a DSN that is not one fails naming the setting and the value', () => {
    for (const dsn of [
      'sentry',
      'https://o42.ingest.sentry.io/4505',
      'https://abc@o42.ingest.sentry.io/project',
      'http://e2e-key@127.0.0.1/7',
      'ftp://abc@host/1',
    ]) {
      expect(() => errorReportingConfigFrom({ PUBLIC_SENTRY_DSN: dsn }), dsn).toThrow(
        `PUBLIC_SENTRY_DSN must be a Sentry DSN like https://KEY@o1.ingest.sentry.io/123, got "${dsn}"`,
      );
    }
  });

  it('a page records a replay as often as the SDK would: 10% whole sessions, half of the rest on error, else none', () => {
    const config = errorReportingConfigFrom({
      PUBLIC_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/4505',
    }) as ErrorReportingConfig;
    const draws = Array.from({ length: 1000 }, (_, index) => (index + 0.5) / 1000);
    const count = (sample: string | null) => draws.filter((random) => sampleReplay(config, random) === sample).length;
    // 10% of pages record the session; 50% of the other 90% keep their last moments for an error.
    expect([count('session'), count('on-error'), count(null)]).toEqual([100, 450, 450]);
  });
});
