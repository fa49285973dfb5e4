/** Links, page names and paths (spec sections 2, 5 and 9). */
import { SHOP_UTM_SOURCE, TICKET_CAMPAIGN_TAG } from './constants.ts';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * "Links lacking scheme get {host}": "/schedule" or "schedule" become "{host}/schedule"; a
 * protocol-relative "//cdn..." gets https. A host given without a scheme is taken as https.
 */
export function withHost(href: string, host: string): string {
  const link = href.trim();
  if (hasScheme(link)) return link;
  if (link.startsWith('//')) return `https:${link}`;
  const base = (SCHEME.test(host) ? host : `https://${host}`).replace(/\/+$/, '');
  return `${base}/${link.replace(/^\/+/, '')}`;
}

/** Whether a link names its scheme (an absolute URL) rather than a path or a file name. */
export function hasScheme(href: string): boolean {
  return SCHEME.test(href.trim());
}

/** A click with a modifier key is the browser's (new tab, new window, download), not the page's. */
export function isModifiedClick(keys: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return keys.metaKey || keys.ctrlKey || keys.shiftKey || keys.altKey;
}

/** "Links starting with http open as normal anchors; others navigate within the app." */
export function opensAsAnchor(href: string): boolean {
  return href.trim().toLowerCase().startsWith('http');
}

function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment !== '');
}

/** "Page-view tracking names a page by its path segments joined with underscores, or home for root." */
export function pageViewName(path: string): string {
  const segments = pathSegments(path);
  return segments.length === 0 ? 'home' : segments.join('_');
}

/**
 * "The game detail path takes the game id from its last segment." Null for a path without one
 * ("Game page without id logs error and stops loading").
 */
export function gameIdFromPath(path: string): string | null {
  const last = pathSegments(path).at(-1);
  if (last === undefined) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** "When query parameter showNavBar equals the text false, the league nav and stats nav are hidden" */
export function navBarHidden(query: string | URLSearchParams): boolean {
  return new URLSearchParams(query).get('showNavBar') === 'false';
}

function withParams(url: string, params: Readonly<Record<string, string>>): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return parsed.toString();
}

/** "Tickets links carry a campaign tag" (utm_campaign, see TICKET_CAMPAIGN_TAG). */
export function withTicketCampaign(url: string): string {
  return withParams(url, { utm_campaign: TICKET_CAMPAIGN_TAG });
}

/** "shop links carry utm source Web_Main plus medium and campaign" */
export function shopLink(url: string, medium: string, campaign: string): string {
  return withParams(url, { utm_source: SHOP_UTM_SOURCE, utm_medium: medium, utm_campaign: campaign });
}
