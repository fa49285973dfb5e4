/**
 * The search client the search box talks to. With an Algolia app id and
 * search key it asks Algolia through the lite client, with SEARCH_TIMEOUTS_MS; when Algolia cannot
 * answer, it answers from the built-in index instead and leaves Algolia alone for
 * SEARCH_HOST_BLOCK_MS (2 minutes). Without Algolia it only uses the built-in index, which is fetched on the first
 * real query (never at page load). Empty queries are answered locally: the box shows nothing for them.
 */
import { liteClient } from 'algoliasearch/lite';
import { SEARCH_TIMEOUTS_MS, algoliaHosts, hostList } from '../../lib/search/algolia-hosts.ts';
import {
  createBuiltInSearchClient,
  type SearchClient,
  type SearchRequest,
  type SearchResult,
} from '../../lib/search/built-in-client.ts';
import { parseSearchIndex, type SearchIndexFile } from '../../lib/search/documents.ts';

/** "host block 120000 ms" */
export const SEARCH_HOST_BLOCK_MS = 120_000;
/** "query cache trim above 5000 by about 1000" */
const SEARCH_QUERY_CACHE = { trimAbove: 5000, trimBy: 1000 } as const;

export interface AlgoliaConfig {
  appId: string;
  searchKey: string;
  /** Hosts as URLs ("http://127.0.0.1:8787"); Algolia's own hosts when empty. */
  hosts: readonly string[];
}

export type SearchBackend = 'algolia' | 'built-in';

export interface SiteSearchClient extends SearchClient {
  /** The backend that answered the last query. */
  readonly lastBackend: SearchBackend | null;
  /** Starts fetching the built-in index when it is the only backend, so the first query need not wait for it. */
  warm(): void;
}

export interface SiteSearchOptions {
  algolia: AlgoliaConfig | null;
  /** Where the build put the built-in index. */
  indexUrl: string;
  now?: () => number;
  /** Told once each time Algolia fails and the built-in index takes over. */
  onFallback?: (error: unknown) => void;
}

/** Reads an Algolia configuration from the site's public settings; null unless both id and key are set. */
export function algoliaConfigFrom(
  appId: string | undefined,
  searchKey: string | undefined,
  hosts: string | undefined,
): AlgoliaConfig | null {
  if (!appId || !searchKey) return null;
  // The key must be present and without a colon (a colon marks a secured or admin key pasted whole).
  if (searchKey.includes(':'))
    throw new Error(
      'PUBLIC_ALGOLIA_SEARCH_KEY contains a colon: set the search-only key alone, without a prefix or a second key.',
    );
  const list = hostList(hosts);
  algoliaHosts(list); // a host that is not a URL fails here, at build time, naming it
  return { appId, searchKey, hosts: list };
}

function loadIndexOnce(indexUrl: string): () => Promise<SearchIndexFile> {
  let pending: Promise<SearchIndexFile> | null = null;
  return () => {
    pending ??= fetch(indexUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Search index ${indexUrl}: HTTP ${String(response.status)}`);
        return parseSearchIndex(await response.json(), indexUrl);
      })
      .catch((error: unknown) => {
        pending = null; // the next query tries again
        throw error;
      });
    return pending;
  };
}

const emptyResult = (request: SearchRequest): SearchResult => ({
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: request.params?.hitsPerPage ?? 0,
  processingTimeMS: 0,
  exhaustiveNbHits: true,
  query: '',
  params: '',
  index: request.indexName,
});

export function createSiteSearchClient({
  algolia,
  indexUrl,
  now = Date.now,
  onFallback,
}: SiteSearchOptions): SiteSearchClient {
  const loadIndex = loadIndexOnce(indexUrl);
  const builtIn = createBuiltInSearchClient(loadIndex);
  const remote = algolia
    ? liteClient(algolia.appId, algolia.searchKey, {
        ...(algolia.hosts.length > 0 ? { hosts: algoliaHosts(algolia.hosts) } : {}),
        timeouts: SEARCH_TIMEOUTS_MS,
      })
    : null;
  let blockedUntil = 0;
  // Answers by request, so typing back over a query costs nothing; the query is trimmed first.
  const cache = new Map<string, Promise<{ results: SearchResult[] }>>();
  let lastBackend: SearchBackend | null = null;

  /** The answer, and whether to keep it: a fallback answer is not kept, so Algolia answers it once back. */
  async function ask(
    requests: readonly SearchRequest[],
  ): Promise<{ response: { results: SearchResult[] }; keep: boolean }> {
    if (remote && now() >= blockedUntil) {
      try {
        const response = await remote.search({
          requests: requests.map((request) => ({
            indexName: request.indexName,
            ...request.params,
            clickAnalytics: true,
          })),
        });
        lastBackend = 'algolia';
        return { response: response as unknown as { results: SearchResult[] }, keep: true };
      } catch (error) {
        blockedUntil = now() + SEARCH_HOST_BLOCK_MS;
        onFallback?.(error);
      }
    }
    const response = await builtIn.search(requests);
    lastBackend = 'built-in';
    return { response, keep: remote === null };
  }

  return {
    get lastBackend() {
      return lastBackend;
    },
    warm() {
      // A failed fetch is retried by the first query, which reports it.
      if (remote === null) loadIndex().catch(() => undefined);
    },
    search(requests) {
      if (requests.every((request) => (request.params?.query ?? '').trim() === ''))
        return Promise.resolve({ results: requests.map(emptyResult) });
      const key = JSON.stringify(requests);
      const cached = cache.get(key);
      if (cached) return cached;
      const asked = ask(requests);
      const answer = asked.then(({ response }) => response);
      cache.set(key, answer);
      asked.then(
        ({ keep }) => {
          if (!keep) cache.delete(key);
        },
        () => cache.delete(key),
      );
      if (cache.size > SEARCH_QUERY_CACHE.trimAbove) {
        for (const oldest of [...cache.keys()].slice(0, SEARCH_QUERY_CACHE.trimBy)) cache.delete(oldest);
      }
      return answer;
    },
  };
}
