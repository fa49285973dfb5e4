/**
 * A highlight video ("Video: mediaId, duration, aspectRatio"), as the game
 * highlights call answers it. Title, source and poster are what a player needs besides; the
 * upstream path and shape are not shown, so this is the project's choice.
 */
import { type Infer, nullable, number, object, string } from './schema.ts';
import { entity } from './parse.ts';

export const videoSchema = object({
  mediaId: string(1),
  title: string(),
  /** Seconds; 0 when unknown. */
  duration: number({ min: 0 }),
  /** "16:9", "9:16", ...; null for the default. */
  aspectRatio: nullable(string()),
  /** The playable file (MP4, WebM, ...). */
  src: string(1),
  thumbnail: nullable(string()),
});

export type Video = Infer<typeof videoSchema>;

export const VideoEntity = entity('Video', videoSchema, ['mediaId']);
