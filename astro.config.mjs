// @ts-check
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { buildCacheDir } from './scripts/lib/build-cache.ts';
import { csvFilesIntegration } from './scripts/lib/csv-files.ts';
import { highlightsMedia } from './scripts/lib/highlights-media.ts';
import { buildsInPlace, inPlaceBuild } from './scripts/lib/in-place-build.ts';
import { keptBundlesIntegration } from './scripts/lib/kept-bundles.ts';
import { responseCacheWorker } from './scripts/lib/service-worker.ts';
import { shareImagesIntegration } from './scripts/lib/share-images.ts';
import { sitemapInOrder } from './scripts/lib/sitemap.ts';
import { CONNECTION_TEST_PATH } from './src/lib/routes.ts';
import { TEAM_TABLE_ALIAS, tablePageFromPath } from './src/lib/tables/table-paths.ts';
import { EMBEDDED_API_PORT } from './src/lib/config/live-api.ts';

// Astro writes every variable of the build's environment whose name appears in a module's text
// into the server bundle where a module reads `import.meta.env` whole (its own runtime does), and
// `_`, which the shell sets to the command that started the build, appears in nearly every text.
// Left in, the bundle's code (and so every page's incremental-build hash) would change with the
// way the build was launched. Nothing reads it.
delete process.env['_'];

// The pages' code runs from a bundle under the output folder, where src/data/store.ts's path to the
// bundled snapshot, relative to its own file, no longer points into the project: a bare
// `astro build` (any output folder) reads the project's data/snapshot unless told otherwise.
process.env.PLL_SNAPSHOT_DIR ||= join(import.meta.dirname, 'data', 'snapshot');

// Scopes the browser's response cache to this build: a rebuild after a game changes per-season JSON
// under the same URLs, so earlier builds' entries must not answer (src/services/cache). Only the
// cache's service worker carries it, so that the pages' scripts are the same from build to build.
const buildId = process.env.PLL_BUILD_ID || new Date().toISOString();

/** The code's version for error reports: SENTRY_RELEASE, else the checked-out commit; none outside a clone. */
function codeRelease() {
  if (process.env.SENTRY_RELEASE) return process.env.SENTRY_RELEASE;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}
const release = codeRelease();

const sentryDsn = process.env.PUBLIC_SENTRY_DSN;
const sentryAuthToken = process.env.SENTRY_AUTH_TOKEN;
// Source maps are uploaded (and then deleted from dist) only when a release can really be made.
const sourceMapUpload = sentryDsn && sentryAuthToken ? { authToken: sentryAuthToken } : null;

/**
 * Sentry's integration, only for a release whose source maps can be uploaded: otherwise it does
 * nothing, and importing it cost about 0.4 s of every build's start.
 * The browser SDK loads lazily from src/services/errors (only with a DSN), so the integration's
 * eager client snippet stays off. Its server side runs only at build time on this static site; it
 * is on because the integration uploads source maps only then.
 * @type {import('astro').AstroIntegration[]}
 */
const sentryIntegration = sourceMapUpload
  ? [
      (await import('@sentry/astro')).default({
        enabled: { client: false, server: true },
        telemetry: false,
        sourcemaps: { disable: false, filesToDeleteAfterUpload: ['dist/**/*.map'] },
        ...sourceMapUpload,
      }),
    ]
  : [];

/**
 * The project's client directives (src/directives): `client:interaction` hydrates on the first
 * focus, pointer or touch; `client:account` also at once when the visitor has a session;
 * `client:query` also at once when the URL carries a view the island shows; `client:live` as
 * `client:query`, and also once the page's live center shows its game in progress.
 * @type {import('astro').AstroIntegration}
 */
const clientDirectives = {
  name: 'client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
      addClientDirective({ name: 'account', entrypoint: './src/directives/account.ts' });
      addClientDirective({ name: 'query', entrypoint: './src/directives/query.ts' });
      addClientDirective({ name: 'live', entrypoint: './src/directives/live.ts' });
    },
  },
};

export default defineConfig({
  // Pages whose route gives a cacheKey are rendered again only when it changes (src/components/layout/page-key.ts).
  // A build in place keeps a page's last output where it is, in the site, which a deploy keeps
  // beside the cache folder from one build to the next (scripts/lib/in-place-build.ts).
  experimental: { incrementalBuild: true },
  // Pages are rendered four at a time: with one, the main thread idled about a quarter of the page
  // phase waiting for each page's file writes (then two a page: the incremental cache kept a copy).
  // Measured, share images already drawn: 1x pages 12.7 s against 15.3 s, 10x 109 s against 126 s.
  build: { concurrency: 4 },
  cacheDir: buildCacheDir(import.meta.dirname),
  site: process.env.PUBLIC_SITE_URL || 'https://stats.premierlacrosseleague.com',
  vite: {
    // A post-game build writes into the last published site, keeping what did not change; Astro
    // empties the output folder first unless told not to.
    build: buildsInPlace() ? { emptyOutDir: false } : {},
    define: { 'import.meta.env.PUBLIC_SENTRY_RELEASE': JSON.stringify(release) },
    // The islands' server side is the project's (src/components/react-island-server.ts): a string render
    // per island instead of two streaming ones. @astrojs/react keeps the client side and the JSX setup.
    resolve: {
      alias: [
        {
          find: /^@astrojs\/react\/server\.js$/,
          replacement: join(import.meta.dirname, 'src/components/react-island-server.ts'),
        },
      ],
    },
    // The pages look for the league API on their own origin: under `astro dev`, that is
    // `npm run league-api` on its usual port.
    server: {
      proxy: Object.fromEntries(
        ['/api', '/graphql'].map((path) => [path, `http://127.0.0.1:${String(EMBEDDED_API_PORT)}`]),
      ),
      // .cache holds the test run's builds and their caches, tens of thousands of folders after one
      // `npm test`: watched, they used up the system's file watchers and the dev server logged errors.
      watch: { ignored: ['**/.cache/**'] },
    },
    environments: {
      // The pages' bundle takes in the search box's InstantSearch rather than importing it from
      // node_modules: its ES build is hundreds of files, and loading them took about 0.4 s of every
      // build's page phase (0.45 s of the 0.75 s all the bundle's modules took; now 0.3 s in all).
      // On the server InstantSearch renders nothing, and the pages come out the same.
      prerender: { resolve: { noExternal: ['react-instantsearch', 'react-instantsearch-core', 'instantsearch.js'] } },
      // Every island loads React, its DOM renderer, Astro's React client and the stores' React binding
      // together: one file, one gzip stream, about 1 kB smaller than the six the automatic split makes.
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|nanostores|@nanostores[\\/]react)[\\/]/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  integrations: [
    react(),
    clientDirectives,
    responseCacheWorker(buildId),
    highlightsMedia(),
    csvFilesIntegration(),
    shareImagesIntegration(),
    // The sitemap names the addresses to index: not the connection test (a tool) nor the team table's
    // other address (its canonical is the team table's); a stat table's later pages are reached from
    // its first, which the sitemap lists.
    sitemapInOrder({
      filter: (page) =>
        !page.includes(CONNECTION_TEST_PATH) && !page.endsWith(TEAM_TABLE_ALIAS) && tablePageFromPath(page) === 1,
    }),
    ...sentryIntegration,
    keptBundlesIntegration(),
    // Last: it removes what the build no longer publishes, once everything else is written.
    inPlaceBuild(),
  ],
});
