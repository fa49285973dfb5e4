/**
 * A highlight video ("Video: mediaId, duration, aspectRatio"), as the game
 * highlights call answers it. Title, source and poster are what a player needs besides; the
 * upstream path and shape are not shown, so this is the project's choice.
 */
import * as z from 'zod/mini';
import { entity } from './parse.ts';

export const videoSchema = z.object({
  mediaId: z.string().check(z.minLength(1)),
  title: z.string(),
  /** Seconds; 0 when unknown. */
  duration: z.number().check(z.nonnegative()),
  /** "16:9", "9:16", ...; null for the default. */
  aspectRatio: z.nullable(z.string()),
  /** The playable file (MP4, WebM, ...). */
  src: z.string().check(z.minLength(1)),
  thumbnail: z.nullable(z.string()),
});

export type Video = z.output<typeof videoSchema>;

export const VideoEntity = entity('Video', videoSchema, ['mediaId']);
