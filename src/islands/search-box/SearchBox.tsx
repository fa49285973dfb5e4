/**
 * The search box of the navigation bar: players, teams and league content in one
 * panel, 5, 2 and 2 hits, searched 300 ms after the last keystroke. Server-rendered it is a plain
 * form to the results page (so it works with JavaScript off); it hydrates on the first interaction
 * and then searches through InstantSearch and the site's search client (Algolia, else the built-in
 * index). The input is a combobox: arrows move the active hit, Enter opens it, Escape closes the
 * panel and a second Escape clears the query.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Configure, Index, InstantSearch, useInstantSearch, useSearchBox, type InstantSearchProps } from 'react-instantsearch';
import './SearchBox.css';
import { SEARCH_DEBOUNCE_MS, SEARCH_HITS_PER_INDEX, SEARCH_INDEX_NAMES, SEARCH_QUERY_MAX_LENGTH, SEARCH_STALLED_AFTER_MS } from '../../lib/constants.ts';
import { HIGHLIGHT_TAGS, indexKeyOf, type SearchIndexKey } from '../../lib/search/documents.ts';
import { GROUP_LABELS, HitLink } from './HitLink.tsx';
import type { SearchHit } from '../../lib/search/built-in-client.ts';
import { createSiteSearchClient, type AlgoliaConfig } from '../../services/search/site-search.ts';
import { createSearchInsights, type SearchInsights } from '../../services/search/insights.ts';
import { anonymousUserToken } from '../../services/search/user-token.ts';

export interface SearchBoxProps {
  algolia: AlgoliaConfig | null;
  /** The built-in index the build emits. */
  indexUrl: string;
  /** The results page the form submits to. */
  resultsPath: string;
}

/** A hit as the panel lists it, with what Insights needs to report a click on it. */
interface PlacedHit {
  hit: SearchHit;
  indexName: string;
  queryID: string | undefined;
  /** 1-based, within its index's result. */
  position: number;
}

/** Project's decision: how long a click waits for its Insights event before leaving the page. */
const CLICK_EVENT_WAIT_MS = 300;

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

/** Opens a hit as a link would: modifier keys open a new tab (Ctrl or Cmd) or window (Shift). */
interface OpenKeys {
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

function openHit(url: string, keys: OpenKeys): void {
  if (keys.ctrlKey || keys.metaKey) window.open(url, '_blank', 'noopener');
  else if (keys.shiftKey) window.open(url, '_blank', 'noopener,popup');
  else window.location.assign(url);
}

interface SearchState {
  status: 'idle' | 'loading' | 'stalled' | 'error';
  /** The query InstantSearch last searched (after the debounce). */
  query: string;
  scopedResults: ReturnType<typeof useInstantSearch>['scopedResults'];
}

interface SearchControls {
  refine: (query: string) => void;
  clear: () => void;
}

/**
 * InstantSearch renders nothing until it has started, which only happens in the browser, so the
 * form (what the server renders and hydration keeps, focus and typed text included) lives outside
 * it, and this headless bridge inside it hands the form the search's controls and state.
 */
function SearchBridge({ connect, onState }: { connect: (controls: SearchControls) => void; onState: (state: SearchState) => void }) {
  const { query, refine, clear } = useSearchBox({ queryHook: useDebouncedQueryHook() });
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
  // Started in the browser only (an effect): the token lives in the visitor's storage.
  const [insights, setInsights] = useState<SearchInsights | null>(null);
  useEffect(() => {
    if (!algolia) return undefined;
    const created = createSearchInsights(algolia, anonymousUserToken());
    setInsights(created);
    // Views still waiting for their debounce go out as the visitor leaves.
    const flush = (): void => {
      void created.flush();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
    };
  }, [algolia]);
  const [{ status, query, scopedResults }, setSearchState] = useState<SearchState>({ status: 'idle', query: '', scopedResults: [] });
  const controls = useRef<SearchControls | null>(null);
  const [value, setValue] = useState('');
  const valueRef = useRef(value);
  valueRef.current = value;
  const connect = useCallback((connected: SearchControls) => {
    const first = controls.current === null;
    controls.current = connected;
    // Text typed before the search started is searched as soon as it has.
    if (first && valueRef.current !== '') connected.refine(valueRef.current);
  }, []);
  const refine = (text: string): void => controls.current?.refine(text);
  const clear = (): void => controls.current?.clear();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [fullScreen, setFullScreen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const headingId = useId();

  // Hydrated by the first interaction: the index downloads while the visitor types.
  useEffect(() => {
    client.warm();
  }, [client]);

  // Hydrated by the first focus: what was typed before counts, and the box is already focused.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (element.value !== '') setValue(element.value);
    if (document.activeElement === element) {
      setOpen(true);
      setFullScreen(true);
    }
  }, []);

