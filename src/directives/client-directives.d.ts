/** Lets Astro's type checker accept the project's own client directive on components. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
    'client:account'?: boolean;
    /** The query keys whose presence in the page's URL hydrates the island at once. */
    'client:query'?: readonly string[];
    /** Like client:query, and also once the page's live center shows its game in progress. */
    'client:live'?: readonly string[];
  }
}
