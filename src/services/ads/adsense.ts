/**
 * The AdSense loader: 100 ms after the page starts it, the script is requested;
 * a failure retries 3 times at 2 s, then gives up with "Failed to load AdSense script". The flags
 * (loaded, can-show, error) are on <html> as data-ads-*, where styles and tests read them; each
 * slot is filled once the script has loaded.
 */
import {
  ADS_INIT_DELAY_MS,
  ADS_IDLE,
  ADS_SCRIPT_FAILED,
  nextAdsState,
  type AdsEvent,
  type AdsState,
} from '../../lib/ads/ads.ts';

const SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

declare global {
  interface Window {
    adsbygoogle?: object[];
  }
}

function showFlags(state: AdsState): void {
  const root = document.documentElement.dataset;
  root['adsLoaded'] = String(state.loaded);
  root['adsCanShow'] = String(state.canShow);
  root['adsError'] = String(state.error);
}

function fillSlots(): void {
  const queue = (window.adsbygoogle ??= []);
  for (const slot of document.querySelectorAll<HTMLElement>('ins.adsbygoogle:not([data-ad-requested])')) {
    slot.dataset['adRequested'] = 'true';
    queue.push({});
  }
}

export function startAds(client: string): void {
  let state = ADS_IDLE;
  const apply = (event: AdsEvent): number | null => {
    const next = nextAdsState(state, event);
    state = next.state;
    showFlags(state);
    return next.retryInMs;
  };
  const attempt = (): void => {
    apply({ type: 'attempt' });
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${SCRIPT_URL}?client=${encodeURIComponent(client)}`;
    script.addEventListener('load', () => {
      apply({ type: 'scriptLoaded' });
      fillSlots();
    });
    script.addEventListener('error', () => {
      script.remove();
      const retryInMs = apply({ type: 'scriptFailed' });
      if (retryInMs === null) console.error(ADS_SCRIPT_FAILED);
      else setTimeout(attempt, retryInMs);
    });
    document.head.append(script);
  };
  showFlags(state);
  // Marks when the page started the loader, so the init delay can be measured.
  performance.mark('ads-start');
  setTimeout(attempt, ADS_INIT_DELAY_MS);
}
