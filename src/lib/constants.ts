/**
 * The league's numbers, limits and fixed lists, in one place: rules import them from here, nothing
 * restates one inline. A quoted comment gives the rule as the league's site states it; "project's
 * decision" marks a value chosen here, and the comment says why.
 */

// --- Polling, debouncing, timeouts ---------------------------------------------------------------

/** "Polling check 3000 ms" */
export const LIVE_POLL_CHECK_MS = 3000;
/** "refresh 20000 ms" */
export const LIVE_REFRESH_MS = 20_000;
/** "debounce 300 ms" (search box) */
export const SEARCH_DEBOUNCE_MS = 300;
/** "Search status: idle, loading, stalled (after 300 ms without reply)" */
export const SEARCH_STALLED_AFTER_MS = 300;
/** "timeouts connect 1 s, read 2 s, write 30 s" */
export const SEARCH_TIMEOUTS_MS = { connect: 1000, read: 2000, write: 30_000 } as const;
/** "host block 120000 ms" */
export const SEARCH_HOST_BLOCK_MS = 120_000;
/** "query cache trim above 5000 by about 1000" */
export const SEARCH_QUERY_CACHE = { trimAbove: 5000, trimBy: 1000 } as const;
/** "viewed debounce 400 ms" */
export const SEARCH_VIEWED_DEBOUNCE_MS = 400;
/** "POST /1/events ... viewed in chunks of 20" */
export const SEARCH_VIEWED_CHUNK = 20;
/** "Storage write timeout 10 s (5 s per-operation default)" */
export const STORAGE_WRITE_TIMEOUT_MS = 10_000;
export const STORAGE_OPERATION_TIMEOUT_MS = 5000;
/** "idle close check at least every 60 s" */
export const STORAGE_IDLE_CHECK_MS = 60_000;
/** "ID token max age 300 s" */
export const ID_TOKEN_MAX_AGE_S = 300;
/** "Messaging trigger 10 s, waits 100 and 200 ms" */
export const MESSAGING_TRIGGER_MS = 10_000;
export const MESSAGING_WAITS_MS = [100, 200] as const;
/** "Ads: init after 100 ms; on error retry 3 times at 2 s" */
export const ADS_INIT_DELAY_MS = 100;
export const ADS_RETRIES = 3;
export const ADS_RETRY_DELAY_MS = 2000;
/** "exponential delay up to a maximum attempts (... a constant pair 3 and 1000 appears)" */
export const STREAM_RECONNECT_MAX_ATTEMPTS = 3;
export const STREAM_RECONNECT_BASE_DELAY_MS = 1000;
/** "After 5 failures the user is prompted to refresh." */
export const FAILURES_BEFORE_REFRESH_PROMPT = 5;
/** "Chunk load: 'Loading chunk {n} failed' (timeout 120 s)" */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// --- Result sizes --------------------------------------------------------------------------------

/** "Leaders default 5 (3 in one query)" */
export const LEADERS_DEFAULT_LIMIT = 5;
export const LEADERS_PER_STAT_IN_ONE_QUERY = 3;
/** "top teams 6" */
export const TOP_TEAMS_LIMIT = 6;
/** "advanced 250" */
export const ADVANCED_PLAYERS_LIMIT = 250;
/** "page size 20" */
export const PAGE_SIZE = 20;
/** The Algolia indexes the search box reads: players, teams and league content. */
export const SEARCH_INDEX_NAMES = { players: 'prod_players', teams: 'prod_teams', content: 'prod_pll_general' } as const;
/** "Search box hits 5, 2, 2" (players, teams, league content) */
export const SEARCH_HITS_PER_INDEX = { players: 5, teams: 2, content: 2 } as const;
/** "Search query max 512 characters." */
export const SEARCH_QUERY_MAX_LENGTH = 512;

// --- Search ranking ------------------------------------------------------------------------------

/** "Search weights lastName 3, firstName 2, teamName 1, fullName 4" */
export const SEARCH_FIELD_WEIGHTS = { lastName: 3, firstName: 2, teamName: 1, fullName: 4 } as const;
/** "bonuses exact 10, prefix 5, substring 1" */
export const SEARCH_MATCH_BONUSES = { exact: 10, prefix: 5, substring: 1 } as const;

