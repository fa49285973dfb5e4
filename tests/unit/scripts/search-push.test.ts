/**
 * `npm run search:push` as an operator runs it: a child process with the real algoliasearch client,
 * pointed at the Algolia double by PUBLIC_ALGOLIA_HOSTS. Every index ends up holding exactly the
 * documents of the built-in index; missing settings and refused keys stop it with exit 1.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { searchIndexFile } from '../../../src/data/search.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import {
  SEARCH_INDEX_NAMES,
  SEARCH_INDEX_KEYS,
  SEARCH_INDEX_VERSION,
  type SearchIndexFile,
} from '../../../src/lib/search/documents.ts';
import { startAlgoliaDouble, type AlgoliaDouble } from '../../support/algolia-double.ts';

const root = join(import.meta.dirname, '../../..');
const APP_ID = 'PLLTEST';
const SEARCH_KEY = 'search-only-key';
const ADMIN_KEY = 'admin-key';

let expected: SearchIndexFile;
let double: AlgoliaDouble | null = null;

/** Runs the script without blocking this process (the double answers from it). */
function push(env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.includes('ALGOLIA') && !key.startsWith('PLL_')),
  );
  const child = spawn(process.execPath, ['scripts/search-push.ts'], {
    cwd: root,
    env: { ...clean, PLL_SNAPSHOT_DIR: DEFAULT_SNAPSHOT_DIR, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      resolve({ status, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  // As the records travel: through JSON.
  expected = JSON.parse(
    JSON.stringify(searchIndexFile(new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR)))),
  ) as SearchIndexFile;
});
afterEach(async () => {
  await double?.close();
  double = null;
});

describe('npm run search:push', () => {
  it('replaces each of the three indexes with every document of the built-in index, and only those', async () => {
    // Algolia already holds a record the snapshot no longer has.
    const stale: SearchIndexFile = {
      version: SEARCH_INDEX_VERSION,
      indexes: {
        players: [
          {
            objectID: 'player-gone',
            kind: 'player',
            title: 'Gone Player',
            subtitle: '',
            url: '/players/gone',
            image: null,
          },
        ],
        teams: [],
        content: [],
      },
    };
    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, adminKey: ADMIN_KEY, index: stale });

    const result = await push({
      PUBLIC_ALGOLIA_APP_ID: APP_ID,
      ALGOLIA_ADMIN_KEY: ADMIN_KEY,
      PUBLIC_ALGOLIA_HOSTS: double.url,
    });

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      `search:push: the search documents of ${DEFAULT_SNAPSHOT_DIR} to app ${APP_ID} at ${double.url}`,
    );
    expect(lines.slice(1)).toEqual(
      SEARCH_INDEX_KEYS.map(
        (key) => `search:push: ${SEARCH_INDEX_NAMES[key]}: ${String(expected.indexes[key].length)} records`,
      ),
    );
    for (const key of SEARCH_INDEX_KEYS) {
      expect(expected.indexes[key].length).toBeGreaterThan(0);
      expect(double.objects(SEARCH_INDEX_NAMES[key])).toEqual(expected.indexes[key]);
    }
    // No temporary index left behind; every write used the admin key in headers.
    expect(double.indexNames().sort()).toEqual(Object.values(SEARCH_INDEX_NAMES).sort());
    expect(double.requests.filter((request) => request.path.endsWith('/batch')).length).toBeGreaterThanOrEqual(3);
    expect(new Set(double.requests.map((request) => request.credentials))).toEqual(new Set(['headers']));
  });

  it('without the admin key or the app id, names what is missing and pushes nothing', async () => {
    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, adminKey: ADMIN_KEY });

    const neither = await push({ PUBLIC_ALGOLIA_HOSTS: double.url });
    expect(neither.status).toBe(1);
    expect(neither.stderr).toContain('search:push: PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set');

    const noKey = await push({ PUBLIC_ALGOLIA_APP_ID: APP_ID, PUBLIC_ALGOLIA_HOSTS: double.url });
    expect(noKey.status).toBe(1);
    expect(noKey.stderr).toContain('search:push: ALGOLIA_ADMIN_KEY is not set');
    expect(noKey.stdout).toBe('');
    expect(double.requests).toEqual([]);
  });

  it('stops with exit 1 and the index named when Algolia refuses the key (the search key cannot write)', async () => {
    double = await startAlgoliaDouble({ appId: APP_ID, apiKey: SEARCH_KEY, adminKey: ADMIN_KEY });

    const result = await push({
      PUBLIC_ALGOLIA_APP_ID: APP_ID,
      ALGOLIA_ADMIN_KEY: SEARCH_KEY,
      PUBLIC_ALGOLIA_HOSTS: double.url,
    });

    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'search:push: prod_players: the push failed: Method not allowed with this API key',
    );
    expect(double.indexNames()).toEqual([]);
  });

  it('names a host that is not a URL', async () => {
    const result = await push({
      PUBLIC_ALGOLIA_APP_ID: APP_ID,
      ALGOLIA_ADMIN_KEY: ADMIN_KEY,
      PUBLIC_ALGOLIA_HOSTS: '127.0.0.1:8787',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'search:push: Algolia host "127.0.0.1:8787" is not a URL; write it like https://search-proxy.example.com:8443',
    );
  });
});
