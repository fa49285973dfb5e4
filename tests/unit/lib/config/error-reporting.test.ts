import { describe, expect, it } from 'vitest';
import { chunkLoadError, errorReportingConfigFrom } from '../../../../src/lib/config/error-reporting.ts';

describe('error reporting settings (spec section 9)', () => {
  it('is off without a DSN: nothing loads, nothing is sent', () => {
    expect(errorReportingConfigFrom({})).toBeNull();
    expect(errorReportingConfigFrom({ PUBLIC_SENTRY_DSN: '  ' })).toBeNull();
  });

  it('"traces 10%, profiles 20%, session replays 10%, error replays 50%"', () => {
    expect(errorReportingConfigFrom({ PUBLIC_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/4505' })).toEqual({
      dsn: 'https://abc123@o42.ingest.sentry.io/4505',
      environment: 'production',
      tracesSampleRate: 0.1,
      profilesSampleRate: 0.2,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0.5,
    });
    expect(errorReportingConfigFrom({ PUBLIC_SENTRY_DSN: 'http://key@127.0.0.1:4483/7', PUBLIC_SENTRY_ENVIRONMENT: 'e2e' })?.environment).toBe('e2e');
  });

  it('a DSN that is not one fails naming the setting and the value', () => {
    for (const dsn of ['sentry', 'https://o42.ingest.sentry.io/4505', 'https://abc@o42.ingest.sentry.io/project', 'http://e2e-key@127.0.0.1/7', 'ftp://abc@host/1']) {
      expect(() => errorReportingConfigFrom({ PUBLIC_SENTRY_DSN: dsn }), dsn).toThrow(`PUBLIC_SENTRY_DSN must be a Sentry DSN like https://KEY@o1.ingest.sentry.io/123, got "${dsn}"`);
    }
  });

  it('a chunk that cannot load says "Loading chunk {n} failed" and keeps its cause', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = chunkLoadError('VideoModal', cause);
    expect(error.message).toBe('Loading chunk VideoModal failed');
    expect(error.cause).toBe(cause);
  });
});
