/**
 * What following a game takes once it is being played, beyond the check that waits for that: the
 * whole game's reads (box scores and play log, with their schemas), the stream, and how a stream
 * update changes the game. The live-game service loads this module when it first sees its game
 * live (or the stream is opened by hand), so a page whose game is not being played never does.
 */
import { createGameClient, type GameReads } from '../../api/game-reads.ts';
import { openLiveStream } from '../../api/live-stream.ts';
import type { RestClientConfig } from '../../api/rest.ts';
import { applyLiveUpdate, orderedTeamStats } from '../../lib/games/live-game.ts';

export interface PlayedGame {
  client: GameReads;
  openStream: typeof openLiveStream;
  applyUpdate: typeof applyLiveUpdate;
  orderTeamStats: typeof orderedTeamStats;
}

export function playedGame(config: RestClientConfig): PlayedGame {
  return {
    client: createGameClient(config),
    openStream: openLiveStream,
    applyUpdate: applyLiveUpdate,
    orderTeamStats: orderedTeamStats,
  };
}
