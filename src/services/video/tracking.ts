/**
 * Where the video modal's watch records go: every record to analytics
 * (`window.dataLayer`), and a logged-in user's first play of a video to the server as a VIDEO_WATCH
 * engagement (user id, media id), by the caller's `engage`. The tracking of each video lasts the
 * page, so "once" means once per video per page. A share is recorded the same two ways.
 */
import type { EngagementName } from '../../api/schemas/user.ts';
import { NEW_WATCH, trackWatch, type WatchEvent, type WatchTracking } from '../../lib/video/player.ts';
import { logEvent } from '../analytics/events.ts';

export type Engage = (event: EngagementName, sourceId: string) => Promise<boolean>;

const tracked = new Map<string, WatchTracking>();

const percent = (fraction: number): number => Math.round(fraction * 100);

export function trackVideo(mediaId: string, event: WatchEvent, engage: Engage): void {
  const { tracking, records } = trackWatch(tracked.get(mediaId) ?? NEW_WATCH, event);
  tracked.set(mediaId, tracking);
  for (const record of records) {
    switch (record.kind) {
      case 'start':
        logEvent('video_start', { mediaId });
        break;
      case 'userActivity':
        void engage('VIDEO_WATCH', mediaId).then((recorded) => {
          logEvent('video_watch_recorded', { mediaId, recorded });
        });
        break;
      case 'pause':
        logEvent('video_pause', {
          mediaId,
          seconds: Math.round(record.seconds * 10) / 10,
          percent: percent(record.fraction),
        });
        break;
      case 'complete':
        logEvent('video_watched', { mediaId, percent: percent(record.fraction) });
        break;
    }
  }
}

/** A shared video: analytics for everyone, and a VIDEO_SHARE engagement for a signed-in user. */
export function trackShare(mediaId: string, loggedIn: boolean, engage: Engage): void {
  logEvent('video_share', { mediaId });
  if (loggedIn) void engage('VIDEO_SHARE', mediaId);
}
