/**
 * `npm run search:push`
 *
 * Replaces the site's three Algolia indexes (prod_players, prod_teams, prod_pll_general) with the
 * documents of the built-in search index, built from the snapshot by the same code
 * (src/data/search.ts), so both backends of the search box answer with the same hits. Each index
 * is replaced whole through a temporary index (Algolia's replaceAllObjects): records no longer in
 * the snapshot disappear, the index's settings, rules and synonyms are kept.
 *
 * Needs PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (a key allowed to write; never the site's
 * search key, never shipped to the browser). PUBLIC_ALGOLIA_HOSTS (comma-separated URLs) replaces
 * Algolia's hosts, e.g. a local double. Reads $PLL_SNAPSHOT_DIR or data/snapshot.
 */
import { algoliasearch } from 'algoliasearch';
import { LeagueData } from '../src/data/league.ts';
import { searchIndexFile } from '../src/data/search.ts';
import { readSnapshot, snapshotDir } from '../src/data/store.ts';
import { SEARCH_TIMEOUTS_MS, algoliaHosts, hostList } from '../src/lib/search/algolia-hosts.ts';
import { SEARCH_INDEX_NAMES, SEARCH_INDEX_KEYS } from '../src/lib/search/documents.ts';
import { checkApiKey } from '../src/lib/config/settings.ts';

function fail(message: string): never {
  console.error(`search:push: ${message}`);
  process.exit(1);
}

const missing = ['PUBLIC_ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY'].filter(
  (name) => (process.env[name] ?? '').trim() === '',
);
if (missing.length > 0) {
  fail(
    `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set; set PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (a key allowed to write) to push the search indexes to Algolia.`,
  );
}
const appId = (process.env['PUBLIC_ALGOLIA_APP_ID'] ?? '').trim();
let adminKey = '';
let hosts: ReturnType<typeof algoliaHosts> = [];
try {
  adminKey = checkApiKey('ALGOLIA_ADMIN_KEY', process.env['ALGOLIA_ADMIN_KEY']);
  hosts = algoliaHosts(hostList(process.env['PUBLIC_ALGOLIA_HOSTS']));
} catch (error) {
  fail((error as Error).message);
}

const dir = snapshotDir();
let documents: ReturnType<typeof searchIndexFile>;
try {
  documents = searchIndexFile(new LeagueData(await readSnapshot(dir)));
} catch (error) {
  fail(`cannot read the snapshot: ${(error as Error).message}`);
}

const client = algoliasearch(appId, adminKey, { ...(hosts.length > 0 ? { hosts } : {}), timeouts: SEARCH_TIMEOUTS_MS });
const where = hosts.length > 0 ? hostList(process.env['PUBLIC_ALGOLIA_HOSTS']).join(', ') : 'Algolia';
console.log(`search:push: the search documents of ${dir} to app ${appId} at ${where}`);

for (const key of SEARCH_INDEX_KEYS) {
  const indexName = SEARCH_INDEX_NAMES[key];
  const objects = documents.indexes[key];
  try {
    await client.replaceAllObjects({ indexName, objects: objects.map((document) => ({ ...document })) });
  } catch (error) {
    fail(`${indexName}: the push failed: ${(error as Error).message}`);
  }
  console.log(`search:push: ${indexName}: ${String(objects.length)} records`);
}
