/**
 * The built-in search index's ranking: "Search weights lastName 3, firstName 2,
 * teamName 1, fullName 4; bonuses exact 10, prefix 5, substring 1. Search query max 512 characters."
 * Project's reading: each field scores its weight times the bonus of its best match (exact over
 * prefix over substring), a record scores the sum over its fields, and records that match nothing
 * are left out.
 */

/** "Search query max 512 characters." */
export const SEARCH_QUERY_MAX_LENGTH = 512;

/** "Search weights lastName 3, firstName 2, teamName 1, fullName 4" */
const SEARCH_FIELD_WEIGHTS = { lastName: 3, firstName: 2, teamName: 1, fullName: 4 } as const;
/** "bonuses exact 10, prefix 5, substring 1" */
const SEARCH_MATCH_BONUSES = { exact: 10, prefix: 5, substring: 1 } as const;

export type SearchField = keyof typeof SEARCH_FIELD_WEIGHTS;
export type SearchRecord = Partial<Readonly<Record<SearchField, string | null>>>;

/** Lower case, accents folded, spaces collapsed: "  Zed  WILLIAMS " and "zed williams" compare equal. */
export function foldSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The query as searched: folded, and cut to SEARCH_QUERY_MAX_LENGTH (512) characters. */
export function normalizeQuery(query: string): string {
  return foldSearchText(query.slice(0, SEARCH_QUERY_MAX_LENGTH));
}

/** The bonus of one field's best match against a normalized query (0 when it does not match). */
export function matchBonus(value: string, query: string): number {
  const text = foldSearchText(value);
  if (query === '' || text === '') return 0;
  if (text === query) return SEARCH_MATCH_BONUSES.exact;
  if (text.startsWith(query)) return SEARCH_MATCH_BONUSES.prefix;
  if (text.includes(query)) return SEARCH_MATCH_BONUSES.substring;
  return 0;
}

export function searchScore(record: SearchRecord, query: string): number {
  const normalized = normalizeQuery(query);
  let score = 0;
  for (const [field, weight] of Object.entries(SEARCH_FIELD_WEIGHTS) as [SearchField, number][]) {
    score += weight * matchBonus(record[field] ?? '', normalized);
  }
  return score;
}

/** Matching records, best first; equal scores keep the order they came in. */
export function rankSearch<Record extends SearchRecord>(
  records: readonly Record[],
  query: string,
  limit: number,
): Record[] {
  return records
    .map((record, index) => ({ record, index, score: searchScore(record, query) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.record);
}
