/**
 * The server-rendered markup of a React component that the page does not hydrate, rendered once per
 * distinct props in a build. As a component in an Astro template, it would be rendered again at every
 * use (src/components/react-island-server.ts); the stat tables alone hold about 65 column headings a
 * page, most of them the same from page to page.
 *
 * The props must be plain data: they are the cache key as JSON.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const rendered = new Map<FunctionComponent<never>, Map<string, string>>();

export function staticMarkup<Props extends object>(component: FunctionComponent<Props>, props: Props): string {
  let byProps = rendered.get(component);
  if (byProps === undefined) {
    byProps = new Map();
    rendered.set(component, byProps);
  }
  const key = JSON.stringify(props);
  let html = byProps.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(component, props));
    byProps.set(key, html);
  }
  return html;
}
