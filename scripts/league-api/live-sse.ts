/**
 * GET /api/v4/events/sse: the live game as server-sent events (the client is src/api/live-stream.ts).
 *
 * - `connection` first: Connected while a replay runs; No live game (then the end) when none is
 *   loaded; Game ended (then the end) when the replay is over and the client has every play.
 * - `eventUpdate` each time plays come out, with id = the game's play count so far: the new plays,
 *   the scoreboard, the lines of the players they touched and both teams' lines. A client that
 *   sends Last-Event-ID k first gets one update with plays k.. and every line, so a resumed stream
 *   has no gap and no repeat.
 * - A last update with the final numbers, then Game ended; heartbeat comments in between.
 *
 * Faults for the browser tests (live-control.ts sets them): drop every stream, answer the next
 * request with an HTML page or a 500, precede the next update with one that is not JSON, or answer
 * 503 while the stream is "unavailable".
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LeagueData } from '../../src/data/league.ts';
import { callerFromHeader, MISSING_AUTHORIZATION } from './auth.ts';
import type { LiveReplay, ReplayChange } from './live-replay.ts';
import { playerGameStatWire, playWire, teamGameStatWire } from './wire.ts';

export const DEFAULT_HEARTBEAT_MS = 15_000;

export interface StreamFaults {
  /** The next stream request answers 200 with an HTML page. */
  html: boolean;
  /** The next stream request answers 500. */
  status500: boolean;
  /** The next update sent is preceded by one whose data is not JSON. */
  malformed: boolean;
  /** While set, every stream request answers 503. */
  unavailable: boolean;
}

interface Connection {
  response: ServerResponse;
  /** Plays this client has. */
  sent: number;
}

export class LiveStreams {
  readonly faults: StreamFaults = { html: false, status500: false, malformed: false, unavailable: false };
  private readonly connections = new Set<Connection>();
  private replay: LiveReplay | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly data: LeagueData;
  private readonly heartbeatMs: number;
  private readonly corsHeaders: Readonly<Record<string, string>>;

  constructor(
    data: LeagueData,
    options: { heartbeatMs?: number | undefined; corsHeaders: Readonly<Record<string, string>> },
  ) {
    this.data = data;
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.corsHeaders = options.corsHeaders;
  }

  /** Follows a new replay (or none): open streams of the old one are told No live game and closed. */
  follow(replay: LiveReplay | null): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.closeAll('No live game');
    this.replay = replay;
    if (replay) {
      this.unsubscribe = replay.subscribe((change) => {
        this.broadcast(change);
      });
    }
  }

  /** Destroys every open stream's socket, as a network drop would. */
  dropAll(): void {
    for (const connection of this.connections) connection.response.destroy();
    this.connections.clear();
  }

  get open(): number {
    return this.connections.size;
  }

  handle(request: IncomingMessage, response: ServerResponse): void {
    const refuse = (status: number, type: string, body: string): void => {
      response.writeHead(status, { ...this.corsHeaders, 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (callerFromHeader(request.headers.authorization) === null) {
      refuse(400, 'application/json; charset=utf-8', JSON.stringify({ error: MISSING_AUTHORIZATION }));
      return;
    }
    if (this.faults.unavailable) {
      refuse(503, 'application/json; charset=utf-8', JSON.stringify({ error: 'Live stream unavailable' }));
      return;
    }
    if (this.faults.status500) {
      this.faults.status500 = false;
      refuse(500, 'application/json; charset=utf-8', JSON.stringify({ error: 'Internal error' }));
      return;
    }
    if (this.faults.html) {
      this.faults.html = false;
      refuse(200, 'text/html; charset=utf-8', '<!doctype html><title>Maintenance</title><p>Back soon.</p>');
      return;
    }
    response.writeHead(200, {
      ...this.corsHeaders,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const replay = this.replay;
    const lastId = lastEventId(request.headers['last-event-id']);
    const resumeAt = replay && lastId !== null && lastId <= replay.playCount ? lastId : 0;
    if (replay === null) {
      response.end(connectionMessage('No live game'));
      return;
    }
    if (replay.ended && lastId !== null && resumeAt === replay.playCount) {
      response.end(connectionMessage('Game ended'));
      return;
    }
    const connection: Connection = { response, sent: resumeAt };
    response.write(connectionMessage('Connected'));
    if (
      (replay.playCount > resumeAt || replay.ended) &&
      this.send(connection, replay, { from: resumeAt, to: replay.playCount, ended: replay.ended }, true)
    ) {
      this.faults.malformed = false;
    }
    if (replay.ended) {
      response.end(connectionMessage('Game ended'));
      return;
    }
    this.connections.add(connection);
    const heartbeat = setInterval(() => {
      response.write(': heartbeat\n\n');
    }, this.heartbeatMs);
    response.on('close', () => {
      clearInterval(heartbeat);
      this.connections.delete(connection);
    });
  }

  private broadcast(change: ReplayChange): void {
    const replay = this.replay;
    if (!replay) return;
    let sent = false;
    for (const connection of this.connections) {
      sent = this.send(connection, replay, change, false) || sent;
      if (change.ended) {
        connection.response.end(connectionMessage('Game ended'));
        this.connections.delete(connection);
      }
    }
    // Every stream this update reached got the malformed one before it.
    if (sent) this.faults.malformed = false;
  }

  /**
   * Sends the plays this client lacks up to the change's end (every line when `allLines`),
   * preceded by a message that is not JSON while the malformed fault is set; false when the
   * client already had them.
   */
  private send(connection: Connection, replay: LiveReplay, change: ReplayChange, allLines: boolean): boolean {
    const game = replay.liveGame();
    const event = game.event;
    const from = connection.sent;
    if (from >= change.to && !change.ended) return false;
    if (this.faults.malformed) connection.response.write('event: eventUpdate\ndata: {"eventId": 1, "playLogs": [\n\n');
    const touched = allLines || change.ended ? null : replay.playersTouched(from, change.to);
    const playerStats = game.playerStats.filter((line) => touched === null || touched.has(line.playerId));
    const update = {
      eventId: event.id,
      slugname: event.slugname,
      eventStatus: event.eventStatus,
      playCount: change.to,
      scoreboard: {
        homeScore: event.homeScore,
        awayScore: event.visitorScore,
        homePeriodScores: event.homePeriodScores,
        awayPeriodScores: event.visitorPeriodScores,
        period: event.period,
        minutes: event.clockMinutes,
        seconds: event.clockSeconds,
      },
      playLogs: (game.plays ?? []).slice(from, change.to).map(playWire),
      playerStats: playerStats.map((line) => playerGameStatWire(line, this.data.player(line.playerId))),
      teamStats: game.teamStats.map(teamGameStatWire),
    };
    connection.response.write(`id: ${String(change.to)}\nevent: eventUpdate\ndata: ${JSON.stringify(update)}\n\n`);
    connection.sent = change.to;
    return true;
  }

  private closeAll(message: string): void {
    for (const connection of this.connections) connection.response.end(connectionMessage(message));
    this.connections.clear();
  }
}

function connectionMessage(message: string): string {
  return `event: connection\ndata: ${JSON.stringify({ message })}\n\n`;
}

/** The play count a reconnecting client says it has; a header that is not a non-negative integer counts as none. */
function lastEventId(header: string | string[] | undefined): number | null {
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
}
