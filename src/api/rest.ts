/**
 * The REST v4 client: JSON content type, bearer token, `authSource: stats`,
 * a `time-zone` header, undefined query values skipped, `data.items` or `data` read from the
 * wrapper, and the error texts (errors.ts) for every way an exchange can fail.
 */
import { ApiError } from './errors.ts';
import {
  bearerHeaders,
  failed,
  isRecord,
  looksLikeHtml,
  notify,
  parseJson,
  send,
  type CallOptions,
  type HttpConfig,
  type HttpResponse,
} from './http.ts';

export interface RestClientConfig extends HttpConfig {
  /** The REST base, ending in `/api` (paths such as `/v4/events` are appended). */
  restBaseUrl: string;
  /** Sent as the `time-zone` header. Default: the runtime's resolved time zone. */
  timeZone?: string | undefined;
}

export type QueryScalar = string | number | boolean;
/** Arrays are sent comma-joined; undefined and null values are left out of the URL. */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RestRequestOptions extends CallOptions {
  /** GET (default), POST, PUT, DELETE or PATCH; anything else rejects with `Request method is invalid`. */
  method?: string | undefined;
  query?: Query | undefined;
  /** Sent as JSON with every method but GET. */
  body?: unknown;
  /**
   * Default true: a 2xx answer without `data` rejects with `Returned with no data`. False for calls
   * whose success needs no payload (update-user, engagement): they then resolve to null.
   */
  requireData?: boolean | undefined;
}

export interface RestClient {
  /** Resolves to `data.items` when the wrapper has items, else to `data`. */
  request(path: string, options?: RestRequestOptions): Promise<unknown>;
  /** The full URL a request to `path` with `query` goes to. */
  url(path: string, query?: Query): string;
}

export const AUTH_SOURCE = 'stats';

/** The runtime's time zone (Intl), or UTC when it cannot tell. */
export function defaultTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const base = baseUrl.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.map(String).join(',') : String(value));
  }
  const search = params.toString();
  return search === '' ? base + tail : `${base}${tail}?${search}`;
}

function isHttpMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method);
}

export function createRestClient(config: RestClientConfig): RestClient {
  const timeZone = config.timeZone ?? defaultTimeZone();
  const url = (path: string, query?: Query): string => buildUrl(config.restBaseUrl, path, query);

  async function request(path: string, options: RestRequestOptions = {}): Promise<unknown> {
    const method = (options.method ?? 'GET').toUpperCase();
    const target = url(path, options.query);
    if (!isHttpMethod(method)) {
      throw new ApiError('Request method is invalid', { kind: 'method', method, url: target });
    }
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      authSource: AUTH_SOURCE,
      'time-zone': timeZone,
      ...bearerHeaders(options.token ?? config.token),
      ...config.headers,
    };
    const body = method !== 'GET' && options.body !== undefined ? JSON.stringify(options.body) : undefined;
    const response = await send(config, { method, url: target, headers, body, signal: options.signal });
    const data = interpret(config, response, options.requireData ?? true);
    notify(config, response.startedAt, method, target, response.status, null);
    return data;
  }

  return { request, url };
}

function interpret(config: RestClientConfig, response: HttpResponse, requireData: boolean): unknown {
  const { status, text } = response;
  const base = { method: response.method, url: response.url, status };
  const html = looksLikeHtml(response.contentType, text);
  const json = html ? ({ ok: false } as const) : parseJson(text);
  const serverMessage = json.ok ? messageIn(json.value) : null;

  if (status >= 400 && status <= 499) {
    const message = serverMessage ?? `Request failed with status ${status}: ${statusText(response, html)}`;
    throw failed(config, response, new ApiError(message, { ...base, kind: 'client', serverMessage }));
  }
  if (status < 200 || status > 299) {
    const reason = `${status} ${statusText(response, html)}${serverMessage === null ? '' : ` - ${serverMessage}`}`;
    throw failed(
      config,
      response,
      new ApiError(`Failed to make API request: ${reason}`, { ...base, kind: 'server', serverMessage }),
    );
  }
  if (html) {
    throw failed(config, response, new ApiError('Received HTML response instead of JSON', { ...base, kind: 'html' }));
  }
  if (text.trim() === '') {
    if (!requireData) return null;
    throw failed(config, response, new ApiError('Returned with no data', { ...base, kind: 'no-data' }));
  }
  if (!json.ok) {
    throw failed(config, response, new ApiError('Failed to parse response JSON', { ...base, kind: 'parse' }));
  }
  const data = isRecord(json.value) ? json.value['data'] : undefined;
  if (data === undefined || data === null) {
    if (!requireData) return null;
    const message = serverMessage === null ? 'Returned with no data' : `Returned with no data (${serverMessage})`;
    throw failed(config, response, new ApiError(message, { ...base, kind: 'no-data', serverMessage }));
  }
  if (isRecord(data) && 'items' in data && data['items'] !== undefined) return data['items'] ?? [];
  return data;
}

/** The server's own words: `{error: "..."}`, `{error: {message}}` or `{message: "..."}`. */
function messageIn(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { error, message } = body;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (isRecord(error) && typeof error['message'] === 'string' && error['message'].trim() !== '')
    return error['message'];
  if (typeof message === 'string' && message.trim() !== '') return message;
  return null;
}

const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The status text; HTTP/2 has none, so then a short plain-text body or the standard phrase. */
function statusText(response: HttpResponse, html: boolean): string {
  if (response.statusText !== '') return response.statusText;
  const body = response.text.trim();
  if (!html && body !== '' && body.length <= 200 && !body.startsWith('{')) return body;
  return REASON_PHRASES[response.status] ?? 'Unknown Status';
}
