/**
 * The Astro integration that publishes every table's CSV file (src/data/csv-files.ts)
 * under /data/csv/, and the dev server serves them. The league worker (league-worker.ts) works out
 * their texts while the pages render; once the pages are built the files are written in one pass.
 * Tens of thousands of plain files computed from the league data cost next to nothing this way,
 * while as Astro routes each one paid the per-route cost of a page and the build took half as long
 * again.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { csvFiles } from '../../src/data/csv-files.ts';
import type { LeagueData } from '../../src/data/league.ts';
import { loadLeague } from '../../src/data/snapshot.ts';
import { buildNowFrom } from '../../src/lib/config/build-clock.ts';
import { currentSeason } from '../../src/lib/seasons.ts';
import { CSV_ROOT } from '../../src/lib/tables/csv.ts';
import { KeyedFiles } from './in-place-build.ts';
import { inLeagueWorker } from './league-worker.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** The current season at the build's clock (PLL_NOW, as the pages read it), whose player tables have files. */
const season = (): number => currentSeason(buildNowFrom(process.env['PLL_NOW'], Date.now));

/** What the league worker is asked for: the texts of the CSV files of the site in `site`, at the current `season`. */
export interface CsvTextsTask {
  site: string;
  /** The build cache, which keeps the keys of the files the last build published. */
  cacheDir: string;
  season: number;
}

/** A CSV file's key (a hash of its text) and its text, left out when a build in place keeps the file as it is. */
export interface CsvText {
  path: string;
  key: string;
  text?: string;
}

/** Every CSV file's key, and the text of each that this build writes. */
export async function csvTexts(league: LeagueData, { site, cacheDir, season }: CsvTextsTask): Promise<CsvText[]> {
  const keys = new KeyedFiles(cacheDir, 'csv');
  await keys.load();
  return [...csvFiles(league, season)].map(([path, body]) => {
    const text = body();
    const key = createHash('sha256').update(text).digest('base64url');
    return keys.keeps(site, path, key) ? { path, key } : { path, key, text };
  });
}

export function csvFilesIntegration(): AstroIntegration {
  let cacheDir: string | undefined;
  let site: string | undefined;
  let texts: Promise<CsvText[]> | undefined;
  return {
    name: 'csv-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
        site = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        if (cacheDir === undefined || site === undefined) return;
        texts = inLeagueWorker({ kind: 'csv', site, cacheDir, season: season() });
        // Awaited when the pages are built; until then a failure must not count as unhandled.
        texts.catch(() => undefined);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(CSV_ROOT, (request, response, next) => {
          const path = `${CSV_ROOT}${(request.url ?? '/').split('?')[0] ?? ''}`;
          void loadLeague().then((league) => {
            const body = csvFiles(league, season()).get(path);
            if (body === undefined) {
              next();
              return;
            }
            response.setHeader('Content-Type', CSV_TYPE);
            response.end(body());
          }, next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (cacheDir === undefined || texts === undefined) {
          throw new Error('csv-files: the build finished before the CSV files were started');
        }
        const files = await texts;
        const root = fileURLToPath(dir);
        // Keyed by content: a build in place rewrites only the files whose text changed.
        const keys = new KeyedFiles(cacheDir, 'csv');
        await keys.load();
        let written = 0;
        for (const { path, key, text } of files) {
          if (!keys.needsWriting(root, path, key)) continue;
          if (text === undefined) throw new Error(`csv-files: ${path} must be written, but the worker kept it`);
          const target = join(root, path);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, text);
          written++;
        }
        await keys.save();
        logger.info(`${CSV_ROOT}: ${String(files.length)} CSV files, one per table view, ${String(written)} written`);
      },
    },
  };
}
