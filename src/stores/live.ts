/**
 * The live game the page follows: what the game page's live center, the events ticker and
 * the live-connection test page share. The live-game service (src/services/live) is its only
 * writer; islands read it. Null game: nothing is live on this page.
 */
import { atom } from 'nanostores';
import type { LiveGame } from '../lib/games/live-game.ts';

export type { LiveGame };

/** How updates arrive: not at all, by timed polling, or over the stream. */
export type LiveTransport = 'idle' | 'polling' | 'stream';

export type LiveConnection = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveState {
  game: LiveGame | null;
  transport: LiveTransport;
  connection: LiveConnection;
  /** The last stream or fetch error, in the words shown to fans; cleared by the next good update. */
  error: string | null;
  /** Failures since the page loaded; from 5 the user is asked to refresh. */
  failures: number;
  promptRefresh: boolean;
}

export const INITIAL_LIVE_STATE: LiveState = {
  game: null,
  transport: 'idle',
  connection: 'idle',
  error: null,
  failures: 0,
  promptRefresh: false,
};

export const $live = atom<LiveState>(INITIAL_LIVE_STATE);
