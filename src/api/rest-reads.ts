/**
 * REST reads validated by the wire schemas (retried by withRetry unless turned off), and
 * the four reads of one game that the live views make. They live apart from the full league client
 * so a live island ships the event, box-score and play schemas only, not every query of the site.
 */
import type { Infer, Schema } from './schemas/schema.ts';
import type { CallOptions } from './http.ts';
import { restPaths } from './paths.ts';
import { createRestClient, type Query, type RestClient, type RestClientConfig } from './rest.ts';
import { withRetry, type RetryOptions } from './retry.ts';
import {
  PlayerGameStatEntity,
  TeamGameStatEntity,
  type PlayerGameStat,
  type TeamGameStat,
} from './schemas/boxscore.ts';
import { EventEntity, type LeagueEvent } from './schemas/event.ts';
import { parseEntity, parseEntityList, type Entity } from './schemas/parse.ts';
import { PbpEventEntity, type PbpEvent } from './schemas/plays.ts';
import { VideoEntity, type Video } from './schemas/video.ts';
import { InAppMessageEntity, type InAppMessage } from './schemas/message.ts';

export interface RestReader {
  readonly rest: RestClient;
  /** Runs a read with the configured retry. */
  readonly read: <T>(task: () => Promise<T>) => Promise<T>;
  readonly getList: <S extends Schema<unknown>>(
    spec: Entity<S>,
    path: string,
    query: Query | undefined,
    options: CallOptions | undefined,
  ) => Promise<Infer<S>[]>;
  readonly getOne: <S extends Schema<unknown>>(
    spec: Entity<S>,
    path: string,
    query: Query | undefined,
    options: CallOptions | undefined,
    id?: string,
  ) => Promise<Infer<S>>;
}

export function createRestReader(config: RestClientConfig, retry: RetryOptions | false | undefined): RestReader {
  const rest = createRestClient(config);
  function read<T>(task: () => Promise<T>): Promise<T> {
    return retry === false ? task() : withRetry(task, retry);
  }
  const get = (path: string, query: Query | undefined, options: CallOptions | undefined): Promise<unknown> =>
    read(() => rest.request(path, { query, signal: options?.signal, token: options?.token }));
  return {
    rest,
    read,
    getList: async (spec, path, query, options) =>
      parseEntityList(spec, await get(path, query, options), { source: `GET ${rest.url(path, query)}` }),
    getOne: async (spec, path, query, options, id) =>
      parseEntity(spec, await get(path, query, options), { source: `GET ${rest.url(path, query)}`, id }),
  };
}

/** One game's event, box scores, play log and highlights: what the game page's islands read. */
export interface GameReads {
  fetchEvent(idOrSlug: string | number, options?: CallOptions): Promise<LeagueEvent>;
  fetchEventTeamStats(idOrSlug: string | number, options?: CallOptions): Promise<TeamGameStat[]>;
  fetchEventPlayerStats(idOrSlug: string | number, options?: CallOptions): Promise<PlayerGameStat[]>;
  fetchPlayLogs(idOrSlug: string | number, options?: CallOptions): Promise<PbpEvent[]>;
  fetchHighlights(idOrSlug: string | number, options?: CallOptions): Promise<Video[]>;
}

export function gameReads(reader: RestReader): GameReads {
  const key = (idOrSlug: string | number): string => String(idOrSlug);
  return {
    fetchEvent: (idOrSlug, options) =>
      reader.getOne(EventEntity, restPaths.event(key(idOrSlug)), undefined, options, key(idOrSlug)),
    fetchEventTeamStats: (idOrSlug, options) =>
      reader.getList(TeamGameStatEntity, restPaths.eventTeamStats(key(idOrSlug)), undefined, options),
    fetchEventPlayerStats: (idOrSlug, options) =>
      reader.getList(PlayerGameStatEntity, restPaths.eventPlayerStats(key(idOrSlug)), undefined, options),
    fetchPlayLogs: (idOrSlug, options) =>
      reader.getList(PbpEventEntity, restPaths.eventPlayLogs(key(idOrSlug)), undefined, options),
    fetchHighlights: (idOrSlug, options) =>
      reader.getList(VideoEntity, restPaths.eventHighlights(key(idOrSlug)), undefined, options),
  };
}

/** The live views' client: one game's reads, one attempt each (the live service polls again anyway). */
export const createGameClient = (config: RestClientConfig): GameReads => gameReads(createRestReader(config, false));

/** The in-app messages for a user (or for anonymous visitors, without one); one attempt. */
export function createMessagesClient(
  config: RestClientConfig,
): (userId: string | null, options?: CallOptions) => Promise<InAppMessage[]> {
  const reader = createRestReader(config, false);
  return (userId, options) => reader.getList(InAppMessageEntity, restPaths.inAppMessages, { userId }, options);
}
