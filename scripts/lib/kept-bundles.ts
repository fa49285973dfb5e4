/**
 * The bundles a build makes, kept for the next build in place. Astro bundles the pages' code (its
 * pre-render bundle) and the islands' scripts (the client bundle) on every build, 2.9 of the 6.9 s
 * of a post-game build of the bundled data, though after a game's final only the data changed.
 *
 * Every `astro build` keeps in the build cache (`bundles/`) a copy of its pre-render bundle, taken
 * when the pages are about to be rendered, and a record of what rendering with it needs besides:
 * the entry's file name, each page's styles, the files the bundles published into the site, and
 * the fingerprint of what made them. A later build in place whose fingerprint is the same renders
 * its pages with that copy (scripts/build-site.ts) instead of bundling again; the client bundle's
 * files are already in the site it writes over.
 *
 * The fingerprint: Astro's hash of the config (the site, the constants defined into the code), the
 * text of every module of the project the bundles hold, the project's page files, its public
 * folder, the config file, the lockfile and any `.env` file, and the value of every environment
 * variable that Astro could have written into a bundle: every `PUBLIC_` one, every one a module
 * names as `import.meta.env.NAME`, and every one whose name is in the text of a module that reads
 * `import.meta.env` whole (Astro writes those in).
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { filesUnder } from './files-under.ts';

/** The folder in the build cache that holds the kept bundle and its record. */
const BUNDLES = 'bundles';
const RECORD = 'record.json';
const PRERENDER = 'prerender';

const WHOLE_ENV = /\bimport\.meta\.env\b(?!\.)/;
const NAMED_ENV = /\bimport\.meta\.env\.([A-Za-z_$][\w$]*)/g;

/** What a build in place needs to render with a kept bundle. */
interface BundleRecord {
  /** Hashes of what made the bundles; a build with other ones bundles again. */
  fingerprint: Fingerprint;
  /** The pre-render bundle's entry, a file of `bundles/prerender/`. */
  entry: string;
  /** Each page's styles by Astro's page key, as its build worked them out. */
  styles: Record<string, unknown[]>;
  /** The files the bundles published into the site (the islands' scripts, styles, public files), relative to it. */
  published: string[];
  /** The modules that read `import.meta.env` whole (the project's or a dependency's), relative to the project. */
  wholeEnvReaders: string[];
  /** The variables modules name as `import.meta.env.NAME`. */
  namedEnv: string[];
  /** The project's modules in the bundles, relative to the project. */
  modules: string[];
}

export interface Fingerprint {
  config: string;
  sources: string;
  /** The hash of each variable that could be in the bundles, `null` for one that was not set. */
  env: Record<string, string | null>;
}

const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** The files among a bundle's modules (no virtual module), relative to the project: its own and its dependencies'. */
function moduleFiles(root: string, moduleIds: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const id of moduleIds) {
    const path = id.split('?')[0] ?? '';
    if (path.startsWith(root) && existsSync(path)) files.add(relative(root, path));
  }
  return [...files].sort();
}

const isDependency = (path: string): boolean => path.startsWith('node_modules/');

/** The hash of the files the bundles are made from (see the module's comment). */
async function sourcesHash(root: string, modules: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  const add = async (path: string): Promise<void> => {
    hash.update(relative(root, path)).update('\0');
    hash.update(existsSync(path) ? await readFile(path) : 'missing').update('\0');
  };
  for (const module of modules) await add(join(root, module));
  for (const page of filesUnder(join(root, 'src', 'pages'))) hash.update(relative(root, page)).update('\0');
  for (const file of filesUnder(join(root, 'public'))) await add(file);
  const rootFiles = (await readdir(root)).filter((name) => name.startsWith('.env')).sort();
  for (const name of ['astro.config.mjs', 'package-lock.json', 'tsconfig.json', ...rootFiles])
    await add(join(root, name));
  return hash.digest('hex');
}

