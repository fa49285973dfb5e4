/**
 * The GraphQL client: POST `{query, variables}` with a bearer token. A
 * non-2xx status rejects with `GraphQL fetch error with status: {code}`, an `errors` array with
 * `GraphQL error: {messages}`, an answer without `data` with `No data returned by GraphQL`.
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
} from './http.ts';

export interface GraphqlClientConfig extends HttpConfig {
  graphqlUrl: string;
}

export type Variables = Readonly<Record<string, unknown>>;

export interface GraphqlClient {
  /** Resolves to the answer's `data` object. */
  request(query: string, variables?: Variables, options?: CallOptions): Promise<Record<string, unknown>>;
}

/** How many GraphQL error messages an ApiError's message quotes (all are in `graphqlErrors`). */
const QUOTED_ERRORS = 3;

export function createGraphqlClient(config: GraphqlClientConfig): GraphqlClient {
  async function request(
    query: string,
    variables: Variables = {},
    options: CallOptions = {},
  ): Promise<Record<string, unknown>> {
    const method = 'POST';
    const url = config.graphqlUrl;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...bearerHeaders(options.token ?? config.token),
      ...config.headers,
    };
    const operation = describeOperation(query, variables);
    const response = await send(config, {
      method,
      url,
      operation,
      headers,
      body: JSON.stringify({ query, variables }),
      signal: options.signal,
    });
    const { status, text } = response;
    const base = { method, url, operation, status };
    const html = looksLikeHtml(response.contentType, text);
    const json = html ? ({ ok: false } as const) : parseJson(text);
    const errors = json.ok ? graphqlErrorsIn(json.value) : [];

    if (status < 200 || status > 299) {
      const quoted = errors.length > 0 ? ` (${quote(errors)})` : '';
      const kind = status >= 400 && status <= 499 ? 'client' : 'server';
      throw failed(
        config,
        response,
        new ApiError(`GraphQL fetch error with status: ${status}${quoted}`, { ...base, kind, graphqlErrors: errors }),
      );
    }
    if (html) {
      throw failed(config, response, new ApiError('Received HTML response instead of JSON', { ...base, kind: 'html' }));
    }
    if (!json.ok) {
      const kind = text.trim() === '' ? 'no-data' : 'parse';
      const message = kind === 'no-data' ? 'No data returned by GraphQL' : 'Failed to parse response JSON';
      throw failed(config, response, new ApiError(message, { ...base, kind }));
    }
    if (errors.length > 0) {
      throw failed(
        config,
        response,
        new ApiError(`GraphQL error: ${quote(errors)}`, { ...base, kind: 'graphql', graphqlErrors: errors }),
      );
    }
    const data = isRecord(json.value) ? json.value['data'] : undefined;
    if (!isRecord(data)) {
      throw failed(config, response, new ApiError('No data returned by GraphQL', { ...base, kind: 'no-data' }));
    }
    notify(config, response.startedAt, method, url, status, null);
    return data;
  }

  return { request };
}

/** How many characters of the variables an error quotes. */
const QUOTED_VARIABLES = 300;

/** `SyncTeams {"year":2024,"withTotals":false}`: the operation's name (or "query") and its variables. */
export function describeOperation(query: string, variables: Variables): string {
  const name = /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? 'query';
  const json = JSON.stringify(variables);
  return `${name} ${json.length > QUOTED_VARIABLES ? `${json.slice(0, QUOTED_VARIABLES)}…` : json}`;
}

function graphqlErrorsIn(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body['errors'])) return [];
  return body['errors'].map((error: unknown) => {
    if (isRecord(error) && typeof error['message'] === 'string') return error['message'];
    return typeof error === 'string' ? error : JSON.stringify(error);
  });
}

function quote(errors: readonly string[]): string {
  const shown = errors.slice(0, QUOTED_ERRORS).join('; ');
  const more = errors.length - QUOTED_ERRORS;
  return more > 0 ? `${shown} (and ${more} more)` : shown;
}
