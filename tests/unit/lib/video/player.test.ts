import { describe, expect, it } from 'vitest';
import {
  NEW_WATCH,
  PLAYBACK_RATES,
  SKIP_SECONDS,
  cssAspectRatio,
  skipTo,
  trackWatch,
  watchedFraction,
  type WatchEvent,
  type WatchRecord,
  type WatchTracking,
} from '../../../../src/lib/video/player.ts';

function run(events: WatchEvent[]): { tracking: WatchTracking; records: WatchRecord[] } {
  let tracking = NEW_WATCH;
  const records: WatchRecord[] = [];
  for (const event of events) {
    const next = trackWatch(tracking, event);
    tracking = next.tracking;
    records.push(...next.records);
  }
  return { tracking, records };
}

describe('the video player', () => {
  it('"playback rates 0.5 to 2, skip 10 s"', () => {
    expect(PLAYBACK_RATES[0]).toBe(0.5);
    expect(PLAYBACK_RATES.at(-1)).toBe(2);
    expect(SKIP_SECONDS).toBe(10);
  });

  it('"aspect 16:9 default": a video\'s own ratio in CSS form, anything unreadable as 16 / 9', () => {
    expect(cssAspectRatio('9:16')).toBe('9 / 16');
    expect(cssAspectRatio('4x3')).toBe('4 / 3');
    for (const ratio of [null, '', 'wide', '0:9', '16:0']) expect(cssAspectRatio(ratio), String(ratio)).toBe('16 / 9');
  });

  it('skips stay within the video', () => {
    expect(skipTo(5, SKIP_SECONDS, 30)).toBe(15);
    expect(skipTo(25, SKIP_SECONDS, 30)).toBe(30);
    expect(skipTo(4, -SKIP_SECONDS, 30)).toBe(0);
    expect(skipTo(4, SKIP_SECONDS, Number.NaN)).toBe(14);
  });
});

describe('watch tracking', () => {
  it('"first play records a start once"', () => {
    const { records } = run([
      { type: 'play', loggedIn: false },
      { type: 'play', loggedIn: false },
      { type: 'play', loggedIn: false },
    ]);
    expect(records).toEqual([{ kind: 'start' }]);
  });

  it('"first play by a logged-in user is recorded server-side once per video"; never for anonymous plays', () => {
    expect(
      run([
        { type: 'play', loggedIn: true },
        { type: 'play', loggedIn: true },
      ]).records,
    ).toEqual([{ kind: 'start' }, { kind: 'userActivity' }]);
    // Signing in after the first anonymous play: the next play is the user's first.
    expect(
      run([
        { type: 'play', loggedIn: false },
        { type: 'play', loggedIn: true },
        { type: 'play', loggedIn: true },
      ]).records,
    ).toEqual([{ kind: 'start' }, { kind: 'userActivity' }]);
  });

  it('"pause records seconds and fraction watched", "only when duration and seconds nonzero"', () => {
    expect(run([{ type: 'pause', seconds: 6, duration: 30 }]).records).toEqual([
      { kind: 'pause', seconds: 6, fraction: 0.2 },
    ]);
    for (const [seconds, duration] of [
      [0, 30],
      [6, 0],
      [6, Number.NaN],
      [6, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(run([{ type: 'pause', seconds, duration }]).records, `${String(seconds)}/${String(duration)}`).toEqual([]);
    }
    expect(watchedFraction(40, 30)).toBe(1);
  });

  it('"completion records watched at 85 percent": not at 84.9, once at 85, never again', () => {
    expect(run([{ type: 'progress', seconds: 84.9, duration: 100 }]).records).toEqual([]);
    const done = run([
      { type: 'progress', seconds: 85, duration: 100 },
      { type: 'progress', seconds: 90, duration: 100 },
      { type: 'progress', seconds: 100, duration: 100 },
    ]);
    expect(done.records).toEqual([{ kind: 'complete', fraction: 0.85 }]);
    expect(done.tracking.completed).toBe(true);
  });
});