  // Each hit with where it came from: Insights needs the index, the answer's queryID and the position.
  const groups = scopedResults
    .map(({ indexId, results }) => {
      const key = indexKeyOf(indexId);
      const indexHits = (results?.hits ?? []) as SearchHit[];
      const queryID = (results as { queryID?: string } | null)?.queryID;
      return { key, hits: indexHits.map((hit, index): PlacedHit => ({ hit, indexName: indexId, queryID, position: index + 1 })) };
    })
    .filter((group): group is { key: SearchIndexKey; hits: PlacedHit[] } => group.key !== undefined && group.hits.length > 0);
  const hits = groups.flatMap((group) => group.hits);
  const answered = query !== '' && status === 'idle' && scopedResults.every((scoped) => scoped.results?.query === query);
  const showPanel = open && value.trim() !== '' && (hits.length > 0 || answered);
  const activeHit = showPanel ? hits[active] : undefined;

  useEffect(() => {
    setActive(-1);
  }, [query]);

  // Only Algolia's answers carry a queryID; the built-in index's hits are not reported.
  const shownKey = showPanel ? hits.map((placed) => `${placed.indexName}/${placed.hit.objectID}/${placed.queryID ?? ''}`).join() : '';
  useEffect(() => {
    if (!insights || shownKey === '') return;
    for (const group of groups) {
      const [first] = group.hits;
      if (first?.queryID) insights.viewed(first.indexName, group.hits.map((placed) => placed.hit.objectID));
    }
    // Keyed on shownKey (the shown hits spelled out), not on groups, which is rebuilt each render.
  }, [insights, shownKey]);

  const close = (): void => {
    setOpen(false);
    setActive(-1);
  };
  const select = async (placed: PlacedHit, keys: OpenKeys): Promise<void> => {
    close();
    const { hit, indexName, queryID, position } = placed;
    const newTab = keys.ctrlKey || keys.metaKey || keys.shiftKey;
    if (insights && queryID) {
      const sent = insights.clicked({ indexName, objectID: hit.objectID, queryID, position });
      // Leaving the page would cancel the event: give it a moment, never more.
      if (!newTab) await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, CLICK_EVENT_WAIT_MS))]);
    }
    openHit(hit.url, keys);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // The positions cycle through the hits and back to the input (-1).
      const last = hits.length - 1;
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current === last ? -1 : current + 1) : current === -1 ? last : current - 1));
    } else if (event.key === 'Enter' && activeHit) {
      event.preventDefault();
      void select(activeHit, event);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showPanel) {
        close();
      } else {
        setValue('');
        clear();
      }
    }
  };

  return (
    <form
      className={`search-box${fullScreen ? ' full-screen' : ''}`}
      role="search"
      action={resultsPath}
      method="get"
      data-status={status}
      onSubmit={() => {
        close();
      }}
      onReset={() => {
        setValue('');
        clear();
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
          setValue(event.target.value);
          setOpen(true);
          refine(event.target.value);
        }}
        onFocus={() => {
          setOpen(true);
          setFullScreen(true);
        }}
        onBlur={() => {
          close();
          setFullScreen(false);
        }}
        onKeyDown={onKeyDown}
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
      <span className="loading" role="status" aria-label={status === 'stalled' ? 'Searching' : undefined} hidden={status !== 'stalled'} />
      <button
        type="button"
        className="cancel"
        onMouseDown={(event) => {
          event.preventDefault();
        }}
        onClick={() => {
          close();
          setFullScreen(false);
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
        <SearchBridge connect={connect} onState={setSearchState} />
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
                      setActive(index);
                    }}
                    onClick={(event) => {
                      event.preventDefault();
                      void select(placed, event);
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