/**
 * The variables that could be in the bundles, of those in `names`: the `PUBLIC_` ones, the ones
 * named as `import.meta.env.NAME`, and the ones in a whole-env reader's text.
 */
function bundledEnvNames(
  names: Iterable<string>,
  named: ReadonlySet<string>,
  wholeEnvTexts: readonly string[],
): string[] {
  return [...names]
    .filter(
      (name) => name.startsWith('PUBLIC_') || named.has(name) || wholeEnvTexts.some((text) => text.includes(name)),
    )
    .sort();
}

/** How modules (their texts by path) read the environment: the variables they name, and which of them read it whole. */
export function envReferences(texts: ReadonlyMap<string, string>): { namedEnv: string[]; wholeEnvReaders: string[] } {
  const named = new Set<string>();
  const wholeEnvReaders: string[] = [];
  for (const [path, text] of texts) {
    for (const match of text.matchAll(NAMED_ENV)) named.add(match[1] ?? '');
    if (WHOLE_ENV.test(text)) wholeEnvReaders.push(path);
  }
  return { namedEnv: [...named].sort(), wholeEnvReaders: wholeEnvReaders.sort() };
}

function envHashes(names: readonly string[], env: NodeJS.ProcessEnv): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, env[name] === undefined ? null : sha(env[name])]));
}

/** What one environment's bundle (`prerender` or `client`) was made of and wrote. */
interface BundleOutput {
  dir: string;
  moduleIds: Set<string>;
  /** Its files, relative to `dir`. */
  chunks: string[];
  assets: string[];
}

/** Notes each environment's modules and the files Vite wrote for it. */
function bundleRecorder(outputs: Map<string, BundleOutput>): Plugin {
  return {
    name: 'kept-bundles:recorder',
    writeBundle(options, bundle) {
      const name = this.environment.name;
      const output: BundleOutput = { dir: options.dir ?? '', moduleIds: new Set(), chunks: [], assets: [] };
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset') {
          output.assets.push(file.fileName);
          continue;
        }
        output.chunks.push(file.fileName);
        for (const id of file.moduleIds) output.moduleIds.add(id);
      }
      outputs.set(name, output);
    },
  };
}

/** Copies the folder `from` over `folder` whole or not at all: a build stopped mid-copy leaves no half bundle. */
async function replaceFolder(from: string, folder: string): Promise<void> {
  const to = folder.replace(/\/+$/, '');
  const next = `${to}.next`;
  await rm(next, { recursive: true, force: true });
  await cp(from, next, { recursive: true });
  await rm(to, { recursive: true, force: true });
  await rename(next, to);
}

/** Works out the fingerprint of a build's bundles from its config, the project's files and `env`. */
export async function fingerprint(
  config: AstroConfig,
  modules: readonly string[],
  namedEnv: readonly string[],
  wholeEnvReaders: readonly string[],
  env: NodeJS.ProcessEnv,
  extraNames: Iterable<string> = [],
): Promise<Fingerprint> {
  const root = fileURLToPath(config.root);
  const { computeConfigHash } = await astroInternalModule<{
    computeConfigHash: (config: AstroConfig) => Promise<string>;
  }>('core/build/config-hash/index.js');
  const texts = await Promise.all(wholeEnvReaders.map((path) => readFile(join(root, path), 'utf8')));
  const names = bundledEnvNames(new Set([...Object.keys(env), ...extraNames]), new Set(namedEnv), texts);
  // The bundles name the project's and the site's folders.
  const where = [root, fileURLToPath(config.outDir)].join('\0');
  return {
    config: sha(`${await computeConfigHash(config)}\0${where}`),
    sources: await sourcesHash(root, modules),
    env: envHashes(names, env),
  };
}

/** A module of Astro's own build, which its package does not export: reuse ties the project to Astro's exact version. */
function astroInternal(path: string): string {
  return new URL(`dist/${path}`, import.meta.resolve('astro/package.json')).href;
}

