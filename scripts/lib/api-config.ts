/**
 * Which league API the scripts talk to: the upstream one when its URLs are configured, otherwise
 * none (callers then start the embedded league API over the bundled snapshot).
 */
import { DEFAULT_LEAGUE_API_TOKEN } from '../../src/lib/config/live-api.ts';
import { LEAGUE_TIME_ZONE } from '../../src/lib/games/time-display.ts';

export interface UpstreamConfig {
  graphqlUrl: string;
  restBaseUrl: string;
  token: string;
  timeZone: string;
}

export function upstreamFromEnv(env: NodeJS.ProcessEnv = process.env): UpstreamConfig | null {
  const graphqlUrl = env['PLL_GRAPHQL_URL'];
  const restBaseUrl = env['PLL_REST_URL'];
  if (!graphqlUrl && !restBaseUrl) return null;
  if (!graphqlUrl || !restBaseUrl) {
    const missing = graphqlUrl ? 'PLL_REST_URL' : 'PLL_GRAPHQL_URL';
    throw new Error(`An upstream league API needs both PLL_GRAPHQL_URL and PLL_REST_URL; ${missing} is not set.`);
  }
  return {
    graphqlUrl,
    restBaseUrl,
    token: env['PLL_API_TOKEN'] || DEFAULT_LEAGUE_API_TOKEN,
    timeZone: env['PLL_TIME_ZONE'] || LEAGUE_TIME_ZONE,
  };
}
