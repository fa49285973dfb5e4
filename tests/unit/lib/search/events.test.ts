import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_NAMES } from '../../../../src/lib/search/documents.ts';
import {
  clickedEvent,
  EVENT_NAME_MAX_LENGTH,
  SEARCH_VIEW_EVENT_NAME,
  searchClickEventName,
  viewedEvents,
  SEARCH_VIEWED_CHUNK,
} from '../../../../src/lib/search/events.ts';

describe('searchClickEventName', () => {
  it('names player and league clicks together, shop clicks apart, and any other index by its name', () => {
    expect(searchClickEventName(SEARCH_INDEX_NAMES.players)).toBe('Player/League Search Click');
    expect(searchClickEventName(SEARCH_INDEX_NAMES.content)).toBe('Player/League Search Click');
    expect(searchClickEventName('shopify_products')).toBe('Shop Products Search Click');
    expect(searchClickEventName(SEARCH_INDEX_NAMES.teams)).toBe('prod_teams Selected');
    expect(searchClickEventName('prod_videos')).toBe('prod_videos Selected');
  });

  it('never gives a name longer than Insights takes', () => {
    const name = searchClickEventName('x'.repeat(100));
    expect(name).toHaveLength(EVENT_NAME_MAX_LENGTH);
  });
});

describe('viewedEvents', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => `player-${String(index)}`);

  it('sends 20 object ids per event, in the order seen', () => {
    const events = viewedEvents('prod_players', ids(45), 'user-1');
    expect(events.map((event) => event.objectIDs.length)).toEqual([SEARCH_VIEWED_CHUNK, SEARCH_VIEWED_CHUNK, 5]);
    expect(events.flatMap((event) => event.objectIDs)).toEqual(ids(45));
    expect(events[0]).toEqual({
      eventType: 'view',
      eventName: SEARCH_VIEW_EVENT_NAME,
      index: 'prod_players',
      objectIDs: ids(20),
      userToken: 'user-1',
    });
  });

  it('sends an id seen twice once, and nothing for no ids', () => {
    expect(viewedEvents('prod_teams', ['a', 'b', 'a'], 'u')).toEqual([
      expect.objectContaining({ objectIDs: ['a', 'b'] }),
    ]);
    expect(viewedEvents('prod_teams', [], 'u')).toEqual([]);
  });
});

describe('clickedEvent', () => {
  it('is a click after search with the query id and the 1-based position', () => {
    expect(
      clickedEvent({ indexName: 'prod_teams', objectID: 'team-ARC', queryID: 'a'.repeat(32), position: 2 }, 'user-1'),
    ).toEqual({
      eventType: 'click',
      eventName: 'prod_teams Selected',
      index: 'prod_teams',
      objectIDs: ['team-ARC'],
      positions: [2],
      queryID: 'a'.repeat(32),
      userToken: 'user-1',
    });
  });
});
