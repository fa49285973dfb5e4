import { describe, expect, it } from 'vitest';
import { highlightTitle } from '../../../../src/lib/search/built-in-client.ts';
import { HIGHLIGHT_TAGS, highlightParts } from '../../../../src/lib/search/documents.ts';

const tags = { pre: '<b>', post: '</b>' };

describe('highlightTitle', () => {
  it('marks the first folded match and keeps the original characters', () => {
    expect(highlightTitle('José Martínez', 'marti', tags)).toBe('José <b>Martí</b>nez');
    expect(highlightTitle('ZED WILLIAMS', 'zed w', tags)).toBe('<b>ZED W</b>ILLIAMS');
  });

  it('leaves a title that does not hold the query, or an empty query, as it is', () => {
    expect(highlightTitle('Utah Archers', 'chaos', tags)).toBe('Utah Archers');
    expect(highlightTitle('Utah Archers', '', tags)).toBe('Utah Archers');
  });
});

describe('highlightParts', () => {
  it('splits a highlighted value into text parts, markup in names staying text', () => {
    const value = `<i>A</i> ${HIGHLIGHT_TAGS.pre}Arch${HIGHLIGHT_TAGS.post}ers`;
    expect(highlightParts(value)).toEqual([
      { text: '<i>A</i> ', matched: false },
      { text: 'Arch', matched: true },
      { text: 'ers', matched: false },
    ]);
    expect(highlightParts('plain')).toEqual([{ text: 'plain', matched: false }]);
  });
});
