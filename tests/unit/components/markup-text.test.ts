/**
 * The string renderers and the islands' server renderer write characters beyond ASCII as
 * references, so that a page stays ASCII; a browser must read the same text from them.
 */
import { describe, expect, it } from 'vitest';
import { asciiMarkup, dotJoinedMarkup, markupText } from '../../../src/components/markup-text.ts';

describe('markupText', () => {
  it("escapes as Astro does and writes the missing value's dash, a minus and an emoji as references", () => {
    expect(markupText('O\'Neil & <Sons> "2020–2026"')).toBe(
      'O&#39;Neil &amp; &lt;Sons&gt; &quot;2020&#8211;2026&quot;',
    );
    expect(markupText('−3 🥍')).toBe('&#8722;3 &#129357;');
    expect(markupText('Zürich · 2 × 3')).toBe('Z&#252;rich &#183; 2 &#215; 3');
  });
});

describe('dotJoinedMarkup', () => {
  it('joins the parts given with a middle dot, each escaped as text, the empty ones left out', () => {
    // Its markup goes into the page as it is (set:html): a part's markup must not.
    expect(dotJoinedMarkup(['Fri, Jun 7 2024', null, '', false, undefined, 'Stade <Vélodrome> & "Co"'])).toBe(
      'Fri, Jun 7 2024 &middot; Stade &lt;V&#233;lodrome&gt; &amp; &quot;Co&quot;',
    );
    expect(dotJoinedMarkup([null, ''])).toBe('');
  });
});

describe('asciiMarkup', () => {
  it("writes an island's text and attributes beyond ASCII as references, and the rest as it is", () => {
    expect(asciiMarkup('<nav aria-label="21–40"><span>21<!-- -->–<!-- -->40</span></nav>')).toBe(
      '<nav aria-label="21&#8211;40"><span>21<!-- -->&#8211;<!-- -->40</span></nav>',
    );
  });

  it('leaves markup with a script or a style as it is: a reference there would be read as its own characters', () => {
    for (const html of ['<p>–</p><script>const dash = "–";</script>', '<STYLE>a::after { content: "–" }</STYLE>'])
      expect(asciiMarkup(html)).toBe(html);
  });

  it('reads to a browser as the same text', () => {
    const text = 'Goals – 2020–2026 −1 ‹ › … © × · é';
    const decoded = asciiMarkup(text).replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
    expect(decoded).toBe(text);
    expect(asciiMarkup(text)).not.toMatch(/[\u0080-\u{10FFFF}]/u);
  });
});
