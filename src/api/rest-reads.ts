/**
 * REST reads validated by the wire schemas (retried by withRetry unless turned off), a game's event
 * state and highlights, and a user's in-app messages. They live apart from the full league client so
 * a live island ships the event state's schema only, not every query of the site; a game's box scores and
 * play log, whose schemas are larger, are game-reads.ts's, which the live views load while a game
 * is played.
 */
import type { Infer, Schema } from './schemas/schema.ts';
import type { CallOptions } from './http.ts';
import { restPaths } from './paths.ts';
import { createRestClient, type Query, type RestClient, type RestClientConfig } from './rest.ts';
import { withRetry, type RetryOptions } from './retry.ts';
import { EventStateEntity, type EventState } from './schemas/event.ts';
import { parseEntity, parseEntityList, type Entity } from './schemas/parse.ts';
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

/** One game's event state and highlights: all a live view reads of a game that is not being played. */
export interface EventReads {
  /** The event's status, score, period and clock, checked by eventStateSchema. */
  fetchEventState(idOrSlug: string | number, options?: CallOptions): Promise<EventState>;
  fetchHighlights(idOrSlug: string | number, options?: CallOptions): Promise<Video[]>;
}

export const gameKey = (idOrSlug: string | number): string => String(idOrSlug);

export function eventReads(reader: RestReader): EventReads {
  return {
    fetchEventState: (idOrSlug, options) =>
      reader.getOne(EventStateEntity, restPaths.event(gameKey(idOrSlug)), undefined, options, gameKey(idOrSlug)),
    fetchHighlights: (idOrSlug, options) =>
      reader.getList(VideoEntity, restPaths.eventHighlights(gameKey(idOrSlug)), undefined, options),
  };
}

/** The live views' event client, one attempt a read (the live service polls again anyway). */
export const createEventClient = (config: RestClientConfig): EventReads => eventReads(createRestReader(config, false));

/** The in-app messages for a user (or for anonymous visitors, without one); one attempt. */
export function createMessagesClient(
  config: RestClientConfig,
): (userId: string | null, options?: CallOptions) => Promise<InAppMessage[]> {
  const reader = createRestReader(config, false);
  return (userId, options) => reader.getList(InAppMessageEntity, restPaths.inAppMessages, { userId }, options);
}
