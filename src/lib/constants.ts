/**
 * The league's numbers, limits and fixed lists that several modules share. A value one rule uses
 * lives beside that rule instead. A quoted comment gives the rule as the league's site states it;
 * "project's decision" marks a value chosen here, and the comment says why.
 */

// --- Polling, debouncing, timeouts ---------------------------------------------------------------

/** "refresh 20000 ms" */
export const LIVE_REFRESH_MS = 20_000;
/** "timeouts connect 1 s, read 2 s, write 30 s" */
export const SEARCH_TIMEOUTS_MS = { connect: 1000, read: 2000, write: 30_000 } as const;
/** "Storage write timeout 10 s (5 s per-operation default)" */
export const STORAGE_WRITE_TIMEOUT_MS = 10_000;
export const STORAGE_OPERATION_TIMEOUT_MS = 5000;
/** "ID token max age 300 s" */
export const ID_TOKEN_MAX_AGE_S = 300;
/** "Ads: init after 100 ms; on error retry 3 times at 2 s" */
export const ADS_INIT_DELAY_MS = 100;
export const ADS_RETRIES = 3;
export const ADS_RETRY_DELAY_MS = 2000;

// --- Result sizes --------------------------------------------------------------------------------

/** "Leaders default 5 (3 in one query)" */
export const LEADERS_DEFAULT_LIMIT = 5;
export const LEADERS_PER_STAT_IN_ONE_QUERY = 3;
/** "top teams 6" */
export const TOP_TEAMS_LIMIT = 6;
/** "page size 20" */
export const PAGE_SIZE = 20;
/** The Algolia indexes the search box reads: players, teams and league content. */
export const SEARCH_INDEX_NAMES = {
  players: 'prod_players',
  teams: 'prod_teams',
  content: 'prod_pll_general',
} as const;
/** "Search box hits 5, 2, 2" (players, teams, league content) */
export const SEARCH_HITS_PER_INDEX = { players: 5, teams: 2, content: 2 } as const;
/** "Search query max 512 characters." */
export const SEARCH_QUERY_MAX_LENGTH = 512;

// --- Forms, auth, storage ------------------------------------------------------------------------

/** "Cookie default 7 days; analytics cookie about 180 days." */
export const COOKIE_DEFAULT_DAYS = 7;
export const ANALYTICS_COOKIE_DAYS = 180;

// --- Layout --------------------------------------------------------------------------------------

/**
 * "Error reporting samples: traces 10%, profiles 20%, session replays 10%, error replays 50%."
 * Browser profiling is left out: it needs a `Document-Policy: js-profiling` header, which GitHub
 * Pages cannot send.
 */
export const ERROR_REPORTING_SAMPLES = { traces: 0.1, sessionReplays: 0.1, errorReplays: 0.5 } as const;

// --- Stat table columns --------------------------------------------------------------------------

/** "min width (Player 200, Position 20, GP 20, others 30; advanced table name 110, stats 50)" */
export const COLUMN_MIN_WIDTH = { player: 200, position: 20, gamesPlayed: 20, other: 30 } as const;

// --- Leaderboards --------------------------------------------------------------------------------

/** "Per-game stat variants pointsPG, shotsPG, savesPG, groundBallsPG, faceoffWinsPG." */
export const PER_GAME_VARIANTS = {
  pointsPG: 'points',
  shotsPG: 'shots',
  savesPG: 'saves',
  groundBallsPG: 'groundBalls',
  faceoffWinsPG: 'faceoffsWon',
} as const;

/**
 * "Team table columns (17): scores, onePointGoals, twoPointGoals, groundBalls, shots, shotPct,
 * shotsOnGoal, turnovers, causedTurnovers, faceoffsWon, faceoffPct, saves, savePct, touches,
 * totalPasses, timeInPossesion, timeInPossesionPct."
 */
export const TEAM_TABLE_COLUMNS = [
  'scores',
  'onePointGoals',
  'twoPointGoals',
  'groundBalls',
  'shots',
  'shotPct',
  'shotsOnGoal',
  'turnovers',
  'causedTurnovers',
  'faceoffsWon',
  'faceoffPct',
  'saves',
  'savePct',
  'touches',
  'totalPasses',
  'timeInPossesion',
  'timeInPossesionPct',
] as const;

// --- Games ---------------------------------------------------------------------------------------

/** "eventStatus: 0 upcoming ...; 1 live ...; 2 or more final" */
export const EVENT_STATUS = { upcoming: 0, live: 1, final: 2 } as const;
/** "FINAL if period 4 or less, FINAL OT above 4" */
export const REGULATION_PERIODS = 4;
/**
 * A live game is one whose current time lies between its start and end, but events carry no end
 * time. A PLL game takes about two hours of wall time; three hours leaves room
 * for overtime and delays without calling an old game live.
 */
export const ASSUMED_GAME_DURATION_MS = 3 * 60 * 60_000;

/** The embedded league API's port when run alone (`npm run league-api`). */
export const EMBEDDED_API_PORT = 4322;
/**
 * Without Firebase settings, accounts use a demo project on the Firebase Auth Emulator on loopback
 * (`npm run auth-emulator`), as the live center uses the embedded league API: a demo- project
 * never reaches Google.
 */
export const DEMO_FIREBASE_PROJECT = 'demo-pll-stats';
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

// --- Links ---------------------------------------------------------------------------------------

/** The main league site (most nav links lead there). */
export const LEAGUE_SITE = 'https://premierlacrosseleague.com';
/** "others to the schedule or ticket link" */
export const SCHEDULE_URL = `${LEAGUE_SITE}/schedule`;
/** "championship series games to a championship tickets page": the waitlist page the events carry. */
export const CHAMPIONSHIP_TICKETS_URL = `${LEAGUE_SITE}/championship-series`;