// --- Forms, auth, storage ------------------------------------------------------------------------

/** "Phone code 6 digits." */
export const PHONE_CODE_DIGITS = 6;
/** "Input with @ means email; 3 or more digits means phone." */
export const PHONE_INPUT_MIN_DIGITS = 3;
/** "Email link sent. Check your email (green, hides after 10 s)" */
export const EMAIL_NOTICE_MS = 10_000;
/** "New user if last sign-in within 5 s of creation" */
export const NEW_USER_WINDOW_MS = 5000;
/** "Cookie default 7 days; analytics cookie about 180 days." */
export const COOKIE_DEFAULT_DAYS = 7;
export const ANALYTICS_COOKIE_DAYS = 180;
/** "Analytics region de or us" */
export const ANALYTICS_REGIONS = ['de', 'us'] as const;
/** "Local cache: IndexedDB named PLLStatsDB, store cache, version 3 ..., TTL 604800000 ms." */
export const CACHE_TTL_MS = 604_800_000;
/** "Image cache 7 days, up to 100 entries." */
export const IMAGE_CACHE_TTL_MS = 7 * 86_400_000;
export const IMAGE_CACHE_MAX_ENTRIES = 100;

// --- Video ---------------------------------------------------------------------------------------

/** "completion records watched at 85 percent" */
export const VIDEO_COMPLETE_FRACTION = 0.85;

// --- Layout --------------------------------------------------------------------------------------

/** "Image loader 10% visibility, 100px margin." */
export const IMAGE_LOADER_VISIBILITY = 0.1;
export const IMAGE_LOADER_MARGIN_PX = 100;
/**
 * "Error reporting samples: traces 10%, profiles 20%, session replays 10%, error replays 50%."
 * Browser profiling is left out: it needs a `Document-Policy: js-profiling` header, which GitHub
 * Pages cannot send.
 */
export const ERROR_REPORTING_SAMPLES = { traces: 0.1, sessionReplays: 0.1, errorReplays: 0.5 } as const;

// --- Players -------------------------------------------------------------------------------------

/** "officialId (left-padded with zeros to 6 characters)" */
export const OFFICIAL_ID_LENGTH = 6;

// --- Stat table columns --------------------------------------------------------------------------

/** "min width (Player 200, Position 20, GP 20, others 30; advanced table name 110, stats 50)" */
export const COLUMN_MIN_WIDTH = { player: 200, position: 20, gamesPlayed: 20, other: 30 } as const;

// --- Leader eligibility --------------------------------------------------------------------------

/** "shot percentages need shots per game above 2.5 (regular) or 2 (other)" */
export const SHOTS_PER_GAME_MIN = { regular: 2.5, other: 2 } as const;
/** "and value at most 0.7" */
export const SHOT_PCT_MAX = 0.7;
/** "save percentage cap 0.85" */
export const SAVE_PCT_MAX = 0.85;
/** "faceoff percentage cap 0.9" */
export const FACEOFF_PCT_MAX = 0.9;
/** "faceoff leaders need faceoffs above 2 x gamesPlayed" */
export const FACEOFFS_PER_GAME_MIN = 2;

// --- Leaderboards --------------------------------------------------------------------------------

/**
 * "Tie-break per group: offense points, onePointGoals, assists; defense causedTurnovers, groundBalls,
 * points; faceoff faceoffPct (or faceoffsWon), groundBalls, points; goalie saves, savePct, groundBalls."
 */
export const TIE_BREAKS = {
  offense: ['points', 'onePointGoals', 'assists'],
  defense: ['causedTurnovers', 'groundBalls', 'points'],
  faceoff: ['faceoffPct', 'groundBalls', 'points'],
  goalie: ['saves', 'savePct', 'groundBalls'],
} as const;
/** The "(or faceoffsWon)" of the faceoff chain: used when faceoffPct is itself the ranked stat. */
export const FACEOFF_TIE_BREAK_ALTERNATE = 'faceoffsWon';

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
/** "Start time with minute :23 shows TBA." */
export const TBA_START_MINUTE = 23;
/**
 * A live game is one whose current time lies between its start and end, but events carry no end
 * time. A PLL game takes about two hours of wall time; three hours leaves room
 * for overtime and delays without calling an old game live.
 */
