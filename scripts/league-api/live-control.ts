/**
 * The live side of the embedded league API: at most one replayed game, the streams following it,
 * what the REST endpoints answer for it, and the control endpoints that tests and developers drive
 * it with (no token: this is a development double, bound to loopback by default).
 *
 *   GET    /__control/live        {running, ended, paused, slugname, eventId, playCount, totalPlays, speed, streams}
 *   POST   /__control/live        {"game": slugname | id, "speed"?: n, "paused"?: bool}  starts (replacing any)
 *   PATCH  /__control/live        {"paused"?: bool, "speed"?: n}
 *   DELETE /__control/live        stops (open streams get No live game)
 *   POST   /__control/live/fault  {"fault": "drop" | "html" | "status500" | "malformed"} or {"fault": "unavailable", "on": bool}
 */
import type { ServerResponse } from 'node:http';
import type { EventRecord } from '../../src/data/snapshot-format.ts';
import type { DecodedGame, LeagueData } from '../../src/data/league.ts';
import { LiveReplay, ReplayError, type ReplayOptions } from './live-replay.ts';
import { LiveStreams } from './live-sse.ts';

export const LIVE_CONTROL_PATH = '/__control/live';

type JsonBody = Record<string, unknown>;

export class ControlError extends Error {
  override name = 'ControlError';
}

function speedOf(body: JsonBody): number | undefined {
  const speed = body['speed'];
  if (speed === undefined) return undefined;
  if (typeof speed !== 'number' || !(speed > 0))
    throw new ControlError(`"speed" must be a positive number of game seconds a second, got ${JSON.stringify(speed)}`);
  return speed;
}

function pausedOf(body: JsonBody): boolean | undefined {
  const paused = body['paused'];
  if (paused !== undefined && typeof paused !== 'boolean')
    throw new ControlError(`"paused" must be true or false, got ${JSON.stringify(paused)}`);
  return paused;
}

export class LiveHub {
  readonly streams: LiveStreams;
  private replay: LiveReplay | null = null;
  private readonly data: LeagueData;

  constructor(data: LeagueData, streams: LiveStreams) {
    this.data = data;
    this.streams = streams;
  }

  get current(): LiveReplay | null {
    return this.replay;
  }

  start(options: ReplayOptions): LiveReplay {
    const replay = new LiveReplay(this.data, options);
    this.stop();
    this.replay = replay;
    this.streams.follow(replay);
    return replay.start();
  }

  stop(): void {
    this.replay?.stop();
    this.replay = null;
    this.streams.follow(null);
  }

  /** The event as REST answers it: the replay's live state for the replayed game. */
  event(event: EventRecord): EventRecord {
    return this.replay?.event.id === event.id ? this.replay.liveEvent() : event;
  }

  /** The box scores and plays REST answers for an event: the replay's so far for the replayed game. */
  game(event: EventRecord): DecodedGame | undefined {
    return this.replay?.event.id === event.id ? this.replay.liveGame() : this.data.game(event.slugname);
  }

  status(): JsonBody {
    const replay = this.replay;
    return {
      running: replay !== null && !replay.ended,
      ended: replay?.ended ?? false,
      paused: replay?.paused ?? false,
      slugname: replay?.event.slugname ?? null,
      eventId: replay?.event.id ?? null,
      playCount: replay?.playCount ?? 0,
      totalPlays: replay?.totalPlays ?? 0,
      speed: replay?.speed ?? null,
      streams: this.streams.open,
    };
  }

  /** Answers a control request: [status, body]. */
  control(method: string, path: string, body: JsonBody): [number, JsonBody] {
    try {
      if (path === `${LIVE_CONTROL_PATH}/fault` && method === 'POST') return [200, this.fault(body)];
      if (path !== LIVE_CONTROL_PATH) return [404, { error: `No such control: ${method} ${path}` }];
      switch (method) {
        case 'GET':
          return [200, this.status()];
        case 'POST': {
          const game = body['game'];
          if ((typeof game !== 'string' || game.trim() === '') && typeof game !== 'number') {
            throw new ControlError('"game" must be a game slugname or numeric id');
          }
          const speed = speedOf(body);
          const paused = pausedOf(body);
          this.start({
            game: String(game),
            ...(speed === undefined ? {} : { speed }),
            ...(paused === undefined ? {} : { paused }),
          });
          return [200, this.status()];
        }
        case 'PATCH': {
          if (!this.replay) throw new ControlError('No replay is running; POST one first');
          const speed = speedOf(body);
          const paused = pausedOf(body);
          if (speed !== undefined) this.replay.speed = speed;
          if (paused !== undefined) this.replay.paused = paused;
          return [200, this.status()];
        }
        case 'DELETE':
          this.stop();
          return [200, this.status()];
        default:
          return [405, { error: `Method ${method} is not allowed on ${path} (use GET, POST, PATCH, DELETE)` }];
      }
    } catch (error) {
      if (error instanceof ControlError || error instanceof ReplayError) return [400, { error: error.message }];
      throw error;
    }
  }

  private fault(body: JsonBody): JsonBody {
    const fault = body['fault'];
    const faults = this.streams.faults;
    switch (fault) {
      case 'drop':
        this.streams.dropAll();
        break;
      case 'html':
      case 'status500':
      case 'malformed':
        faults[fault] = true;
        break;
      case 'unavailable': {
        const on = body['on'];
        if (typeof on !== 'boolean') throw new ControlError('"on" must be true or false for the unavailable fault');
        faults.unavailable = on;
        break;
      }
      default:
        throw new ControlError(
          `"fault" must be one of drop, html, status500, malformed, unavailable; got ${JSON.stringify(fault)}`,
        );
    }
    return { ...faults };
  }
}

/** A control request's JSON body (none is an empty object). */
export function parseControlBody(body: string): JsonBody {
  const text = body.trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ControlError(`Control body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ControlError('Control body must be a JSON object');
  return value as JsonBody;
}

export function sendControl(
  response: ServerResponse,
  status: number,
  body: JsonBody,
  headers: Readonly<Record<string, string>>,
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(text);
}
