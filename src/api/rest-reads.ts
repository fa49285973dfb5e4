/**
 * REST reads validated by the wire schemas (retried by withRetry unless turned off), and a game's
 * event state. They live apart from the full league client so a live island ships the event
 * state's schema only, not every query of the site; a game's box scores and play log, whose schemas
 * are larger, are game-reads.ts's, which the live views load while a game is played, and highlights
 * and in-app messages are content-reads.ts's.
 */
import type { Infer, Schema } from './schemas/schema.ts';
import type { CallOptions } from './http.ts';
import { restPaths } from './paths.ts';
import { createRestClient, type Query, type RestClient, type RestClientConfig } from './rest.ts';
import { EventStateEntity, type EventState } from './schemas/event.ts';
import { parseEntity, parseEntityList, type Entity } from './schemas/parse.ts';

export interface RestReader {
  readonly rest: RestClient;
  /** Runs a read with the reader's strategy (the league client's retry, else once). */
  readonly read: ReadStrategy;
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

/** How a read is run: once by default; the league client passes its retry (retry.ts). */
export type ReadStrategy = <T>(task: () => Promise<T>) => Promise<T>;

const once: ReadStrategy = (task) => task();

/**
 * A reader of validated REST answers. The retry comes in as a strategy rather than from retry.ts,
 * so that the browser's one-attempt clients (the live views, accounts, content) do not ship it.
 */
export function createRestReader(config: RestClientConfig, read: ReadStrategy = once): RestReader {
  const rest = createRestClient(config);
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

/** One game's event state: all a live view reads of a game that is not being played. */
export interface EventReads {
  /** The event's status, score, period and clock, checked by eventStateSchema. */
  fetchEventState(idOrSlug: string | number, options?: CallOptions): Promise<EventState>;
}

export const gameKey = (idOrSlug: string | number): string => String(idOrSlug);

export function eventReads(reader: RestReader): EventReads {
  return {
    fetchEventState: (idOrSlug, options) =>
      reader.getOne(EventStateEntity, restPaths.event(gameKey(idOrSlug)), undefined, options, gameKey(idOrSlug)),
  };
}

/** The live views' event client, one attempt a read (the live service polls again anyway). */
export const createEventClient = (config: RestClientConfig): EventReads => eventReads(createRestReader(config));
