/**
 * Algolia Insights for the search box, used only in Algolia mode (the built-in index has no
 * analytics). Views of hits are collected and sent once none came for 400 ms, as
 * view events of at most 20 object ids; a click on a hit is sent at once as a click after
 * search, with the result's queryID and the hit's position, together with any views still waiting
 * (a click usually leaves the page). Failures are logged with console.warn, never thrown: analytics
 * must not break the search box.
 */
import { insightsClient, type InsightsClient } from '@algolia/client-insights';
import { algoliaHosts } from '../../lib/search/algolia-hosts.ts';
import {
  clickedEvent,
  viewedEvents,
  type ClickedObjectIDsAfterSearchEvent,
  type SearchHitClick,
  type ViewedObjectIDsEvent,
} from '../../lib/search/events.ts';
import type { AlgoliaConfig } from './site-search.ts';

/** "viewed debounce 400 ms" */
export const SEARCH_VIEWED_DEBOUNCE_MS = 400;

export interface SearchInsightsOptions {
  /** How long views are collected before they are sent; 400 ms unless told. */
  viewedDebounceMs?: number;
}

export interface SearchInsights {
  /** Records hits as seen; they are sent once no new views came for the debounce time. */
  viewed(indexName: string, objectIDs: readonly string[]): void;
  /** Sends a click on a hit (and the views still waiting). Resolves when sent or given up; never rejects. */
  clicked(click: SearchHitClick): Promise<void>;
  /** Sends the views still waiting now, e.g. before the page is left. Never rejects. */
  flush(): Promise<void>;
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const plural = (count: number, word: string): string => `${String(count)} ${word}${count === 1 ? '' : 's'}`;

export function createSearchInsights(
  config: AlgoliaConfig,
  userToken: string,
  { viewedDebounceMs = SEARCH_VIEWED_DEBOUNCE_MS }: SearchInsightsOptions = {},
): SearchInsights {
  let client: InsightsClient | null = null;
  try {
    client = insightsClient(
      config.appId,
      config.searchKey,
      undefined,
      config.hosts.length > 0 ? { hosts: algoliaHosts(config.hosts) } : {},
    );
  } catch (error) {
    console.warn(`Search insights: not started, no events will be sent: ${reason(error)}`);
  }
  // Object ids seen per index since the last send, in the order seen.
  const waiting = new Map<string, Set<string>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function takeViews(): ViewedObjectIDsEvent[] {
    clearTimeout(timer);
    timer = undefined;
    const events = [...waiting].flatMap(([indexName, objectIDs]) => viewedEvents(indexName, objectIDs, userToken));
    waiting.clear();
    return events;
  }

  async function send(
    events: (ViewedObjectIDsEvent | ClickedObjectIDsAfterSearchEvent)[],
    what: string,
  ): Promise<void> {
    if (events.length === 0 || client === null) return;
    try {
      await client.pushEvents({ events });
    } catch (error) {
      console.warn(`Search insights: sending ${what} failed: ${reason(error)}`);
    }
  }

  function flush(): Promise<void> {
    const events = takeViews();
    return send(events, plural(events.length, 'view event'));
  }

  return {
    viewed(indexName, objectIDs) {
      if (objectIDs.length === 0) return;
      let seen = waiting.get(indexName);
      if (!seen) {
        seen = new Set();
        waiting.set(indexName, seen);
      }
      for (const objectID of objectIDs) seen.add(objectID);
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), viewedDebounceMs);
    },
    clicked(click) {
      const views = takeViews();
      const what = `the click on ${click.indexName}/${click.objectID}${views.length > 0 ? ` and ${plural(views.length, 'view event')}` : ''}`;
      return send([...views, clickedEvent(click, userToken)], what);
    },
    flush,
  };
}
