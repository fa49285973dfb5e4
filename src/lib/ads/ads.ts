/**
 * Ads: "Ad slots: four leaderboards, in-content banner, medium
 * rectangle"; "init after 100 ms; on error retry 3 times at 2 s; flags loaded, can-show, error";
 * "Failed to load AdSense script". Off unless a build names an AdSense client and slot ids. Every
 * slot reserves its height before anything loads, so an ad never shifts the page.
 */
import { SettingError } from '../config/settings.ts';

/** "Ads: init after 100 ms; on error retry 3 times at 2 s" */
export const ADS_INIT_DELAY_MS = 100;
export const ADS_RETRIES = 3;
export const ADS_RETRY_DELAY_MS = 2000;

export const AD_SLOTS = {
  'leaderboard-top': { label: 'Leaderboard', width: 728, height: 90 },
  'leaderboard-middle': { label: 'Leaderboard', width: 728, height: 90 },
  'leaderboard-bottom': { label: 'Leaderboard', width: 728, height: 90 },
  'leaderboard-footer': { label: 'Leaderboard', width: 728, height: 90 },
  'in-content-banner': { label: 'Banner', width: 468, height: 60 },
  'medium-rectangle': { label: 'Medium rectangle', width: 300, height: 250 },
} as const;

export type AdSlotName = keyof typeof AD_SLOTS;

export const ADS_SCRIPT_FAILED = 'Failed to load AdSense script';

export interface AdsConfig {
  client: string;
  slotIds: Partial<Record<AdSlotName, string>>;
}

/**
 * PUBLIC_ADSENSE_CLIENT (ca-pub-…) and PUBLIC_ADSENSE_SLOTS ("leaderboard-top:1234567890,…"); null
 * (ads off) without a client. A slot without an id is not shown.
 */
export function adsConfigFrom(env: {
  PUBLIC_ADSENSE_CLIENT?: string | undefined;
  PUBLIC_ADSENSE_SLOTS?: string | undefined;
}): AdsConfig | null {
  const client = env.PUBLIC_ADSENSE_CLIENT?.trim() ?? '';
  if (client === '') return null;
  if (!/^ca-pub-\d{10,20}$/.test(client))
    throw new SettingError(
      `PUBLIC_ADSENSE_CLIENT must be an AdSense client id like ca-pub-1234567890123456, got "${client}"`,
    );
  const slotIds: Partial<Record<AdSlotName, string>> = {};
  for (const pair of (env.PUBLIC_ADSENSE_SLOTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')) {
    const [name = '', id = ''] = pair.split(':').map((part) => part.trim());
    if (!(name in AD_SLOTS))
      throw new SettingError(
        `PUBLIC_ADSENSE_SLOTS names an unknown slot "${name}" (slots: ${Object.keys(AD_SLOTS).join(', ')})`,
      );
    if (!/^\d+$/.test(id))
      throw new SettingError(`PUBLIC_ADSENSE_SLOTS: slot ${name} needs a numeric ad slot id, got "${id}"`);
    slotIds[name as AdSlotName] = id;
  }
  return { client, slotIds };
}

/** The loader's flags, and how many times the script was asked for. */
export interface AdsState {
  loaded: boolean;
  canShow: boolean;
  error: boolean;
  attempts: number;
}

export const ADS_IDLE: AdsState = { loaded: false, canShow: false, error: false, attempts: 0 };

export type AdsEvent = { type: 'attempt' } | { type: 'scriptLoaded' } | { type: 'scriptFailed' };

/** The next flags, and when to try the script again (null: not again). */
export function nextAdsState(state: AdsState, event: AdsEvent): { state: AdsState; retryInMs: number | null } {
  switch (event.type) {
    case 'attempt':
      return { state: { ...state, attempts: state.attempts + 1 }, retryInMs: null };
    case 'scriptLoaded':
      return { state: { ...state, loaded: true, canShow: true, error: false }, retryInMs: null };
    case 'scriptFailed': {
      const retriesUsed = state.attempts - 1;
      if (retriesUsed < ADS_RETRIES) return { state, retryInMs: ADS_RETRY_DELAY_MS };
      return { state: { ...state, loaded: false, canShow: false, error: true }, retryInMs: null };
    }
  }
}
