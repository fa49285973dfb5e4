import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import type { Exchange } from '../../../src/api/http.ts';
import { buildUrl, createRestClient, defaultTimeZone, type RestClient } from '../../../src/api/rest.ts';
import { refusedOrigin, replies, startBadServer, type BadServer } from '../helpers/bad-server.ts';

let server: BadServer;
let client: RestClient;
const exchanges: Exchange[] = [];

beforeAll(async () => {
  server = await startBadServer();
  client = createRestClient({
    restBaseUrl: `${server.origin}/api`,
    token: 'test-token',
    timeZone: 'America/New_York',
    onExchange: (exchange) => exchanges.push(exchange),
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
  exchanges.length = 0;
});

/** The ApiError a request rejects with (fails the test if it resolves or rejects otherwise). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('REST client: every bad answer becomes an ApiError that names it', () => {
  it('rejects an HTML page served with 200 instead of parsing it', async () => {
    server.on('/api/v4/events', replies.html(200));
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('Received HTML response instead of JSON');
    expect(error.kind).toBe('html');
    expect(error.status).toBe(200);
    expect(error.retryable).toBe(false);
  });

  it('rejects an HTML body even when the content type claims plain text', async () => {
    server.on('/api/v4/events', replies.htmlAsText());
    const error = await failure(client.request('/v4/events'));
    expect(error.kind).toBe('html');
  });

  it('turns a 500 into "Failed to make API request" and marks it retryable', async () => {
    server.on('/api/v4/events', replies.serverError());
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('Failed to make API request: 500 Internal Server Error');
    expect(error.kind).toBe('server');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
    expect(error.url).toBe(`${server.origin}/api/v4/events`);
    expect(error.method).toBe('GET');
  });

  it('quotes the server message of a 5xx when it sent one', async () => {
    server.on('/api/v4/events', replies.json({ error: 'database unavailable' }, 503));
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('Failed to make API request: 503 Service Unavailable - database unavailable');
    expect(error.serverMessage).toBe('database unavailable');
  });

  it('treats an HTML 502 from a proxy as a server error, not as data', async () => {
    server.on('/api/v4/events', replies.html(502));
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('Failed to make API request: 502 Bad Gateway');
    expect(error.retryable).toBe(true);
  });

  it('uses the server message of a 404 (JSON `error` field)', async () => {
    server.on('/api/v4/events/nope', replies.json({ error: 'Event not found: nope' }, 404));
    const error = await failure(client.request('/v4/events/nope'));
    expect(error.message).toBe('Event not found: nope');
    expect(error.kind).toBe('client');
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Event not found: nope');
    expect(error.retryable).toBe(false);
  });

  it('uses the server message of a 4xx sent as a `message` field', async () => {
    server.on('/api/v4/events', replies.json({ message: 'year must be a number' }, 422));
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('year must be a number');
    expect(error.status).toBe(422);
  });

  it('falls back to "Request failed with status" for a 404 without a message', async () => {
    server.on('/api/v4/events/nope', replies.json({ ok: false }, 404));
    const error = await failure(client.request('/v4/events/nope'));
    expect(error.message).toBe('Request failed with status 404: Not Found');
    expect(error.serverMessage).toBeNull();
  });

  it('falls back to the status text for a 404 HTML page', async () => {
    server.on('/api/v4/events/nope', replies.html(404));
    const error = await failure(client.request('/v4/events/nope'));
    expect(error.message).toBe('Request failed with status 404: Not Found');
  });

  it('reports the upstream "Missing authorization in header" when no token is configured', async () => {
    server.on('/api/v4/events', (request) =>
      request.headers.authorization === undefined
        ? replies.json({ error: 'Missing authorization in header' }, 400)
        : replies.items([]),
    );
    const anonymous = createRestClient({ restBaseUrl: `${server.origin}/api` });
    const error = await failure(anonymous.request('/v4/events'));
    expect(error.message).toBe('Missing authorization in header');
    expect(error.status).toBe(400);
    await expect(client.request('/v4/events')).resolves.toEqual([]);
  });

  it('rejects malformed JSON with "Failed to parse response JSON"', async () => {
    server.on('/api/v4/events', replies.malformedJson());
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('Failed to parse response JSON');
    expect(error.kind).toBe('parse');
    expect(error.retryable).toBe(false);
  });

  it('rejects a refused connection with "Failed to fetch data: {reason}"', async () => {
    const refused = createRestClient({ restBaseUrl: `${await refusedOrigin()}/api`, token: 't' });
    const error = await failure(refused.request('/v4/events'));
    expect(error.message).toMatch(/^Failed to fetch data: .*ECONNREFUSED/);
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.retryable).toBe(true);
  });

  it('rejects a socket hung up mid-request as a network failure', async () => {
    server.on('/api/v4/events', { hangUp: true });
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toMatch(/^Failed to fetch data: /);
    expect(error.kind).toBe('network');
  });

  it('rejects `{data: null}` with 200 as "Returned with no data"', async () => {
    server.on('/api/v4/events', replies.json({ data: null }));
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('Returned with no data');
    expect(error.kind).toBe('no-data');
  });

  it('rejects a 2xx without a data field, quoting an error the body carries', async () => {
    server.on('/api/v4/events', replies.json({ error: 'season not loaded' }));
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('Returned with no data (season not loaded)');
  });

  it('rejects an empty 200 body as "Returned with no data"', async () => {
    server.on('/api/v4/events', replies.empty(200));
    const error = await failure(client.request('/v4/events'));
    expect(error.message).toBe('Returned with no data');
  });

  it('refuses a method other than GET, POST, PUT, DELETE, PATCH without sending anything', async () => {
    const error = await failure(client.request('/v4/events', { method: 'TRACE' }));
    expect(error.message).toBe('Request method is invalid');
    expect(error.kind).toBe('method');
    expect(server.requests).toHaveLength(0);
  });

  it('gives up on a server slower than the timeout', async () => {
    server.on('/api/v4/events', { ...replies.items([]), delayMs: 1000 });
    const impatient = createRestClient({ restBaseUrl: `${server.origin}/api`, timeoutMs: 50 });
    const error = await failure(impatient.request('/v4/events'));
    expect(error.message).toBe('Failed to fetch data: request timed out after 50 ms');
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });

  it('stops when the caller aborts, without marking the error retryable', async () => {
    server.on('/api/v4/events', { ...replies.items([]), delayMs: 1000 });
    const controller = new AbortController();
    const pending = client.request('/v4/events', { signal: controller.signal });
    setTimeout(() => {
      controller.abort();
    }, 20);
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
    expect(error.retryable).toBe(false);
  });

  it('reports every failed exchange to onExchange with its status and error', async () => {
    server.on('/api/v4/events', replies.serverError());
    await failure(client.request('/v4/events'));
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ method: 'GET', status: 500, url: `${server.origin}/api/v4/events` });
    expect(exchanges[0]?.error?.kind).toBe('server');
  });
});

describe('REST client: what it sends and what it reads', () => {
  it('reads data.items from a list wrapper', async () => {
    server.on('/api/v4/events', replies.items([{ slugname: 'a' }, { slugname: 'b' }]));
    await expect(client.request('/v4/events')).resolves.toEqual([{ slugname: 'a' }, { slugname: 'b' }]);
  });

  it('reads data from a single-object wrapper', async () => {
    server.on('/api/v4/events/2024_game_1', replies.data({ slugname: '2024_game_1', period: 4 }));
    await expect(client.request('/v4/events/2024_game_1')).resolves.toEqual({ slugname: '2024_game_1', period: 4 });
  });

  it('skips undefined and null query values, joins arrays and stringifies booleans', async () => {
    server.on('/api/v4/events', replies.items([]));
    await client.request('/v4/events', {
      query: { year: 2024, includeCS: true, includeWLL: undefined, seasonSegment: null, stats: ['points', 'goals'] },
    });
    expect(server.requests[0]?.url).toBe('/api/v4/events?year=2024&includeCS=true&stats=points%2Cgoals');
    expect(server.requests[0]?.query.has('includeWLL')).toBe(false);
  });

  it('sends JSON content type, bearer token, authSource stats and the time zone', async () => {
    server.on('/api/v4/events', replies.items([]));
    await client.request('/v4/events');
    const headers = server.requests[0]?.headers;
    expect(headers?.['content-type']).toBe('application/json');
    expect(headers?.authorization).toBe('Bearer test-token');
    expect(headers?.['authsource']).toBe('stats');
    expect(headers?.['time-zone']).toBe('America/New_York');
  });

  it("defaults the time zone to the runtime's and sends no Authorization without a token", async () => {
    server.on('/api/v4/events', replies.items([]));
    await createRestClient({ restBaseUrl: `${server.origin}/api/` }).request('v4/events');
    const seen = server.requests[0];
    expect(seen?.path).toBe('/api/v4/events');
    expect(seen?.headers['time-zone']).toBe(defaultTimeZone());
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it('lets one call override the token (a signed-in user) and adds configured headers', async () => {
    server.on('/api/v4/get-or-create-user', replies.data({ userId: 'u1' }));
    const withOrigin = createRestClient({
      restBaseUrl: `${server.origin}/api`,
      token: 'api-token',
      headers: { Origin: 'https://stats.premierlacrosseleague.com' },
    });
    await withOrigin.request('/v4/get-or-create-user', { token: 'user-id-token' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer user-id-token');
    expect(server.requests[0]?.headers.origin).toBe('https://stats.premierlacrosseleague.com');
  });

  it('sends bodies as JSON with POST, PUT and PATCH, never with GET', async () => {
    server.on('/api/v4/update-user', replies.data(true));
    await client.request('/v4/update-user', { method: 'put', body: { firstName: 'Ada' } });
    await client.request('/v4/update-user', { method: 'GET', body: { ignored: true } });
    expect(server.requests[0]?.method).toBe('PUT');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ firstName: 'Ada' });
    expect(server.requests[1]?.body).toBe('');
  });

  it('resolves to null for an empty success when data is not required', async () => {
    server.on('/api/v1/user-engagement', replies.empty(204));
    await expect(
      client.request('/v1/user-engagement', { method: 'POST', body: {}, requireData: false }),
    ).resolves.toBeNull();
  });

  it('reports a successful exchange to onExchange', async () => {
    server.on('/api/v4/events', replies.items([]));
    await client.request('/v4/events');
    expect(exchanges).toEqual([expect.objectContaining({ method: 'GET', status: 200, error: null })]);
  });

  it('builds URLs from a base with or without a trailing slash', () => {
    expect(buildUrl('http://h/api/', '/v4/feed', { eventSlug: 'a b' })).toBe('http://h/api/v4/feed?eventSlug=a+b');
    expect(buildUrl('http://h/api', 'v4/teams')).toBe('http://h/api/v4/teams');
  });
});
