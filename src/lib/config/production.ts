/**
 * What a production build (`npm run build -- --production`) refuses: any public setting that would
 * ship a development endpoint to visitors. Without settings a build fills in local doubles (the
 * same-origin league API, the demo Firebase project on the Auth Emulator, the `dev-token`); a
 * production build must not, so each such value is named with what to set instead. A blank value
 * counts as unset, as a CI variable that is not defined arrives as an empty string.
 */
import { DEMO_FIREBASE_PROJECT } from './accounts.ts';
import { DEFAULT_LEAGUE_API_TOKEN } from './live-api.ts';
import { setting } from './settings.ts';

/** The environment variable that tells the pages they are built for production (`npm run build -- --production` sets it). */
export const PRODUCTION_BUILD_FLAG = 'PLL_PRODUCTION_BUILD';

export type SettingsEnv = Readonly<Record<string, string | undefined>>;

/** What to set instead, by variable; anything else gets the generic advice. */
const ADVICE: Readonly<Record<string, string>> = {
  PUBLIC_LEAGUE_API_URL:
    "the league API's public REST base (https://…/api), or leave it unset for a site without live features",
  PUBLIC_LEAGUE_API_TOKEN: "the league API's public token",
  PUBLIC_USER_API_URL: 'the public REST base of the user calls, or leave it unset to use PUBLIC_LEAGUE_API_URL',
  PUBLIC_FIREBASE_PROJECT_ID: "your Firebase project's id, or leave it unset for a site without sign-in",
  PUBLIC_FIREBASE_API_KEY: "your Firebase web app's API key",
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL: "nothing: leave it unset, so sign-in uses Google's servers",
  PUBLIC_ALGOLIA_HOSTS: "a public proxy, or leave it unset for Algolia's own hosts",
  PUBLIC_SENTRY_DSN: "your project's DSN from Sentry, or leave it unset",
  PUBLIC_SITE_URL: "the site's public origin (https://…)",
};
const advice = (name: string): string => ADVICE[name] ?? 'a public address, or leave it unset';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;

/** "loopback" or "private" for an address no visitor's browser can reach; null for a public one. */
export function localAddressKind(hostname: string): 'loopback' | 'private' | null {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || host === '::')
    return 'loopback';
  const ipv4 = IPV4.exec(host);
  if (ipv4) {
    const [first, second] = [Number(ipv4[1]), Number(ipv4[2])];
    if (first === 127) return 'loopback';
    if (
      first === 10 ||
      (first === 172 && second >= 16 && second <= 31) ||
      (first === 192 && second === 168) ||
      (first === 169 && second === 254)
    )
      return 'private';
    return null;
  }
  if (
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe[89ab][0-9a-f]:/.test(host) ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return 'private';
  return null;
}

/** The host names a setting's value mentions: each URL in it (lists are comma- or space-separated). */
function hostsIn(value: string): string[] {
  return value.split(/[\s,]+/).flatMap((part) => {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(part)) return [];
    try {
      return [new URL(part).hostname];
    } catch {
      return [];
    }
  });
}

/** Every development setting in `env`, one sentence each naming the variable, its value and what to set instead; empty when it is fit for production. */
export function developmentSettingProblems(env: SettingsEnv): string[] {
  const problems: string[] = [];
  const refuse = (name: string, why: string): void => {
    problems.push(`${name}="${env[name] ?? ''}" ${why}: set ${advice(name)}`);
  };
  for (const [name, raw] of Object.entries(env)) {
    const value = setting(raw);
    if (!name.startsWith('PUBLIC_') || value === undefined) continue;
    const kinds = hostsIn(value).map(localAddressKind);
    const kind = kinds.find((found) => found === 'loopback') ?? kinds.find((found) => found === 'private');
    if (kind) refuse(name, `points at a ${kind} address`);
  }
  if (
    setting(env['PUBLIC_FIREBASE_AUTH_EMULATOR_URL']) !== undefined &&
    !problems.some((problem) => problem.startsWith('PUBLIC_FIREBASE_AUTH_EMULATOR_URL='))
  ) {
    refuse('PUBLIC_FIREBASE_AUTH_EMULATOR_URL', 'is the Firebase Auth Emulator');
  }
  if (setting(env['PUBLIC_LEAGUE_API_TOKEN']) === DEFAULT_LEAGUE_API_TOKEN)
    refuse('PUBLIC_LEAGUE_API_TOKEN', 'is the development token');
  const leagueApi = setting(env['PUBLIC_LEAGUE_API_URL']);
  const userApi = setting(env['PUBLIC_USER_API_URL']) ?? leagueApi;
  if ((leagueApi !== undefined || userApi !== undefined) && setting(env['PUBLIC_LEAGUE_API_TOKEN']) === undefined) {
    refuse(
      'PUBLIC_LEAGUE_API_TOKEN',
      `is unset, so pages would send the development token ${DEFAULT_LEAGUE_API_TOKEN}`,
    );
  }
  const project = setting(env['PUBLIC_FIREBASE_PROJECT_ID']);
  if (project?.startsWith('demo-'))
    refuse(
      'PUBLIC_FIREBASE_PROJECT_ID',
      `is a demo project (such as ${DEMO_FIREBASE_PROJECT}), which only the Auth Emulator serves`,
    );
  if (project !== undefined && setting(env['PUBLIC_FIREBASE_API_KEY'])?.startsWith('demo-'))
    refuse('PUBLIC_FIREBASE_API_KEY', 'is a demo key');
  if (project !== undefined && userApi === undefined) {
    refuse(
      'PUBLIC_USER_API_URL',
      'is unset and so is PUBLIC_LEAGUE_API_URL, so signed-in visitors would have nowhere to keep their profile',
    );
  }
  return problems;
}
