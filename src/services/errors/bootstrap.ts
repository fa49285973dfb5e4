/**
 * Error reporting, loaded lazily: the page keeps the errors it meets while it
 * loads, then, once idle after load, imports the Sentry SDK, starts it and hands it what it kept.
 * From then on the SDK's own handlers catch uncaught errors and rejections. An SDK that fails to
 * start is logged and its error rethrown ("Error reporting init failure rethrown").
 */
import type { ErrorReportingConfig } from '../../lib/config/error-reporting.ts';

export function startErrorReporting(config: ErrorReportingConfig): void {
  const kept: unknown[] = [];
  const keepError = (event: ErrorEvent): void => {
    kept.push(event.error ?? event.message);
  };
  const keepRejection = (event: PromiseRejectionEvent): void => {
    kept.push(event.reason);
  };
  addEventListener('error', keepError);
  addEventListener('unhandledrejection', keepRejection);

  const start = (): void => {
    import('./sentry.ts')
      .then(({ startSentry }) => {
        const capture = startSentry(config);
        removeEventListener('error', keepError);
        removeEventListener('unhandledrejection', keepRejection);
        for (const error of kept.splice(0)) capture(error);
      })
      .catch((error: unknown) => {
        console.error('Error reporting could not start', error);
        throw error;
      });
  };
  const whenIdle = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(start);
    else setTimeout(start, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
