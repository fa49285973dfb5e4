/**
 * The live stream client against a real HTTP server: messages in order with their ids, resume with
 * Last-Event-ID after a drop, the stream texts for a 500, an HTML page and giving up, the reconnect
 * delays, malformed messages skipped without losing the rest, and the stops that never reconnect.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openLiveStream,
  parseLiveUpdate,
  type LiveStreamStatus,
  type LiveUpdate,
} from '../../../src/api/live-stream.ts';
import { replies, startBadServer, type BadServer } from '../helpers/bad-server.ts';
import { STREAM_ERRORS, STREAM_RECONNECT_BASE_DELAY_MS } from '../../../src/lib/games/live-updates.ts';

const PATH = '/v4/events/sse';
let server: BadServer;

beforeAll(async () => {
  server = await startBadServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

const sse = (body: string) => ({ status: 200, headers: { 'Content-Type': 'text/event-stream' }, body });
const update = (id: number, markerId: string, homeScore: number): string =>
  `id: ${String(id)}\nevent: eventUpdate\ndata: ${JSON.stringify({
    eventId: 9,
    slugname: 'game',
    eventStatus: 1,
    scoreboard: {
      homeScore,
      awayScore: 0,
      homePeriodScores: [homeScore],
      awayPeriodScores: [0],
      period: 1,
      minutes: 10,
      seconds: 0,
    },
    playLogs: [{ markerId, eventType: 'faceoff', period: 1, minutes: 10, seconds: 0 }],
    playerStats: [{ officialId: '000001', teamId: 'ARC', goals: homeScore }],
    teamStats: [{ officialId: 'ARC' }],
  })}\n\n`;
const connected = 'event: connection\ndata: {"message":"Connected"}\n\n';
const ended = 'event: connection\ndata: {"message":"Game ended"}\n\n';

/** Opens a stream and records what it reports; reconnect delays are recorded and run at once. */
function watch(extra: { token?: string; lastEventId?: string } = {}) {
  const updates: [LiveUpdate, string | null][] = [];
  const errors: string[] = [];
  const malformed: string[] = [];
  const connections: string[] = [];
  const statuses: LiveStreamStatus[] = [];
  const delays: number[] = [];
  const stream = openLiveStream(
    {
      url: server.origin + PATH,
      ...extra,
      setTimer: (run, ms) => {
        delays.push(ms);
        return setTimeout(run, 0);
      },
    },
    {
      onUpdate: (received, id) => updates.push([received, id]),
      onError: (message) => errors.push(message),
      onMalformed: (problem) => malformed.push(problem),
      onConnection: (message) => connections.push(message),
      onStatus: (status) => statuses.push(status),
    },
  );
  const closed = () => statuses.at(-1) === 'closed';
  return { stream, updates, errors, malformed, connections, statuses, delays, closed };
}

