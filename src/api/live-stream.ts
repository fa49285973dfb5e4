/**
 * The live game stream (updates come over a server-sent stream, with the texts of
 * STREAM_ERRORS): GET /v4/events/sse read with streaming fetch (EventSource cannot send the bearer token),
 * parsed as text/event-stream. `connection` messages say Connected, No live game or Game ended;
 * `eventUpdate` messages carry the scoreboard, new plays and changed stats. A dropped stream is
 * reopened with the last event id (so the server resumes without gaps or repeats) after the rules'
 * exponential delays; the final messages and a manual disconnect never reconnect. A malformed
 * message is reported and skipped: nothing already received is lost. Counting failures across
 * streams (the refresh prompt after 5) is for whoever opens them, from the errors reported here.
 */
import { FINAL_STREAM_MESSAGES, STREAM_ERRORS, reconnectDelay, type StreamStop } from '../lib/games/live-updates.ts';
import { createSseParser } from './sse-parser.ts';
import {
  PlayerGameStatEntity,
  TeamGameStatEntity,
  type PlayerGameStat,
  type TeamGameStat,
} from './schemas/boxscore.ts';
import { parseEntityList } from './schemas/parse.ts';
import { PbpEventEntity, type PbpEvent } from './schemas/plays.ts';

/** One eventUpdate: what changed since the previous one. The scoreboard is checked where it is applied. */
export interface LiveUpdate {
  eventId: number;
  slugname: string | null;
  eventStatus: number | null;
  /** Plays the game has had so far, the new ones included: places them, and shows a gap. */
  playCount: number | null;
  scoreboard: unknown;
  playLogs: PbpEvent[];
  playerStats: PlayerGameStat[];
  teamStats: TeamGameStat[];
}

export type LiveStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveStreamHandlers {
  onUpdate(update: LiveUpdate, eventId: string | null): void;
  /** Connected, No live game, Game ended (and whatever else the server says). */
  onConnection?(message: string): void;
  /** A stream text, with the status where there is one. */
  onError?(message: string): void;
  onStatus?(status: LiveStreamStatus): void;
  /** A message that could not be read; it was skipped. */
  onMalformed?(problem: string): void;
}

export interface LiveStreamOptions {
  url: string;
  token?: string | undefined;
  /** Resume after this event id (sent as Last-Event-ID on the first request too). */
  lastEventId?: string | null | undefined;
  fetch?: typeof fetch;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveStream {
  disconnect(): void;
  readonly lastEventId: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an eventUpdate's data; the error names the field that is wrong. */
export function parseLiveUpdate(data: string): LiveUpdate {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new Error(`eventUpdate is not JSON: ${data.slice(0, 60)}`);
  }
  if (!isRecord(value)) throw new Error('eventUpdate is not a JSON object');
  if (typeof value['eventId'] !== 'number') throw new Error('eventUpdate has no numeric eventId');
  return {
    eventId: value['eventId'],
    slugname: typeof value['slugname'] === 'string' ? value['slugname'] : null,
    eventStatus: typeof value['eventStatus'] === 'number' ? value['eventStatus'] : null,
    playCount:
      Number.isInteger(value['playCount']) && (value['playCount'] as number) >= 0
        ? (value['playCount'] as number)
        : null,
    scoreboard: value['scoreboard'],
    playLogs: parseEntityList(PbpEventEntity, value['playLogs'] ?? [], { source: 'eventUpdate.playLogs' }),
    playerStats: parseEntityList(PlayerGameStatEntity, value['playerStats'] ?? [], {
      source: 'eventUpdate.playerStats',
    }),
    teamStats: parseEntityList(TeamGameStatEntity, value['teamStats'] ?? [], { source: 'eventUpdate.teamStats' }),
  };
}

function connectionMessage(data: string): string {
  try {
    const value: unknown = JSON.parse(data);
    if (isRecord(value) && typeof value['message'] === 'string') return value['message'];
  } catch {
    // A plain-text connection message is taken as it is.
  }
  return data;
}

const streamingSupported = (fetcher: typeof fetch | undefined): boolean =>
  typeof fetcher === 'function' &&
  typeof ReadableStream !== 'undefined' &&
  typeof TextDecoder !== 'undefined' &&
  typeof AbortController !== 'undefined';

export function openLiveStream(options: LiveStreamOptions, handlers: LiveStreamHandlers): LiveStream {
  const fetcher = options.fetch ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ??
    ((timer: unknown) => {
      clearTimeout(timer as ReturnType<typeof setTimeout>);
    });
  let lastEventId = options.lastEventId ?? null;
  let attempt = 0;
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: unknown = null;

  const setStatus = (status: LiveStreamStatus): void => {
    handlers.onStatus?.(status);
  };

  function stop(): void {
    stopped = true;
    controller?.abort();
    if (timer !== null) clearTimer(timer);
    timer = null;
    setStatus('closed');
  }

  /** After a drop: count the failure, then reconnect after the rules' delay or give up. */
  function dropped(error: string | null): void {
    if (stopped) return;
    if (error !== null) handlers.onError?.(error);
    attempt += 1;
    const delay = reconnectDelay({ kind: 'dropped' } satisfies StreamStop, attempt);
    if (delay === null) {
      handlers.onError?.(STREAM_ERRORS.gaveUp);
      stop();
      return;
    }
    setStatus('reconnecting');
    timer = setTimer(() => {
      timer = null;
      void connect();
    }, delay);
  }

  /** Handles one message; false when it ended the stream. */
  function handleMessage(event: string, data: string, id: string | null): boolean {
    if (event === 'connection') {
      const message = connectionMessage(data);
      handlers.onConnection?.(message);
      if (FINAL_STREAM_MESSAGES.includes(message.trim())) {
        stop();
        return false;
      }
      attempt = 0;
      setStatus('open');
      return true;
    }
    if (event !== 'eventUpdate') return true;
    try {
      const update = parseLiveUpdate(data);
      attempt = 0;
      handlers.onUpdate(update, id);
    } catch (error) {
      handlers.onMalformed?.(error instanceof Error ? error.message : String(error));
    }
    return true;
  }

  async function connect(): Promise<void> {
    if (stopped || fetcher === undefined) return;
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    let response: Response;
    try {
      response = await fetcher(options.url, { headers, signal: controller.signal, cache: 'no-store' });
    } catch (error) {
      dropped(`${STREAM_ERRORS.failed}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (!response.ok) {
      dropped(`${STREAM_ERRORS.failed}: ${String(response.status)}`);
      return;
    }
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      dropped(STREAM_ERRORS.html);
      return;
    }
    if (response.body === null) {
      dropped(STREAM_ERRORS.noBody);
      return;
    }
    const parser = createSseParser(lastEventId);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const message of parser.push(value)) {
          lastEventId = message.lastEventId;
          if (!handleMessage(message.event, message.data, message.lastEventId)) return;
        }
        lastEventId = parser.lastEventId;
      }
    } catch {
      // Reset or aborted mid-stream: a drop like the end below (unless it was our own disconnect).
    }
    dropped(null);
  }

  if (!streamingSupported(fetcher)) {
    handlers.onError?.(STREAM_ERRORS.unsupported);
    stopped = true;
    setStatus('closed');
  } else {
    void connect();
  }

  return {
    disconnect: stop,
    get lastEventId() {
      return lastEventId;
    },
  };
}
