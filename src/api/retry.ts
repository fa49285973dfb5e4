/**
 * The retry helper: 2 attempts, waiting 1000 ms x attempt between them. Only
 * errors a second attempt may cure are retried (network trouble, timeouts, 5xx); 4xx answers, bad
 * bodies and schema errors fail at once.
 */
import { ApiError, isRetryable } from './errors.ts';

export const RETRY_ATTEMPTS = 2;
export const RETRY_DELAY_MS = 1000;

export interface RetryInfo {
  error: unknown;
  /** The attempt that failed (1-based). */
  attempt: number;
  /** How long the helper waits before the next attempt. */
  delayMs: number;
}

export interface RetryOptions {
  /** Total attempts, the first included. Default 2. */
  attempts?: number | undefined;
  /** Base delay; the wait after attempt n is delayMs x n. Default 1000. */
  delayMs?: number | undefined;
  /** How to wait; injectable so tests can run the schedule without waiting. Default setTimeout. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
  /** Which errors deserve another attempt. Default: isRetryable (network, timeout, 5xx). */
  shouldRetry?: ((error: unknown) => boolean) | undefined;
  /** Called before each wait, e.g. to log the retry. */
  onRetry?: ((info: RetryInfo) => void) | undefined;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, Math.floor(options.attempts ?? RETRY_ATTEMPTS));
  const baseDelay = options.delayMs ?? RETRY_DELAY_MS;
  const wait = options.sleep ?? sleep;
  const shouldRetry = options.shouldRetry ?? isRetryable;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) {
        if (error instanceof ApiError) error.attempts = attempt;
        throw error;
      }
      const delayMs = baseDelay * attempt;
      options.onRetry?.({ error, attempt, delayMs });
      await wait(delayMs);
    }
  }
}
