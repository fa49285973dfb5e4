/**
 * The Astro integration that publishes every table's CSV file (src/data/csv-files.ts)
 * under /data/csv/: written in one pass after the pages are built, and served by the dev server.
 * Over a thousand plain files computed from the league data cost next to nothing this way, while
 * as Astro routes each one paid the per-route cost of a page and the build took half as long again.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { csvFiles } from '../../src/data/csv-files.ts';
import { loadLeague } from '../../src/data/snapshot.ts';
import { buildNowFrom } from '../../src/lib/config/build-clock.ts';
import { currentSeason } from '../../src/lib/seasons.ts';
import { CSV_ROOT } from '../../src/lib/tables/csv.ts';
import { KeyedFiles } from './in-place-build.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** The current season at the build's clock (PLL_NOW, as the pages read it), whose player tables have files. */
const season = (): number => currentSeason(buildNowFrom(process.env['PLL_NOW'], Date.now));

export function csvFilesIntegration(): AstroIntegration {
  let cacheDir: string | undefined;
  return {
    name: 'csv-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
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
        if (cacheDir === undefined) throw new Error('csv-files: the build finished before the config was read');
        const files = csvFiles(await loadLeague(), season());
        const root = fileURLToPath(dir);
        // Keyed by content: a build in place rewrites only the files whose text changed.
        const keys = new KeyedFiles(cacheDir, 'csv');
        await keys.load();
        let written = 0;
        for (const [path, body] of files) {
          const text = body();
          if (!keys.needsWriting(root, path, createHash('sha256').update(text).digest('base64url'))) continue;
          const target = join(root, path);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, text);
          written++;
        }
        await keys.save();
        logger.info(`${CSV_ROOT}: ${String(files.size)} CSV files, one per table view, ${String(written)} written`);
      },
    },
  };
}
