/**
 * `npm run bench:search [-- --dir dist]`: the built-in search index's cost. Prints the index size
 * (raw and gzipped) and the query time of the search box's three-index request on the bundled data
 * and on a 10x synthetic set (real first and last names recombined, every other document repeated
 * with a numbered title), then, on the built site, the time from focusing the box to the first
 * results shown (a cold page each time: hydration, index download and search). Asserts nothing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { percentile } from './lib/figures.ts';
import { serveDist } from './lib/site-pages.ts';
import { LeagueData } from '../src/data/league.ts';
import { searchIndexFile } from '../src/data/search.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../src/data/store.ts';
import { createBuiltInSearchClient } from '../src/lib/search/built-in-client.ts';
import {
  SEARCH_INDEX_KEYS,
  type SearchDocument,
  type SearchIndexFile,
  SEARCH_HITS_PER_INDEX,
  SEARCH_INDEX_NAMES,
} from '../src/lib/search/documents.ts';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4491' } },
});
const SCALE = 10;
const ROUNDS = 20;
const PAGE_LOADS = 5;

const league = new LeagueData(await readSnapshot(process.env['PLL_SNAPSHOT_DIR'] || DEFAULT_SNAPSHOT_DIR));
const bundled = searchIndexFile(league);

/** A deterministic pseudo-random sequence (mulberry32), so every run builds the same synthetic set. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The bundled documents times `factor`: players with real first and last names recombined, the rest numbered copies. */
function scaled(index: SearchIndexFile, factor: number): SearchIndexFile {
  const next = random(2026);
  const players = index.indexes.players;
  const pick = (field: 'firstName' | 'lastName'): string => players[Math.floor(next() * players.length)]?.[field] ?? '';
  const copies = (
    documents: SearchDocument[],
    make: (document: SearchDocument, copy: number) => SearchDocument,
  ): SearchDocument[] =>
    Array.from({ length: factor }, (_, copy) =>
      documents.map((document) => (copy === 0 ? document : make(document, copy))),
    ).flat();
  return {
    version: index.version,
    indexes: {
      players: copies(players, (player, copy) => {
        const firstName = pick('firstName');
        const lastName = pick('lastName');
        return {
          ...player,
          objectID: `${player.objectID}-${String(copy)}`,
          firstName,
          lastName,
          fullName: `${firstName} ${lastName}`,
          title: `${firstName} ${lastName}`,
        };
      }),
      teams: copies(index.indexes.teams, (team, copy) => ({
        ...team,
        objectID: `${team.objectID}-${String(copy)}`,
        title: `${team.title} ${String(copy)}`,
        fullName: `${team.title} ${String(copy)}`,
      })),
      content: copies(index.indexes.content, (page, copy) => ({
        ...page,
        objectID: `${page.objectID}-${String(copy)}`,
        title: `${page.title} ${String(copy)}`,
        fullName: `${page.title} ${String(copy)}`,
      })),
    },
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** Queries a fan types: one letter, a prefix, real last names, a team nickname, a miss. */
function sampleQueries(index: SearchIndexFile): string[] {
  const names = index.indexes.players.slice(0, 5).map((player) => player.lastName ?? player.title);
  return ['a', 'm', 'ma', 'chr', ...names, 'Whipsnakes', 'atlas', 'qxqxqx'];
}

async function measureQueries(label: string, index: SearchIndexFile): Promise<void> {
  const json = JSON.stringify(index);
  const client = createBuiltInSearchClient(() => Promise.resolve(index));
  const queries = sampleQueries(index);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      await client.search(
        SEARCH_INDEX_KEYS.map((key) => ({
          indexName: SEARCH_INDEX_NAMES[key],
          params: { query, hitsPerPage: SEARCH_HITS_PER_INDEX[key] },
        })),
      );
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const documents = SEARCH_INDEX_KEYS.reduce((total, key) => total + index.indexes[key].length, 0);
  console.log(
    `${label}: ${String(documents)} documents, index ${kb(Buffer.byteLength(json))} (${kb(gzipSync(json).length)} gzipped); ` +
      `query p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms over ${String(times.length)} three-index searches`,
  );
}

await measureQueries('bundled data', bundled);
await measureQueries(`${String(SCALE)}x synthetic`, scaled(bundled, SCALE));

const dist = resolve(values.dir);
if (!existsSync(join(dist, 'search', 'index.json'))) {
  console.log(`focus to first results: skipped, no built site in ${dist} (run \`npm run build\` first)`);
} else {
  const origin = `http://127.0.0.1:${values.port}`;
  const server = await serveDist(dist, values.port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const query = bundled.indexes.players[0]?.lastName ?? 'a';
  const times: number[] = [];
  try {
    for (let load = 0; load < PAGE_LOADS; load++) {
      const page = await browser.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      const box = page.getByRole('combobox', { name: 'Search' });
      const started = await page.evaluate(() => performance.now());
      await box.focus();
      await box.pressSequentially(query);
      await page.getByRole('option').first().waitFor();
      times.push((await page.evaluate(() => performance.now())) - started);
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  times.sort((a, b) => a - b);
  console.log(
    `focus to first results (cold page, typing "${query}", includes the ${String(query.length)} keystrokes and the 300 ms debounce): ` +
      `median ${percentile(times, 0.5).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms over ${String(PAGE_LOADS)} page loads`,
  );
}
