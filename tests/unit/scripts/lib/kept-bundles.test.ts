/**
 * The kept bundles' fingerprint: a build in place renders with the last build's bundles only when
 * the bundles it would make are the same ones. Any change to a module the bundles hold, to the
 * project's pages or public files, to the config or the site's folder, or to an environment
 * variable Astro could write into a bundle, must show; a variable no bundle can hold must not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroConfig } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  envReferences,
  fingerprint,
  fingerprintDifference,
  type Fingerprint,
} from '../../../../scripts/lib/kept-bundles.ts';

let project: string;

function projectFile(path: string, text: string): void {
  const file = join(project, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The parts of a resolved config that Astro's config hash reads, for a project in `project`. */
function config(outDir = 'dist'): AstroConfig {
  return {
    root: pathToFileURL(`${project}/`),
    outDir: pathToFileURL(`${join(project, outDir)}/`),
    site: 'https://stats.example.com',
    base: '/',
    build: { format: 'directory' },
    vite: { define: { 'import.meta.env.PUBLIC_SENTRY_RELEASE': '"abc"' } },
    experimental: {},
  } as unknown as AstroConfig;
}

const MODULES = ['src/pages/index.astro', 'src/components/Settings.ts', 'src/components/Reporting.astro'];
const TEXTS = new Map([
  ['src/pages/index.astro', '---\nimport { settings } from "../components/Settings.ts";\n---\n<h1>Home</h1>'],
  [
    'src/components/Settings.ts',
    'export const settings = { key: import.meta.env.PUBLIC_KEY, mode: import.meta.env.MODE_NAME };',
  ],
  ['src/components/Reporting.astro', '---\nconst config = read(import.meta.env); // reads SENTRY_DSN\n---'],
]);

/** The fingerprint of the project as it is, with `env`. */
function fingerprintNow(env: NodeJS.ProcessEnv, extraNames: string[] = [], outDir?: string): Promise<Fingerprint> {
  const { namedEnv, wholeEnvReaders } = envReferences(TEXTS);
  return fingerprint(config(outDir), MODULES, namedEnv, wholeEnvReaders, env, extraNames);
}

const ENV = {
  PUBLIC_KEY: 'k1',
  MODE_NAME: 'live',
  SENTRY_DSN: 'https://dsn',
  PLL_SNAPSHOT_DIR: '/data/a',
  HOME: '/root',
};

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'kept-bundles-'));
  for (const [path, text] of TEXTS) projectFile(path, text);
  projectFile('public/robots.txt', 'User-agent: *');
  projectFile('astro.config.mjs', 'export default {};');
  projectFile('package-lock.json', '{}');
});

afterEach(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('envReferences', () => {
  it('finds the variables modules name and the modules that read the environment whole', () => {
    expect(envReferences(TEXTS)).toEqual({
      namedEnv: ['MODE_NAME', 'PUBLIC_KEY'],
      wholeEnvReaders: ['src/components/Reporting.astro'],
    });
  });
});

describe('fingerprintDifference', () => {
  it('finds none when nothing changed, though variables no bundle can hold did', async () => {
    const kept = await fingerprintNow(ENV);
    const now = await fingerprintNow({ ...ENV, PLL_SNAPSHOT_DIR: '/data/b', HOME: '/home/ci', CI: 'true' });
    expect(fingerprintDifference(kept, now)).toBeUndefined();
  });

  it('sees a module of the bundles change', async () => {
    const kept = await fingerprintNow(ENV);
    projectFile('src/components/Settings.ts', `${TEXTS.get('src/components/Settings.ts') ?? ''}\n// edited`);
    expect(fingerprintDifference(kept, await fingerprintNow(ENV))).toBe('the code changed');
  });

  it('sees a page added, a public file changed and the lockfile changed', async () => {
    for (const change of [
      () => {
        projectFile('src/pages/new.astro', '<h1>New</h1>');
      },
      () => {
        projectFile('public/robots.txt', 'User-agent: *\nDisallow: /');
      },
      () => {
        projectFile('package-lock.json', '{"lockfileVersion":3}');
      },
    ]) {
      const kept = await fingerprintNow(ENV);
      change();
      expect(fingerprintDifference(kept, await fingerprintNow(ENV))).toBe('the code changed');
    }
  });

  it('sees the config or the site folder change', async () => {
    const kept = await fingerprintNow(ENV);
    expect(fingerprintDifference(kept, await fingerprintNow(ENV, [], 'elsewhere'))).toBe('the Astro config changed');
  });

  it('names a variable a bundle could hold that changed, appeared or went', async () => {
    const kept = await fingerprintNow(ENV);
    const changed = async (env: NodeJS.ProcessEnv) =>
      fingerprintDifference(kept, await fingerprintNow(env, Object.keys(kept.env)));
    // Named by a module, named in the text of a whole-env reader, any PUBLIC_ one.
    expect(await changed({ ...ENV, MODE_NAME: 'test' })).toBe('the environment variable MODE_NAME changed');
    expect(await changed({ ...ENV, SENTRY_DSN: 'https://other' })).toBe('the environment variable SENTRY_DSN changed');
    expect(await changed({ ...ENV, PUBLIC_OTHER: 'x' })).toBe('the environment variable PUBLIC_OTHER changed');
    expect(await changed({ ...ENV, PUBLIC_KEY: undefined })).toBe('the environment variable PUBLIC_KEY changed');
  });
});
