/**
 * The user record of get-or-create-user, and the shapes the client sends:
 * a profile update (update-user) and an engagement event (v1 engagement).
 */
import { type Infer, boolean, nullable, number, object, string, union, withDefault } from './schema.ts';
import { idString, list, nullableBoolean, nullableString, nullableStringish } from './common.ts';
import { entity } from './parse.ts';

export const userSchema = object({
  userId: idString,
  isLoggedIn: nullableBoolean,
  isAnonymous: nullableBoolean,
  email: nullableString,
  alternateEmail: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  birthday: nullableStringish,
  tw: withDefault(nullable(union([string(), number(), boolean()])), null),
  zip: nullableStringish,
  favTeam: nullableString,
  favPlayers: list(string()),
  topics: list(string()),
  phone: nullableStringish,
  profileUrl: nullableString,
});
export type User = Infer<typeof userSchema>;
export const UserEntity = entity('User', userSchema, ['userId']);

/** The profile fields update-user accepts. */
export interface UserUpdate {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  birthday?: string | undefined;
  tw?: string | number | boolean | undefined;
  alternateEmail?: string | undefined;
  zip?: string | undefined;
  favTeam?: string | undefined;
}

/** The engagement events the league API records. */
export const ENGAGEMENT_EVENTS = ['logged_in', 'ARTICLE_READ', 'ARTICLE_SHARE', 'VIDEO_WATCH', 'VIDEO_SHARE'] as const;
export type EngagementName = (typeof ENGAGEMENT_EVENTS)[number];

/** An engagement event; source and type default to web and participation. */
export interface EngagementEvent {
  userId: string;
  /** One of ENGAGEMENT_EVENTS. */
  event: string;
  engagementSourceId: string;
  /** Epoch milliseconds; default now. */
  timestamp?: number | string | undefined;
  source?: string | undefined;
  type?: string | undefined;
}
