/**
 * The Sentry browser SDK with the sample rates of ERROR_REPORTING_SAMPLES. Only src/services/errors/bootstrap.ts
 * imports it, dynamically, so a page downloads it after it has loaded and only when a DSN is set.
 * The replay code is a further chunk, loaded only on a page that sampleReplay picks to record.
 */
import { addIntegration, browserTracingIntegration, captureException, init } from '@sentry/astro';
import { sampleReplay, type ErrorReportingConfig } from '../../lib/config/error-reporting.ts';

export function startSentry(config: ErrorReportingConfig): (error: unknown) => void {
  const replay = sampleReplay(config, Math.random());
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: import.meta.env.PUBLIC_SENTRY_RELEASE,
    tracesSampleRate: config.tracesSampleRate,
    // The draw is made: a page with the replay code records for certain, in the mode it drew.
    replaysSessionSampleRate: replay === 'session' ? 1 : 0,
    replaysOnErrorSampleRate: replay === null ? 0 : 1,
    integrations: [browserTracingIntegration()],
  });
  if (replay !== null) {
    import('./sentry-replay.ts')
      .then(({ replayIntegration }) => {
        addIntegration(replayIntegration());
      })
      .catch((error: unknown) => {
        console.error('Session replay could not load', error);
      });
  }
  return (error) => {
    captureException(error);
  };
}
