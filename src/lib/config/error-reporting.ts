/**
 * Error reporting's settings ("Error reporting samples: traces 10%, profiles 20%,
 * session replays 10%, error replays 50%"; no profiles, which GitHub Pages cannot allow). Without
 * PUBLIC_SENTRY_DSN there is none: nothing loads and nothing is sent. A DSN that is not one fails
 * the build naming the setting.
 */
import { SettingError } from './settings.ts';

/**
 * "Error reporting samples: traces 10%, profiles 20%, session replays 10%, error replays 50%."
 * Browser profiling is left out: it needs a `Document-Policy: js-profiling` header, which GitHub
 * Pages cannot send.
 */
export const ERROR_REPORTING_SAMPLES = { traces: 0.1, sessionReplays: 0.1, errorReplays: 0.5 } as const;

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

export interface ErrorReportingEnv {
  PUBLIC_SENTRY_DSN?: string | undefined;
  PUBLIC_SENTRY_ENVIRONMENT?: string | undefined;
}

/** A Sentry DSN: http(s)://PUBLIC_KEY@HOST[/PATH]/PROJECT_ID, the key a word (the SDK refuses others). */
function isDsn(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /^\w+$/.test(url.username) &&
      /^\/(?:[^/]+\/)*\d+$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

export function errorReportingConfigFrom(env: ErrorReportingEnv): ErrorReportingConfig | null {
  const dsn = env.PUBLIC_SENTRY_DSN?.trim() ?? '';
  if (dsn === '') return null;
  if (!isDsn(dsn))
    throw new SettingError(
      `PUBLIC_SENTRY_DSN must be a Sentry DSN like https://KEY@o1.ingest.sentry.io/123, got "${dsn}"`,
    );
  return {
    dsn,
    environment: env.PUBLIC_SENTRY_ENVIRONMENT?.trim() || 'production',
    tracesSampleRate: ERROR_REPORTING_SAMPLES.traces,
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLES.sessionReplays,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLES.errorReplays,
  };
}

/** Whether a page records a replay: its whole session, its last moments kept for an error, or none. */
export type ReplaySample = 'session' | 'on-error' | null;

/**
 * The replay a page records, drawn once from `random` (uniform in [0, 1)) with the odds the replay
 * SDK itself would give: the session at the session rate, else on error at the error rate. Drawn
 * up front so that a page loads the replay code only when it will record.
 */
export function sampleReplay(config: ErrorReportingConfig, random: number): ReplaySample {
  const session = config.replaysSessionSampleRate;
  if (random < session) return 'session';
  return random < session + (1 - session) * config.replaysOnErrorSampleRate ? 'on-error' : null;
}
