/**
 * Events: the list items of /v4/events and the single game of /v4/games/{slug},
 * one schema for both (the game adds period scores). startTime and week arrive as strings in lists
 * and as numbers in the single game: both read as numbers. The away side is `awayTeam` but its
 * score is `visitorScore`, as on the wire. Unplayed playoff games may have no teams yet (null).
 */
import { type Infer, number, object, preprocess, string } from './schema.ts';
import {
  idString,
  intish,
  list,
  nullableBoolean,
  nullableNumber,
  nullableNumberish,
  nullableObject,
  nullableString,
  nullableStringish,
  numberish,
  seasonSegment,
} from './common.ts';
import { entity } from './parse.ts';

/** A team as an event carries it. */
export const eventTeamSchema = object({
  officialId: idString,
  year: nullableNumberish,
  fullName: nullableString,
  location: nullableString,
  locationCode: nullableString,
  urlLogo: nullableString,
  league: nullableString,
  conference: nullableString,
  slogan: nullableString,
  seed: nullableNumberish,
  teamWins: nullableNumberish,
  teamLosses: nullableNumberish,
  teamTies: nullableNumberish,
  teamWinsPost: nullableNumberish,
  teamLossesPost: nullableNumberish,
  teamTiesPost: nullableNumberish,
  /** Record fields of the single-game answer (2.4). */
  wins: nullableNumberish,
  losses: nullableNumberish,
  ties: nullableNumberish,
  teamColor: nullableString,
  backgroundColor: nullableString,
  shopImg: nullableString,
  spotifyId: nullableStringish,
  twTag: nullableString,
  igTag: nullableString,
});

/** Accepts a list of names or a single name. */
const broadcasters = preprocess((value) => (typeof value === 'string' ? [value] : value), list(string()));

/**
 * What a live view reads of an event while it follows the game: its status, score, period and clock.
 * The live center and the ticker check only these (by the same rules as eventSchema, which takes its
 * fields from here), so a game-day page ships this schema alone.
 */
export const eventStateSchema = object({
  id: intish,
  slugname: idString,
  eventStatus: intish,
  /** 1-4 quarters, 5 and up overtime. */
  period: nullableNumberish,
  clockMinutes: nullableNumberish,
  clockSeconds: nullableNumberish,
  gameStatus: nullableString,
  homeScore: nullableNumberish,
  visitorScore: nullableNumberish,
  homePeriodScores: list(number()),
  visitorPeriodScores: list(number()),
});
export type EventState = Infer<typeof eventStateSchema>;
const state = eventStateSchema.shape;
export const EventStateEntity = entity('Event', eventStateSchema, ['slugname', 'eventId', 'id']);

export const eventSchema = object({
  id: state.id,
  slugname: state.slugname,
  eventId: nullableStringish,
  externalId: nullableStringish,
  externalEventId: nullableStringish,
  league: nullableString,
  seasonSegment,
  year: intish,
  /** Epoch seconds. */
  startTime: numberish,
  /** "0" for the Championship Series and preseason. */
  week: nullableNumberish,
  gameNumber: nullableNumberish,
  description: nullableString,
  venue: nullableString,
  venueLocation: nullableString,
  location: nullableString,
  eventStatus: state.eventStatus,
  period: state.period,
  clockMinutes: state.clockMinutes,
  clockSeconds: state.clockSeconds,
  clockTenths: nullableNumberish,
  gameStatus: state.gameStatus,
  homeScore: state.homeScore,
  visitorScore: state.visitorScore,
  homePeriodScores: state.homePeriodScores,
  visitorPeriodScores: state.visitorPeriodScores,
  homeTeam: nullableObject(eventTeamSchema),
  awayTeam: nullableObject(eventTeamSchema),
  urlStreaming: nullableString,
  urlTicket: nullableString,
  urlPreview: nullableString,
  broadcaster: broadcasters,
  addToCalendarId: nullableStringish,
  ticketId: nullableStringish,
  weekendTicketId: nullableStringish,
  suiteId: nullableStringish,
  waitlist: nullableBoolean,
  waitlistUrl: nullableString,
  snl: nullableBoolean,
  pregameWinProbability: nullableNumber,
  polymarketId: nullableStringish,
});
export type LeagueEvent = Infer<typeof eventSchema>;
export const EventEntity = entity('Event', eventSchema, ['slugname', 'eventId', 'id']);

/** The schedule rows of GraphQL `team.events`: a subset of Event. */
export const teamEventSchema = object({
  id: intish,
  slugname: idString,
  externalId: nullableStringish,
  startTime: numberish,
  week: nullableNumberish,
  venue: nullableString,
  description: nullableString,
  location: nullableString,
  broadcaster: broadcasters,
  eventStatus: intish,
});

/** GraphQL `event.playLogs`: the thin, text-only play log. */
export const playLogSchema = object({
  id: nullableStringish,
  period: nullableNumberish,
  minutes: nullableNumberish,
  seconds: nullableNumberish,
  teamId: nullableString,
  gbPlayerName: nullableString,
  description: nullableString,
});

/** GraphQL `event(slug)`. */
export const eventDetailSchema = object({
  id: intish,
  homeTeam: nullableObject(eventTeamSchema),
  awayTeam: nullableObject(eventTeamSchema),
  homeScore: nullableNumberish,
  visitorScore: nullableNumberish,
  eventStatus: intish,
  period: nullableNumberish,
  playLogs: list(playLogSchema),
});
export type EventDetail = Infer<typeof eventDetailSchema>;
export const EventDetailEntity = entity('Event', eventDetailSchema, ['slugname', 'id']);
