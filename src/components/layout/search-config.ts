/** The build's Algolia settings for the search islands: Algolia when an app id and a search key are set, the built-in index otherwise. */
import { algoliaConfigFrom, type AlgoliaConfig } from '../../services/search/site-search.ts';

export const siteAlgoliaConfig = (): AlgoliaConfig | null =>
  algoliaConfigFrom(
    import.meta.env.PUBLIC_ALGOLIA_APP_ID,
    import.meta.env.PUBLIC_ALGOLIA_SEARCH_KEY,
    import.meta.env.PUBLIC_ALGOLIA_HOSTS,
  );