export const ASSUMED_GAME_DURATION_MS = 3 * 60 * 60_000;

/** Project's choice: a game's page carries the live center from this long before its start (a daily build covers the next day's games). */
export const GAME_DAY_LEAD_MS = 36 * 60 * 60_000;
/** ...and until this long after it: a game older than that and still not final is stale data. */
export const GAME_DAY_TRAIL_MS = 24 * 60 * 60_000;

/** The embedded league API's port when run alone (`npm run league-api`). */
export const EMBEDDED_API_PORT = 4322;
/**
 * Without Firebase settings, accounts use a demo project on the Firebase Auth Emulator on loopback
 * (`npm run auth-emulator`), as the live center uses the embedded league API: a demo- project
 * never reaches Google.
 */
export const DEMO_FIREBASE_PROJECT = 'demo-pll-stats';
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
/** Project's choice: the local-storage key that tells a page this browser has a session, so the account island hydrates at once. */
export const SESSION_HINT_KEY = 'pll:session';

// --- Seasons -------------------------------------------------------------------------------------

/**
 * "Season start cutoff dates for 2025 and 2026 decide the current year." Each cutoff
 * is the season's first game day, from midnight Eastern (2025-05-30 and 2026-05-08,
 * as the schedule data shows), so the new season becomes current on its opening day.
 */
export const SEASON_START_CUTOFFS = [
  { year: 2025, startsAt: Date.UTC(2025, 4, 30, 4) },
  { year: 2026, startsAt: Date.UTC(2026, 4, 8, 4) },
] as const;
/** Before the first cutoff, the season before it is current. */
export const SEASON_BEFORE_CUTOFFS = 2024;
/** "champ series data above 2022" */
export const LAST_YEAR_WITHOUT_CHAMP_SERIES = 2022;
/** "Rookie filtering excludes league MLL for 2019 and 2020." */
export const MLL_ROOKIE_EXCLUSION_YEARS = [2019, 2020] as const;
export const MLL_LEAGUE = 'MLL';
/** "2024+: team codes remapped, regular standings split eastern and western" */
export const TEAM_CODE_REMAP_FROM_YEAR = 2024;

// --- Teams ---------------------------------------------------------------------------------------

/** "Logos: 2019-2023 primary full-colour; before 2019 default; 2024+ lookup." */
export const LOGO_PRIMARY_FULL_COLOUR_YEARS = { from: 2019, to: 2023 } as const;
/** Text on a team colour is dark above this luminance, white below. (The 0.15 tint of team colours is applied in CSS: --team-tint in src/styles/tokens.css.) */
export const CONTRAST_LUMINANCE_THRESHOLD = 0.5;
/** "drop ZPP, ASE, ASW" (all teams query) */
export const ALL_TEAMS_DROPPED_IDS = ['ZPP', 'ASE', 'ASW'] as const;

// --- Links ---------------------------------------------------------------------------------------

/** "shop links carry utm source Web_Main plus medium and campaign" */
export const SHOP_UTM_SOURCE = 'Web_Main';
/**
 * "Tickets links carry a campaign tag" (value not shown). Project's decision: utm_campaign=pll_stats,
 * so ticket sales from this site can be told apart in the league's analytics.
 */
export const TICKET_CAMPAIGN_TAG = 'pll_stats';
/** The main league site (most nav links lead there). */
export const LEAGUE_SITE = 'https://premierlacrosseleague.com';
/** "others to the schedule or ticket link" */
export const SCHEDULE_URL = `${LEAGUE_SITE}/schedule`;
/** "championship series games to a championship tickets page": the waitlist page the events carry. */
export const CHAMPIONSHIP_TICKETS_URL = `${LEAGUE_SITE}/championship-series`;
/** "all-star games go to the all-star page" (/all-star). */
export const ALL_STAR_PATH = '/all-star';
/**
 * Events carry urlTicket as a bare Ticketmaster event id ("2D006227A73E2635"), not a URL; project's
 * decision: link it as a Ticketmaster event page.
 */
export const TICKETMASTER_EVENT_URL = 'https://www.ticketmaster.com/event/';
