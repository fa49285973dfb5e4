import { describe, expect, it } from 'vitest';
import {
  gameIdFromPath,
  navBarHidden,
  opensAsAnchor,
  pageViewName,
  shopLink,
  withHost,
  withTicketCampaign,
} from '../../../src/lib/links.ts';

describe('links', () => {
  it('"Links lacking scheme get {host}"', () => {
    expect(withHost('/schedule', 'https://premierlacrosseleague.com')).toBe('https://premierlacrosseleague.com/schedule');
    expect(withHost('schedule', 'https://premierlacrosseleague.com/')).toBe('https://premierlacrosseleague.com/schedule');
    expect(withHost('/teams', 'premierlacrosseleague.com')).toBe('https://premierlacrosseleague.com/teams');
  });
  it('"Links lacking scheme get {host}": links with a scheme are kept', () => {
    expect(withHost('https://shop.premierlacrosseleague.com/x', 'https://a.com')).toBe('https://shop.premierlacrosseleague.com/x');
    expect(withHost(' mailto:media@pll.com ', 'https://a.com')).toBe('mailto:media@pll.com');
    expect(withHost('//img.example.com/a.png', 'https://a.com')).toBe('https://img.example.com/a.png');
  });
  it('"Links starting with http open as normal anchors; others navigate within the app."', () => {
    expect(opensAsAnchor('https://premierlacrosseleague.com')).toBe(true);
    expect(opensAsAnchor('http://x.com')).toBe(true);
    expect(opensAsAnchor('/players')).toBe(false);
  });
  it('"Page-view tracking names a page by its path segments joined with underscores, or home for root."', () => {
    expect(pageViewName('/')).toBe('home');
    expect(pageViewName('')).toBe('home');
    expect(pageViewName('/games/2024/2024_game_1')).toBe('games_2024_2024_game_1');
    expect(pageViewName('/players/?tab=stats#top')).toBe('players');
  });
  it('"The game detail path takes the game id from its last segment."', () => {
    expect(gameIdFromPath('/games/2025/2025_game_7')).toBe('2025_game_7');
    expect(gameIdFromPath('/games/2026/2026-ev-1/?tab=plays')).toBe('2026-ev-1');
    expect(gameIdFromPath('/matchup/a%20b')).toBe('a b');
    expect(gameIdFromPath('/matchup/%E0%A4%A')).toBe('%E0%A4%A');
  });
  it('"Game page without id logs error and stops loading": a path without segments has no id', () => {
    expect(gameIdFromPath('/')).toBeNull();
  });
  it('"When query parameter showNavBar equals the text false, the league nav and stats nav are hidden"', () => {
    expect(navBarHidden('?showNavBar=false')).toBe(true);
    expect(navBarHidden('showNavBar=False')).toBe(false);
    expect(navBarHidden(new URLSearchParams({ showNavBar: '0' }))).toBe(false);
    expect(navBarHidden('')).toBe(false);
  });
  it('"Tickets links carry a campaign tag"', () => {
    expect(withTicketCampaign('https://www.ticketmaster.com/event/X')).toBe('https://www.ticketmaster.com/event/X?utm_campaign=pll_stats');
    expect(withTicketCampaign('not a url')).toBe('not a url');
  });
  it('"shop links carry utm source Web_Main plus medium and campaign"', () => {
    expect(shopLink('https://shop.premierlacrosseleague.com/', 'nav', 'stats')).toBe(
      'https://shop.premierlacrosseleague.com/?utm_source=Web_Main&utm_medium=nav&utm_campaign=stats',
    );
  });
});
