import { describe, expect, it } from 'vitest';
import { tickerLink } from '../../../../src/lib/games/ticker-links.ts';

describe('ticker links', () => {
  it('"all-star games go to the all-star page"', () => {
    expect(tickerLink({ seasonSegment: 'allstar', urlTicket: '15005F92E9963E70' })).toBe('/all-star/');
  });
  it('"championship series games to a championship tickets page"', () => {
    expect(tickerLink({ seasonSegment: 'champseries', urlTicket: '15005F92E9963E70' })).toBe(
      'https://premierlacrosseleague.com/championship-series?utm_campaign=pll_stats',
    );
  });
  it('"others to the schedule or ticket link": a ticket id links its Ticketmaster event', () => {
    expect(tickerLink({ seasonSegment: 'regular', urlTicket: '2D006227A73E2635' })).toBe(
      'https://www.ticketmaster.com/event/2D006227A73E2635?utm_campaign=pll_stats',
    );
  });
  it('"others to the schedule or ticket link": a ticket URL is kept, with the campaign tag', () => {
    expect(tickerLink({ seasonSegment: 'post', urlTicket: 'https://am.ticketmaster.com/pll/quickbuy?id=MTc3' })).toBe(
      'https://am.ticketmaster.com/pll/quickbuy?id=MTc3&utm_campaign=pll_stats',
    );
  });
  it('"others to the schedule or ticket link": no ticket goes to the schedule', () => {
    expect(tickerLink({ seasonSegment: 'regular', urlTicket: null })).toBe(
      'https://premierlacrosseleague.com/schedule?utm_campaign=pll_stats',
    );
    expect(tickerLink({ seasonSegment: 'regular', urlTicket: 'not a ticket' })).toBe(
      'https://premierlacrosseleague.com/schedule?utm_campaign=pll_stats',
    );
    expect(tickerLink({ seasonSegment: 'regular' })).toBe(
      'https://premierlacrosseleague.com/schedule?utm_campaign=pll_stats',
    );
  });
});
