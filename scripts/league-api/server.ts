/**
 * The embedded league API: a real HTTP server on loopback that implements the upstream league
 * API (GraphQL at /graphql, REST v4 under /api) over a snapshot, so that the build, the sync,
 * dev and CI talk to it exactly as they would talk to production.
 *
 * The snapshot is read once and indexed once at start; derived numbers are computed on first use.
 * It is a development double: any bearer token is accepted (see auth.ts) and no signature is
 * verified. User and engagement records persist in JSON files under `storeDir`.
 */
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Snapshot } from '../../src/data/snapshot-format.ts';
import { readSnapshot, snapshotDir as defaultSnapshotDir } from '../../src/data/store.ts';
import { LeagueGraphql } from './graphql.ts';
import { LeagueData } from '../../src/data/league.ts';
import { LeagueRest } from './rest.ts';
import { RestError } from './rest-error.ts';
import { Highlights } from './media.ts';
import { highlightsDir, MEDIA_PATH } from '../../src/data/highlights.ts';
import { InAppMessages } from './messages.ts';
import { DEFAULT_STORE_DIR, UserStore } from './user-store.ts';
import { ControlError, LIVE_CONTROL_PATH, LiveHub, parseControlBody, sendControl } from './live-control.ts';
import type { ReplayOptions } from './live-replay.ts';
import { LiveStreams } from './live-sse.ts';
import { checkFirebaseIdToken, type FirebaseAuthCheck } from './auth.ts';
import { restPaths } from '../../src/api/paths.ts';
import { requestUrl } from '../lib/request-target.ts';

export interface LeagueApiOptions {
  /** Snapshot directory; default `PLL_SNAPSHOT_DIR` or data/snapshot. */
  snapshotDir?: string;
  /** An already loaded snapshot (then `snapshotDir` is not read). */
  snapshot?: Snapshot;
  /** Game highlights and their media (media.ts); default `PLL_HIGHLIGHTS_DIR` or the snapshot directory's highlights/. */
  highlightsDir?: string;
  /** In-app messages (messages.ts); default the snapshot directory's messages.json. */
  messagesFile?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Where user and engagement records live; default `.cache/league-api/`. */
  storeDir?: string;
  /** A game to replay as live from the start (see live-replay.ts). */
  replay?: Pick<ReplayOptions, 'game' | 'speed' | 'paused'>;
  /** Between the live stream's heartbeat comments; default 15 s. */
  heartbeatMs?: number;
  /** When set, the user calls take only ID tokens of this Firebase project, checked with its Auth Emulator. */
  firebaseAuth?: FirebaseAuthCheck;
}

export interface LeagueApi {
  /** http://127.0.0.1:PORT */
  url: string;
  /** http://127.0.0.1:PORT/graphql */
  graphqlUrl: string;
  /** http://127.0.0.1:PORT/api (REST paths /v4/... go below it) */
  restBaseUrl: string;
  /** The live replay and its streams (what /__control/live drives). */
  live: LiveHub;
  close: () => Promise<void>;
}

/** Largest request body accepted (user records, engagement events, queries and control bodies are small). */
const MAX_BODY_BYTES = 1_000_000;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  // PATCH and DELETE: /__control/live, driven from a test page's origin too.
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  // Last-Event-ID and Accept: the live stream's client resumes with them (browsers preflight it).
  'access-control-allow-headers': 'authorization, content-type, authsource, time-zone, last-event-id, accept',
  'access-control-max-age': '600',
};

