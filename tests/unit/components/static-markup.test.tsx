import { describe, expect, it } from 'vitest';
import { staticMarkup } from '../../../src/components/static-markup.ts';
import ColumnHeading from '../../../src/islands/column-heading/ColumnHeading.tsx';

describe('the markup of a React component the page does not hydrate', () => {
  it('is the component rendered with the props, as the page would show it', () => {
    const column = { id: 'faceoffPct', shortLabel: 'FO%', longName: 'Faceoff Percentage' } as const;
    expect(staticMarkup(ColumnHeading, { column })).toBe(
      '<a class="column-heading" href="/glossary/#faceoffPct"><abbr title="Faceoff Percentage">FO%</abbr>' +
        '<span class="visually-hidden"> (Faceoff Percentage): definition</span></a>',
    );
  });

  it('renders each distinct props once per build, and other props apart', () => {
    const calls: string[] = [];
    const Label = ({ text }: { text: string }) => {
      calls.push(text);
      return <b>{text}</b>;
    };
    expect(staticMarkup(Label, { text: 'a' })).toBe('<b>a</b>');
    expect(staticMarkup(Label, { text: 'a' })).toBe('<b>a</b>');
    expect(staticMarkup(Label, { text: 'b & c' })).toBe('<b>b &amp; c</b>');
    expect(calls).toEqual(['a', 'b & c']);
  });

  it('keeps two components with the same props apart', () => {
    const First = ({ n }: { n: number }) => <i>{n}</i>;
    const Second = ({ n }: { n: number }) => <u>{n}</u>;
    expect(staticMarkup(First, { n: 1 })).toBe('<i>1</i>');
    expect(staticMarkup(Second, { n: 1 })).toBe('<u>1</u>');
  });
});
