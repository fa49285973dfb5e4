/**
 * A local stand-in for Algolia: a real HTTP server that speaks the parts of Algolia's REST API the
 * site uses, so the real algoliasearch clients (lite, full, insights; Node or browser builds) can be
 * pointed at it with custom hosts.
 *
 * - `POST /1/indexes/* /queries`: searches the stored records with the built-in client's ranking.
 *   Every result carries `serverUsed: 'algolia-double'`, and a `queryID` when the request asks for
 *   clickAnalytics (as Algolia does), so a test can tell who answered.
 * - `POST /1/events`: Insights. Checks the events against Insights' limits (at most 20 objectIDs, a
 *   32-character queryID and one position per object on a click after search...), records them.
 * - What `replaceAllObjects` and `saveObjects` send: `POST /1/indexes/{name}/batch`,
 *   `POST /1/indexes/{name}/operation` (copy, move), `GET /1/indexes/{name}/task/{id}` (always
 *   published), `DELETE /1/indexes/{name}`.
 *
 * The app id and key are read from the x-algolia-* headers (Node builds) or the query string
 * (browser builds); a wrong one gets 403 and Algolia's `{message, status}` body. Writes need the
 * admin key. Every answer carries CORS headers and OPTIONS preflights are answered, so a page on
 * another origin can use it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import {
  SEARCH_INDEX_NAMES,
  SEARCH_INDEX_KEYS,
  SEARCH_INDEX_VERSION,
  type SearchDocument,
  type SearchIndexFile,
} from '../../src/lib/search/documents.ts';
import { createBuiltInSearchClient, type SearchRequest } from '../../src/lib/search/built-in-client.ts';

export interface AlgoliaDoubleOptions {
  appId: string;
  /** The key searches and events need (a search-only key). */
  apiKey: string;
  /** The key writes need; also accepted for searches. Default: apiKey. */
  adminKey?: string;
  /** Records the three indexes start with; none when absent. */
  index?: SearchIndexFile;
  /** Default: an ephemeral port. */
  port?: number;
  /**
   * Slow searches: `headers` waits this long before answering at all, `body` sends the status and
   * headers at once and the body this late. (Algolia's Node requester counts its connect timeout
   * until the headers arrive and its read timeout from there to the end of the body.)
   */
  searchDelay?: { headers?: number; body?: number };
}

export interface ReceivedRequest {
  method: string;
  path: string;
  /** Where the app id and key came from. */
  credentials: 'headers' | 'query' | 'none';
}

/** One search of a multi-query request, its parameters flattened as Algolia reads them. */
export interface ReceivedQuery {
  indexName: string;
  params: Record<string, unknown>;
}

export interface InsightsEvent {
  eventType: string;
  eventName: string;
  index: string;
  userToken: string;
  objectIDs: string[];
  queryID?: string;
  positions?: number[];
}

export type StoredObject = Record<string, unknown> & { objectID: string };

export interface AlgoliaDouble {
  /** `http://127.0.0.1:{port}`. */
  readonly url: string;
  readonly port: number;
  /** Every request that reached a route, OPTIONS included. */
  readonly requests: ReceivedRequest[];
  readonly queries: ReceivedQuery[];
  /** Accepted Insights events, one list per POST /1/events. */
  readonly eventBatches: InsightsEvent[][];
  /** All accepted Insights events in the order received. */
  readonly events: InsightsEvent[];
  /** The records of one index, in insertion order; [] for an index that does not exist. */
  objects(indexName: string): StoredObject[];
  /** The names of the indexes that exist. */
  indexNames(): string[];
  close(): Promise<void>;
}

class AlgoliaError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
} as const;

