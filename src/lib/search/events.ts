/**
 * The search box's Insights events (POST /1/events with eventType, eventName,
 * index, objectIDs, queryID, positions, userToken; "viewed in chunks of 20"). Built here, sent by
 * src/services/search/insights.ts.
 */
import { SEARCH_INDEX_NAMES } from './documents.ts';

/** "POST /1/events ... viewed in chunks of 20" */
export const SEARCH_VIEWED_CHUNK = 20;

/** The league shop's index; the site does not search it, but its clicks keep their own name. */
export const SHOP_PRODUCTS_INDEX = 'shopify_products';

/** The view event's name: the name InstantSearch gives hit views. */
export const SEARCH_VIEW_EVENT_NAME = 'Hits Viewed';

/** Insights refuses event names longer than this. */
export const EVENT_NAME_MAX_LENGTH = 64;

export interface ViewedObjectIDsEvent {
  eventType: 'view';
  eventName: string;
  index: string;
  objectIDs: string[];
  userToken: string;
}

export interface ClickedObjectIDsAfterSearchEvent {
  eventType: 'click';
  eventName: string;
  index: string;
  objectIDs: string[];
  /** 1-based, as Algolia counts positions. */
  positions: number[];
  queryID: string;
  userToken: string;
}

export interface SearchHitClick {
  indexName: string;
  objectID: string;
  /** The queryID of the result the hit came from (Algolia returns it with clickAnalytics). */
  queryID: string;
  /** The hit's 1-based position in its result. */
  position: number;
}

/**
 * The click event's name: "Selecting a hit sends a click event named for player/league
 * search click, shop-products search click, or index name followed by Selected". Read as: the
 * players index and the general (league) index send 'Player/League Search Click', the shop's
 * products index sends 'Shop Products Search Click', and any other index (prod_teams here) sends
 * its own name followed by ' Selected'.
 */
export function searchClickEventName(indexName: string): string {
  if (indexName === SEARCH_INDEX_NAMES.players || indexName === SEARCH_INDEX_NAMES.content)
    return 'Player/League Search Click';
  if (indexName === SHOP_PRODUCTS_INDEX) return 'Shop Products Search Click';
  return `${indexName} Selected`.slice(0, EVENT_NAME_MAX_LENGTH);
}

/** One view event per 20 object ids (Insights takes at most 20 per event); duplicates sent once. */
export function viewedEvents(
  indexName: string,
  objectIDs: Iterable<string>,
  userToken: string,
): ViewedObjectIDsEvent[] {
  const unique = [...new Set(objectIDs)];
  const events: ViewedObjectIDsEvent[] = [];
  for (let start = 0; start < unique.length; start += SEARCH_VIEWED_CHUNK) {
    events.push({
      eventType: 'view',
      eventName: SEARCH_VIEW_EVENT_NAME,
      index: indexName,
      objectIDs: unique.slice(start, start + SEARCH_VIEWED_CHUNK),
      userToken,
    });
  }
  return events;
}

export function clickedEvent(click: SearchHitClick, userToken: string): ClickedObjectIDsAfterSearchEvent {
  return {
    eventType: 'click',
    eventName: searchClickEventName(click.indexName),
    index: click.indexName,
    objectIDs: [click.objectID],
    positions: [click.position],
    queryID: click.queryID,
    userToken,
  };
}
