/**
 * Page markup that stays one byte a character: each character beyond Latin-1 written as a numeric
 * character reference, which a browser reads as the same character.
 *
 * V8 holds a string with a single character above U+00FF at two bytes a character, and so a page
 * joined from such a piece, which then costs several times as much to join and to encode for
 * writing. The missing value's dash ("–") alone made more than half of a build's pages so.
 */
import { escapeHTML } from 'astro/runtime/server/index.js';

const BEYOND_LATIN1 = /[\u0100-\u{10FFFF}]/gu;
const HAS_BEYOND_LATIN1 = /[\u0100-\u{10FFFF}]/u;
/** Elements whose text is not markup: a reference there would be read as its own characters. */
const RAW_TEXT = /<(script|style)\b/i;

const reference = (character: string): string => `&#${String(character.codePointAt(0))};`;

/** Text as the string renderers write it into a page: escaped as Astro's templates escape it. */
export function markupText(text: string): string {
  return escapeHTML(text).replace(BEYOND_LATIN1, reference);
}

/** A rendered piece of markup (an island's), with its characters beyond Latin-1 as references where that is safe. */
export function latin1Markup(html: string): string {
  return HAS_BEYOND_LATIN1.test(html) && !RAW_TEXT.test(html) ? html.replace(BEYOND_LATIN1, reference) : html;
}
