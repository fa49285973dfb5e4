/**
 * The built-in search over the site's real documents: the ranking cases the search issue names
 * (a last name finds that player first, a team nickname finds the team, one letter returns prefix
 * matches first), the hits per index of the search box, and the highlighted titles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { searchIndexFile } from '../../../src/data/search.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { playerName } from '../../../src/data/players.ts';
import { createBuiltInSearchClient, type SearchClient } from '../../../src/lib/search/built-in-client.ts';
import {
  highlightParts,
  parseSearchIndex,
  type SearchIndexFile,
  SEARCH_HITS_PER_INDEX,
  SEARCH_INDEX_NAMES,
} from '../../../src/lib/search/documents.ts';
import { foldSearchText } from '../../../src/lib/search/ranking.ts';

let league: LeagueData;
let index: SearchIndexFile;
let client: SearchClient;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  // Through JSON and the parser, as the browser gets it.
  index = parseSearchIndex(JSON.parse(JSON.stringify(searchIndexFile(league))), '/search/index.json');
  client = createBuiltInSearchClient(() => Promise.resolve(index));
});

async function searchBox(query: string) {
  const { results } = await client.search(
    (Object.keys(SEARCH_INDEX_NAMES) as (keyof typeof SEARCH_INDEX_NAMES)[]).map((key) => ({
      indexName: SEARCH_INDEX_NAMES[key],
      params: { query, hitsPerPage: SEARCH_HITS_PER_INDEX[key] },
    })),
  );
  const [players, teams, content] = results;
  if (!players || !teams || !content) throw new Error('one result per index');
  return { players, teams, content };
}

describe('the index the build emits', () => {
  it('holds every player and every club of the snapshot, each linking to its page', () => {
    expect(index.indexes.players).toHaveLength(league.players.length);
    const urls = new Set(index.indexes.players.map((document) => document.url));
    for (const player of league.players) expect(urls.has(`/players/${player.slug}/`)).toBe(true);
    expect(index.indexes.teams.map((team) => team.title)).toContain('Denver Outlaws');
    expect(index.indexes.teams.map((team) => team.url)).toContain('/teams/outlaws/');
  });

  it('lists every game page of every season as league content', () => {
    const games = index.indexes.content.filter((document) => document.objectID.startsWith('game-'));
    expect(games).toHaveLength(league.years.reduce((total, year) => total + league.eventsOf(year).length, 0));
  });

  it('rejects a file of another version or shape, saying what and where', () => {
    expect(() => parseSearchIndex({ version: 0, indexes: {} }, '/search/index.json')).toThrow(
      'Search index /search/index.json: version 0, expected 1',
    );
    expect(() =>
      parseSearchIndex(
        { version: 1, indexes: { players: [{ objectID: 'x', title: 3, url: '/' }], teams: [], content: [] } },
        'cache',
      ),
    ).toThrow('Search index cache: indexes.players[0].title is not a string');
  });
});

describe('ranking on real names', () => {
  it('a last name finds that player first', async () => {
    // Pick a last name only one player of the snapshot has, and one shared by several.
    const byLastName = Map.groupBy(league.players, (player) => foldSearchText(player.lastName));
    const unique = [...byLastName.values()].find(
      (players) => players.length === 1 && players[0] && players[0].lastName.length > 5,
    )?.[0];
    if (!unique) throw new Error('the snapshot has a unique last name');
    const { players } = await searchBox(unique.lastName);
    expect(players.hits[0]?.title).toBe(playerName(unique));
  });

  it('a full name ranks that player above players who share his last name', async () => {
    const shared = [...Map.groupBy(league.players, (player) => foldSearchText(player.lastName)).values()].find(
      (players) => players.length > 1,
    );
    const target = shared?.at(-1);
    if (!target) throw new Error('the snapshot has a shared last name');
    const { players } = await searchBox(playerName(target));
    expect(players.hits[0]?.title).toBe(playerName(target));
  });

  it('a team nickname finds the team', async () => {
    for (const [nickname, team] of [
      ['Whipsnakes', 'Maryland Whipsnakes'],
      ['outlaws', 'Denver Outlaws'],
      ['Chaos', 'Carolina Chaos'],
    ]) {
      const { teams } = await searchBox(nickname ?? '');
      expect(teams.hits[0]?.title).toBe(team);
    }
  });

  it('a one-letter query returns prefix matches before substring matches', async () => {
    const { players } = await searchBox('z');
    expect(players.hits).toHaveLength(SEARCH_HITS_PER_INDEX.players);
    for (const hit of players.hits) {
      const words = [hit.firstName, hit.lastName].map((word) => foldSearchText(word ?? ''));
      expect(words.some((word) => word.startsWith('z'))).toBe(true);
    }
  });

  it('gives the search box 5 players, 2 teams and 2 league content hits at most', async () => {
    const { players, teams, content } = await searchBox('a');
    expect([players.hits.length, teams.hits.length, content.hits.length]).toEqual([5, 2, 2]);
    expect(players.nbHits).toBeGreaterThan(5);
  });

  it('finds nothing for text no document holds, and nothing for an empty query', async () => {
    const nothing = await searchBox('qxqxqx');
    expect([nothing.players.nbHits, nothing.teams.nbHits, nothing.content.nbHits]).toEqual([0, 0, 0]);
    expect((await searchBox('')).players.hits).toEqual([]);
  });

  it('highlights the matched part of the title, accents folded, original text kept', async () => {
    const { teams } = await searchBox('whip');
    const parts = highlightParts(teams.hits[0]?._highlightResult.title.value ?? '');
    expect(parts).toEqual([
      { text: 'Maryland ', matched: false },
      { text: 'Whip', matched: true },
      { text: 'snakes', matched: false },
    ]);
  });

  it('rejects an index name it does not have', async () => {
    await expect(client.search([{ indexName: 'shopify_products', params: { query: 'a' } }])).rejects.toThrow(
      'Built-in search has no index named "shopify_products"',
    );
  });
});
