import { resolve } from 'node:path';

/**
 * The build cache's folder (Astro's `cacheDir`): PLL_BUILD_CACHE_DIR, else node_modules/.astro,
 * relative to the project. It holds what a later build reuses (each page's key, the share images, the
 * kept bundles), and the deploy keeps it from one build to the next.
 */
export function buildCacheDir(root: string): string {
  return resolve(root, process.env['PLL_BUILD_CACHE_DIR'] || 'node_modules/.astro');
}
