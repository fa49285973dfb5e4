/**
 * The league's content beside a game's state: a game's highlight videos and a user's in-app
 * messages, one attempt a read (their views poll or load again anyway). Apart from rest-reads.ts so
 * that a live view, which checks a game's state only, does not ship their schemas.
 */
import type { CallOptions } from './http.ts';
import { restPaths } from './paths.ts';
import type { RestClientConfig } from './rest.ts';
import { createRestReader, gameKey, type RestReader } from './rest-reads.ts';
import { InAppMessageEntity, type InAppMessage } from './schemas/message.ts';
import { VideoEntity, type Video } from './schemas/video.ts';

/** A game's highlight videos, newest list the API has. */
export type HighlightsRead = (idOrSlug: string | number, options?: CallOptions) => Promise<Video[]>;

export const highlightsRead =
  (reader: RestReader): HighlightsRead =>
  (idOrSlug, options) =>
    reader.getList(VideoEntity, restPaths.eventHighlights(gameKey(idOrSlug)), undefined, options);

/** The highlights of a game being played, for its page's list. */
export const createHighlightsClient = (config: RestClientConfig): HighlightsRead =>
  highlightsRead(createRestReader(config));

/** The in-app messages for a user (or for anonymous visitors, without one). */
export function createMessagesClient(
  config: RestClientConfig,
): (userId: string | null, options?: CallOptions) => Promise<InAppMessage[]> {
  const reader = createRestReader(config);
  return (userId, options) => reader.getList(InAppMessageEntity, restPaths.inAppMessages, { userId }, options);
}
