/**
 * The AdSense loader on a small document that keeps the scripts a page appends and the flags on
 * <html>, on fake timers: "init after 100 ms; on error retry 3 times at 2 s; flags loaded, can-show,
 * error"; "Failed to load AdSense script"; every slot asked for once its script has loaded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADS_SCRIPT_FAILED } from '../../../src/lib/ads/ads.ts';
import { startAds } from '../../../src/services/ads/adsense.ts';

/** A <script> element as the loader uses it: its address, and the load or error it waits for. */
class FakeScript {
  async = false;
  crossOrigin = '';
  src = '';
  removed = false;
  private readonly listeners = new Map<string, () => void>();

  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, listener);
  }

  remove(): void {
    this.removed = true;
  }

  fire(type: 'load' | 'error'): void {
    this.listeners.get(type)?.();
  }
}

/** An <ins class="adsbygoogle"> slot. */
interface FakeSlot {
  dataset: Record<string, string>;
}

let appended: FakeScript[];
let flags: Record<string, string>;
let slots: FakeSlot[];
let page: { adsbygoogle?: object[] };

beforeEach(() => {
  vi.useFakeTimers();
  appended = [];
  flags = {};
  slots = [{ dataset: {} }, { dataset: {} }];
  page = {};
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', {
    documentElement: { dataset: flags },
    head: { append: (script: FakeScript) => appended.push(script) },
    createElement: () => new FakeScript(),
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('ins.adsbygoogle:not([data-ad-requested])');
      return slots.filter((slot) => slot.dataset['adRequested'] === undefined);
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shownFlags = () => ({ loaded: flags['adsLoaded'], canShow: flags['adsCanShow'], error: flags['adsError'] });

describe('the AdSense loader', () => {
  it('asks for the script 100 ms after it starts, for this client, and fills every slot once it loads', () => {
    startAds('ca-pub-1234');
    expect(shownFlags()).toEqual({ loaded: 'false', canShow: 'false', error: 'false' });
    vi.advanceTimersByTime(99);
    expect(appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appended).toHaveLength(1);
    const [script] = appended;
    expect(script?.src).toBe('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234');
    expect(script?.async).toBe(true);
    expect(script?.crossOrigin).toBe('anonymous');
    script?.fire('load');
    expect(shownFlags()).toEqual({ loaded: 'true', canShow: 'true', error: 'false' });
    expect(slots.map((slot) => slot.dataset['adRequested'])).toEqual(['true', 'true']);
    expect(page.adsbygoogle).toEqual([{}, {}]);
  });

  it('retries a failed script 3 times at 2 s, then gives up with the error flag and the message', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startAds('ca-pub-1234');
    vi.advanceTimersByTime(100);
    for (let retry = 1; retry <= 3; retry += 1) {
      appended.at(-1)?.fire('error');
      expect(appended.at(-1)?.removed).toBe(true);
      vi.advanceTimersByTime(1999);
      expect(appended).toHaveLength(retry);
      vi.advanceTimersByTime(1);
      expect(appended).toHaveLength(retry + 1);
    }
    expect(errors).not.toHaveBeenCalled();
    appended.at(-1)?.fire('error');
    vi.advanceTimersByTime(10_000);
    expect(appended).toHaveLength(4);
    expect(shownFlags()).toEqual({ loaded: 'false', canShow: 'false', error: 'true' });
    expect(errors).toHaveBeenCalledWith(ADS_SCRIPT_FAILED);
    expect(slots.every((slot) => slot.dataset['adRequested'] === undefined)).toBe(true);
  });

  it('a retry that loads shows the ads after all', () => {
    startAds('ca-pub-1234');
    vi.advanceTimersByTime(100);
    appended[0]?.fire('error');
    vi.advanceTimersByTime(2000);
    appended[1]?.fire('load');
    expect(shownFlags()).toEqual({ loaded: 'true', canShow: 'true', error: 'false' });
    expect(page.adsbygoogle).toHaveLength(2);
  });
});
