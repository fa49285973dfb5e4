/**
 * One game's whole reads: its event state (rest-reads.ts), highlights (content-reads.ts), box scores and play log.
 * The box-score and play schemas are the largest a live view checks, so they live here, apart: the
 * live service loads this module only while its game is played.
 */
import type { CallOptions } from './http.ts';
import { restPaths } from './paths.ts';
import { highlightsRead } from './content-reads.ts';
import { createRestReader, eventReads, gameKey, type EventReads, type RestReader } from './rest-reads.ts';
import type { RestClientConfig } from './rest.ts';
import {
  PlayerGameStatEntity,
  TeamGameStatEntity,
  type PlayerGameStat,
  type TeamGameStat,
} from './schemas/boxscore.ts';
import { PbpEventEntity, type PbpEvent } from './schemas/plays.ts';
import type { Video } from './schemas/video.ts';

export interface GameReads extends EventReads {
  fetchHighlights(idOrSlug: string | number, options?: CallOptions): Promise<Video[]>;
  fetchEventTeamStats(idOrSlug: string | number, options?: CallOptions): Promise<TeamGameStat[]>;
  fetchEventPlayerStats(idOrSlug: string | number, options?: CallOptions): Promise<PlayerGameStat[]>;
  fetchPlayLogs(idOrSlug: string | number, options?: CallOptions): Promise<PbpEvent[]>;
}

export function gameReads(reader: RestReader): GameReads {
  return {
    ...eventReads(reader),
    fetchHighlights: highlightsRead(reader),
    fetchEventTeamStats: (idOrSlug, options) =>
      reader.getList(TeamGameStatEntity, restPaths.eventTeamStats(gameKey(idOrSlug)), undefined, options),
    fetchEventPlayerStats: (idOrSlug, options) =>
      reader.getList(PlayerGameStatEntity, restPaths.eventPlayerStats(gameKey(idOrSlug)), undefined, options),
    fetchPlayLogs: (idOrSlug, options) =>
      reader.getList(PbpEventEntity, restPaths.eventPlayLogs(gameKey(idOrSlug)), undefined, options),
  };
}

/** The live views' whole-game client, one attempt a read (the live service polls again anyway). */
export const createGameClient = (config: RestClientConfig): GameReads => gameReads(createRestReader(config));
