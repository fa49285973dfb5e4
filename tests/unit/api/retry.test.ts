import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SchemaError } from '../../../src/api/errors.ts';
import { createLeagueClient, type LeagueClient } from '../../../src/api/league.ts';
import { RETRY_ATTEMPTS, RETRY_DELAY_MS, withRetry } from '../../../src/api/retry.ts';
import { refusedOrigin, replies, startBadServer, type BadServer } from '../helpers/bad-server.ts';

const serverError = (): ApiError =>
  new ApiError('Failed to make API request: 500', { kind: 'server', status: 500, method: 'GET', url: 'u' });
const notFound = (): ApiError =>
  new ApiError('Event not found', { kind: 'client', status: 404, method: 'GET', url: 'u' });

/** A sleep that records the schedule instead of waiting. */
function recorder(): { sleep: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

describe('withRetry: the schedule', () => {
  it('makes 2 attempts by default with 1000 ms between them', async () => {
    expect(RETRY_ATTEMPTS).toBe(2);
    expect(RETRY_DELAY_MS).toBe(1000);
    const { sleep, waits } = recorder();
    const task = vi.fn(() => Promise.reject(serverError()));
    await expect(withRetry(task, { sleep })).rejects.toThrow('Failed to make API request: 500');
    expect(task).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([1000]);
  });

  it('resolves with the second attempt when the first failed on the network', async () => {
    const { sleep, waits } = recorder();
    const network = new ApiError('Failed to fetch data: fetch failed', { kind: 'network', method: 'GET', url: 'u' });
    const task = vi.fn((attempt: number) => (attempt === 1 ? Promise.reject(network) : Promise.resolve('ok')));
    await expect(withRetry(task, { sleep })).resolves.toBe('ok');
    expect(task.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
    expect(waits).toEqual([1000]);
  });

  it('waits 1000 ms x attempt when given more attempts', async () => {
    const { sleep, waits } = recorder();
    await expect(withRetry(() => Promise.reject(serverError()), { sleep, attempts: 4 })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(waits).toEqual([1000, 2000, 3000]);
  });

  it('does not retry a 4xx', async () => {
    const { sleep, waits } = recorder();
    const task = vi.fn(() => Promise.reject(notFound()));
    await expect(withRetry(task, { sleep })).rejects.toThrow('Event not found');
    expect(task).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('does not retry a schema error or a plain error', async () => {
    const { sleep } = recorder();
    const schema = vi.fn(() =>
      Promise.reject(new SchemaError({ entity: 'Event', id: 'x', issues: [{ path: 'id', message: 'bad' }] })),
    );
    await expect(withRetry(schema, { sleep })).rejects.toBeInstanceOf(SchemaError);
    expect(schema).toHaveBeenCalledTimes(1);
    const plain = vi.fn(() => Promise.reject(new Error('bug')));
    await expect(withRetry(plain, { sleep })).rejects.toThrow('bug');
    expect(plain).toHaveBeenCalledTimes(1);
  });

  it('tells onRetry which attempt failed and how long it waits', async () => {
    const { sleep } = recorder();
    const onRetry = vi.fn();
    await expect(withRetry(() => Promise.reject(serverError()), { sleep, onRetry })).rejects.toBeInstanceOf(ApiError);
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ attempt: 1, delayMs: 1000 }));
  });
});

describe('withRetry: the real clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries exactly once, 1000 ms after the first failure', async () => {
    const task = vi.fn((attempt: number) => (attempt === 1 ? Promise.reject(serverError()) : Promise.resolve(attempt)));
    const result = withRetry(task);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe(2);
  });
});

describe('retry in the league client, against a real server', () => {
  let server: BadServer;
  let waits: number[];
  let client: LeagueClient;

  beforeAll(async () => {
    server = await startBadServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.reset();
    const record = recorder();
    waits = record.waits;
    client = createLeagueClient({
      graphqlUrl: `${server.origin}/graphql`,
      restBaseUrl: `${server.origin}/api`,
      token: 't',
      retry: { sleep: record.sleep },
    });
  });

  it('recovers from one 500 with a second request after 1000 ms', async () => {
    server.sequence('/api/v4/teams', [
      replies.serverError(),
      replies.items([{ officialId: 'ARC', fullName: 'Archers' }]),
    ]);
    const teams = await client.fetchTeams(2024);
    expect(teams.map((team) => team.officialId)).toEqual(['ARC']);
    expect(server.seen('/api/v4/teams')).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('gives up after 2 attempts on a server that keeps failing', async () => {
    server.on('/graphql', replies.serverError());
    await expect(client.fetchAllTeams({ year: 2024 })).rejects.toThrow('GraphQL fetch error with status: 500');
    expect(server.seen('/graphql')).toHaveLength(2);
  });

  it('asks only once after a 404', async () => {
    server.on('/api/v4/events/nope', replies.json({ error: 'Event not found: nope' }, 404));
    await expect(client.fetchEvent('nope')).rejects.toThrow('Event not found: nope');
    expect(server.seen('/api/v4/events/nope')).toHaveLength(1);
  });

  it('asks only once when the payload fails the schema', async () => {
    server.on('/api/v4/teams', replies.items([{ officialId: 7 }]));
    await expect(client.fetchTeams(2024)).rejects.toBeInstanceOf(SchemaError);
    expect(server.seen('/api/v4/teams')).toHaveLength(1);
  });

  it('does not retry writes', async () => {
    server.on('/api/v4/update-user', replies.serverError());
    await expect(client.updateUser({ firstName: 'Ada' })).rejects.toThrow('Failed to make API request');
    expect(server.seen('/api/v4/update-user')).toHaveLength(1);
  });

  it('tries a refused connection twice', async () => {
    const statuses: (number | null)[] = [];
    const refused = createLeagueClient({
      graphqlUrl: `${await refusedOrigin()}/graphql`,
      restBaseUrl: `${await refusedOrigin()}/api`,
      retry: { sleep: () => Promise.resolve() },
      onExchange: (exchange) => statuses.push(exchange.status),
    });
    await expect(refused.fetchSeasonEvents(2024)).rejects.toThrow(/^Failed to fetch data/);
    expect(statuses).toEqual([null, null]);
  });

  it('makes one attempt when retry is off', async () => {
    const once = createLeagueClient({
      graphqlUrl: `${server.origin}/graphql`,
      restBaseUrl: `${server.origin}/api`,
      retry: false,
    });
    server.on('/api/v4/teams', replies.serverError());
    await expect(once.fetchTeams(2024)).rejects.toBeInstanceOf(ApiError);
    expect(server.seen('/api/v4/teams')).toHaveLength(1);
  });
});
