import { useId, useState } from 'react';
import { describe, expect, it } from 'vitest';
import renderer from '../../../src/components/react-island-server.ts';

function Labelled({ label }: { label: string }) {
  const id = useId();
  const [count] = useState(0);
  return (
    <p>
      <span id={id}>{label}</span>
      <output aria-labelledby={id}>{count}</output>
    </p>
  );
}

function Props(props: Record<string, unknown>) {
  return <code>{Object.keys(props).sort().join(',')}</code>;
}

function Frame({ children, footer }: { children?: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <section>
      {children}
      {footer}
    </section>
  );
}

const render = (page: object, component: Parameters<typeof renderer.renderToStaticMarkup>[0], props = {}, slots = {}) =>
  renderer.renderToStaticMarkup.call({ result: page }, component, props, slots, { hydrate: 'load' });

describe("the React islands' server renderer", () => {
  it('owns function components and React objects, and nothing else', () => {
    expect(renderer.check(Labelled)).toBe(true);
    expect(renderer.check({ $$typeof: Symbol.for('react.memo') })).toBe(true);
    expect(renderer.check('div')).toBe(false);
    expect(renderer.check(null)).toBe(false);
  });

  it("numbers a page's islands from r0, and each island's ids carry its number, as its client reads them back", () => {
    const page = {};
    const first = render(page, Labelled, { label: 'Goals' });
    const second = render(page, Labelled, { label: 'Assists' });
    expect([first.attrs.prefix, second.attrs.prefix]).toEqual(['r0', 'r1']);
    const idOf = (html: string) => /<span id="([^"]+)"/.exec(html)?.[1];
    expect(idOf(first.html)).toMatch(/r0/);
    expect(idOf(second.html)).toMatch(/r1/);
    expect(idOf(first.html)).not.toBe(idOf(second.html));
    expect(first.html).toContain(`aria-labelledby="${String(idOf(first.html))}"`);
    expect(render({}, Labelled, { label: 'x' }).attrs.prefix).toBe('r0');
  });

  it('renders the markup React renders, without the class prop Astro passes', () => {
    const { html } = render({}, Props, { class: 'wide', season: 2024, teams: [] });
    expect(html).toBe('<code>season,teams</code>');
  });

  it('hands children and named slots over as server-rendered HTML that hydration keeps', () => {
    const { html } = render({}, Frame, {}, { default: '<b>box score</b>', footer: '<i>final</i>' });
    expect(html).toBe(
      '<section><astro-slot><b>box score</b></astro-slot><astro-slot name="footer"><i>final</i></astro-slot></section>',
    );
    const unhydrated = renderer.renderToStaticMarkup.call(
      { result: {} },
      Frame,
      {},
      { default: '<b>x</b>' },
      { astroStaticSlot: true },
    );
    expect(unhydrated.html).toBe('<section><astro-static-slot><b>x</b></astro-static-slot></section>');
    expect(render({}, Frame, {}, { default: '  ' }).html).toBe('<section></section>');
  });

  it('renders an island once per build for the same small plain props, slots and number on the page', () => {
    const renders: unknown[] = [];
    function Counted(props: { label: unknown }) {
      renders.push(props.label);
      return <i>{String(props.label instanceof Map ? props.label.size : props.label)}</i>;
    }
    // The same props on three pages: the first page renders it, the others take its markup.
    const pages = [{}, {}, {}].map((page) => render(page, Counted, { label: 'Search' }).html);
    expect(pages).toEqual(['<i>Search</i>', '<i>Search</i>', '<i>Search</i>']);
    expect(renders).toEqual(['Search']);
    // Other props, another number on the page and other slots are renders of their own.
    expect(render({}, Counted, { label: 'Log in' }).html).toBe('<i>Log in</i>');
    const page = {};
    render(page, Counted, { label: 'Search' });
    render(page, Counted, { label: 'Search' });
    render({}, Counted, { label: 'Search' }, { default: '<b>x</b>' });
    expect(renders).toEqual(['Search', 'Log in', 'Search', 'Search']);
    // Props a key cannot tell apart (a Map) and large props render every time.
    render({}, Counted, { label: new Map([[1, 1]]) });
    render({}, Counted, { label: new Map([[1, 1]]) });
    const large = 'x'.repeat(5000);
    render({}, Counted, { label: large });
    render({}, Counted, { label: large });
    expect(renders).toHaveLength(8);
    // A component the page does not hydrate renders that page's own data each time.
    const unhydrated = () => renderer.renderToStaticMarkup.call({ result: {} }, Counted, { label: 'Search' }, {}, {});
    unhydrated();
    unhydrated();
    expect(renders).toHaveLength(10);
  });
});
