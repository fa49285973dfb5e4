import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { createGraphqlClient, type GraphqlClient } from '../../../src/api/graphql.ts';
import { refusedOrigin, replies, startBadServer, type BadServer } from '../helpers/bad-server.ts';

let server: BadServer;
let client: GraphqlClient;
const QUERY = 'query($year: Int!) { allTeams(year: $year) { officialId } }';

beforeAll(async () => {
  server = await startBadServer();
  client = createGraphqlClient({ graphqlUrl: `${server.origin}/graphql`, token: 'gql-token' });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('GraphQL client: bad answers', () => {
  it('turns a 500 into "GraphQL fetch error with status: 500", retryable', async () => {
    server.on('/graphql', replies.serverError());
    const error = await failure(client.request(QUERY, { year: 2024 }));
    expect(error.message).toBe('GraphQL fetch error with status: 500');
    expect(error.kind).toBe('server');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
  });

  it('turns a 403 into the status error, not retryable', async () => {
    server.on('/graphql', replies.html(403));
    const error = await failure(client.request(QUERY, { year: 2024 }));
    expect(error.message).toBe('GraphQL fetch error with status: 403');
    expect(error.retryable).toBe(false);
  });

  it('quotes the errors a non-2xx answer carries (graphql-js answers bad queries with 400)', async () => {
    server.on('/graphql', replies.graphqlErrors(['Cannot query field "nope" on type "Team".'], 400));
    const error = await failure(client.request(QUERY, { year: 2024 }));
    expect(error.message).toBe('GraphQL fetch error with status: 400 (Cannot query field "nope" on type "Team".)');
    expect(error.graphqlErrors).toEqual(['Cannot query field "nope" on type "Team".']);
  });

  it('rejects an errors array served with HTTP 200, carrying the messages', async () => {
    server.on(
      '/graphql',
      replies.graphqlErrors([
        'Variable "$year" of required type "Int!" was not provided.',
        'second',
        'third',
        'fourth',
      ]),
    );
    const error = await failure(client.request(QUERY));
    expect(error.kind).toBe('graphql');
    expect(error.status).toBe(200);
    expect(error.message).toBe(
      'GraphQL error: Variable "$year" of required type "Int!" was not provided.; second; third (and 1 more)',
    );
    expect(error.graphqlErrors).toHaveLength(4);
    expect(error.retryable).toBe(false);
  });

  it('rejects errors even when partial data came along', async () => {
    server.on('/graphql', replies.json({ data: { allTeams: [] }, errors: [{ message: 'resolver failed' }] }));
    const error = await failure(client.request(QUERY, { year: 2024 }));
    expect(error.message).toBe('GraphQL error: resolver failed');
  });

  it('rejects `{data: null}` with "No data returned by GraphQL"', async () => {
    server.on('/graphql', replies.json({ data: null }));
    const error = await failure(client.request(QUERY, { year: 2024 }));
    expect(error.message).toBe('No data returned by GraphQL');
    expect(error.kind).toBe('no-data');
  });

  it('rejects an answer without a data field, and an empty body, the same way', async () => {
    server.sequence('/graphql', [replies.json({}), replies.empty(200)]);
    expect((await failure(client.request(QUERY, { year: 2024 }))).message).toBe('No data returned by GraphQL');
    expect((await failure(client.request(QUERY, { year: 2024 }))).message).toBe('No data returned by GraphQL');
  });

  it('rejects an HTML page served with 200', async () => {
    server.on('/graphql', replies.html(200));
    const error = await failure(client.request(QUERY, { year: 2024 }));
    expect(error.message).toBe('Received HTML response instead of JSON');
    expect(error.kind).toBe('html');
  });

  it('rejects malformed JSON', async () => {
    server.on('/graphql', replies.malformedJson());
    const error = await failure(client.request(QUERY, { year: 2024 }));
    expect(error.message).toBe('Failed to parse response JSON');
  });

  it('rejects a refused connection with "Failed to fetch data"', async () => {
    const refused = createGraphqlClient({ graphqlUrl: `${await refusedOrigin()}/graphql` });
    const error = await failure(refused.request(QUERY, { year: 2024 }));
    expect(error.message).toMatch(/^Failed to fetch data: .*ECONNREFUSED/);
    expect(error.kind).toBe('network');
    expect(error.method).toBe('POST');
  });
});

describe('GraphQL client: what it sends', () => {
  it('POSTs the query and variables as JSON with the bearer token and returns data', async () => {
    server.on('/graphql', replies.data({ allTeams: [{ officialId: 'ARC' }] }));
    const data = await client.request(QUERY, { year: 2024, sortBy: undefined });
    expect(data).toEqual({ allTeams: [{ officialId: 'ARC' }] });
    const seen = server.requests[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers.authorization).toBe('Bearer gql-token');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ query: QUERY, variables: { year: 2024 } });
  });

  it('sends an empty variables object when none are given, and a per-call token', async () => {
    server.on('/graphql', replies.data({ ok: true }));
    await client.request('{ ok }', undefined, { token: 'user-token' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ query: '{ ok }', variables: {} });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer user-token');
  });
});
