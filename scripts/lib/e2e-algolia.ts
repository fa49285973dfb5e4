/**
 * The Algolia settings of the browser tests' build: a host that can never resolve (RFC 2606's
 * .invalid), so every search there falls back to the built-in index, unless a test routes the host
 * to its local Algolia double (tests/e2e/search-algolia.spec.ts).
 */
export const E2E_ALGOLIA = {
  PUBLIC_ALGOLIA_APP_ID: 'e2e-app',
  PUBLIC_ALGOLIA_SEARCH_KEY: 'e2e-search-key',
  PUBLIC_ALGOLIA_HOSTS: 'http://algolia.invalid',
} as const;
