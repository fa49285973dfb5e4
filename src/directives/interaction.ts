/**
 * `client:interaction`: hydrate an island when the visitor first reaches for it (focus, pointer or
 * touch), so its JavaScript is never part of what a page loads before the first interaction. The
 * server-rendered HTML works on its own until then (the search box is a plain form).
 */
import type { ClientDirective } from 'astro';

const FIRST_INTERACTIONS = ['focusin', 'pointerenter', 'touchstart'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const start = (): void => {
    for (const type of FIRST_INTERACTIONS) element.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };
  for (const type of FIRST_INTERACTIONS) element.addEventListener(type, start, { passive: true });
};

export default hydrateOnInteraction;
