/**
 * The Sentry browser SDK with the spec's sample rates. Only src/services/errors/bootstrap.ts
 * imports it, dynamically, so a page downloads it after it has loaded and only when a DSN is set.
 */
import { browserProfilingIntegration, browserTracingIntegration, captureException, init, replayIntegration } from '@sentry/astro';
import type { ErrorReportingConfig } from '../../lib/config/error-reporting.ts';

export function startSentry(config: ErrorReportingConfig): (error: unknown) => void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: import.meta.env.PUBLIC_BUILD_ID,
    tracesSampleRate: config.tracesSampleRate,
    profilesSampleRate: config.profilesSampleRate,
    replaysSessionSampleRate: config.replaysSessionSampleRate,
    replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
    integrations: [browserTracingIntegration(), browserProfilingIntegration(), replayIntegration()],
  });
  return (error) => {
    captureException(error);
  };
}
