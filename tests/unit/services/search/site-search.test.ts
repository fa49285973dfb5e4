/**
 * The search box's client end to end in Node: the real Algolia lite client against the Algolia
 * double (a local HTTP server), and the built-in index served over HTTP by a second real server.
 * Algolia answers while it can; when it is down or refuses the key, the built-in index answers the
 * same query, and Algolia is left alone for the 2-minute host block (clock injected).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeagueData } from '../../../../src/data/league.ts';
import { searchIndexFile } from '../../../../src/data/search.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { SEARCH_TIMEOUTS_MS } from '../../../../src/lib/search/algolia-hosts.ts';
import {
  SEARCH_HITS_PER_INDEX,
  SEARCH_INDEX_NAMES,
  parseSearchIndex,
  SEARCH_INDEX_KEYS,
  type SearchIndexFile,
} from '../../../../src/lib/search/documents.ts';
import {
  createBuiltInSearchClient,
  type SearchRequest,
  type SearchResult,
} from '../../../../src/lib/search/built-in-client.ts';
import {
  algoliaConfigFrom,
  createSiteSearchClient,
  type AlgoliaConfig,
  SEARCH_HOST_BLOCK_MS,
} from '../../../../src/services/search/site-search.ts';
import { freePort, startAlgoliaDouble, type AlgoliaDouble } from '../../../support/algolia-double.ts';
import { replies, startBadServer, type BadServer } from '../../helpers/bad-server.ts';

const APP_ID = 'PLLTEST';
const SEARCH_KEY = 'search-only-key';
const INDEX_PATH = '/search/index.json';

let index: SearchIndexFile;
let indexServer: BadServer;
let double: AlgoliaDouble | null = null;

/** What the search box asks: the three indexes, with their hits per index (5, 2, 2). */
const boxRequests = (query: string): SearchRequest[] =>
  SEARCH_INDEX_KEYS.map((key) => ({
    indexName: SEARCH_INDEX_NAMES[key],
    params: { query, hitsPerPage: SEARCH_HITS_PER_INDEX[key] },
  }));

const objectIDs = (results: readonly SearchResult[]) => results.map((result) => result.hits.map((hit) => hit.objectID));

async function builtInAnswer(query: string) {
  return (await createBuiltInSearchClient(() => Promise.resolve(index)).search(boxRequests(query))).results;
}

const algolia = (url: string, searchKey = SEARCH_KEY): AlgoliaConfig => ({ appId: APP_ID, searchKey, hosts: [url] });

beforeAll(async () => {
  // Through JSON and the parser, as the browser gets it.
  index = parseSearchIndex(
    JSON.parse(JSON.stringify(searchIndexFile(new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR))))),
    INDEX_PATH,
  );
  indexServer = await startBadServer();
});
afterAll(async () => {
  await indexServer.close();
});
beforeEach(() => {
  indexServer.reset();
  indexServer.on(INDEX_PATH, replies.json(index));
});
afterEach(async () => {
  await double?.close();
  double = null;
});

describe('with Algolia up', () => {
  it("asks Algolia, with each index's hits per page and click analytics, and never fetches the built-in index", async () => {
    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, index });
    const onFallback = vi.fn();
    const client = createSiteSearchClient({
      algolia: algolia(double.url),
      indexUrl: indexServer.origin + INDEX_PATH,
      onFallback,
    });

    const { results } = await client.search(boxRequests('whip'));

    expect(client.lastBackend).toBe('algolia');
    for (const result of results) {
      expect(result).toMatchObject({ serverUsed: 'algolia-double' });
      expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    }
    // Same documents, same ranking: the hits the built-in index would give.
    expect(objectIDs(results)).toEqual(objectIDs(await builtInAnswer('whip')));
    expect(results[1]?.hits[0]?.title).toBe('Maryland Whipsnakes');
    expect(double.queries).toEqual([
      { indexName: 'prod_players', params: { query: 'whip', hitsPerPage: 5, clickAnalytics: true } },
      { indexName: 'prod_teams', params: { query: 'whip', hitsPerPage: 2, clickAnalytics: true } },
      { indexName: 'prod_pll_general', params: { query: 'whip', hitsPerPage: 2, clickAnalytics: true } },
    ]);
    expect(double.requests).toEqual([{ method: 'POST', path: '/1/indexes/*/queries', credentials: 'headers' }]);
    expect(indexServer.seen(INDEX_PATH)).toHaveLength(0);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('answers a query it has answered before from its cache', async () => {
    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, index });
    const client = createSiteSearchClient({ algolia: algolia(double.url), indexUrl: indexServer.origin + INDEX_PATH });
    const first = await client.search(boxRequests('chaos'));
    await client.search(boxRequests('outlaws'));
    const again = await client.search(boxRequests('chaos'));
    expect(again).toBe(first);
    expect(double.requests).toHaveLength(2);
  });
});

