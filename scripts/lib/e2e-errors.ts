/**
 * The error-reporting setting of the browser tests' build: a DSN whose host is a loopback port,
 * where tests/e2e/error-reporting.spec.ts listens as Sentry's ingest endpoint. While that spec is
 * not listening, the reports of other tests are refused and lost, as with an unreachable Sentry.
 */
export const E2E_ERRORS_PORT = 4483;

export const E2E_ERRORS = {
  PUBLIC_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${String(E2E_ERRORS_PORT)}/7`,
  PUBLIC_SENTRY_ENVIRONMENT: 'e2e',
} as const;