function send(response: ServerResponse, status: number, body: unknown): void {
  sendText(response, status, JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

/**
 * A request's body as text, refused with 413 past MAX_BODY_BYTES. The rest of a body that is too
 * large is read and dropped, not kept, so the client still gets the answer.
 */
function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      request.off('data', keep);
      request.resume();
      chunks.length = 0;
      reject(new RestError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`));
    };
    request.on('data', keep);
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  if (text.trim() === '') throw new RestError(400, 'Request body is empty; send a JSON object');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RestError(400, `Request body is not valid JSON: ${(error as Error).message}`);
  }
}

async function handleGraphql(
  graphql: LeagueGraphql,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const fail = (status: number, message: string): void => {
    send(response, status, { errors: [{ message }] });
  };
  if (request.method !== 'POST') {
    fail(
      400,
      `GraphQL requests are POST with a JSON body {"query": "...", "variables": {...}}; got ${request.method ?? '?'}`,
    );
    return;
  }
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (error) {
    fail(error instanceof RestError ? error.status : 400, (error as Error).message);
    return;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    fail(400, 'GraphQL request body must be a JSON object {"query": "...", "variables": {...}}');
    return;
  }
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') {
    fail(400, 'GraphQL request body has no "query" string');
    return;
  }
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    fail(400, 'GraphQL "variables" must be a JSON object');
    return;
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    fail(400, 'GraphQL "operationName" must be a string');
    return;
  }
  // As upstream: errors travel in the body with HTTP 200.
  sendText(
    response,
    200,
    await graphql.answer(query, (variables ?? null) as Record<string, unknown> | null, operationName ?? null),
  );
}

/** The league API as a request handler, for a server of its own (startLeagueApi) or one shared with the site (`npm start`). */
export interface LeagueApiHandler {
  handle: (request: IncomingMessage, response: ServerResponse) => void;
  /** The live replay and its streams (what /__control/live drives). */
  live: LiveHub;
  /** Stops the replay and writes the user records out. */
  close: () => Promise<void>;
}

/** Paths the league API answers; everything else is someone else's (the site, on a shared origin). */
export function isLeagueApiPath(pathname: string): boolean {
  return (
    pathname === '/graphql' ||
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith(LIVE_CONTROL_PATH) ||
    pathname.startsWith(MEDIA_PATH)
  );
}

export async function createLeagueApi(
  options: Omit<LeagueApiOptions, 'port' | 'host'> = {},
): Promise<LeagueApiHandler> {
  const snapshot = options.snapshot ?? (await readSnapshot(options.snapshotDir ?? defaultSnapshotDir()));
  const data = new LeagueData(snapshot);
  const store = new UserStore(options.storeDir ?? DEFAULT_STORE_DIR);
  await store.load();
  const graphql = new LeagueGraphql(data);
  const live = new LiveHub(
    data,
    new LiveStreams(data, { heartbeatMs: options.heartbeatMs, corsHeaders: CORS_HEADERS }),
  );
  const { firebaseAuth } = options;
  const contentDir = options.snapshotDir ?? defaultSnapshotDir();
  const highlights = new Highlights(options.highlightsDir ?? highlightsDir(contentDir));
  const messages = new InAppMessages(options.messagesFile ?? join(contentDir, 'messages.json'));
  const rest = new LeagueRest(
    data,
    store,
    live,
    firebaseAuth ? (caller) => checkFirebaseIdToken(caller, firebaseAuth) : undefined,
    { highlights, messages },
  );
  if (options.replay) live.start(options.replay);
  const streamPath = `/api${restPaths.sse}`;

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    void (async () => {
      const url = requestUrl(request.url);
      const method = request.method ?? 'GET';
      if (url === null) {
        send(response, 400, { error: `Not a path on this server: ${request.url ?? ''}` });
        return;
      }
      if (method === 'OPTIONS') {
        response.writeHead(204, CORS_HEADERS);
        response.end();
        return;
      }
      if (url.pathname === streamPath && method === 'GET') {
        live.streams.handle(request, response);
        return;
      }
      if (url.pathname.startsWith(LIVE_CONTROL_PATH)) {
        try {
          const [status, body] = live.control(method, url.pathname, parseControlBody(await readBody(request)));
          sendControl(response, status, body, CORS_HEADERS);
        } catch (error) {
          if (error instanceof RestError) sendControl(response, error.status, { error: error.message }, CORS_HEADERS);
          else if (error instanceof ControlError) sendControl(response, 400, { error: error.message }, CORS_HEADERS);
          else throw error;
        }
        return;
      }
      if (url.pathname.startsWith(MEDIA_PATH) && method === 'GET') {
        await highlights.serve(request, response, url.pathname.slice(MEDIA_PATH.length), CORS_HEADERS);
        return;
      }
      if (url.pathname === '/graphql') {
        await handleGraphql(graphql, request, response);
        return;
      }
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        const result = await rest.handle({
          method,
          path: url.pathname.slice('/api'.length),
          query: url.searchParams,
          authorization: request.headers.authorization,
          body: () => readJsonBody(request),
          origin: `http://${request.headers.host ?? 'localhost'}`,
        });
        send(response, result.status, result.body);
        return;
      }
      if (url.pathname === '/' && method === 'GET') {
        send(response, 200, {
          name: 'PLL embedded league API (development double)',
          graphql: '/graphql',
          rest: '/api/v4',
          seasons: data.years,
        });
        return;
      }
      send(response, 404, { error: `No such path: ${method} ${url.pathname}` });
    })().catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: `Internal error: ${(error as Error).message}` });
      else response.destroy();
    });
  };

  const close = async (): Promise<void> => {
    live.stop();
    await store.flush();
  };
  return { handle, live, close };
}

export async function startLeagueApi(options: LeagueApiOptions = {}): Promise<LeagueApi> {
  const host = options.host ?? '127.0.0.1';
  const api = await createLeagueApi(options);
  const server: Server = createServer(api.handle);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${hostForUrl}:${address.port}`;

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    api.live.stop();
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => {
        if (error) reject(error);
        else resolve();
      });
      server.closeAllConnections();
    }).then(() => api.close());
    return closing;
  };

  return { url, graphqlUrl: `${url}/graphql`, restBaseUrl: `${url}/api`, live: api.live, close };
}