export async function astroInternalModule<T>(path: string): Promise<T> {
  return (await import(astroInternal(path))) as T;
}

/** The first difference between two fingerprints, or `undefined` when they are the same. */
export function fingerprintDifference(kept: Fingerprint, now: Fingerprint): string | undefined {
  if (kept.config !== now.config) return 'the Astro config changed';
  if (kept.sources !== now.sources) return 'the code changed';
  for (const name of new Set([...Object.keys(kept.env), ...Object.keys(now.env)]).values()) {
    if ((kept.env[name] ?? null) !== (now.env[name] ?? null)) return `the environment variable ${name} changed`;
  }
  return undefined;
}

/**
 * The integration that keeps every build's bundles (see the module's comment). The copy is taken
 * when Astro is about to render the pages: its pre-render bundle is complete then, and Astro
 * deletes it once the pages are written.
 */
export function keptBundlesIntegration(): AstroIntegration {
  const outputs = new Map<string, BundleOutput>();
  let config: AstroConfig | undefined;
  let pages: ReadonlyMap<string, { styles: unknown[] }> = new Map();
  return {
    name: 'kept-bundles',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [bundleRecorder(outputs)] } });
      },
      'astro:config:done': ({ config: done }) => {
        config = done;
      },
      'astro:build:setup': ({ pages: built }) => {
        pages = built;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        outputs.clear();
        setPrerenderer((prerenderer) => ({
          ...prerenderer,
          name: 'kept-bundles',
          setup: async () => {
            await prerenderer.setup?.();
            if (config === undefined) throw new Error('kept-bundles: the build started before the config was read');
            await keepBundles(config, outputs, pages);
          },
        }));
      },
    },
  };
}

async function keepBundles(
  config: AstroConfig,
  outputs: ReadonlyMap<string, BundleOutput>,
  pages: ReadonlyMap<string, { styles: unknown[] }>,
): Promise<void> {
  const prerender = outputs.get('prerender');
  const client = outputs.get('client');
  const entry = prerender?.chunks.find((file) => file.startsWith('prerender-entry'));
  if (prerender === undefined || client === undefined || entry === undefined)
    throw new Error('kept-bundles: the pre-render or client bundle was not seen being written');
  const root = fileURLToPath(config.root);
  const site = fileURLToPath(config.outDir);
  const folder = join(fileURLToPath(config.cacheDir), BUNDLES);
  await mkdir(folder, { recursive: true });
  // First: a record never describes a bundle other than the one beside it.
  await rm(join(folder, RECORD), { force: true });
  await replaceFolder(prerender.dir, join(folder, PRERENDER));

  // The dependencies' modules count for the environment (Astro's runtime reads it whole) and not
  // for the sources: the lockfile stands for them.
  const files = moduleFiles(root, [...prerender.moduleIds, ...client.moduleIds]);
  const texts = new Map(
    await Promise.all(files.map(async (path) => [path, await readFile(join(root, path), 'utf8')] as const)),
  );
  const { namedEnv, wholeEnvReaders } = envReferences(texts);
  const modules = files.filter((path) => !isDependency(path));
  const publicFiles = filesUnder(fileURLToPath(config.publicDir)).map((path) =>
    relative(fileURLToPath(config.publicDir), path),
  );
  const record: BundleRecord = {
    fingerprint: await fingerprint(config, modules, namedEnv, wholeEnvReaders, process.env),
    entry,
    styles: Object.fromEntries([...pages].map(([key, page]) => [key, page.styles])),
    published: [
      ...new Set([
        ...[...client.chunks, ...client.assets].map((file) => relative(site, join(client.dir, file))),
        ...prerender.assets.filter((file) => existsSync(join(site, file))),
        ...publicFiles,
      ]),
    ].sort(),
    wholeEnvReaders,
    namedEnv,
    modules,
  };
  await writeFile(join(folder, RECORD), JSON.stringify(record));
}

