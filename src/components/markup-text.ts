/**
 * Page markup in ASCII: each character beyond it written as a numeric character reference, which a
 * browser reads as the same character.
 *
 * V8 holds a string with a single character above U+00FF at two bytes a character, and so a page
 * joined from such a piece, which then costs several times as much to join and to encode for
 * writing; the missing value's dash ("–") alone made more than half of a build's pages so. A page of
 * one-byte characters some of them beyond ASCII ("·", "×") still takes UTF-8's slow path when Astro
 * encodes it: 45-57 µs for a 61 kB game log against 19 µs for the same page in ASCII.
 */
import { escapeHTML } from 'astro/runtime/server/index.js';
import { MISSING } from '../lib/stats/format.ts';

const BEYOND_ASCII = /[\u0080-\u{10FFFF}]/gu;
/** The same test without the Unicode flag, about twice as fast on text that has none (a pair's halves are beyond too). */
const HAS_BEYOND_ASCII = /[\u0080-\uFFFF]/;
/** Elements whose text is not markup: a reference there would be read as its own characters. */
const RAW_TEXT = /<(script|style)\b/i;

const reference = (character: string): string => `&#${String(character.codePointAt(0))};`;
/** The missing value's dash, the one such character most cells hold. */
const MISSING_MARKUP = reference(MISSING);

/**
 * Text as the string renderers write it into a page: escaped as Astro's templates escape it. A
 * cell's text is checked, not rewritten: a large league's build writes tens of millions of them.
 */
export function markupText(text: string): string {
  if (text === MISSING) return MISSING_MARKUP;
  const escaped = escapeHTML(text);
  return HAS_BEYOND_ASCII.test(escaped) ? escaped.replace(BEYOND_ASCII, reference) : escaped;
}

/** The parts given, the empty ones left out, as one line of markup with a middle dot between them. */
export function dotJoinedMarkup(parts: readonly (string | null | undefined | false)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .map(markupText)
    .join(' &middot; ');
}

/** A rendered piece of markup (an island's), with its characters beyond ASCII as references where that is safe. */
export function asciiMarkup(html: string): string {
  return HAS_BEYOND_ASCII.test(html) && !RAW_TEXT.test(html) ? html.replace(BEYOND_ASCII, reference) : html;
}
