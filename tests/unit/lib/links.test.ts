import { describe, expect, it } from 'vitest';
import { opensAsAnchor, shopLink, withTicketCampaign } from '../../../src/lib/links.ts';

describe('links', () => {
  it('"Links starting with http open as normal anchors; others navigate within the app."', () => {
    expect(opensAsAnchor('https://premierlacrosseleague.com')).toBe(true);
    expect(opensAsAnchor('http://x.com')).toBe(true);
    expect(opensAsAnchor('/players')).toBe(false);
  });
  it('"Tickets links carry a campaign tag"', () => {
    expect(withTicketCampaign('https://www.ticketmaster.com/event/X')).toBe(
      'https://www.ticketmaster.com/event/X?utm_campaign=pll_stats',
    );
    expect(withTicketCampaign('not a url')).toBe('not a url');
  });
  it('"shop links carry utm source Web_Main plus medium and campaign"', () => {
    expect(shopLink('https://shop.premierlacrosseleague.com/', 'nav', 'stats')).toBe(
      'https://shop.premierlacrosseleague.com/?utm_source=Web_Main&utm_medium=nav&utm_campaign=stats',
    );
  });
});
