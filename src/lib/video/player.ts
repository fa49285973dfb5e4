/**
 * The video modal's rules: "playback rates 0.5 to 2, skip 10 s,
 * aspect 16:9 default, player height 85vh", and the watch tracking: "first play records a start
 * once; first play by a logged-in user is recorded server-side once per video; pause records seconds
 * and fraction watched; completion records watched at 85 percent", with "Video watch percent only
 * when duration and seconds nonzero".
 */

/** "completion records watched at 85 percent" */
const VIDEO_COMPLETE_FRACTION = 0.85;

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const SKIP_SECONDS = 10;

export const VIDEO_TEXTS = {
  playerFailed: 'Failed to load video player',
  videoFailed: 'Error loading video',
  noVideo: 'No video found',
} as const;

/** "16:9" as CSS's "16 / 9"; anything unreadable is the default. */
export function cssAspectRatio(aspectRatio: string | null): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/.exec(aspectRatio ?? '');
  const [width, height] = match ? [Number(match[1]), Number(match[2])] : [16, 9];
  return width > 0 && height > 0 ? `${String(width)} / ${String(height)}` : '16 / 9';
}

/** The new time after skipping `by` seconds, kept within the video. */
export function skipTo(current: number, by: number, duration: number): number {
  const target = current + by;
  const end = Number.isFinite(duration) && duration > 0 ? duration : target;
  return Math.min(Math.max(target, 0), end);
}

/** What one video's tracking has recorded so far. */
export interface WatchTracking {
  started: boolean;
  recordedForUser: boolean;
  completed: boolean;
}

export const NEW_WATCH: WatchTracking = { started: false, recordedForUser: false, completed: false };

export type WatchRecord =
  | { kind: 'start' }
  | { kind: 'userActivity' }
  | { kind: 'pause'; seconds: number; fraction: number }
  | { kind: 'complete'; fraction: number };

export type WatchEvent =
  | { type: 'play'; loggedIn: boolean }
  | { type: 'pause'; seconds: number; duration: number }
  | { type: 'progress'; seconds: number; duration: number };

/** The fraction watched, or null when duration or seconds are zero (or not finite). */
export function watchedFraction(seconds: number, duration: number): number | null {
  if (!Number.isFinite(seconds) || !Number.isFinite(duration) || seconds <= 0 || duration <= 0) return null;
  return Math.min(seconds / duration, 1);
}

/** The records one player event makes, and the tracking after it. */
export function trackWatch(
  tracking: WatchTracking,
  event: WatchEvent,
): { tracking: WatchTracking; records: WatchRecord[] } {
  switch (event.type) {
    case 'play': {
      const records: WatchRecord[] = [];
      if (!tracking.started) records.push({ kind: 'start' });
      const recordsUser = event.loggedIn && !tracking.recordedForUser;
      if (recordsUser) records.push({ kind: 'userActivity' });
      return {
        tracking: { ...tracking, started: true, recordedForUser: tracking.recordedForUser || recordsUser },
        records,
      };
    }
    case 'pause': {
      const fraction = watchedFraction(event.seconds, event.duration);
      return { tracking, records: fraction === null ? [] : [{ kind: 'pause', seconds: event.seconds, fraction }] };
    }
    case 'progress': {
      const fraction = watchedFraction(event.seconds, event.duration);
      if (tracking.completed || fraction === null || fraction < VIDEO_COMPLETE_FRACTION)
        return { tracking, records: [] };
      return { tracking: { ...tracking, completed: true }, records: [{ kind: 'complete', fraction }] };
    }
  }
}
