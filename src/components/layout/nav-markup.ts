/**
 * The header's and footer's links as markup strings. Every page holds about 80 of them: as an Astro
 * component each, they were four fifths of all the components a build rendered (228,000 of 291,000
 * for the bundled data). The markup is what the components made, byte for byte, and a list's items
 * are made once for each way of marking the current section.
 */
// Astro's own escaping, as its templates use it: the same bytes.
import { addAttribute, escapeHTML } from 'astro/runtime/server/index.js';
import { opensAsAnchor } from '../../lib/links.ts';
import { mapEntry } from '../../lib/map-entry.ts';
import { isActiveLink, type SiteLink } from './site-links.ts';

interface LinkOptions {
  current?: boolean;
  /** The link's class. */
  className?: string;
}

/**
 * One link: "Links with a scheme open as anchors; others navigate within the site." External ones
 * open the league's site in the same tab, marked rel="noopener".
 */
export function navLinkMarkup(link: SiteLink, { current = false, className }: LinkOptions = {}): string {
  const external = opensAsAnchor(link.href);
  const attributes = [
    addAttribute(link.href, 'href'),
    addAttribute(className, 'class'),
    addAttribute(current ? 'page' : undefined, 'aria-current'),
    addAttribute(external ? 'noopener' : undefined, 'rel'),
    addAttribute(external ? '' : undefined, 'data-external'),
  ].join('');
  return `<a${attributes}>${escapeHTML(link.label)}</a>`;
}

interface ItemsOptions {
  /** The page's path, to mark the current section; without it no link is marked. */
  path?: string;
  /** The class of every item. */
  itemClass?: string;
}

/** Each list's items, by the class and the current links' positions. */
const itemsMade = new WeakMap<readonly SiteLink[], Map<string, string>>();

/** The items of a navigation list, a link each; the caller writes the list around them. */
export function navItemsMarkup(links: readonly SiteLink[], { path, itemClass }: ItemsOptions = {}): string {
  const current = links.map((link) => path !== undefined && isActiveLink(link.href, path));
  const key = `${itemClass ?? ''}|${current.map(Number).join('')}`;
  const made = mapEntry(itemsMade, links, () => new Map<string, string>());
  return mapEntry(made, key, () => {
    const item = `<li${String(addAttribute(itemClass, 'class'))}>`;
    return links
      .map((link, index) => `${item}${navLinkMarkup(link, { current: current[index] === true })}</li>`)
      .join('');
  });
}
