/**
 * An in-app message: shown once, on the page its location names. The
 * upstream service and shape are not shown; this is the project's choice.
 */
import { z } from 'zod';
import { entity } from './parse.ts';

export const inAppMessageSchema = z.object({
  messageId: z.string().min(1),
  title: z.string(),
  body: z.string(),
  /** A page name as page views name pages (`players`, `games_2024_2024_game_6`, `home`); a trailing * matches any page below. */
  location: z.string().min(1),
  link: z.object({ label: z.string().min(1), href: z.string().min(1) }).nullable(),
});

export type InAppMessage = z.output<typeof inAppMessageSchema>;

export const InAppMessageEntity = entity('InAppMessage', inAppMessageSchema, ['messageId']);
