/**
 * REST paths of the league API, relative to the REST base URL (which ends in `/api`). The client
 * and the embedded league API both read this list, so they cannot drift apart.
 * Upstream paths are the league API's own; where public code does not show one (season players,
 * teams, leaders, user endpoints), the path is this project's choice and is marked so.
 */
export const restPaths = {
  seasonEvents: '/v4/events',
  event: (idOrSlug: string) => `/v4/events/${encodeURIComponent(idOrSlug)}`,
  eventTeamStats: (idOrSlug: string) => `/v4/events/${encodeURIComponent(idOrSlug)}/teams/stats`,
  eventPlayerStats: (idOrSlug: string) => `/v4/events/${encodeURIComponent(idOrSlug)}/players/stats`,
  eventPlayLogs: (idOrSlug: string) => `/v4/events/${encodeURIComponent(idOrSlug)}/playlogs`,
  /** Project's choice (the league's game-highlights path is not public): a game's videos. */
  eventHighlights: (idOrSlug: string) => `/v4/events/${encodeURIComponent(idOrSlug)}/highlights`,
  gamedayRosters: '/v4/events/gameday-rosters',
  /** Project's choice (the league's messaging endpoint is not public): the in-app messages for a user, or for everyone. */
  inAppMessages: '/v4/in-app-messages',
  feed: '/v4/feed',
  /** Project's choice: season players by year and season type. */
  seasonPlayers: '/v4/players',
  /** Project's choice: teams of one year (upstream answers a bare /v4/teams with 404). */
  teams: '/v4/teams',
  game: (slugname: string) => `/v4/games/${encodeURIComponent(slugname)}`,
  /** Project's choice: stat leaders (year, seasonType, stats, limit). */
  leaders: '/v4/leaders',
  standings: '/v4/standings',
  /** Project's choice, as are the next two: user records. */
  getOrCreateUser: '/v4/get-or-create-user',
  updateUser: '/v4/update-user',
  engagement: '/v1/user-engagement',
  sse: '/v4/events/sse',
} as const;