describe('when Algolia cannot answer', () => {
  it('answers the same query from the built-in index when Algolia is down, and says so once', async () => {
    const onFallback = vi.fn();
    const client = createSiteSearchClient({
      algolia: algolia(`http://127.0.0.1:${String(await freePort())}`),
      indexUrl: indexServer.origin + INDEX_PATH,
      onFallback,
    });

    const { results } = await client.search(boxRequests('whip'));

    expect(client.lastBackend).toBe('built-in');
    expect(results).toEqual(
      (await builtInAnswer('whip')).map((result) => ({ ...result, processingTimeMS: expect.any(Number) as number })),
    );
    for (const result of results) {
      expect(result.queryID).toBeUndefined();
      expect(result).not.toHaveProperty('serverUsed');
    }
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(String(onFallback.mock.calls[0]?.[0])).toContain('Unreachable hosts');
    expect(indexServer.seen(INDEX_PATH)).toHaveLength(1);
  });

  it('leaves Algolia alone for the 2-minute host block, then asks it again', async () => {
    let clock = 1_000_000;
    const port = await freePort();
    const onFallback = vi.fn();
    const client = createSiteSearchClient({
      algolia: algolia(`http://127.0.0.1:${String(port)}`),
      indexUrl: indexServer.origin + INDEX_PATH,
      now: () => clock,
      onFallback,
    });

    await client.search(boxRequests('whip')); // Algolia down: blocked from now on
    expect(client.lastBackend).toBe('built-in');
    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, index, port });

    clock += SEARCH_HOST_BLOCK_MS - 1;
    await client.search(boxRequests('chaos'));
    expect(client.lastBackend).toBe('built-in');
    expect(double.requests).toEqual([]); // up again, but still blocked

    clock += 1;
    const { results } = await client.search(boxRequests('outlaws'));
    expect(client.lastBackend).toBe('algolia');
    expect(results[1]?.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(double.queries.map((query) => query.params['query'])).toEqual(['outlaws', 'outlaws', 'outlaws']);
    expect(onFallback).toHaveBeenCalledTimes(1);

    // A query the fallback answered was not kept: Algolia answers it now (with a queryID for clicks).
    const again = await client.search(boxRequests('whip'));
    expect(client.lastBackend).toBe('algolia');
    expect(again.results[0]?.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  const slowAnswers: {
    timeout: string;
    what: string;
    searchDelay: { headers?: number; body?: number };
    timeoutMs: number;
    answeredAfter: number;
  }[] = [
    {
      timeout: 'connect',
      what: 'no answer at all',
      searchDelay: { headers: 1800 },
      timeoutMs: SEARCH_TIMEOUTS_MS.connect,
      answeredAfter: 1800,
    },
    {
      timeout: 'read',
      what: 'headers but no body',
      searchDelay: { body: 3500 },
      timeoutMs: SEARCH_TIMEOUTS_MS.read,
      answeredAfter: 3500,
    },
  ];
  it.each(slowAnswers)(
    'stops waiting for Algolia after its $timeout timeout ($what)',
    async ({ searchDelay, timeoutMs, answeredAfter }) => {
      // The Node client's own defaults (connect 2 s, read 5 s) would wait for both answers.
      double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, index, searchDelay });
      const onFallback = vi.fn();
      const client = createSiteSearchClient({
        algolia: algolia(double.url),
        indexUrl: indexServer.origin + INDEX_PATH,
        onFallback,
      });

      const started = performance.now();
      await client.search(boxRequests('whip'));
      const waited = performance.now() - started;

      expect(client.lastBackend).toBe('built-in');
      expect(double.queries).toHaveLength(3); // it was asked, and too slow
      expect(waited).toBeGreaterThanOrEqual(timeoutMs - 50);
      expect(waited).toBeLessThan(answeredAfter);
      expect(onFallback).toHaveBeenCalledTimes(1);
    },
  );

  it('falls back when Algolia refuses the key, with the API error', async () => {
    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, index });
    const onFallback = vi.fn();
    const client = createSiteSearchClient({
      algolia: algolia(double.url, 'revoked-key'),
      indexUrl: indexServer.origin + INDEX_PATH,
      onFallback,
    });

    const { results } = await client.search(boxRequests('outlaws'));

    expect(client.lastBackend).toBe('built-in');
    expect(results[1]?.hits[0]?.title).toBe('Denver Outlaws');
    expect(double.requests).toHaveLength(1); // it was reached, and refused
    expect(double.queries).toEqual([]);
    expect(onFallback).toHaveBeenCalledWith(
      expect.objectContaining({ status: 403, message: 'Invalid Application-ID or API key' }),
    );
  });
});

