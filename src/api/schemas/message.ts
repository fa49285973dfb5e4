/**
 * An in-app message: shown once, on the page its location names. The
 * upstream service and shape are not shown; this is the project's choice.
 */
import * as z from 'zod/mini';
import { entity } from './parse.ts';

export const inAppMessageSchema = z.object({
  messageId: z.string().check(z.minLength(1)),
  title: z.string(),
  body: z.string(),
  /** A page name as page views name pages (`players`, `games_2024_2024_game_6`, `home`); a trailing * matches any page below. */
  location: z.string().check(z.minLength(1)),
  link: z.nullable(z.object({ label: z.string().check(z.minLength(1)), href: z.string().check(z.minLength(1)) })),
});

export type InAppMessage = z.output<typeof inAppMessageSchema>;

export const InAppMessageEntity = entity('InAppMessage', inAppMessageSchema, ['messageId']);
