/**
 * The anonymous user token Algolia Insights needs to tie a visitor's views and clicks together:
 * random, kept in localStorage so it lasts across visits; in memory only when storage is refused
 * (private modes), which only shortens what the analytics can join.
 */
const STORAGE_KEY = 'pll_search_user_token';

export function anonymousUserToken(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = typeof localStorage === 'undefined' ? null : localStorage,
): string {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage refused: a fresh token for this page is all we can do.
  }
  const token = `anonymous-${crypto.randomUUID()}`;
  try {
    storage?.setItem(STORAGE_KEY, token);
  } catch {
    // As above: the token lives as long as the page.
  }
  return token;
}
