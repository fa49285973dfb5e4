/** Sentry's session replay, apart from the rest of the SDK so that only a page that records a replay loads it. */
export { replayIntegration } from '@sentry/astro';
