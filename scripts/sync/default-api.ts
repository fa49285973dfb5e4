/**
 * The sync as the CLI and the build run it: against the upstream league API when it is configured,
 * otherwise against the embedded league API started in-process over the bundled data; with a
 * progress line per season and a closing summary.
 */
import { ApiError } from '../../src/api/errors.ts';
import { DEFAULT_SNAPSHOT_DIR } from '../../src/data/store.ts';
import { currentSeason } from '../../src/lib/seasons.ts';
import { DEFAULT_LEAGUE_API_TOKEN } from '../../src/lib/config/live-api.ts';
import { upstreamFromEnv } from '../lib/api-config.ts';
import { LEAGUE_TIME_ZONE } from '../../src/lib/games/time-display.ts';
import { startLeagueApi } from '../league-api/server.ts';
import { runSync, type SyncSummary } from './run-sync.ts';

export interface DefaultSyncOptions {
  dir: string;
  game?: string | undefined;
  allowShrink?: boolean | undefined;
  log?: (line: string) => void;
}

export async function syncWithDefaultApi(options: DefaultSyncOptions): Promise<SyncSummary> {
  const log = options.log ?? console.log;
  const upstream = upstreamFromEnv();
  const embedded = upstream === null ? await startLeagueApi({ snapshotDir: DEFAULT_SNAPSHOT_DIR }) : null;
  const api = upstream ?? {
    graphqlUrl: embedded?.graphqlUrl ?? '',
    restBaseUrl: embedded?.restBaseUrl ?? '',
    token: DEFAULT_LEAGUE_API_TOKEN,
    timeZone: LEAGUE_TIME_ZONE,
  };
  log(
    `sync: from ${upstream ? 'the upstream league API' : 'the embedded league API'} at ${api.graphqlUrl} into ${options.dir}`,
  );
  try {
    const summary = await runSync({
      api,
      dir: options.dir,
      lastSeason: currentSeason(new Date()),
      game: options.game,
      allowShrink: options.allowShrink,
      onSeason: ({ year, events, games, players }) => {
        log(`sync: ${year}: ${events} events, ${games} games with box scores, ${players} players`);
      },
    });
    log(describeSummary(summary, options.dir));
    return summary;
  } finally {
    await embedded?.close();
  }
}

/** What a failed sync prints: an API error with its request, operation and attempts, else the message. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}

export function describeSummary(summary: SyncSummary, dir: string): string {
  const megabytes = (summary.bytes / 1_000_000).toFixed(1);
  const outcome = summary.changed ? `written to ${dir}` : `unchanged in ${dir}`;
  return (
    `sync: ${summary.requests} requests (${summary.failedRequests} failed), ${summary.entities} entities, ` +
    `${megabytes} MB, ${summary.seconds.toFixed(1)} s; snapshot ${outcome}`
  );
}