/** The record of the bundles kept in `cacheDir`, if any. */
async function readRecord(cacheDir: string): Promise<BundleRecord | undefined> {
  try {
    return JSON.parse(await readFile(join(cacheDir, BUNDLES, RECORD), 'utf8')) as BundleRecord;
  } catch {
    return undefined;
  }
}

/** The files (absolute paths) the kept bundles published into `site`: a build in place with them writes none of them. */
export async function keptBundleFiles(cacheDir: string, site: string): Promise<string[]> {
  return ((await readRecord(cacheDir))?.published ?? []).map((file) => join(site, file));
}

/* Astro's build, from `astro build` (Astro 7.3.5's core/build/index.js), less its bundling. */
interface AstroLogger {
  info(label: string | null, message: string): void;
}
interface PageData {
  key: string;
  component: string;
  route: unknown;
  styles: unknown[];
}
interface AstroSettings {
  config: AstroConfig;
  buildOutput?: 'static' | 'server';
  prerenderer?: unknown;
}
interface BuildInternals {
  prerenderEntryFileName?: string;
  pageDependencyHashes?: Map<string, string>;
}
/** What a build that renders with the kept bundles says first. */
export const RENDERED_WITH_KEPT_BUNDLES = 'the code is as in the last build: the pages render with its kept bundles';

/**
 * Builds the site into `outDir` in place with the bundles the build cache keeps, as `astro build`
 * would with the same code: Astro's own steps (config, integrations' hooks, routes, the pages with
 * its incremental cache, the hooks after them) with the kept pre-render bundle in the place its
 * bundling would have written it. Returns why it cannot, without building anything, when the
 * bundles this build would make are not the kept ones or the site lacks one of their files.
 */
