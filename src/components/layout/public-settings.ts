/**
 * The build's public settings (src/env.d.ts describes each), for the build-time code that hands
 * them on as one object. Each is read by name, so Vite writes its value where it is read. Passing
 * `import.meta.env` itself would make Astro write into the server bundle every variable of the
 * build's environment whose name appears in the module's text (private ones included), and the
 * bundle's code, which keys every page of the incremental build, would vary with them.
 */
export const PUBLIC_SETTINGS = {
  PUBLIC_ALGOLIA_APP_ID: import.meta.env.PUBLIC_ALGOLIA_APP_ID,
  PUBLIC_ALGOLIA_SEARCH_KEY: import.meta.env.PUBLIC_ALGOLIA_SEARCH_KEY,
  PUBLIC_ALGOLIA_HOSTS: import.meta.env.PUBLIC_ALGOLIA_HOSTS,
  PUBLIC_LEAGUE_API_URL: import.meta.env.PUBLIC_LEAGUE_API_URL,
  PUBLIC_LEAGUE_API_TOKEN: import.meta.env.PUBLIC_LEAGUE_API_TOKEN,
  PUBLIC_FIREBASE_API_KEY: import.meta.env.PUBLIC_FIREBASE_API_KEY,
  PUBLIC_FIREBASE_AUTH_DOMAIN: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
  PUBLIC_FIREBASE_PROJECT_ID: import.meta.env.PUBLIC_FIREBASE_PROJECT_ID,
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL: import.meta.env.PUBLIC_FIREBASE_AUTH_EMULATOR_URL,
  PUBLIC_USER_API_URL: import.meta.env.PUBLIC_USER_API_URL,
  PUBLIC_GOOGLE_CLIENT_ID: import.meta.env.PUBLIC_GOOGLE_CLIENT_ID,
  PUBLIC_SENTRY_DSN: import.meta.env.PUBLIC_SENTRY_DSN,
  PUBLIC_SENTRY_ENVIRONMENT: import.meta.env.PUBLIC_SENTRY_ENVIRONMENT,
  PUBLIC_ANALYTICS_REGION: import.meta.env.PUBLIC_ANALYTICS_REGION,
  PUBLIC_ANALYTICS_COOKIE_DAYS: import.meta.env.PUBLIC_ANALYTICS_COOKIE_DAYS,
  PUBLIC_ADSENSE_CLIENT: import.meta.env.PUBLIC_ADSENSE_CLIENT,
  PUBLIC_ADSENSE_SLOTS: import.meta.env.PUBLIC_ADSENSE_SLOTS,
  PUBLIC_BUILD_ID: import.meta.env.PUBLIC_BUILD_ID,
  PUBLIC_SENTRY_RELEASE: import.meta.env.PUBLIC_SENTRY_RELEASE,
} as const satisfies Record<keyof ImportMetaEnv, string | undefined>;
