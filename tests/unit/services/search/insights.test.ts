/**
 * The search box's Insights events through the real @algolia/client-insights client (Node build)
 * against the Algolia double, which accepts only events within Insights' limits (20 object ids per
 * event, a 32-character queryID, one position per object). Real timers: the 400 ms debounce.
 */
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  SEARCH_HITS_PER_INDEX,
  SEARCH_INDEX_NAMES,
  SEARCH_INDEX_VERSION,
  type SearchDocument,
  type SearchIndexFile,
} from '../../../../src/lib/search/documents.ts';
import { createSearchInsights, SEARCH_VIEWED_DEBOUNCE_MS } from '../../../../src/services/search/insights.ts';
import { createSiteSearchClient, type AlgoliaConfig } from '../../../../src/services/search/site-search.ts';
import { freePort, startAlgoliaDouble, type AlgoliaDouble } from '../../../support/algolia-double.ts';

const APP_ID = 'PLLTEST';
const SEARCH_KEY = 'search-only-key';
const USER = 'anonymous-3f2a9c';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, position) => `${prefix}-${String(position + 1)}`);

const player = (objectID: string, title: string): SearchDocument => ({
  objectID,
  kind: 'player',
  title,
  subtitle: 'A',
  url: `/players/${objectID}`,
  image: null,
  firstName: title.split(' ')[0] ?? '',
  lastName: title.split(' ')[1] ?? '',
});
const index: SearchIndexFile = {
  version: SEARCH_INDEX_VERSION,
  indexes: {
    players: [player('p1', 'Jeff Teat'), player('p2', 'Jeff Trainor'), player('p3', 'Tom Schreiber')],
    teams: [],
    content: [],
  },
};

let double: AlgoliaDouble | null = null;
let warn: MockInstance<typeof console.warn>;

async function upDouble(): Promise<{ double: AlgoliaDouble; config: AlgoliaConfig }> {
  double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, index });
  return { double, config: { appId: APP_ID, searchKey: SEARCH_KEY, hosts: [double.url] } };
}

beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  warn.mockClear();
  await double?.close();
  double = null;
});

describe('views', () => {
  it('are collected until none came for 400 ms, then sent in one request, each id once', async () => {
    const { double, config } = await upDouble();
    const insights = createSearchInsights(config, USER);

    insights.viewed(SEARCH_INDEX_NAMES.players, ['p1', 'p2']);
    await sleep(SEARCH_VIEWED_DEBOUNCE_MS - 100);
    insights.viewed(SEARCH_INDEX_NAMES.players, ['p2', 'p3']);
    insights.viewed(SEARCH_INDEX_NAMES.teams, ['team-ARC']);
    await sleep(SEARCH_VIEWED_DEBOUNCE_MS - 100);
    // 600 ms after the first view, 300 ms after the last: still waiting.
    expect(double.requests).toEqual([]);

    await vi.waitFor(() => {
      expect(double.eventBatches).toHaveLength(1);
    });
    expect(double.eventBatches[0]).toEqual([
      {
        eventType: 'view',
        eventName: 'Hits Viewed',
        index: 'prod_players',
        objectIDs: ['p1', 'p2', 'p3'],
        userToken: USER,
      },
      { eventType: 'view', eventName: 'Hits Viewed', index: 'prod_teams', objectIDs: ['team-ARC'], userToken: USER },
    ]);
    expect(double.requests).toEqual([{ method: 'POST', path: '/1/events', credentials: 'headers' }]);
    await sleep(SEARCH_VIEWED_DEBOUNCE_MS + 100);
    expect(double.eventBatches).toHaveLength(1); // nothing sent twice
    expect(warn).not.toHaveBeenCalled();
  });

  it('go 20 object ids to an event', async () => {
    const { double, config } = await upDouble();
    const insights = createSearchInsights(config, USER);

    insights.viewed(SEARCH_INDEX_NAMES.content, ids('game', 45));
    await insights.flush();

    const events = double.eventBatches[0] ?? [];
    expect(events.map((event) => event.objectIDs.length)).toEqual([20, 20, 5]);
    expect(events.flatMap((event) => event.objectIDs)).toEqual(ids('game', 45));
    expect(warn).not.toHaveBeenCalled();
  });

  it('send nothing when no hit was seen', async () => {
    const { double, config } = await upDouble();
    const insights = createSearchInsights(config, USER);
    insights.viewed(SEARCH_INDEX_NAMES.players, []);
    await insights.flush();
    await sleep(SEARCH_VIEWED_DEBOUNCE_MS + 100);
    expect(double.requests).toEqual([]);
  });
});

