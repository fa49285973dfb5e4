/**
 * Browser state an island reads once it runs: the server's render and hydration see the server's
 * value (so the markup matches), then the island renders again with the browser's.
 */
import { useSyncExternalStore } from 'react';

// Read at each render; nothing to subscribe to.
const noUpdates = (): (() => void) => () => undefined;

export function useAfterHydration<T>(readInBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(noUpdates, readInBrowser, () => onServer);
}

/** A query parameter of the page's address; null on the server and when absent. */
export function useQueryParam(name: string): string | null {
  return useAfterHydration(() => new URLSearchParams(window.location.search).get(name), null);
}
