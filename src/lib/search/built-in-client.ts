/**
 * The built-in search backend: the build's index file searched in the browser with the
 * weights and bonuses of ranking.ts, behind the same `search(requests)` contract InstantSearch and
 * Algolia's lite client share: one result per request, with the title highlighted as Algolia would.
 */
import { SEARCH_QUERY_MAX_LENGTH, foldSearchText, normalizeQuery, rankSearch } from './ranking.ts';
import { HIGHLIGHT_TAGS, indexKeyOf, type SearchDocument, type SearchIndexFile } from './documents.ts';

export interface SearchRequest {
  indexName: string;
  params?: { query?: string; hitsPerPage?: number; highlightPreTag?: string; highlightPostTag?: string } & Record<
    string,
    unknown
  >;
}

export interface SearchHit extends SearchDocument {
  _highlightResult: { title: { value: string; matchLevel: 'none' | 'full'; matchedWords: string[] } };
  __position: number;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  queryID?: string;
}

export interface SearchClient {
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResult[] }>;
}

/** Algolia's default page size, used when a request names none. */
const DEFAULT_HITS_PER_PAGE = 20;

/**
 * The title with the query's first match wrapped in the highlight tags. Matching is on folded text
 * (case and accents), so "jose" marks "José"; the original characters are kept.
 */
export function highlightTitle(
  title: string,
  query: string,
  tags: { pre: string; post: string } = HIGHLIGHT_TAGS,
): string {
  if (query === '') return title;
  // Fold character by character, remembering where each folded character came from.
  let folded = '';
  const origin: number[] = [];
  // Code points are fine here: names carry accents, never emoji sequences.
  const characters = Array.from(title);
  for (const [index, character] of characters.entries()) {
    const foldedCharacter = /\s/.test(character) ? ' ' : foldSearchText(character);
    folded += foldedCharacter;
    for (let count = 0; count < foldedCharacter.length; count += 1) origin.push(index);
  }
  const start = folded.indexOf(query);
  if (start === -1) return title;
  const from = origin[start] ?? 0;
  const to = (origin[start + query.length - 1] ?? from) + 1;
  return `${characters.slice(0, from).join('')}${tags.pre}${characters.slice(from, to).join('')}${tags.post}${characters.slice(to).join('')}`;
}

export function createBuiltInSearchClient(loadIndex: () => Promise<SearchIndexFile>): SearchClient {
  return {
    async search(requests) {
      const index = await loadIndex();
      const results = requests.map((request): SearchResult => {
        const started = performance.now();
        const key = indexKeyOf(request.indexName);
        if (key === undefined) throw new Error(`Built-in search has no index named "${request.indexName}"`);
        const rawQuery = (request.params?.query ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH);
        const query = normalizeQuery(rawQuery);
        const hitsPerPage = request.params?.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
        const tags = {
          pre: request.params?.highlightPreTag ?? HIGHLIGHT_TAGS.pre,
          post: request.params?.highlightPostTag ?? HIGHLIGHT_TAGS.post,
        };
        const ranked = query === '' ? [] : rankSearch(index.indexes[key], query, Number.POSITIVE_INFINITY);
        const hits = ranked.slice(0, hitsPerPage).map((document, position) => {
          const value = highlightTitle(document.title, query, tags);
          const matched = value !== document.title;
          return {
            ...document,
            _highlightResult: {
              title: {
                value,
                matchLevel: matched ? ('full' as const) : ('none' as const),
                matchedWords: matched ? [query] : [],
              },
            },
            __position: position + 1,
          };
        });
        return {
          hits,
          nbHits: ranked.length,
          page: 0,
          nbPages: ranked.length === 0 ? 0 : Math.ceil(ranked.length / Math.max(1, hitsPerPage)),
          hitsPerPage,
          processingTimeMS: Math.round(performance.now() - started),
          exhaustiveNbHits: true,
          query: rawQuery,
          params: new URLSearchParams({ query: rawQuery, hitsPerPage: String(hitsPerPage) }).toString(),
          index: request.indexName,
        };
      });
      return { results };
    },
  };
}