describe('clicks', () => {
  it('send a click after search with the queryID of the answer and the hit position', async () => {
    const { double, config } = await upDouble();
    const search = createSiteSearchClient({ algolia: config, indexUrl: 'http://127.0.0.1:9/never-fetched' });
    const { results } = await search.search([
      { indexName: SEARCH_INDEX_NAMES.players, params: { query: 'jeff', hitsPerPage: SEARCH_HITS_PER_INDEX.players } },
    ]);
    const result = results[0];
    const hit = result?.hits[1];
    if (!result?.queryID || !hit) throw new Error('Algolia answered with two hits and a queryID');

    await createSearchInsights(config, USER).clicked({
      indexName: result.index,
      objectID: hit.objectID,
      queryID: result.queryID,
      position: hit.__position,
    });

    expect(double.events).toEqual([
      {
        eventType: 'click',
        eventName: 'Player/League Search Click',
        index: 'prod_players',
        objectIDs: [hit.objectID],
        positions: [2],
        queryID: result.queryID,
        userToken: USER,
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('take the views still waiting with them, in the same request, views first', async () => {
    const { double, config } = await upDouble();
    const insights = createSearchInsights(config, USER);
    insights.viewed(SEARCH_INDEX_NAMES.teams, ['team-ARC', 'team-WHP']);

    await insights.clicked({
      indexName: SEARCH_INDEX_NAMES.teams,
      objectID: 'team-WHP',
      queryID: 'c'.repeat(32),
      position: 2,
    });
    await sleep(SEARCH_VIEWED_DEBOUNCE_MS + 100);

    expect(double.eventBatches).toHaveLength(1);
    expect(double.eventBatches[0]?.map((event) => [event.eventType, event.eventName])).toEqual([
      ['view', 'Hits Viewed'],
      ['click', 'prod_teams Selected'],
    ]);
  });
});

describe('failures', () => {
  it('are logged, naming what was not sent, and never thrown', async () => {
    const config: AlgoliaConfig = {
      appId: APP_ID,
      searchKey: SEARCH_KEY,
      hosts: [`http://127.0.0.1:${String(await freePort())}`],
    };
    const insights = createSearchInsights(config, USER);

    insights.viewed(SEARCH_INDEX_NAMES.players, ids('p', 21));
    await expect(insights.flush()).resolves.toBeUndefined();
    await expect(
      insights.clicked({ indexName: SEARCH_INDEX_NAMES.players, objectID: 'p1', queryID: 'a'.repeat(32), position: 1 }),
    ).resolves.toBeUndefined();

    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^Search insights: sending 2 view events failed: Unreachable hosts/),
      expect.stringMatching(/^Search insights: sending the click on prod_players\/p1 failed: Unreachable hosts/),
    ]);
  });

  it('include events Insights refuses, with its reason', async () => {
    const { double, config } = await upDouble();
    const insights = createSearchInsights(config, 'not a valid token');

    await insights.clicked({
      indexName: SEARCH_INDEX_NAMES.players,
      objectID: 'p1',
      queryID: 'a'.repeat(32),
      position: 1,
    });

    expect(double.events).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Search insights: sending the click on prod_players/p1 failed: Invalid event at position 0: userToken is invalid',
    );
  });

  it('include hosts that are not URLs: nothing is sent, nothing is thrown', async () => {
    const insights = createSearchInsights({ appId: APP_ID, searchKey: SEARCH_KEY, hosts: ['localhost:8787'] }, USER);
    await insights.clicked({
      indexName: SEARCH_INDEX_NAMES.players,
      objectID: 'p1',
      queryID: 'a'.repeat(32),
      position: 1,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Search insights: not started, no events will be sent: Algolia host "localhost:8787"'),
    );
  });
});
