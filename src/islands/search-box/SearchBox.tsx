/**
 * The search box of the navigation bar: players, teams and league content in one
 * panel, 5, 2 and 2 hits, searched 300 ms after the last keystroke. Server-rendered it is a plain
 * form to the results page (so it works with JavaScript off); it hydrates on the first interaction
 * and then searches through InstantSearch and the site's search client (Algolia, else the built-in
 * index). The input is a combobox: arrows move the active hit, Enter opens it, Escape closes the
 * panel and a second Escape clears the query.
 */
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import {
  Configure,
  Index,
  InstantSearch,
  useInstantSearch,
  useSearchBox as useInstantSearchBox,
  type InstantSearchProps,
} from 'react-instantsearch';
import './SearchBox.css';
import { SEARCH_HITS_PER_INDEX, SEARCH_INDEX_NAMES, HIGHLIGHT_TAGS } from '../../lib/search/documents.ts';
import { SEARCH_QUERY_MAX_LENGTH } from '../../lib/search/ranking.ts';
import { GROUP_LABELS, HitLink } from './HitLink.tsx';
import { createSiteSearchClient, type AlgoliaConfig } from '../../services/search/site-search.ts';
import { useSearchBox, type SearchControls, type SearchState } from './use-search-box.ts';

/** "debounce 300 ms" (search box) */
const SEARCH_DEBOUNCE_MS = 300;
/** "Search status: idle, loading, stalled (after 300 ms without reply)" */
const SEARCH_STALLED_AFTER_MS = 300;

export interface SearchBoxProps {
  algolia: AlgoliaConfig | null;
  /** The built-in index the build emits. */
  indexUrl: string;
  /** The results page the form submits to. */
  resultsPath: string;
}

const HIGHLIGHT_PARAMS = { highlightPreTag: HIGHLIGHT_TAGS.pre, highlightPostTag: HIGHLIGHT_TAGS.post };

/** Debounces what InstantSearch searches; an emptied box is cleared at once. */
function useDebouncedQueryHook(): (query: string, search: (value: string) => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  // Stable: InstantSearch re-creates its widget whenever the hook's identity changes.
  return useCallback((query, search) => {
    clearTimeout(timer.current);
    if (query.trim() === '') {
      search('');
      return;
    }
    timer.current = setTimeout(() => {
      search(query);
    }, SEARCH_DEBOUNCE_MS);
  }, []);
}

/**
 * InstantSearch renders nothing until it has started, which only happens in the browser, so the
 * form (what the server renders and hydration keeps, focus and typed text included) lives outside
 * it, and this headless bridge inside it hands the form the search's controls and state.
 */
function SearchBridge({
  connect,
  onState,
}: {
  connect: (controls: SearchControls) => void;
  onState: (state: SearchState) => void;
}) {
  const { query, refine, clear } = useInstantSearchBox({ queryHook: useDebouncedQueryHook() });
  const { status, scopedResults } = useInstantSearch();
  useEffect(() => {
    connect({ refine, clear });
  }, [connect, refine, clear]);
  useEffect(() => {
    onState({ status, query, scopedResults });
  }, [onState, status, query, scopedResults]);
  return null;
}

export default function SearchBox({ algolia, indexUrl, resultsPath }: SearchBoxProps) {
  const client = useMemo(
    () =>
      createSiteSearchClient({
        algolia,
        indexUrl,
        onFallback: (error) => {
          console.warn('Search: Algolia did not answer; using the built-in index', error);
        },
      }),
    [algolia, indexUrl],
  );
  const box = useSearchBox(algolia);
  const { input, status, value, groups, hits, active, activeHit, showPanel } = box;
  const listId = useId();
  const headingId = useId();

  // Hydrated by the first interaction: the index downloads while the visitor types.
  useEffect(() => {
    client.warm();
  }, [client]);

  return (
    <form
      className={`search-box${box.fullScreen ? ' full-screen' : ''}`}
      role="search"
      action={resultsPath}
      method="get"
      data-status={status}
      onSubmit={box.close}
      onReset={() => {
        box.emptyBox();
        input.current?.focus();
      }}
    >
      <input
        ref={input}
        type="search"
        name="query"
        placeholder="Search"
        aria-label="Search"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-activedescendant={activeHit ? `${listId}-${activeHit.hit.objectID}` : undefined}
        value={value}
        onChange={(event) => {
          box.type(event.target.value);
        }}
        onFocus={box.focus}
        onBlur={box.leave}
        onKeyDown={box.onKeyDown}
      />
      <button type="submit" className="submit" aria-label="Submit search">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <button type="reset" className="clear" aria-label="Clear search" hidden={value === ''}>
        ×
      </button>
      <span
        className="loading"
        role="status"
        aria-label={status === 'stalled' ? 'Searching' : undefined}
        hidden={status !== 'stalled'}
      />
      <button
        type="button"
        className="cancel"
        onMouseDown={(event) => {
          event.preventDefault();
        }}
        onClick={() => {
          box.leave();
          input.current?.blur();
        }}
      >
        Cancel
      </button>
      {/* The client answers the multi-index `search(requests)` call InstantSearch makes, which is all
          it uses; its declared type also lists Algolia's composition API, which this site never calls. */}
      <InstantSearch
        searchClient={client as unknown as InstantSearchProps['searchClient']}
        indexName={SEARCH_INDEX_NAMES.players}
        stalledSearchDelay={SEARCH_STALLED_AFTER_MS}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure hitsPerPage={SEARCH_HITS_PER_INDEX.players} {...HIGHLIGHT_PARAMS} />
        <Index indexName={SEARCH_INDEX_NAMES.teams}>
          <Configure hitsPerPage={SEARCH_HITS_PER_INDEX.teams} {...HIGHLIGHT_PARAMS} />
        </Index>
        <Index indexName={SEARCH_INDEX_NAMES.content}>
          <Configure hitsPerPage={SEARCH_HITS_PER_INDEX.content} {...HIGHLIGHT_PARAMS} />
        </Index>
        <SearchBridge connect={box.connect} onState={box.setSearchState} />
      </InstantSearch>
      <div
        className="panel"
        hidden={!showPanel}
        // Clicking a hit must not blur the box first (that would close the panel under the pointer).
        onMouseDown={(event) => {
          event.preventDefault();
        }}
      >
        <p className="heading" id={headingId}>
          Search Results
        </p>
        <div role="listbox" id={listId} aria-labelledby={headingId}>
          {hits.length === 0 ? <p className="empty">No results</p> : null}
          {groups.map((group) => (
            <div role="group" key={group.key} aria-label={GROUP_LABELS[group.key]} data-index={group.key}>
              {group.hits.map((placed) => {
                const index = hits.indexOf(placed);
                return (
                  <HitLink
                    key={placed.hit.objectID}
                    hit={placed.hit}
                    id={`${listId}-${placed.hit.objectID}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    onMouseEnter={() => {
                      box.hover(index);
                    }}
                    onClick={(event) => {
                      event.preventDefault();
                      void box.select(placed, event);
                    }}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
