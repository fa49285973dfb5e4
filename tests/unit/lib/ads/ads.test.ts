import { describe, expect, it } from 'vitest';
import {
  ADS_IDLE,
  AD_SLOTS,
  adsConfigFrom,
  nextAdsState,
  type AdsEvent,
  type AdsState,
  ADS_INIT_DELAY_MS,
} from '../../../../src/lib/ads/ads.ts';

/** Runs the loader against a script that fails `failures` times, then loads; returns the flags and the retry delays asked for. */
function load(failures: number): { state: AdsState; delays: number[] } {
  let state = ADS_IDLE;
  const delays: number[] = [];
  for (let attempt = 0; ; attempt += 1) {
    state = nextAdsState(state, { type: 'attempt' }).state;
    const outcome: AdsEvent = attempt < failures ? { type: 'scriptFailed' } : { type: 'scriptLoaded' };
    const next = nextAdsState(state, outcome);
    state = next.state;
    if (next.retryInMs === null) return { state, delays };
    delays.push(next.retryInMs);
  }
}

describe('ads', () => {
  it('"Ad slots: four leaderboards, in-content banner, medium rectangle", each with the height it reserves', () => {
    const names = Object.keys(AD_SLOTS);
    expect(names.filter((name) => name.startsWith('leaderboard'))).toHaveLength(4);
    expect(names).toContain('in-content-banner');
    expect(AD_SLOTS['medium-rectangle']).toMatchObject({ width: 300, height: 250 });
    expect(ADS_INIT_DELAY_MS).toBe(100);
  });

  it('a script that loads at once: loaded and can show, no retry', () => {
    expect(load(0)).toEqual({ state: { loaded: true, canShow: true, error: false, attempts: 1 }, delays: [] });
  });

  it('"on error retry 3 times at 2 s": three failures and a load end loaded', () => {
    expect(load(3)).toEqual({
      state: { loaded: true, canShow: true, error: false, attempts: 4 },
      delays: [2000, 2000, 2000],
    });
  });

  it('a fourth failure ends with the error flag and nothing to show, after 4 attempts', () => {
    expect(load(99)).toEqual({
      state: { loaded: false, canShow: false, error: true, attempts: 4 },
      delays: [2000, 2000, 2000],
    });
  });

  it('off without a client; the client and slot ids are checked, naming the setting', () => {
    expect(adsConfigFrom({})).toBeNull();
    expect(
      adsConfigFrom({
        PUBLIC_ADSENSE_CLIENT: 'ca-pub-1234567890123456',
        PUBLIC_ADSENSE_SLOTS: 'leaderboard-top:111, medium-rectangle:222',
      }),
    ).toEqual({
      client: 'ca-pub-1234567890123456',
      slotIds: { 'leaderboard-top': '111', 'medium-rectangle': '222' },
    });
    expect(() => adsConfigFrom({ PUBLIC_ADSENSE_CLIENT: 'pub-123' })).toThrow(
      'PUBLIC_ADSENSE_CLIENT must be an AdSense client id like ca-pub-1234567890123456, got "pub-123"',
    );
    expect(() =>
      adsConfigFrom({ PUBLIC_ADSENSE_CLIENT: 'ca-pub-1234567890123456', PUBLIC_ADSENSE_SLOTS: 'skyscraper:1' }),
    ).toThrow('PUBLIC_ADSENSE_SLOTS names an unknown slot "skyscraper"');
    expect(() =>
      adsConfigFrom({ PUBLIC_ADSENSE_CLIENT: 'ca-pub-1234567890123456', PUBLIC_ADSENSE_SLOTS: 'leaderboard-top:abc' }),
    ).toThrow('slot leaderboard-top needs a numeric ad slot id, got "abc"');
  });
});
