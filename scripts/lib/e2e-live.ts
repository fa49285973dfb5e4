/**
 * The live settings of the browser tests' build: the live center reads the embedded league API at
 * a loopback address where nothing listens (tests/e2e/live.spec.ts routes its pages' calls to the
 * API it starts and replays games on), and one real game, an overtime one from 2024, has a
 * game-day page whatever its status in the data.
 */
const E2E_LIVE_PORT = 4479;
export const E2E_LIVE_GAME = '2024_game_6';

export const E2E_LIVE = {
  PUBLIC_LEAGUE_API_URL: `http://127.0.0.1:${String(E2E_LIVE_PORT)}/api`,
  PLL_GAME_DAY_GAMES: E2E_LIVE_GAME,
} as const;
