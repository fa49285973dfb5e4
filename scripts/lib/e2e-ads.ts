/**
 * The ad settings of the browser tests' build: a client and an id for every slot, so each slot's
 * page carries its box and the loader. The script's host is unreachable here; tests/e2e/ads.spec.ts
 * routes it to a stand-in or refuses it.
 */
import { AD_SLOTS } from '../../src/lib/ads/ads.ts';

export const E2E_ADS = {
  PUBLIC_ADSENSE_CLIENT: 'ca-pub-0000000000000001',
  PUBLIC_ADSENSE_SLOTS: Object.keys(AD_SLOTS)
    .map((name, index) => `${name}:${String(1000 + index)}`)
    .join(','),
} as const;
