/**
 * `client:query={keys}`: hydrate an island at once when the page's URL carries one of the query
 * keys (a shared view, such as a sorted table or a chosen comparison, which only the island can
 * show), and otherwise on the first interaction, like `client:interaction`.
 */
import type { ClientDirective } from 'astro';
import { hydrateOnFirstInteraction } from './interaction.ts';

/** Whether the page's URL carries one of `keys` (the directive's value: a list of query keys). */
export function urlHasQueryKey(keys: unknown): boolean {
  const query = new URLSearchParams(window.location.search);
  return Array.isArray(keys) && keys.some((key) => typeof key === 'string' && query.has(key));
}

const hydrateForQuery: ClientDirective = (load, options, element) => {
  // Astro passes the directive's value through as written (typed as a string): here a list of keys.
  if (urlHasQueryKey(options.value)) void load().then((hydrate) => hydrate());
  else hydrateOnFirstInteraction(load, element);
};

export default hydrateForQuery;
