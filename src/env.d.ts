/** The public settings a build reads (all optional: without them the site uses its built-in parts). */
interface ImportMetaEnv {
  /** Algolia application id; with PUBLIC_ALGOLIA_SEARCH_KEY, the search box asks Algolia first. */
  readonly PUBLIC_ALGOLIA_APP_ID?: string;
  /** Algolia search-only key (public by design; never the admin key). */
  readonly PUBLIC_ALGOLIA_SEARCH_KEY?: string;
  /** Comma-separated Algolia host URLs, for a local double or a proxy; Algolia's own when unset. */
  readonly PUBLIC_ALGOLIA_HOSTS?: string;
  /** The league API's REST base (ending in /api) the live center polls and streams from; default the embedded API on loopback. */
  readonly PUBLIC_LEAGUE_API_URL?: string;
  /** The public bearer token the live center sends; default the embedded API's dev-token. */
  readonly PUBLIC_LEAGUE_API_TOKEN?: string;
  /** Firebase web app settings (public by design); without them, the demo project on the Auth Emulator. */
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  /** The Auth Emulator's origin; default http://127.0.0.1:9099 for a demo- project, none otherwise. */
  readonly PUBLIC_FIREBASE_AUTH_EMULATOR_URL?: string;
  /** The REST base of the user calls when it is not the league API's (PUBLIC_LEAGUE_API_URL). */
  readonly PUBLIC_USER_API_URL?: string;
  /** Google Identity Services client id; one-tap shows only with it. */
  readonly PUBLIC_GOOGLE_CLIENT_ID?: string;
  /** Sentry DSN: with it, pages load error reporting lazily; without it nothing loads and nothing is sent. */
  readonly PUBLIC_SENTRY_DSN?: string;
  /** The environment errors are reported under; default production. */
  readonly PUBLIC_SENTRY_ENVIRONMENT?: string;
  /** Analytics region, de or us (default us); the page views carry it. */
  readonly PUBLIC_ANALYTICS_REGION?: string;
  /** Days the consent and analytics cookies live (default 180). */
  readonly PUBLIC_ANALYTICS_COOKIE_DAYS?: string;
  /** AdSense client (ca-pub-…); ads are off without it. */
  readonly PUBLIC_ADSENSE_CLIENT?: string;
  /** AdSense slot ids by slot name: "leaderboard-top:1234567890,medium-rectangle:…"; a slot without one is not shown. */
  readonly PUBLIC_ADSENSE_SLOTS?: string;
  /** Set for the response cache's service worker alone (scripts/lib/service-worker.ts): it scopes the cache's entries to the build. */
  readonly PUBLIC_BUILD_ID?: string;
  /** Set by astro.config.mjs: the code's version (its commit) that error reports name. */
  readonly PUBLIC_SENTRY_RELEASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