export async function startAlgoliaDouble({
  appId,
  apiKey,
  adminKey = apiKey,
  index,
  port = 0,
  searchDelay = {},
}: AlgoliaDoubleOptions): Promise<AlgoliaDouble> {
  const indexes = new Map<string, Map<string, StoredObject>>();
  if (index) {
    for (const key of SEARCH_INDEX_KEYS) {
      indexes.set(
        SEARCH_INDEX_NAMES[key],
        new Map(index.indexes[key].map((document) => [document.objectID, { ...document }])),
      );
    }
  }
  const requests: ReceivedRequest[] = [];
  const queries: ReceivedQuery[] = [];
  const eventBatches: InsightsEvent[][] = [];
  let nextTaskID = 1;

  const records = (name: string): Map<string, StoredObject> => {
    let stored = indexes.get(name);
    if (!stored) {
      stored = new Map();
      indexes.set(name, stored);
    }
    return stored;
  };

  async function search(body: unknown): Promise<unknown> {
    const list = (body as { requests?: unknown } | null)?.requests;
    if (!Array.isArray(list)) throw new AlgoliaError(400, 'Missing "requests" in body');
    const received = list.map((entry): ReceivedQuery => {
      const { indexName, params, ...flat } = entry as { indexName?: unknown; params?: unknown } & Record<
        string,
        unknown
      >;
      if (typeof indexName !== 'string') throw new AlgoliaError(400, 'Missing "indexName" in request');
      // Algolia takes parameters as fields of the request or as one URL-encoded "params" string.
      const fromString = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : {};
      return { indexName, params: { ...fromString, ...flat } };
    });
    queries.push(...received);
    for (const { indexName } of received) {
      if (!indexes.has(indexName)) throw new AlgoliaError(404, `Index ${indexName} does not exist`);
    }
    const file: SearchIndexFile = {
      version: SEARCH_INDEX_VERSION,
      indexes: Object.fromEntries(
        SEARCH_INDEX_KEYS.map((key) => [
          key,
          [...records(SEARCH_INDEX_NAMES[key]).values()] as unknown as SearchDocument[],
        ]),
      ) as SearchIndexFile['indexes'],
    };
    const asked = received.map(({ indexName, params }): SearchRequest => {
      const { query, hitsPerPage, highlightPreTag, highlightPostTag } = params;
      return {
        indexName,
        params: {
          query: typeof query === 'string' ? query : '',
          ...(hitsPerPage === undefined ? {} : { hitsPerPage: Number(hitsPerPage) }),
          ...(typeof highlightPreTag === 'string' ? { highlightPreTag } : {}),
          ...(typeof highlightPostTag === 'string' ? { highlightPostTag } : {}),
        },
      };
    });
    const { results } = await createBuiltInSearchClient(() => Promise.resolve(file)).search(asked);
    return {
      results: results.map((result, position) => {
        const clickAnalytics = String(received[position]?.params['clickAnalytics']) === 'true';
        return {
          ...result,
          serverUsed: 'algolia-double',
          ...(clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
        };
      }),
    };
  }

  function pushEvents(body: unknown): unknown {
    const events = (body as { events?: unknown } | null)?.events;
    if (!Array.isArray(events) || events.length === 0 || events.length > 1000)
      throw new AlgoliaError(422, 'events must hold 1 to 1000 events');
    events.forEach((event: Partial<InsightsEvent>, position) => {
      const fail = (what: string): never => {
        throw new AlgoliaError(422, `Invalid event at position ${String(position)}: ${what}`);
      };
      if (!['click', 'conversion', 'view'].includes(event.eventType ?? ''))
        fail('eventType must be click, conversion or view');
      if (typeof event.eventName !== 'string' || event.eventName.length < 1 || event.eventName.length > 64)
        fail('eventName must be 1 to 64 characters');
      if (typeof event.index !== 'string' || event.index === '') fail('index is required');
      if (typeof event.userToken !== 'string' || !/^[a-zA-Z0-9_=/+-]{1,129}$/.test(event.userToken))
        fail('userToken is invalid');
      const ids = event.objectIDs;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > 20) fail('objectIDs must hold 1 to 20 ids');
      if (event.queryID !== undefined && !/^[0-9a-f]{32}$/.test(event.queryID))
        fail('queryID must be 32 hexadecimal characters');
      if (event.positions !== undefined) {
        if (event.queryID === undefined) fail('positions need a queryID');
        if (
          event.positions.length !== ids?.length ||
          event.positions.some((value) => !Number.isInteger(value) || value < 1)
        ) {
          fail('positions must be one integer of at least 1 per objectID');
        }
      }
    });
    eventBatches.push(events as InsightsEvent[]);
    return { status: 200, message: 'OK' };
  }

  function batch(name: string, body: unknown): unknown {
    const list = (body as { requests?: unknown } | null)?.requests;
    if (!Array.isArray(list)) throw new AlgoliaError(400, 'Missing "requests" in body');
    const stored = records(name);
    const objectIDs: string[] = [];
    for (const { action, body: object } of list as { action?: string; body?: Record<string, unknown> }[]) {
      const objectID = typeof object?.['objectID'] === 'string' ? object['objectID'] : undefined;
      if (action === 'clear') {
        stored.clear();
      } else if (action === 'addObject' || action === 'updateObject') {
        if (objectID === undefined && action === 'updateObject')
          throw new AlgoliaError(400, 'updateObject needs an objectID');
        const id = objectID ?? randomBytes(8).toString('hex');
        stored.set(id, { ...object, objectID: id });
        objectIDs.push(id);
      } else if (action === 'deleteObject' && objectID !== undefined) {
        stored.delete(objectID);
        objectIDs.push(objectID);
      } else {
        throw new AlgoliaError(400, `Action ${String(action)} is not supported by the Algolia double`);
      }
    }
    return { taskID: nextTaskID++, objectIDs };
  }

  function operation(name: string, body: unknown): unknown {
    const {
      operation: kind,
      destination,
      scope,
    } = (body ?? {}) as { operation?: string; destination?: string; scope?: string[] };
    if (typeof destination !== 'string' || destination === '') throw new AlgoliaError(400, 'Missing "destination"');
    if (kind === 'copy') {
      // With a scope only settings, rules or synonyms are copied (the destination keeps its records);
      // the double keeps none of those. Without one the records replace the destination's.
      if (scope === undefined)
        indexes.set(destination, new Map([...(indexes.get(name) ?? [])].map(([id, object]) => [id, { ...object }])));
      else records(destination);
    } else if (kind === 'move') {
      indexes.set(destination, indexes.get(name) ?? new Map<string, StoredObject>());
      indexes.delete(name);
    } else {
      throw new AlgoliaError(400, `Operation ${String(kind)} is not supported`);
    }
    return { taskID: nextTaskID++, updatedAt: new Date().toISOString() };
  }

  async function route(method: string, path: string, body: unknown, admin: boolean): Promise<unknown> {
    if (method === 'POST' && path === '/1/indexes/*/queries') return search(body);
    if (method === 'POST' && path === '/1/events') return pushEvents(body);
    const match = /^\/1\/indexes\/([^/*]+)(\/.*)?$/.exec(path);
    const name = match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
    const rest = match?.[2] ?? '';
    if (name !== undefined) {
      if (!admin) throw new AlgoliaError(403, 'Method not allowed with this API key');
      if (method === 'POST' && rest === '/batch') return batch(name, body);
      if (method === 'POST' && rest === '/operation') return operation(name, body);
      if (method === 'GET' && /^\/task\/\d+$/.test(rest)) return { status: 'published', pendingTask: false };
      if (method === 'DELETE' && rest === '') {
        indexes.delete(name);
        return { taskID: nextTaskID++, deletedAt: new Date().toISOString() };
      }
    }
    throw new AlgoliaError(404, `The Algolia double has no route for ${method} ${path}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
    const sentAppId =
      header('x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id') ?? undefined;
    const sentKey = header('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key') ?? undefined;
    const credentials =
      header('x-algolia-api-key') !== undefined ? 'headers' : sentKey !== undefined ? 'query' : 'none';
    requests.push({ method, path: url.pathname, credentials });

    const isSearch = method === 'POST' && url.pathname === '/1/indexes/*/queries';
    const reply = async (status: number, value: unknown): Promise<void> => {
      if (isSearch && searchDelay.headers !== undefined) await sleep(searchDelay.headers);
      res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
      if (isSearch && searchDelay.body !== undefined) {
        res.flushHeaders();
        await sleep(searchDelay.body);
      }
      res.end(JSON.stringify(value));
    };
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS_HEADERS,
        'access-control-allow-headers': header('access-control-request-headers') ?? '*',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    try {
      if (sentAppId !== appId || (sentKey !== apiKey && sentKey !== adminKey))
        throw new AlgoliaError(403, 'Invalid Application-ID or API key');
      let raw = Buffer.concat(chunks);
      if (header('content-encoding') === 'gzip') raw = gunzipSync(raw);
      let body: unknown = null;
      if (raw.length > 0) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AlgoliaError(400, 'Invalid JSON in body');
        }
      }
      await reply(200, await route(method, url.pathname, body, sentKey === adminKey));
    } catch (error) {
      if (error instanceof AlgoliaError) await reply(error.status, { message: error.message, status: error.status });
      else await reply(500, { message: (error as Error).message, status: 500 });
    }
  }

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const listening = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${String(listening)}`,
    port: listening,
    requests,
    queries,
    eventBatches,
    get events() {
      return eventBatches.flat();
    },
    objects: (name) => [...(indexes.get(name)?.values() ?? [])],
    indexNames: () => [...indexes.keys()],
    close() {
      // Clients keep connections alive; without this close() would wait for them.
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}

/** A port that was just free: nothing listens there until a double is started on it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}
