// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import sentry from '@sentry/astro';

const sentryDsn = process.env.PUBLIC_SENTRY_DSN;
const sentryAuthToken = process.env.SENTRY_AUTH_TOKEN;
// Source maps are uploaded (and then deleted from dist) only when a release can really be made.
const sourceMapUpload = sentryDsn && sentryAuthToken ? { authToken: sentryAuthToken } : null;

/**
 * The project's client directives (src/directives): `client:interaction` hydrates on the first
 * focus, pointer or touch; `client:account` also at once when the visitor has a session.
 * @type {import('astro').AstroIntegration}
 */
const clientDirectives = {
  name: 'client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
      addClientDirective({ name: 'account', entrypoint: './src/directives/account.ts' });
    },
  },
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'https://stats.premierlacrosseleague.com',
  integrations: [
    react(),
    clientDirectives,
    sitemap(),
    sentry({
      enabled: Boolean(sentryDsn),
      telemetry: false,
      sourcemaps: sourceMapUpload
        ? { disable: false, filesToDeleteAfterUpload: ['dist/**/*.map'] }
        : { disable: true },
      ...sourceMapUpload,
    }),
  ],
});
