/**
 * What the search box searches: one document per player, team and content page of the site, in
 * three indexes (prod_players, prod_teams, prod_pll_general). The build emits them as
 * one JSON file for the built-in index, and the Algolia push script sends the same documents, so
 * both backends answer with the same hits.
 */
import type { SearchRecord } from './ranking.ts';

/** The Algolia indexes the search box reads: players, teams and league content. */
export const SEARCH_INDEX_NAMES = {
  players: 'prod_players',
  teams: 'prod_teams',
  content: 'prod_pll_general',
} as const;

/** "Search box hits 5, 2, 2" (players, teams, league content) */
export const SEARCH_HITS_PER_INDEX = { players: 5, teams: 2, content: 2 } as const;

export type SearchIndexKey = keyof typeof SEARCH_INDEX_NAMES;
export const SEARCH_INDEX_KEYS = Object.keys(SEARCH_INDEX_NAMES) as SearchIndexKey[];

/** "Article or video hits render as content cards (image 60x40), others as player/team cards." */
export type SearchDocumentKind = 'player' | 'team' | 'article' | 'video' | 'page';

export interface SearchDocument extends SearchRecord {
  objectID: string;
  kind: SearchDocumentKind;
  /** The hit's title as shown (and highlighted). */
  title: string;
  /** One line under the title: position and team, a team's league, a page's section. */
  subtitle: string;
  /** The hit's hyperlink: a site path, or an absolute URL for league content elsewhere. */
  url: string;
  image: string | null;
}

export interface SearchIndexFile {
  /** Bumped when the document shape changes, so a cached older file is never misread. */
  version: typeof SEARCH_INDEX_VERSION;
  indexes: Record<SearchIndexKey, SearchDocument[]>;
}

export const SEARCH_INDEX_VERSION = 1;

/** The index key an Algolia index name stands for (prod_players -> players). */
export function indexKeyOf(indexName: string): SearchIndexKey | undefined {
  return SEARCH_INDEX_KEYS.find((key) => SEARCH_INDEX_NAMES[key] === indexName);
}

/** Checks a fetched index file; the error says what is wrong and where, so a stale cache is obvious. */
export function parseSearchIndex(value: unknown, source: string): SearchIndexFile {
  const fail = (what: string): never => {
    throw new Error(`Search index ${source}: ${what}`);
  };
  if (typeof value !== 'object' || value === null) return fail('not a JSON object');
  const file = value as Partial<SearchIndexFile>;
  if (file.version !== SEARCH_INDEX_VERSION)
    return fail(`version ${String(file.version)}, expected ${String(SEARCH_INDEX_VERSION)}`);
  for (const key of SEARCH_INDEX_KEYS) {
    const documents = file.indexes?.[key];
    if (!Array.isArray(documents)) return fail(`indexes.${key} is not a list`);
    documents.forEach((document: Partial<SearchDocument>, position) => {
      for (const field of ['objectID', 'title', 'url'] as const) {
        if (typeof document[field] !== 'string') fail(`indexes.${key}[${String(position)}].${field} is not a string`);
      }
    });
  }
  return file as SearchIndexFile;
}

/** The tags around matched text in a highlighted value; text that never appears in a name. */
export const HIGHLIGHT_TAGS = { pre: '__ais-highlight__', post: '__/ais-highlight__' } as const;

export interface HighlightPart {
  text: string;
  matched: boolean;
}

/** Splits a highlighted value into plain and matched parts (rendered as text, never as HTML). */
export function highlightParts(value: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  for (const [index, chunk] of value.split(HIGHLIGHT_TAGS.pre).entries()) {
    if (index === 0) {
      if (chunk !== '') parts.push({ text: chunk, matched: false });
      continue;
    }
    const [matched = '', ...rest] = chunk.split(HIGHLIGHT_TAGS.post);
    if (matched !== '') parts.push({ text: matched, matched: true });
    const after = rest.join(HIGHLIGHT_TAGS.post);
    if (after !== '') parts.push({ text: after, matched: false });
  }
  return parts;
}
