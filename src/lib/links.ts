/** Links, page names and paths. */

/** "shop links carry utm source Web_Main plus medium and campaign" */
const SHOP_UTM_SOURCE = 'Web_Main';
/**
 * "Tickets links carry a campaign tag" (value not shown). Project's decision: utm_campaign=pll_stats,
 * so ticket sales from this site can be told apart in the league's analytics.
 */
const TICKET_CAMPAIGN_TAG = 'pll_stats';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Whether a link names its scheme (an absolute URL) rather than a path or a file name. */
export function hasScheme(href: string): boolean {
  return SCHEME.test(href.trim());
}

/** A click with a modifier key is the browser's (new tab, new window, download), not the page's. */
export function isModifiedClick(keys: {
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return keys.metaKey || keys.ctrlKey || keys.shiftKey || keys.altKey;
}

/** "Links starting with http open as normal anchors; others navigate within the app." */
export function opensAsAnchor(href: string): boolean {
  return href.trim().toLowerCase().startsWith('http');
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
