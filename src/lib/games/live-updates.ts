/**
 * How live updates change what a game page shows ("Live polling" and the stream
 * rules). Each function returns the state to show next; when an update must be ignored it returns
 * the current value itself (the same reference), so a view can skip re-rendering.
 */
import { EVENT_STATUS } from './status.ts';

/** "refresh 20000 ms" */
export const LIVE_REFRESH_MS = 20_000;

/** "exponential delay up to a maximum attempts (... a constant pair 3 and 1000 appears)" */
export const STREAM_RECONNECT_MAX_ATTEMPTS = 3;
export const STREAM_RECONNECT_BASE_DELAY_MS = 1000;
/** "After 5 failures the user is prompted to refresh." */
const FAILURES_BEFORE_REFRESH_PROMPT = 5;

export interface Scoreboard {
  homeScore: number;
  awayScore: number;
  homePeriodScores: number[];
  awayPeriodScores: number[];
  period: number;
  minutes: number;
  seconds: number;
}

const SCOREBOARD_NUMBERS = ['homeScore', 'awayScore', 'period', 'minutes', 'seconds'] as const;
const SCOREBOARD_LISTS = ['homePeriodScores', 'awayPeriodScores'] as const;

/** "Live scoreboard accepted only if all seven fields present." */
export function isCompleteScoreboard(value: unknown): value is Scoreboard {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Readonly<Record<string, unknown>>;
  return (
    SCOREBOARD_NUMBERS.every((field) => typeof record[field] === 'number' && Number.isFinite(record[field])) &&
    SCOREBOARD_LISTS.every((field) => Array.isArray(record[field]))
  );
}

export interface LiveEvent {
  eventStatus: number;
  homeScore: number | null;
  visitorScore: number | null;
  homePeriodScores: number[];
  visitorPeriodScores: number[];
  period: number;
  clockMinutes: number;
  clockSeconds: number;
}

/**
 * "Stream score updates apply only while eventStatus is 1", and only complete scoreboards are
 * accepted (an incomplete one never erases the score already shown).
 */
export function applyScoreboard<Event extends LiveEvent>(event: Event, scoreboard: unknown): Event {
  if (event.eventStatus !== EVENT_STATUS.live || !isCompleteScoreboard(scoreboard)) return event;
  return {
    ...event,
    homeScore: scoreboard.homeScore,
    visitorScore: scoreboard.awayScore,
    homePeriodScores: scoreboard.homePeriodScores,
    visitorPeriodScores: scoreboard.awayPeriodScores,
    period: scoreboard.period,
    clockMinutes: scoreboard.minutes,
    clockSeconds: scoreboard.seconds,
  };
}

/** "Team stats apply only when both teams are found by officialId." */
export function matchTeamStats<TeamStats extends { officialId: string }>(
  incoming: readonly TeamStats[],
  homeId: string,
  awayId: string,
): { home: TeamStats; away: TeamStats } | null {
  const home = incoming.find((stats) => stats.officialId === homeId);
  const away = incoming.find((stats) => stats.officialId === awayId);
  return home === undefined || away === undefined ? null : { home, away };
}

function shallowEqual(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  const bRecord = b as Readonly<Record<string, unknown>>;
  const aRecord = a as Readonly<Record<string, unknown>>;
  return aKeys.length === Object.keys(b).length && aKeys.every((key) => Object.is(aRecord[key], bRecord[key]));
}

/**
 * "Player stats merge by officialId, updating only on change": a changed row replaces the old one,
 * a new player is added, players absent from the update stay as they were.
 */
export function mergePlayerStats<PlayerStats extends { officialId: string }>(
  current: readonly PlayerStats[],
  incoming: readonly PlayerStats[],
): readonly PlayerStats[] {
  const updates = new Map(incoming.map((stats) => [stats.officialId, stats]));
  let changed = false;
  const merged = current.map((stats) => {
    const update = updates.get(stats.officialId);
    updates.delete(stats.officialId);
    if (update === undefined || shallowEqual(stats, update)) return stats;
    changed = true;
    return update;
  });
  if (updates.size > 0) changed = true;
  return changed ? [...merged, ...updates.values()] : current;
}

/** "Play logs replaced only if non-empty and changed." */
export function nextPlayLogs<Play extends object>(
  current: readonly Play[],
  incoming: readonly Play[] | null | undefined,
): readonly Play[] {
  if (incoming === null || incoming === undefined || incoming.length === 0) return current;
  const same =
    incoming.length === current.length &&
    incoming.every((play, index) => {
      const old = current[index];
      return old !== undefined && shallowEqual(old, play);
    });
  return same ? current : incoming;
}

/** "Highlights poll while live and are replaced if count changed." */
export function nextHighlights<Highlight>(
  current: readonly Highlight[],
  incoming: readonly Highlight[],
): readonly Highlight[] {
  return incoming.length === current.length ? current : incoming;
}

/** Why a stream stopped: the user disconnected, the server said why, or the connection dropped. */
export type StreamStop = { kind: 'manual' } | { kind: 'message'; text: string } | { kind: 'dropped' };

/** What the live views say about the stream (src/api/live-stream.ts reports them). */
export const STREAM_ERRORS = {
  unsupported: 'Browser does not support required APIs for SSE',
  html: 'Received HTML response instead of SSE stream',
  failed: 'SSE Connection Failed',
  noBody: 'Response body is null',
  gaveUp: 'Failed to reconnect to SSE after multiple attempts',
} as const;

/** "No live game or Game ended stops the stream with no reconnect" */
export const FINAL_STREAM_MESSAGES: readonly string[] = ['No live game', 'Game ended'];

/**
 * The delay before reconnect attempt `attempt` (1-based), or null for no reconnect: "manual
 * disconnect prevents reconnect"; the final messages stop it; "other drops reconnect with exponential
 * delay up to a maximum attempts" (3 attempts from 1000 ms: 1 s, 2 s, 4 s), "then error".
 */
export function reconnectDelay(stop: StreamStop, attempt: number): number | null {
  if (stop.kind === 'manual') return null;
  if (stop.kind === 'message' && FINAL_STREAM_MESSAGES.includes(stop.text.trim())) return null;
  if (attempt < 1 || attempt > STREAM_RECONNECT_MAX_ATTEMPTS) return null;
  return STREAM_RECONNECT_BASE_DELAY_MS * 2 ** (attempt - 1);
}

/** "After 5 failures the user is prompted to refresh." */
export function promptsRefresh(failures: number): boolean {
  return failures >= FAILURES_BEFORE_REFRESH_PROMPT;
}
