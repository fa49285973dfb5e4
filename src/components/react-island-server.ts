/**
 * The server side of the React islands, in place of @astrojs/react's own (astro.config.mjs points
 * `@astrojs/react/server.js` here; @astrojs/react still brings the client side and the JSX setup).
 * Its changes are all for the build's time, where every page renders its header's islands:
 * - an island renders with React's string renderer, not its streaming one: about a fifth of the
 *   time for a small island. The markup is the same while no island suspends on the server: the
 *   string renderer does not wait, it sends a Suspense fallback. The islands lazy-load only what
 *   opens after hydration (the login dialog, the video player), and must keep to that.
 * - `check` (does this renderer own the component?) reads the component's type. @astrojs/react
 *   rendered every island a second time to find out, though React is the site's only framework.
 * - a hydrated island whose props are small plain data is rendered once per build for those props
 *   (and its slots and number on the page): every page's header holds the search box and the
 *   account button, the same each time.
 * - an island's characters beyond ASCII are written as references (`asciiMarkup`), so that a
 *   table page's pager ("21–40") does not make its page a two-byte string, nor the search box's
 *   "×" send it down UTF-8's slow path.
 * The rest is as @astrojs/react does it: each island's useId prefix, which its client reads back
 * from the `prefix` attribute; slots and children as <astro-slot> (or <astro-static-slot> when the
 * island is not hydrated); no `class` prop; no resource hints in the island's markup.
 */
import { createElement, memo, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { mapEntry } from '../lib/map-entry.ts';
import { asciiMarkup } from './markup-text.ts';

/** What Astro passes as `this`: the page being rendered, which numbers its islands. */
interface RendererContext {
  result?: object;
}

interface IslandMetadata {
  astroStaticSlot?: boolean;
  hydrate?: string;
}

type Slots = Record<string, string | undefined> & { default?: string };

/** Each page's next island number, for the island's useId prefix ("r0", "r1"...). */
const islandCounts = new WeakMap<object, number>();

function nextPrefix(page: object): string {
  const count = islandCounts.get(page) ?? 0;
  islandCounts.set(page, count + 1);
  return `r${String(count)}`;
}

/** Server-rendered HTML handed to the island as a slot, kept as it is by React. */
const StaticHtml = memo(
  ({ value, name, hydrate }: { value: string; name?: string; hydrate: boolean }) =>
    value.trim() === ''
      ? null
      : createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
          name,
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: value },
        }),
  () => true,
);

/** A slot's prop name: `my-slot` and `my_slot` are `mySlot`. */
const slotProp = (name: string): string =>
  name.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** React's own hints for resources it saw (preloads, stylesheets): the page's head already has what it needs. */
const RESOURCE_HINTS = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

/** The longest key whose island is kept: one with large props (a game's live center) is one page's own. */
const LONGEST_KEPT_KEY = 4096;

/**
 * `key` followed by a key for `item`, which must be made only of strings, finite numbers, booleans,
 * null, undefined, arrays and plain objects; none for anything else (a function, a Map, a Date),
 * which a key could not tell apart, and none once the key is longer than LONGEST_KEPT_KEY.
 */
function extendKey(key: string, item: unknown): string | undefined {
  if (key.length > LONGEST_KEPT_KEY) return undefined;
  switch (typeof item) {
    case 'undefined':
      return `${key}u`;
    case 'string':
      return key + JSON.stringify(item);
    case 'boolean':
      return key + (item ? 't' : 'f');
    case 'number':
      return Number.isFinite(item) ? key + String(item) : undefined;
    case 'object': {
      if (item === null) return `${key}n`;
      const array = Array.isArray(item);
      const prototype = Object.getPrototypeOf(item) as unknown;
      if (!array && prototype !== Object.prototype && prototype !== null) return undefined;
      let next: string | undefined = key + (array ? '[' : '{');
      for (const [name, child] of Object.entries(item)) {
        next = extendKey(array ? next : `${next}${JSON.stringify(name)}:`, child);
        if (next === undefined) return undefined;
        next += ',';
      }
      return next + (array ? ']' : '}');
    }
    default:
      return undefined;
  }
}

/** An island's key, when its props and slots are plain data of at most LONGEST_KEPT_KEY characters. */
function islandKey(value: unknown): string | undefined {
  const key = extendKey('', value);
  return key !== undefined && key.length <= LONGEST_KEPT_KEY ? key : undefined;
}

/** The markup of islands rendered so far, by component and key. */
const renderedIslands = new WeakMap<object, Map<string, string>>();

function check(component: unknown): boolean {
  if (typeof component === 'function') return true;
  return typeof component === 'object' && component !== null && '$$typeof' in component;
}

function renderToStaticMarkup(
  this: RendererContext | undefined,
  component: ComponentType<never>,
  props: Record<string, unknown>,
  { default: children, ...slotted }: Slots,
  metadata?: IslandMetadata,
): { html: string; attrs: { prefix: string | undefined } } {
  const prefix = this?.result === undefined ? undefined : nextPrefix(this.result);
  const hydrate = metadata?.astroStaticSlot === true ? Boolean(metadata.hydrate) : true;
  const ownProps = Object.fromEntries(Object.entries(props).filter(([name]) => name !== 'class'));
  // A component the page does not hydrate is rendered here for that page's own data: no key.
  const key = metadata?.hydrate ? islandKey([ownProps, slotted, children, prefix, hydrate]) : undefined;
  const kept = key === undefined ? undefined : mapEntry(renderedIslands, component, () => new Map<string, string>());
  const keptHtml = key === undefined ? undefined : kept?.get(key);
  if (keptHtml !== undefined) return { html: keptHtml, attrs: { prefix } };
  const slots = Object.fromEntries(
    Object.entries(slotted).map(([name, value]) => [
      slotProp(name),
      createElement(StaticHtml, { value: value ?? '', name, hydrate }),
    ]),
  );
  const content = children ?? (props['children'] as string | undefined);
  const childNodes: { children?: ReactNode } =
    content == null ? {} : { children: createElement(StaticHtml, { value: content, hydrate }) };
  // Astro passes whatever props the page gave the island.
  const element = createElement(component as ComponentType<object>, { ...ownProps, ...slots, ...childNodes });
  const html = asciiMarkup(
    renderToString(element, prefix === undefined ? {} : { identifierPrefix: prefix }).replace(RESOURCE_HINTS, ''),
  );
  if (key !== undefined) kept?.set(key, html);
  return { html, attrs: { prefix } };
}

export default {
  name: '@astrojs/react',
  check,
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};
