/**
 * Page keys for the incremental build (Astro's experimental incrementalBuild): a page whose route
 * returns a `cacheKey` from getStaticPaths is not rendered again while its key, its route's code
 * and the build settings are what they were in the last build; its previous output is kept.
 *
 * The rule that keeps this correct: such a page renders from its props alone (and the layout), and
 * its key is a hash of those props and of the layout's inputs, so any change in what it shows
 * changes its key. The layout's inputs are the public settings the build was given and the year
 * the footer prints.
 */
import { createHash } from 'node:crypto';
import { PRODUCTION_BUILD_FLAG } from '../../lib/config/production.ts';
import { PUBLIC_SETTINGS } from './public-settings.ts';
import { siteNow } from './site-config.ts';

function layoutInputs(): unknown {
  return [PUBLIC_SETTINGS, process.env[PRODUCTION_BUILD_FLAG] ?? '', new Date(siteNow()).getUTCFullYear()];
}

let layoutKey: string | undefined;

/** The cache key of a page that renders `props` and nothing else beside the layout. */
export function pageKey(props: unknown): string {
  layoutKey ??= JSON.stringify(layoutInputs());
  return createHash('sha256').update(layoutKey).update(JSON.stringify(props)).digest('base64url');
}
