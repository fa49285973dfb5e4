/**
 * The one place that calls fetch: sends a request, reads the whole body as text and turns a
 * missing response (refused, reset, timed out, aborted) into an ApiError. What the status and the
 * body mean is for rest.ts and graphql.ts to say. Uses only what Node 24 and browsers share.
 */
import { ApiError } from './errors.ts';

/** What every client reports after each HTTP exchange (e.g. for a request counter or a log). */
export interface Exchange {
  method: string;
  url: string;
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  durationMs: number;
  /** The error the exchange ended in, if any (set by the client that interpreted the answer). */
  error: ApiError | null;
}

/** Settings shared by the REST and the GraphQL client. */
export interface HttpConfig {
  /** Bearer token sent as `Authorization: Bearer <token>`; none when unset. */
  token?: string | undefined;
  /** The fetch to use; default the global fetch. */
  fetch?: typeof fetch | undefined;
  /** Extra headers sent with every request (e.g. Origin/Referer for an upstream host that wants them). */
  headers?: Readonly<Record<string, string>> | undefined;
  /** Abort a request that has not fully answered after this many ms. Default 30000; 0 = never. */
  timeoutMs?: number | undefined;
  /** Called once per HTTP exchange, after the answer was interpreted. */
  onExchange?: ((exchange: Exchange) => void) | undefined;
}

/** Per-call options of every client function. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Overrides the configured bearer token for this call (e.g. a signed-in user's ID token). */
  token?: string | undefined;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface HttpRequest {
  method: string;
  url: string;
  /** A GraphQL call's operation and variables, named in its errors. */
  operation?: string | undefined;
  headers: Record<string, string>;
  body?: string | undefined;
  signal?: AbortSignal | undefined;
}

export interface HttpResponse {
  method: string;
  url: string;
  status: number;
  statusText: string;
  contentType: string;
  text: string;
  startedAt: number;
}

export async function send(config: HttpConfig, request: HttpRequest): Promise<HttpResponse> {
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeoutSignal = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [request.signal, timeoutSignal].filter((signal): signal is AbortSignal => signal !== undefined);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.body !== undefined) init.body = request.body;
  if (signal !== undefined) init.signal = signal;
  const startedAt = Date.now();

  const fail = (error: unknown): ApiError => {
    const base = { method: request.method, url: request.url, operation: request.operation, cause: error };
    if (request.signal?.aborted === true)
      return new ApiError('Failed to fetch data: request aborted', { ...base, kind: 'aborted' });
    if (timeoutSignal?.aborted === true) {
      return new ApiError(`Failed to fetch data: request timed out after ${timeoutMs} ms`, {
        ...base,
        kind: 'timeout',
      });
    }
    return new ApiError(`Failed to fetch data: ${describeReason(error)}`, { ...base, kind: 'network' });
  };

  let response: Response;
  try {
    response = await fetchImpl(request.url, init);
  } catch (error) {
    const failure = fail(error);
    notify(config, startedAt, request.method, request.url, null, failure);
    throw failure;
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const failure = fail(error);
    notify(config, startedAt, request.method, request.url, response.status, failure);
    throw failure;
  }
  return {
    method: request.method,
    url: request.url,
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type') ?? '',
    text,
    startedAt,
  };
}

/** Tells config.onExchange how an exchange ended. */
export function notify(
  config: HttpConfig,
  startedAt: number,
  method: string,
  url: string,
  status: number | null,
  error: ApiError | null,
): void {
  config.onExchange?.({ method, url, status, durationMs: Date.now() - startedAt, error });
}

/** Reports a failed exchange and returns the error, so callers can `throw fail(...)`. */
export function failed(config: HttpConfig, response: HttpResponse, error: ApiError): ApiError {
  notify(config, response.startedAt, response.method, response.url, response.status, error);
  return error;
}

/** A text/html content type or a body that starts with `<` (after whitespace and a BOM). */
export function looksLikeHtml(contentType: string, text: string): boolean {
  if (/\btext\/html\b/i.test(contentType)) return true;
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function bearerHeaders(token: string | undefined): Record<string, string> {
  return token === undefined || token === '' ? {} : { Authorization: `Bearer ${token}` };
}

/**
 * A readable reason for a failed fetch. Node wraps the socket error: `fetch failed` with a cause
 * `connect ECONNREFUSED 127.0.0.1:4322`; browsers say `Failed to fetch`.
 */
export function describeReason(error: unknown): string {
  const own = messageOf(error);
  const cause = error instanceof Error ? messageOf(error.cause) : '';
  if (own !== '' && cause !== '' && !own.includes(cause)) return `${own} (${cause})`;
  return own !== '' ? own : cause !== '' ? cause : 'unknown error';
}

function messageOf(error: unknown): string {
  if (error === undefined || error === null) return '';
  if (error instanceof AggregateError && error.message === '') {
    return error.errors
      .map((inner) => messageOf(inner))
      .filter((text) => text !== '')
      .join('; ');
  }
  if (error instanceof Error) {
    if (error.message !== '') return error.message;
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' ? code : error.name;
  }
  if (typeof error === 'string') return error;
  if (isRecord(error) && typeof error['message'] === 'string') return error['message'];
  return '';
}
