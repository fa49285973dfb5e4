/**
 * An in-app message: shown once, on the page its location names. The
 * upstream service and shape are not shown; this is the project's choice.
 */
import { type Infer, nullable, object, string } from './schema.ts';
import { entity } from './parse.ts';

export const inAppMessageSchema = object({
  messageId: string(1),
  title: string(),
  body: string(),
  /** A page name as page views name pages (`players`, `games_2024_2024_game_6`, `home`); a trailing * matches any page below. */
  location: string(1),
  link: nullable(object({ label: string(1), href: string(1) })),
});

export type InAppMessage = Infer<typeof inAppMessageSchema>;

export const InAppMessageEntity = entity('InAppMessage', inAppMessageSchema, ['messageId']);
