/**
 * The Astro integration that publishes the response cache's service worker: after the site is
 * built, it bundles src/services/cache/service-worker.ts (with idb and the cache rules) into one
 * classic script at the site's root, carrying the build id the cache keys use. A classic script
 * rather than a module, because every browser with service workers runs one.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { RESPONSE_CACHE_WORKER_URL } from '../../src/lib/storage/cache-entry.ts';

const WORKER_SOURCE = 'src/services/cache/service-worker.ts';

export function responseCacheWorker(buildId: string): AstroIntegration {
  let root: URL | undefined;
  return {
    name: 'response-cache-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (root === undefined) throw new Error('response-cache-worker: the build finished before the config was read');
        const fileName = RESPONSE_CACHE_WORKER_URL.slice(1);
        await build({
          configFile: false,
          root: fileURLToPath(root),
          logLevel: 'warn',
          define: { 'import.meta.env.PUBLIC_BUILD_ID': JSON.stringify(buildId) },
          build: {
            outDir: fileURLToPath(dir),
            emptyOutDir: false,
            copyPublicDir: false,
            sourcemap: false,
            lib: {
              entry: fileURLToPath(new URL(WORKER_SOURCE, root)),
              formats: ['iife'],
              name: 'responseCacheWorker',
              fileName: () => fileName,
            },
          },
        });
        logger.info(`${fileName}: the response cache's service worker (build ${buildId})`);
      },
    },
  };
}
