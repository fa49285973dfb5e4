/**
 * `client:interaction`: hydrate an island when the visitor first reaches for it (focus, pointer or
 * touch), so its JavaScript is never part of what a page loads before the first interaction. The
 * server-rendered HTML works on its own until then (the search box is a plain form).
 */
import type { ClientDirective } from 'astro';

const FIRST_INTERACTIONS = ['focusin', 'pointerenter', 'touchstart'] as const;

/** Runs `run` once, on the visitor's first focus, pointer or touch on the element. */
export function onFirstInteraction(element: HTMLElement, run: () => void): void {
  const start = (): void => {
    for (const type of FIRST_INTERACTIONS) element.removeEventListener(type, start);
    run();
  };
  for (const type of FIRST_INTERACTIONS) element.addEventListener(type, start, { passive: true });
}

/** Hydrates the island on the visitor's first focus, pointer or touch on it. */
export function hydrateOnFirstInteraction(load: Parameters<ClientDirective>[0], element: HTMLElement): void {
  onFirstInteraction(element, () => {
    void load().then((hydrate) => hydrate());
  });
}

const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  hydrateOnFirstInteraction(load, element);
};

export default hydrateOnInteraction;