describe('openLiveStream', () => {
  it('delivers updates in order with their ids and stops at Game ended, sending the bearer token', async () => {
    server.on(
      PATH,
      sse(connected + update(1, 'faceoff-100', 0) + ': heartbeat\n\n' + update(2, 'goal-200', 1) + ended),
    );
    const watched = watch({ token: 'secret' });
    await vi.waitFor(() => {
      expect(watched.closed()).toBe(true);
    });
    expect(watched.updates.map(([received, id]) => [received.playLogs[0]?.['markerId'], id])).toEqual([
      ['faceoff-100', '1'],
      ['goal-200', '2'],
    ]);
    expect(watched.connections).toEqual(['Connected', 'Game ended']);
    expect(watched.errors).toEqual([]);
    expect(server.seen(PATH)).toHaveLength(1); // Game ended: no reconnect
    expect(server.seen(PATH)[0]?.headers['authorization']).toBe('Bearer secret');
    expect(server.seen(PATH)[0]?.headers['accept']).toBe('text/event-stream');
  });

  it('resumes a dropped stream with Last-Event-ID, so no update is lost or repeated', async () => {
    server.sequence(PATH, [
      sse(connected + update(1, 'a', 0) + update(2, 'b', 1)),
      sse(connected + update(3, 'c', 2) + ended),
    ]);
    const watched = watch();
    await vi.waitFor(() => {
      expect(watched.closed()).toBe(true);
    });
    expect(watched.updates.map(([received]) => received.playLogs[0]?.['markerId'])).toEqual(['a', 'b', 'c']);
    expect(server.seen(PATH).map((request) => request.headers['last-event-id'])).toEqual([undefined, '2']);
    expect(watched.delays).toEqual([STREAM_RECONNECT_BASE_DELAY_MS]);
    expect(watched.statuses).toContain('reconnecting');
  });

  it("reports a 500 and an HTML page with the stream's error texts, retries after 1 s, 2 s and 4 s, then gives up", async () => {
    server.sequence(PATH, [
      replies.serverError(),
      { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<!doctype html><p>login</p>' },
    ]);
    const watched = watch();
    await vi.waitFor(() => {
      expect(watched.closed()).toBe(true);
    });
    expect(watched.errors).toEqual([
      `${STREAM_ERRORS.failed}: 500`,
      STREAM_ERRORS.html,
      STREAM_ERRORS.html,
      STREAM_ERRORS.html,
      STREAM_ERRORS.gaveUp,
    ]);
    expect(watched.delays).toEqual([1000, 2000, 4000]);
    expect(server.seen(PATH)).toHaveLength(4);
  });

  it('starts counting attempts again once a stream has opened', async () => {
    server.sequence(PATH, [
      replies.serverError(),
      sse(connected + update(1, 'a', 0)),
      replies.serverError(),
      sse(ended),
    ]);
    const watched = watch();
    await vi.waitFor(() => {
      expect(watched.closed()).toBe(true);
    });
    // Without the reset the third wait would be 4 s, and a fourth failure would end the stream.
    expect(watched.delays).toEqual([1000, 1000, 2000]);
    expect(watched.errors).not.toContain(STREAM_ERRORS.gaveUp);
  });

  it('skips a malformed message, keeping what came before and after', async () => {
    server.on(
      PATH,
      sse(connected + update(1, 'a', 0) + 'id: 2\nevent: eventUpdate\ndata: {not json\n\n' + update(3, 'c', 1) + ended),
    );
    const watched = watch();
    await vi.waitFor(() => {
      expect(watched.closed()).toBe(true);
    });
    expect(watched.updates.map(([received]) => received.playLogs[0]?.['markerId'])).toEqual(['a', 'c']);
    expect(watched.malformed).toEqual(['eventUpdate is not JSON: {not json']);
  });

  it('stops at No live game, and a manual disconnect never reconnects', async () => {
    server.on(PATH, sse('event: connection\ndata: {"message":"No live game"}\n\n'));
    const noGame = watch();
    await vi.waitFor(() => {
      expect(noGame.closed()).toBe(true);
    });
    expect(noGame.connections).toEqual(['No live game']);

    server.reset();
    server.on(PATH, { ...sse(connected + update(1, 'a', 0)), delayMs: 300 });
    const manual = watch();
    manual.stream.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(manual.updates).toEqual([]);
    expect(manual.delays).toEqual([]);
    expect(manual.statuses.at(-1)).toBe('closed');
  });

  it('says the browser lacks streaming when it does', () => {
    vi.stubGlobal('ReadableStream', undefined);
    try {
      const watched = watch();
      expect(watched.errors).toEqual([STREAM_ERRORS.unsupported]);
      expect(watched.closed()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(server.requests).toEqual([]);
  });
});

describe('parseLiveUpdate', () => {
  it('names what is wrong in an update', () => {
    expect(() => parseLiveUpdate('[]')).toThrow('eventUpdate is not a JSON object');
    expect(() => parseLiveUpdate('{"eventId":"9"}')).toThrow('eventUpdate has no numeric eventId');
    expect(() => parseLiveUpdate('{"eventId":9,"playLogs":{}}')).toThrow(/PbpEvent list.*eventUpdate\.playLogs/s);
    expect(() =>
      parseLiveUpdate('{"eventId":9,"playLogs":[{"markerId":"goal-1","period":1,"minutes":3,"seconds":0}]}'),
    ).toThrow(/eventType/);
    expect(() => parseLiveUpdate('{"eventId":9,"playerStats":[{"goals":1}]}')).toThrow(/PlayerGameStat.*officialId/s);
    expect(() => parseLiveUpdate('{"eventId":9,"teamStats":"x"}')).toThrow(/TeamGameStat list/);
  });

  it('reads a minimal update with empty lists', () => {
    expect(parseLiveUpdate('{"eventId":9}')).toEqual({
      eventId: 9,
      slugname: null,
      eventStatus: null,
      playCount: null,
      scoreboard: undefined,
      playLogs: [],
      playerStats: [],
      teamStats: [],
    });
  });
});
