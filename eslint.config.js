import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * What each folder may import. Imports point one way, toward the pure rules of src/lib: api and
 * stores build on lib, data and services on those, and pages, components and islands on top, an
 * island never on the build-time data. A file's folder says what it may touch: `forbid` lists the
 * top-level folders it may not reach (as relative imports), `packages` the npm packages it may not
 * use, `typesOnly` the folders it may take types from and nothing else.
 */
const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-instantsearch',
  '@nanostores/react',
  'astro',
  'astro/*',
  'astro:*',
];
const BOUNDARIES = [
  {
    files: ['src/lib/**'],
    forbid: ['api', 'data', 'stores', 'services', 'islands', 'components', 'layouts', 'pages', 'directives', 'styles'],
    // Pure rules: no package at all (no React, Astro, DOM or platform SDK).
    bareImports: false,
    why: 'src/lib holds pure league rules and imports nothing but itself',
  },
  {
    files: ['src/api/**'],
    forbid: ['data', 'stores', 'services', 'islands', 'components', 'layouts', 'pages', 'directives', 'styles'],
    packages: UI_PACKAGES,
    why: 'src/api (clients, retry, wire schemas) imports only src/lib',
  },
  {
    files: ['src/data/**'],
    forbid: ['stores', 'services', 'islands', 'components', 'layouts', 'pages', 'directives', 'styles'],
    packages: UI_PACKAGES,
    // The snapshot's content files are checked with the wire schemas; the API clients are not called at build time.
    typesOnly: ['api(?!/schemas/)'],
    why: 'src/data reads the snapshot with src/lib rules and the wire schemas of src/api',
  },
  {
    files: ['src/stores/**'],
    forbid: ['data', 'services', 'islands', 'components', 'layouts', 'pages', 'directives', 'styles'],
    packages: UI_PACKAGES,
    typesOnly: ['api'],
    why: 'src/stores imports src/lib (and types of src/api)',
  },
  {
    files: ['src/services/**'],
    forbid: ['data', 'islands', 'components', 'layouts', 'pages', 'directives', 'styles'],
    packages: UI_PACKAGES.filter((name) => !name.startsWith('astro')),
    why: 'src/services imports src/lib, src/api and src/stores',
  },
  {
    files: ['src/islands/**'],
    forbid: ['data', 'components', 'layouts', 'pages', 'directives'],
    why: 'an island never reads the build-time snapshot (src/data) nor imports Astro components',
  },
  {
    files: ['src/directives/**'],
    forbid: ['api', 'data', 'stores', 'islands', 'components', 'layouts', 'pages', 'styles'],
    why: 'src/directives imports src/lib and src/services',
  },
  {
    files: ['scripts/**'],
    forbid: [
      'src/stores',
      'src/services',
      'src/islands',
      'src/components',
      'src/layouts',
      'src/pages',
      'src/directives',
    ],
    packages: UI_PACKAGES.filter((name) => !name.startsWith('astro')),
    why: 'scripts import src/api, src/lib and src/data',
  },
];

const folders = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

const boundaryBlocks = BOUNDARIES.map(({ files, forbid, packages = [], typesOnly = [], bareImports = true, why }) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: folders(forbid), message: `${why}.` },
          ...(typesOnly.length > 0
            ? [{ regex: folders(typesOnly), allowTypeImports: true, message: `${why}: types only.` }]
            : []),
          ...(packages.length > 0 ? [{ group: packages, message: `${why}.` }] : []),
          ...(bareImports ? [] : [{ regex: '^[^.]', message: `${why}.` }]),
        ],
      },
    ],
  },
}));

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'coverage/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  // The rules of hooks and exhaustive effect dependencies, on the islands and anything else that
  // calls a hook.
  { files: ['src/**/*.tsx', 'src/**/*.ts'], ...reactHooks.configs.flat.recommended },
  ...boundaryBlocks,
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly' } },
  },
);
