/**
 * The Astro integration that publishes every table's CSV file (src/data/csv-files.ts)
 * under /data/csv/: written in one pass after the pages are built, and served by the dev server.
 * Over a thousand plain files computed from the league data cost next to nothing this way, while
 * as Astro routes each one paid the per-route cost of a page and the build took half as long again.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { filesUnder } from './files-under.ts';
import { csvFiles, type CsvFile } from '../../src/data/csv-files.ts';
import type { LeagueData } from '../../src/data/league.ts';
import { loadLeague } from '../../src/data/snapshot.ts';
import { buildNowFrom } from '../../src/lib/config/build-clock.ts';
import { currentSeason } from '../../src/lib/seasons.ts';
import { CSV_ROOT } from '../../src/lib/tables/csv.ts';
import { FileWrites } from './file-writes.ts';
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
            const file = csvFiles(league, season()).get(path);
            if (file === undefined) {
              next();
              return;
            }
            response.setHeader('Content-Type', CSV_TYPE);
            response.end(file.body());
          }, next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (cacheDir === undefined) throw new Error('csv-files: the build finished before the config was read');
        const league = await loadLeague();
        const files = csvFiles(league, season());
        const inputs = await CsvInputs.read(season(), league);
        const root = fileURLToPath(dir);
        // A file's key is what it is made from and the hash of its text. A build in place makes
        // again only the files whose inputs changed, and rewrites only those whose text did.
        const keys = new KeyedFiles(cacheDir, 'csv');
        await keys.load();
        const writes = new FileWrites();
        let made = 0;
        let written = 0;
        for (const [path, file] of files) {
          const inputsKey = inputs.keyOf(file);
          const previous = parseCsvKey(keys.previousKey(path));
          let text: string | undefined;
          let textKey = previous?.inputs === inputsKey ? previous.text : undefined;
          if (textKey === undefined) {
            text = file.body();
            textKey = createHash('sha256').update(text).digest('base64url');
            made++;
          }
          const sameText = (last: string): boolean => parseCsvKey(last)?.text === textKey;
          if (!keys.needsWriting(root, path, `${inputsKey} ${textKey}`, sameText)) continue;
          const body = text ?? file.body();
          const target = join(root, path);
          await writes.add(target, () => writeFile(target, body));
          written++;
        }
        await writes.done();
        await keys.save();
        logger.info(
          `${CSV_ROOT}: ${String(files.size)} CSV files, one per table view, ${String(made)} made, ${String(written)} written`,
        );
      },
    },
  };
}

/** A CSV file's key, "inputs text": the hash of what it is made from, then of its text. */
function parseCsvKey(key: string | undefined): { inputs: string; text: string } | undefined {
  const [inputs, text] = key?.split(' ') ?? [];
  return inputs === undefined || text === undefined ? undefined : { inputs, text };
}

/**
 * What the CSV files are made from, hashed: the code that makes them (every source file, the
 * lockfile and the Node version), the current season, the players' records and each season's files
 * as stored (LeagueData.storedPlayersKey, storedSeasonKey). A file's inputs are these for the
 * seasons it reads, or for the part of the league it is made from (`CsvFile.part`).
 */
class CsvInputs {
  readonly #common: string;
  readonly #seasons: ReadonlyMap<number, string>;
  readonly #keys = new Map<string, string>();

  private constructor(common: string, seasons: ReadonlyMap<number, string>) {
    this.#common = common;
    this.#seasons = seasons;
  }

  static async read(season: number, league: LeagueData): Promise<CsvInputs> {
    const project = join(import.meta.dirname, '..', '..');
    const code = createHash('sha256');
    for (const file of [...filesUnder(join(project, 'src')), join(project, 'package-lock.json'), import.meta.filename])
      code.update(file).update(await readFile(file));
    const stored = (key: string | null): string => {
      if (key === null) throw new Error('csv-files: the league was not read from a snapshot folder');
      return key;
    };
    const common = createHash('sha256')
      .update(code.digest('base64url'))
      // The runtime too: its number and date formatting is part of what makes the text.
      .update(process.version)
      .update(String(season))
      .update(stored(league.storedPlayersKey()));
    const seasons = new Map(league.years.map((year) => [year, stored(league.storedSeasonKey(year))]));
    return new CsvInputs(common.digest('base64url'), seasons);
  }

  /**
   * The key of what a file is made from: its columns, and its part of the league or else its seasons
   * (every season when it names none).
   */
  keyOf({
    seasons = [...this.#seasons.keys()].sort(),
    columns = '',
    part,
  }: Pick<CsvFile, 'seasons' | 'columns' | 'part'>): string {
    if (part !== undefined) {
      return createHash('sha256').update(this.#common).update(columns).update(`part:${part}`).digest('base64url');
    }
    const name = `${seasons.join(',')} ${columns}`;
    let key = this.#keys.get(name);
    if (key === undefined) {
      const hash = createHash('sha256').update(this.#common).update(columns);
      for (const year of seasons) hash.update(`${String(year)}:${this.#seasons.get(year) ?? 'none'}`);
      key = hash.digest('base64url');
      this.#keys.set(name, key);
    }
    return key;
  }
}