export async function buildWithKeptBundles(
  outDir: string,
): Promise<{ built: true } | { built: false; reason: string }> {
  const started = performance.now();
  const { ensureProcessNodeEnv } = await astroInternalModule<{ ensureProcessNodeEnv: (mode: string) => void }>(
    'core/util.js',
  );
  ensureProcessNodeEnv('production');
  const { resolveConfig } = await astroInternalModule<{
    resolveConfig: (inline: object, command: string) => Promise<{ astroConfig: AstroConfig }>;
  }>('core/config/config.js');
  const inlineConfig = { outDir };
  const { astroConfig } = await resolveConfig(inlineConfig, 'build');
  const { loadOrCreateNodeLogger } = await astroInternalModule<{
    loadOrCreateNodeLogger: (config: AstroConfig, inline: object) => Promise<AstroLogger>;
  }>('core/logger/load.js');
  const logger = await loadOrCreateNodeLogger(astroConfig, inlineConfig);
  const { createSettings } = await astroInternalModule<{
    createSettings: (config: AstroConfig, logLevel: undefined, cwd: string) => Promise<AstroSettings>;
  }>('core/config/settings.js');
  const hooks =
    await astroInternalModule<Record<string, (params: object) => Promise<AstroSettings | undefined>>>(
      'integrations/hooks.js',
    );
  let settings = await createSettings(astroConfig, undefined, fileURLToPath(astroConfig.root));
  settings = (await hooks['runHookConfigSetup']?.({ settings, command: 'build', logger })) ?? settings;
  settings.buildOutput = 'static';
  const { createRoutesList } = await astroInternalModule<{
    createRoutesList: (params: object, logger: AstroLogger) => Promise<{ routes: unknown[] }>;
  }>('core/routing/create-manifest.js');
  const routesList = await createRoutesList({ settings }, logger);
  await hooks['runHookConfigDone']?.({ settings, logger, command: 'build' });

  const { config } = settings;
  const cacheDir = fileURLToPath(config.cacheDir);
  const site = fileURLToPath(config.outDir);
  const record = await readRecord(cacheDir);
  if (record === undefined) return { built: false, reason: 'the build cache keeps no bundles' };
  const now = await fingerprint(
    config,
    record.modules,
    record.namedEnv,
    record.wholeEnvReaders,
    process.env,
    Object.keys(record.fingerprint.env),
  );
  const difference = fingerprintDifference(record.fingerprint, now);
  if (difference !== undefined) return { built: false, reason: difference };
  const missing = record.published.find((file) => !existsSync(join(site, file)));
  if (missing !== undefined) return { built: false, reason: `the site lacks the bundles' ${missing}` };

  logger.info('build', RENDERED_WITH_KEPT_BUNDLES);
  await hooks['runHookBuildStart']?.({ settings, logger });
  // The kept bundle is the one to keep: nothing is taken again.
  settings.prerenderer = undefined;
  const { collectPagesData } = await astroInternalModule<{
    collectPagesData: (opts: object) => { allPages: Record<string, PageData> };
  }>('core/build/page-data.js');
  const { allPages } = collectPagesData({ settings, logger, manifest: routesList });
  const { createBuildInternals, trackPageData } = await astroInternalModule<{
    createBuildInternals: () => BuildInternals;
    trackPageData: (internals: BuildInternals, component: string, page: PageData, id: string, url: URL) => void;
  }>('core/build/internal.js');
  const internals = createBuildInternals();
  for (const page of Object.values(allPages)) {
    const styles = record.styles[page.key];
    if (styles === undefined) return { built: false, reason: `the kept bundles have no page ${page.key}` };
    page.styles = styles;
    trackPageData(internals, page.component, page, `/${page.component}`, new URL(`./${page.component}`, config.root));
  }
  internals.prerenderEntryFileName = record.entry;
  internals.pageDependencyHashes = await dependencyHashes(cacheDir);

  const { getPrerenderOutputDirectory } = await astroInternalModule<{
    getPrerenderOutputDirectory: (settings: AstroSettings) => URL;
  }>('prerender/utils.js');
  const prerenderDir = getPrerenderOutputDirectory(settings);
  await replaceFolder(join(cacheDir, BUNDLES, PRERENDER), fileURLToPath(prerenderDir));
  const { createKey, getEnvironmentKey, hasEnvironmentKey } = await astroInternalModule<{
    createKey: () => Promise<CryptoKey>;
    getEnvironmentKey: () => Promise<CryptoKey>;
    hasEnvironmentKey: () => boolean;
  }>('core/encryption.js');
  const pageNames: string[] = [];
  const { generatePages } = await astroInternalModule<{
    generatePages: (opts: object, internals: BuildInternals, dir: URL) => Promise<void>;
  }>('core/build/generate.js');
  await generatePages(
    {
      allPages,
      settings,
      logger,
      routesList,
      runtimeMode: 'production',
      origin:
        config.site === undefined ? `http://localhost:${String(config.server.port)}` : new URL(config.site).origin,
      pageNames,
      viteConfig: {},
      key: hasEnvironmentKey() ? getEnvironmentKey() : createKey(),
      force: false,
    },
    internals,
    prerenderDir,
  );
  await rm(prerenderDir, { recursive: true, force: true });
  await hooks['runHookBuildDone']?.({
    settings,
    pages: pageNames,
    routes: Object.values(allPages).map((page) => page.route),
    logger,
  });
  logger.info(
    'build',
    `${String(pageNames.length)} page(s) built in ${((performance.now() - started) / 1000).toFixed(2)}s`,
  );
  return { built: true };
}

/**
 * Each page component's dependency hash in the last build, which Astro's incremental cache holds
 * (`incremental-build.json`): the kept bundle is that build's, so they are this build's too.
 */
async function dependencyHashes(cacheDir: string): Promise<Map<string, string>> {
  try {
    const manifest = JSON.parse(await readFile(join(cacheDir, 'incremental-build.json'), 'utf8')) as {
      routes: Record<string, { dependencyHash: string }>;
    };
    return new Map(Object.entries(manifest.routes).map(([component, route]) => [component, route.dependencyHash]));
  } catch {
    // No incremental cache: every page is rendered.
    return new Map();
  }
}
