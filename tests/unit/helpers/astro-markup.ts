/**
 * React's markup as the site's string renderers write the same HTML: an apostrophe as Astro's entity
 * (`&#39;`, React's is `&#x27;`), and each character beyond ASCII as a numeric reference
 * (src/components/markup-text.ts). A browser reads the same text from both.
 */
export function asStringRendererWrites(reactMarkup: string): string {
  return reactMarkup
    .replaceAll('&#x27;', '&#39;')
    .replace(/[\u0080-\u{10FFFF}]/gu, (character) => `&#${String(character.codePointAt(0))};`);
}
