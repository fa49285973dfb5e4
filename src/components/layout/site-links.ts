/**
 * The navigation and footer links. In-site paths start with "/"; the league's own
 * pages live on its main site and open there as plain anchors.
 */
import { shopLink } from '../../lib/links.ts';
import { teamPath } from '../../lib/routes.ts';
import { clubName, CURRENT_CLUB_IDS } from '../../lib/teams/ids.ts';

export interface SiteLink {
  label: string;
  href: string;
}

const LEAGUE = 'https://premierlacrosseleague.com';

/**
 * The stats navigation: every section of the site. A phone shows the first few and the rest under
 * More; a wide screen shows them all in one row.
 */
const STATS_NAV: readonly SiteLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Games', href: '/games/' },
  { label: 'Player Leaders', href: '/players/' },
  { label: 'Team Leaders', href: '/teams/' },
  { label: 'All Player Stats', href: '/player-table/' },
  { label: 'All Team Stats', href: '/team-table/' },
  { label: 'Advanced', href: '/advanced-stats/' },
  { label: 'Career Leaders', href: '/career-leaders/' },
  { label: 'Comparison', href: '/player-comparison/' },
  { label: 'Fantasy', href: '/fantasy/' },
  { label: 'All-Star', href: '/all-star/' },
];
const STATS_NAV_ON_PHONE = 3;
export const STATS_NAV_ON_PHONE_LINKS = STATS_NAV.slice(0, STATS_NAV_ON_PHONE);
export const STATS_NAV_UNDER_MORE = STATS_NAV.slice(STATS_NAV_ON_PHONE);

/** The Teams dropdown: the eight clubs of today, by city, each to its team page here. */
export const TEAM_LINKS: readonly SiteLink[] = CURRENT_CLUB_IDS.map((id) => ({
  label: clubName(id),
  href: teamPath(id),
}));

export const MAIN_NAV: readonly SiteLink[] = [
  { label: 'Schedule', href: `${LEAGUE}/schedule` },
  { label: 'Standings', href: `${LEAGUE}/standings` },
  { label: 'Fantasy', href: '/fantasy/' },
  { label: 'PLL Play', href: `${LEAGUE}/academy` },
  { label: 'Where To Watch', href: `${LEAGUE}/where-to-watch` },
];

/** The More dropdown; All Time Leaders are this site's career leaders. */
export const MORE_LINKS: readonly SiteLink[] = [
  { label: 'All Time Leaders', href: '/career-leaders/' },
  { label: 'Glossary', href: '/glossary/' },
  { label: 'Transactions', href: `${LEAGUE}/transactions` },
  { label: 'Injuries', href: `${LEAGUE}/injury-report` },
  { label: 'PLL Nation', href: `${LEAGUE}/pll-nation` },
  { label: 'Draft', href: `${LEAGUE}/draft` },
  { label: 'Free Agency', href: `${LEAGUE}/free-agency` },
  { label: 'Careers', href: `${LEAGUE}/careers` },
];

/** "A Tickets button goes to the schedule". */
export const TICKETS_LINK: SiteLink = { label: 'Tickets', href: `${LEAGUE}/schedule` };
export const LOGIN_LINK: SiteLink = { label: 'Log in', href: '/login/' };
/** "Mobile shows a collapsible menu with a Shop link added." */
const SHOP_LINK: SiteLink = {
  label: 'Shop',
  href: shopLink('https://shop.premierlacrosseleague.com/', 'Stats_Nav', 'Mobile_Menu'),
};

/** The phone's menu lists the league's links flat after the teams, with the shop and tickets added. */
export const MENU_LINKS: readonly SiteLink[] = [...MAIN_NAV, ...MORE_LINKS, SHOP_LINK, TICKETS_LINK];

export const FOOTER_COLUMNS: readonly { heading: string; links: readonly SiteLink[] }[] = [
  {
    heading: 'RESOURCES',
    links: [
      { label: 'Tickets', href: `${LEAGUE}/schedule` },
      { label: 'Shop', href: shopLink('https://shop.premierlacrosseleague.com/', 'Stats_Footer', 'Footer') },
      { label: 'Careers', href: `${LEAGUE}/careers` },
      { label: 'Where to Watch', href: `${LEAGUE}/where-to-watch` },
      { label: 'Media Credentials', href: `${LEAGUE}/media-credentials` },
      { label: 'Contact Us', href: `${LEAGUE}/contact` },
      { label: 'Open Data', href: '/open-data/' },
      { label: 'Glossary', href: '/glossary/' },
    ],
  },
  {
    heading: 'LEGAL',
    links: [
      { label: 'Privacy Policy', href: `${LEAGUE}/privacy-policy` },
      { label: 'Terms of Service', href: `${LEAGUE}/terms-of-service` },
      { label: 'Ticket Terms & Conditions', href: `${LEAGUE}/ticket-terms` },
      { label: 'Security Policy', href: `${LEAGUE}/security-policy` },
      { label: 'State-Specific Rights & Disclosures', href: `${LEAGUE}/state-specific-rights` },
      { label: 'Exclusive Content License & Submission Policy', href: `${LEAGUE}/content-license` },
    ],
  },
];

export const APP_STORE_LINKS: readonly SiteLink[] = [
  { label: 'Download on the App Store', href: 'https://apps.apple.com/us/app/premier-lacrosse-league/id1456225139' },
  {
    label: 'Get it on Google Play',
    href: 'https://play.google.com/store/apps/details?id=com.premierlacrosseleague.app',
  },
];

/** Sections whose pages share their path with profiles: /players/{slug}/ is a player's page, not the leaders'. */
const PROFILE_PARENTS = new Set(['/players/', '/teams/']);

/**
 * Whether a navigation link is the section of the page at `path`: its own page and the pages under
 * it, except the profiles under the leaders (whose own views are the season pages, …/season/…).
 */
export function isActiveLink(href: string, path: string): boolean {
  const current = path.endsWith('/') ? path : `${path}/`;
  if (href === '/') return current === '/';
  if (!current.startsWith(href)) return false;
  const rest = current.slice(href.length);
  return rest === '' || !PROFILE_PARENTS.has(href) || rest.startsWith('season/');
}
