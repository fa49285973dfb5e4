/**
 * The two error types every call of src/api can reject with.
 *
 * ApiError: the exchange itself failed (bad method, network, HTTP status, HTML or unparseable body,
 * no data, GraphQL errors). Its message is the text a fan sees; `kind`,
 * `status`, `method`, `url` and for GraphQL `operation` say what and where, `retryable` whether a
 * second attempt may help, `attempts` how many were made; `detail` says all of it in one line.
 *
 * SchemaError: the exchange worked but the payload does not have the shape the site relies on. Its
 * message names the entity, its id and the field, e.g.
 * `Invalid Event "2024_game_1": field homeTeam.officialId: expected string, received number`.
 */

export type ApiErrorKind =
  /** A method other than GET, POST, PUT, DELETE, PATCH: `Request method is invalid`. */
  | 'method'
  /** No response (refused, reset, DNS): `Failed to fetch data: {reason}`. */
  | 'network'
  /** No response within the configured time: `Failed to fetch data: request timed out after {n} ms`. */
  | 'timeout'
  /** The caller's AbortSignal fired: `Failed to fetch data: request aborted`. */
  | 'aborted'
  /** HTTP 400-499. REST: the server's message or `Request failed with status {code}: {text}`. */
  | 'client'
  /** Any other non-2xx status (5xx...). REST: `Failed to make API request: {reason}`. */
  | 'server'
  /** A 2xx answer that is an HTML page (a proxy, a login wall, a wrong base URL). */
  | 'html'
  /** A 2xx answer whose body is not JSON: `Failed to parse response JSON`. */
  | 'parse'
  /** A 2xx answer without data: `Returned with no data` / `No data returned by GraphQL`. */
  | 'no-data'
  /** A GraphQL answer with an `errors` array: `GraphQL error: {first messages}`. */
  | 'graphql';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  url: string;
  /** A GraphQL call's operation name and variables, e.g. `SyncTeams {"year":2024}`. */
  operation?: string | null | undefined;
  status?: number | null | undefined;
  /** The message the server put in its body (REST `error`/`message`), when it sent one. */
  serverMessage?: string | null | undefined;
  /** GraphQL `errors[].message`, in order. */
  graphqlErrors?: readonly string[] | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status when a response arrived, else null. */
  readonly status: number | null;
  readonly method: string;
  readonly url: string;
  readonly operation: string | null;
  readonly serverMessage: string | null;
  readonly graphqlErrors: readonly string[];
  /** How many attempts the call made before it failed with this error (the retry helper sets it). */
  attempts = 1;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.method = init.method;
    this.url = init.url;
    this.operation = init.operation ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.graphqlErrors = init.graphqlErrors ?? [];
  }

  /** Network trouble, timeouts and 5xx may pass on a second attempt; 4xx, bad bodies and schema errors will not. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.kind === 'server' && this.status !== null && this.status >= 500;
  }

  /**
   * The message with the request it came from and the attempts made, for logs and operators:
   * `GET http://host/api/v4/events?year=2024 (2 attempts): ...`, or for GraphQL
   * `POST http://host/graphql SyncTeams {"year":2024} (1 attempt): ...`.
   */
  get detail(): string {
    const operation = this.operation === null ? '' : ` ${this.operation}`;
    const attempts = `${this.attempts} ${this.attempts === 1 ? 'attempt' : 'attempts'}`;
    return `${this.method} ${this.url}${operation} (${attempts}): ${this.message}`;
  }
}

export interface SchemaIssue {
  /** Dotted field path inside the entity, e.g. `homeTeam.officialId` or `allTeams[2].year`. */
  path: string;
  message: string;
}

export interface SchemaErrorInit {
  entity: string;
  id: string | null;
  /** Position in the list the entity came in, when it came in one. */
  index?: number | null | undefined;
  issues: readonly SchemaIssue[];
  url?: string | null | undefined;
}

export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  /** Entity name as the league API spells it: Event, Player, Team, Standing, Leader... */
  readonly entity: string;
  /** The entity's id (officialId, slugname, markerId...) when the payload carries one. */
  readonly id: string | null;
  readonly index: number | null;
  /** The first failing field; all of them are in `issues`. */
  readonly path: string;
  readonly issues: readonly SchemaIssue[];
  readonly url: string | null;
  readonly retryable = false;

  constructor(init: SchemaErrorInit) {
    super(formatSchemaMessage(init));
    this.entity = init.entity;
    this.id = init.id;
    this.index = init.index ?? null;
    this.issues = init.issues;
    this.path = init.issues[0]?.path ?? '';
    this.url = init.url ?? null;
  }
}

function formatSchemaMessage(init: SchemaErrorInit): string {
  const [first, ...rest] = init.issues;
  let subject = `Invalid ${init.entity}`;
  if (init.id !== null) subject += ` "${init.id}"`;
  else if (init.index !== undefined && init.index !== null) subject += ` (item ${init.index})`;
  let text = subject;
  if (first !== undefined) text += first.path === '' ? `: ${first.message}` : `: field ${first.path}: ${first.message}`;
  if (rest.length > 0) text += ` (and ${rest.length} more ${rest.length === 1 ? 'issue' : 'issues'})`;
  if (init.url !== undefined && init.url !== null) text += ` in the answer of ${init.url}`;
  return text;
}

/** True for errors a retry may cure (see ApiError.retryable); false for everything else. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && error.retryable;
}
