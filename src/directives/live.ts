/**
 * `client:live={keys}`: an island of a game-day page with work only while the page's game is
 * played (the highlights poll for new ones then) hydrates when the live center shows the game in
 * progress, and otherwise on the first interaction, or at once when the URL carries one of the
 * query keys (like `client:query`). Before and after the game, the page so loads none of its code
 * until the visitor reaches for it.
 */
import type { ClientDirective } from 'astro';
import { LIVE_CENTER_STATE } from '../lib/games/live-game.ts';
import { onFirstInteraction } from './interaction.ts';
import { urlHasQueryKey } from './query.ts';

const hydrateWhileLive: ClientDirective = (load, options, element) => {
  let observer: MutationObserver | undefined;
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    observer?.disconnect();
    void load().then((hydrate) => hydrate());
  };
  if (urlHasQueryKey(options.value)) {
    start();
    return;
  }
  const center = document.querySelector(LIVE_CENTER_STATE.selector);
  const isLive = (): boolean => center?.getAttribute(LIVE_CENTER_STATE.attribute) === LIVE_CENTER_STATE.live;
  if (isLive()) {
    start();
    return;
  }
  if (center !== null) {
    observer = new MutationObserver(() => {
      if (isLive()) start();
    });
    observer.observe(center, { attributes: true, attributeFilter: [LIVE_CENTER_STATE.attribute] });
  }
  onFirstInteraction(element, start);
};

export default hydrateWhileLive;