describe('empty queries', () => {
  it('are answered locally with no hits, reaching neither backend', async () => {
    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, index });
    const withAlgolia = createSiteSearchClient({
      algolia: algolia(double.url),
      indexUrl: indexServer.origin + INDEX_PATH,
    });
    const builtInOnly = createSiteSearchClient({ algolia: null, indexUrl: indexServer.origin + INDEX_PATH });

    for (const client of [withAlgolia, builtInOnly]) {
      for (const query of ['', '   ']) {
        const { results } = await client.search(boxRequests(query));
        expect(results.map((result) => [result.index, result.hits.length, result.nbHits])).toEqual([
          ['prod_players', 0, 0],
          ['prod_teams', 0, 0],
          ['prod_pll_general', 0, 0],
        ]);
      }
      expect(client.lastBackend).toBeNull();
    }
    expect(double.requests).toEqual([]);
    expect(indexServer.requests).toEqual([]);
  });
});

describe('the built-in index file', () => {
  it('is fetched on the first query only', async () => {
    const client = createSiteSearchClient({ algolia: null, indexUrl: indexServer.origin + INDEX_PATH });
    expect(indexServer.requests).toEqual([]); // not at creation
    await client.search(boxRequests('whip'));
    await client.search(boxRequests('chaos'));
    await client.search(boxRequests('outlaws'));
    expect(client.lastBackend).toBe('built-in');
    expect(indexServer.seen(INDEX_PATH)).toHaveLength(1);
  });

  it('is fetched ahead of the first query when warmed and it is the only backend, never with Algolia configured', async () => {
    const builtInOnly = createSiteSearchClient({ algolia: null, indexUrl: indexServer.origin + INDEX_PATH });
    builtInOnly.warm();
    await expect.poll(() => indexServer.seen(INDEX_PATH).length).toBe(1);
    await builtInOnly.search(boxRequests('whip'));
    expect(indexServer.seen(INDEX_PATH)).toHaveLength(1);

    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, index });
    createSiteSearchClient({ algolia: algolia(double.url), indexUrl: indexServer.origin + INDEX_PATH }).warm();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(indexServer.seen(INDEX_PATH)).toHaveLength(1);
  });

  it('is fetched again on the next query after a failed fetch, and the failed answer is not kept', async () => {
    indexServer.sequence(INDEX_PATH, [replies.serverError(), replies.json(index)]);
    const client = createSiteSearchClient({ algolia: null, indexUrl: indexServer.origin + INDEX_PATH });

    await expect(client.search(boxRequests('whip'))).rejects.toThrow(
      `Search index ${indexServer.origin}${INDEX_PATH}: HTTP 500`,
    );
    const { results } = await client.search(boxRequests('whip'));

    expect(results[1]?.hits[0]?.title).toBe('Maryland Whipsnakes');
    expect(indexServer.seen(INDEX_PATH)).toHaveLength(2);
  });
});

describe('the build settings', () => {
  it('mean Algolia only with both an app id and a search key', () => {
    expect(algoliaConfigFrom(APP_ID, undefined, undefined)).toBeNull();
    expect(algoliaConfigFrom(undefined, SEARCH_KEY, undefined)).toBeNull();
    expect(algoliaConfigFrom(APP_ID, SEARCH_KEY, ' http://127.0.0.1:8787 , https://proxy.example.org ')).toEqual({
      appId: APP_ID,
      searchKey: SEARCH_KEY,
      hosts: ['http://127.0.0.1:8787', 'https://proxy.example.org'],
    });
  });

  it('refuse a search key with a colon and a host that is not a URL, saying what to fix', () => {
    expect(() => algoliaConfigFrom(APP_ID, 'prefix:key', undefined)).toThrow(
      'PUBLIC_ALGOLIA_SEARCH_KEY contains a colon',
    );
    expect(() => algoliaConfigFrom(APP_ID, SEARCH_KEY, '127.0.0.1:8787')).toThrow(
      'Algolia host "127.0.0.1:8787" is not a URL',
    );
  });
});
