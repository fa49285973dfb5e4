import { describe, expect, it } from 'vitest';
import { navItemsMarkup, navLinkMarkup } from '../../../src/components/layout/nav-markup.ts';

const home = { label: 'Home', href: '/' };
const games = { label: 'Games', href: '/games/' };
const terms = { label: 'Terms & Conditions', href: 'https://premierlacrosseleague.com/terms?a=1&b=2' };
const links = [home, games, terms];

describe("the navigation's links as markup", () => {
  it('opens in-site paths as links and the league site as anchors marked noopener, text and address escaped', () => {
    expect(navLinkMarkup(games)).toBe('<a href="/games/">Games</a>');
    expect(navLinkMarkup(terms, { className: 'badge' })).toBe(
      '<a href="https://premierlacrosseleague.com/terms?a=1&amp;b=2" class="badge" rel="noopener" data-external>Terms &amp; Conditions</a>',
    );
  });

  it("marks the page's own section on every page, though each list's items are made once per marking", () => {
    const current = (path?: string) =>
      [
        ...navItemsMarkup(links, path === undefined ? {} : { path }).matchAll(/<a href="([^"]+)" aria-current="page"/g),
      ].map((match) => match[1]);
    expect(current('/games/2024/')).toEqual(['/games/']);
    expect(current('/')).toEqual(['/']);
    expect(current('/games/')).toEqual(['/games/']);
    expect(current('/players/x/')).toEqual([]);
    expect(current()).toEqual([]);
    expect(navItemsMarkup(links, { path: '/', itemClass: 'wide-only' })).toMatch(
      /^<li class="wide-only"><a href="\/" aria-current="page">Home<\/a><\/li>/,
    );
    expect(navItemsMarkup(links, { path: '/' })).toMatch(
      /^<li><a href="\/" aria-current="page">Home<\/a><\/li><li><a href="\/games\/">/,
    );
  });
});
