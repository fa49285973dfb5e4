/**
 * The results page of the search box's form (/search/?query=…): every index's hits for the query,
 * through the same site search client as the box. Server-rendered without a query, it says that
 * results need JavaScript; the page below it lists every player and team either way.
 */
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_INDEX_NAMES, HIGHLIGHT_TAGS, indexKeyOf, SEARCH_INDEX_KEYS } from '../../lib/search/documents.ts';
import { SEARCH_QUERY_MAX_LENGTH } from '../../lib/search/ranking.ts';
import type { SearchResult } from '../../lib/search/built-in-client.ts';
import { createSiteSearchClient } from '../../services/search/site-search.ts';
import type { SearchBoxProps } from './SearchBox.tsx';
import { GROUP_LABELS, HitLink } from './HitLink.tsx';
import { useAfterHydration } from '../after-hydration.ts';

/** Hits per index on the results page (project's decision: a page's worth, not the box's 5/2/2). */
const RESULTS_PER_INDEX = 20;

/** The search's outcome for one query; the page shows "searching" until the query's own arrives. */
type Outcome = { query: string; results: SearchResult[] } | { query: string; failed: true };
type Answer =
  | { state: 'no-script' }
  | { state: 'empty' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; results: SearchResult[] }
  | { state: 'failed'; query: string };

function answerFor(query: string | null, outcome: Outcome | null): Answer {
  if (query === null) return { state: 'no-script' };
  if (query === '') return { state: 'empty' };
  if (outcome?.query !== query) return { state: 'searching', query };
  return 'failed' in outcome ? { state: 'failed', query } : { state: 'done', query, results: outcome.results };
}

export default function SearchResults({ algolia, indexUrl }: Omit<SearchBoxProps, 'resultsPath'>) {
  const client = useMemo(() => createSiteSearchClient({ algolia, indexUrl }), [algolia, indexUrl]);
  const query = useAfterHydration(
    () => (new URLSearchParams(window.location.search).get('query') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH).trim(),
    null,
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const answer = answerFor(query, outcome);

  useEffect(() => {
    if (query === null || query === '') return;
    const params = {
      query,
      hitsPerPage: RESULTS_PER_INDEX,
      highlightPreTag: HIGHLIGHT_TAGS.pre,
      highlightPostTag: HIGHLIGHT_TAGS.post,
    };
    client
      .search(SEARCH_INDEX_KEYS.map((key) => ({ indexName: SEARCH_INDEX_NAMES[key], params })))
      .then(({ results }) => {
        setOutcome({ query, results });
      })
      .catch((error: unknown) => {
        console.error('Search results failed', error);
        setOutcome({ query, failed: true });
      });
  }, [client, query]);

  switch (answer.state) {
    case 'no-script':
      return <p className="search-note">Results for a query need JavaScript. Every player and team is listed below.</p>;
    case 'empty':
      return <p className="search-note">Type a name in the search box, or browse every player and team below.</p>;
    case 'searching':
      return (
        <p className="search-note" role="status">
          Searching for “{answer.query}”…
        </p>
      );
    case 'failed':
      return (
        <p className="search-note" role="alert">
          Search is unavailable right now. Every player and team is listed below.
        </p>
      );
    case 'done': {
      const total = answer.results.reduce((sum, result) => sum + result.nbHits, 0);
      return (
        <section className="search-results" aria-label={`Results for ${answer.query}`}>
          <h2>
            {total === 0 ? 'No results' : `${String(total)} ${total === 1 ? 'result' : 'results'}`} for “{answer.query}”
          </h2>
          {answer.results.map((result) => {
            const key = indexKeyOf(result.index);
            if (key === undefined || result.hits.length === 0) return null;
            return (
              <section key={key} data-index={key}>
                <h3>{GROUP_LABELS[key]}</h3>
                <ul>
                  {result.hits.map((hit) => (
                    <li key={hit.objectID}>
                      <HitLink hit={hit} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </section>
      );
    }
  }
}
