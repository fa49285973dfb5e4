/**
 * The server-rendered markup of a React component that the page does not hydrate. As a component in
 * an Astro template, it would go through the islands' renderer (src/components/react-island-server.ts),
 * which costs several times a plain string render.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mapEntry } from '../lib/map-entry.ts';
import { asciiMarkup } from './markup-text.ts';

/**
 * The markup of one page's own data (a game's play-by-play): rendered each time, kept nowhere. Its
 * characters beyond ASCII are written as references, as an island's are.
 */
export function componentMarkup<Props extends object>(component: FunctionComponent<Props>, props: Props): string {
  return asciiMarkup(renderToStaticMarkup(createElement(component, props)));
}

const rendered = new Map<FunctionComponent<never>, Map<string, string>>();

/**
 * The markup of a component that many pages show alike (a column heading, a team badge), rendered
 * once per distinct props in a build: the stat tables alone hold about 65 column headings a page,
 * most of them the same from page to page. The props must be plain data: they are the key as JSON.
 */
export function staticMarkup<Props extends object>(component: FunctionComponent<Props>, props: Props): string {
  const byProps = mapEntry(rendered, component, () => new Map<string, string>());
  return mapEntry(byProps, JSON.stringify(props), () => componentMarkup(component, props));
}
