/**
 * What the search box does, apart from how it looks: the typed text, whether the panel is open, the
 * active hit and the keys that move it, the search's state as InstantSearch reports it, and the
 * Insights events for the hits shown and clicked.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { useInstantSearch } from 'react-instantsearch';
import { indexKeyOf, type SearchIndexKey } from '../../lib/search/documents.ts';
import type { SearchHit } from '../../lib/search/built-in-client.ts';
import type { AlgoliaConfig } from '../../services/search/site-search.ts';
import { createSearchInsights, type SearchInsights } from '../../services/search/insights.ts';
import { anonymousUserToken } from '../../services/search/user-token.ts';

/** A hit as the panel lists it, with what Insights needs to report a click on it. */
export interface PlacedHit {
  hit: SearchHit;
  indexName: string;
  queryID: string | undefined;
  /** 1-based, within its index's result. */
  position: number;
}

export interface SearchState {
  status: 'idle' | 'loading' | 'stalled' | 'error';
  /** The query InstantSearch last searched (after the debounce). */
  query: string;
  scopedResults: ReturnType<typeof useInstantSearch>['scopedResults'];
}

export interface SearchControls {
  refine: (query: string) => void;
  clear: () => void;
}

/** Project's decision: how long a click waits for its Insights event before leaving the page. */
const CLICK_EVENT_WAIT_MS = 300;

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

/** Each hit with where it came from: Insights needs the index, the answer's queryID and the position. */
function placedGroups(scopedResults: SearchState['scopedResults']): { key: SearchIndexKey; hits: PlacedHit[] }[] {
  return scopedResults
    .map(({ indexId, results }) => {
      const key = indexKeyOf(indexId);
      const indexHits = (results?.hits ?? []) as SearchHit[];
      const queryID = (results as { queryID?: string } | null)?.queryID;
      return {
        key,
        hits: indexHits.map((hit, index): PlacedHit => ({ hit, indexName: indexId, queryID, position: index + 1 })),
      };
    })
    .filter(
      (group): group is { key: SearchIndexKey; hits: PlacedHit[] } => group.key !== undefined && group.hits.length > 0,
    );
}

/** Started in the browser only (an effect): the token lives in the visitor's storage. */
function useInsights(algolia: AlgoliaConfig | null): RefObject<SearchInsights | null> {
  const insights = useRef<SearchInsights | null>(null);
  useEffect(() => {
    if (!algolia) return undefined;
    const created = createSearchInsights(algolia, anonymousUserToken());
    insights.current = created;
    // Views still waiting for their debounce go out as the visitor leaves.
    const flush = (): void => {
      void created.flush();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      insights.current = null;
    };
  }, [algolia]);
  return insights;
}

export function useSearchBox(algolia: AlgoliaConfig | null) {
  const input = useRef<HTMLInputElement>(null);
  const insights = useInsights(algolia);
  const [{ status, query, scopedResults }, setSearchState] = useState<SearchState>({
    status: 'idle',
    query: '',
    scopedResults: [],
  });
  const controls = useRef<SearchControls | null>(null);
  const [value, setValue] = useState('');
  const connect = useCallback((connected: SearchControls) => {
    const first = controls.current === null;
    controls.current = connected;
    // Text typed before the search started is searched as soon as it has.
    const typed = input.current?.value ?? '';
    if (first && typed !== '') connected.refine(typed);
  }, []);
  const refine = (text: string): void => controls.current?.refine(text);
  const clear = (): void => controls.current?.clear();
  const [open, setOpen] = useState(false);
  // The active hit belongs to the query it was chosen in: a new query starts again at the input (-1).
  const [activeChoice, setActiveChoice] = useState({ query: '', index: -1 });
  const active = activeChoice.query === query ? activeChoice.index : -1;
  const setActive = (next: (current: number) => number): void => {
    setActiveChoice((current) => ({ query, index: next(current.query === query ? current.index : -1) }));
  };
  const [fullScreen, setFullScreen] = useState(false);

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

  const groups = placedGroups(scopedResults);
  const hits = groups.flatMap((group) => group.hits);
  const answered =
    query !== '' && status === 'idle' && scopedResults.every((scoped) => scoped.results?.query === query);
  const showPanel = open && value.trim() !== '' && (hits.length > 0 || answered);
  const activeHit = showPanel ? hits[active] : undefined;

  // Only Algolia's answers carry a queryID; the built-in index's hits are not reported. Keyed on
  // the shown hits spelled out, not on the groups, which are rebuilt each render.
  const shownKey = showPanel
    ? hits.map((placed) => `${placed.indexName}/${placed.hit.objectID}/${placed.queryID ?? ''}`).join()
    : '';
  const reportViews = useEffectEvent(() => {
    const sink = insights.current;
    if (!sink) return;
    for (const group of groups) {
      const [first] = group.hits;
      if (first?.queryID)
        sink.viewed(
          first.indexName,
          group.hits.map((placed) => placed.hit.objectID),
        );
    }
  });
  useEffect(() => {
    if (shownKey !== '') reportViews();
  }, [shownKey]);

  const close = (): void => {
    setOpen(false);
    setActive(() => -1);
  };
  const select = async (placed: PlacedHit, keys: OpenKeys): Promise<void> => {
    close();
    const { hit, indexName, queryID, position } = placed;
    const newTab = keys.ctrlKey || keys.metaKey || keys.shiftKey;
    const sink = insights.current;
    if (sink && queryID) {
      const sent = sink.clicked({ indexName, objectID: hit.objectID, queryID, position });
      // Leaving the page would cancel the event: give it a moment, never more.
      if (!newTab) await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, CLICK_EVENT_WAIT_MS))]);
    }
    openHit(hit.url, keys);
  };
  const emptyBox = (): void => {
    setValue('');
    clear();
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
      if (showPanel) close();
      else emptyBox();
    }
  };

  return {
    input,
    status,
    value,
    groups,
    hits,
    active,
    activeHit,
    showPanel,
    fullScreen,
    connect,
    setSearchState,
    onKeyDown,
    select,
    close,
    emptyBox,
    hover: (index: number): void => {
      setActive(() => index);
    },
    type: (text: string): void => {
      setValue(text);
      setOpen(true);
      refine(text);
    },
    focus: (): void => {
      setOpen(true);
      setFullScreen(true);
    },
    leave: (): void => {
      close();
      setFullScreen(false);
    },
  };
}
