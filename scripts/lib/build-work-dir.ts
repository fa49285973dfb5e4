import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';

const builds = join(import.meta.dirname, '..', '..', '.cache', 'builds');

/**
 * A new folder, inside the project, for builds that may run while others do (the test run's). Astro
 * keeps a build's prerendered page code beside its output when the output lies inside the project,
 * but in the project's one `.astro/` folder otherwise, where builds running at once overwrite each
 * other's ("Cannot find module …/.astro/.prerender/chunks/…").
 */
export function buildWorkDir(prefix: string): string {
  mkdirSync(builds, { recursive: true });
  return mkdtempSync(join(builds, prefix));
}
