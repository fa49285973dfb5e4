/**
 * Where the video modal's watch records go: analytics events on the page's data layer for everyone,
 * one VIDEO_WATCH engagement per video and page for a signed-in viewer, and a share recorded both ways.
 * A video's tracking lasts the page (the module's life), so each test watches its own videos.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/services/analytics/events.ts';
import { trackShare, trackVideo, type Engage } from '../../../src/services/video/tracking.ts';

let page: { dataLayer?: AnalyticsEvent[] };
let engagements: [string, string][];
let engage: Engage;

beforeEach(() => {
  page = {};
  engagements = [];
  engage = (event, sourceId) => {
    engagements.push([event, sourceId]);
    return Promise.resolve(true);
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const events = (): AnalyticsEvent[] => page.dataLayer ?? [];

describe('watch tracking', () => {
  it("a signed-in viewer's plays start the video once and record one engagement for it, confirmed on the data layer", async () => {
    trackVideo('watch-1', { type: 'play', loggedIn: true }, engage);
    trackVideo('watch-1', { type: 'play', loggedIn: true }, engage);
    await vi.waitFor(() => {
      expect(events()).toContainEqual({ event: 'video_watch_recorded', mediaId: 'watch-1', recorded: true });
    });
    expect(engagements).toEqual([['VIDEO_WATCH', 'watch-1']]);
    expect(events().filter((entry) => entry.event === 'video_start')).toEqual([
      { event: 'video_start', mediaId: 'watch-1' },
    ]);
  });

  it('an anonymous viewer gets analytics only; each video is tracked on its own', () => {
    trackVideo('anon-1', { type: 'play', loggedIn: false }, engage);
    trackVideo('anon-2', { type: 'play', loggedIn: false }, engage);
    expect(engagements).toEqual([]);
    expect(events()).toEqual([
      { event: 'video_start', mediaId: 'anon-1' },
      { event: 'video_start', mediaId: 'anon-2' },
    ]);
  });

  it('a pause records the second (one decimal) and the share watched; the end records the video watched', () => {
    trackVideo('pause-1', { type: 'play', loggedIn: false }, engage);
    trackVideo('pause-1', { type: 'pause', seconds: 12.34, duration: 40 }, engage);
    trackVideo('pause-1', { type: 'progress', seconds: 40, duration: 40 }, engage);
    expect(events().slice(1)).toEqual([
      { event: 'video_pause', mediaId: 'pause-1', seconds: 12.3, percent: 31 },
      { event: 'video_watched', mediaId: 'pause-1', percent: 100 },
    ]);
  });
});

describe('share tracking', () => {
  it('records a share for everyone and an engagement only for a signed-in viewer', () => {
    trackShare('media-1', false, engage);
    trackShare('media-2', true, engage);
    expect(events()).toEqual([
      { event: 'video_share', mediaId: 'media-1' },
      { event: 'video_share', mediaId: 'media-2' },
    ]);
    expect(engagements).toEqual([['VIDEO_SHARE', 'media-2']]);
  });
});
