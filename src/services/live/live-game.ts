/**
 * Follows one live game into the `$live` store ("Live polling" and the stream rules).
 *
 * - Every 3 s a check looks at the game: before it is live, it fetches the event; once live it
 *   refreshes the whole game (event, box scores, play log) every 20 s and turns the stream on.
 * - While the stream is open it carries the game and the timed refresh rests; if the stream gives
 *   up, says No live game, or is unavailable, polling carries the game.
 * - When the game is over (the event says so, or the stream says Game ended), one last refresh
 *   loads the final numbers and everything stops.
 * - Failures (stream errors and failed fetches) are counted; from 5 the user is asked to refresh.
 *
 * 'manual' mode is the live-connection test page: no polling, the stream only between connect()
 * and disconnect(), and the game taken from the first update.
 *
 * Until its game is seen live, the service reads the event only: the rest (box scores, play log,
 * the stream) is played-game.ts's, loaded then.
 */
import type { WritableAtom } from 'nanostores';
import type { LiveStream, LiveUpdate } from '../../api/live-stream.ts';
import { restPaths } from '../../api/paths.ts';
import { createEventClient, type EventReads } from '../../api/rest-reads.ts';
import type { EventState } from '../../api/schemas/event.ts';
import type { LiveApiConfig } from '../../lib/config/live-api.ts';
import { LIVE_REFRESH_MS, STREAM_ERRORS, nextPlayLogs, promptsRefresh } from '../../lib/games/live-updates.ts';
import type { LiveEventState, LiveGame } from '../../lib/games/live-game.ts';
import { gameState } from '../../lib/games/status.ts';
import { $live, INITIAL_LIVE_STATE, type LiveState } from '../../stores/live.ts';
import { loadChunk } from '../errors/chunks.ts';
import type { PlayedGame } from './played-game.ts';

/** "Polling check 3000 ms" */
const LIVE_POLL_CHECK_MS = 3000;

export interface LiveGameOptions {
  /** The event's reads: all the check needs before the game is live. */
  client: EventReads;
  /** What a game being played needs besides (played-game.ts), asked for the first time it does. */
  played: () => Promise<PlayedGame>;
  /** The stream's URL (REST base + /v4/events/sse); null leaves polling alone. */
  streamUrl: string | null;
  token?: string | undefined;
  /** The game as the page was built; null on the test page (the stream says which game). */
  game: LiveGame | null;
  mode: 'follow' | 'manual';
  store?: WritableAtom<LiveState>;
  fetch?: typeof fetch;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  now?: () => number;
  warn?: (message: string) => void;
}

export interface LiveGameService {
  /** Opens the stream (manual mode; in follow mode the check does it). */
  connect(): void;
  /** Closes the stream for good: it is not reopened until connect(). */
  disconnect(): void;
  /** Stops everything (the island unmounted). */
  stop(): void;
}

export const INCOMPLETE_SCOREBOARD_WARNING = 'Incomplete scoreboard ignored';

/** The live fields of a wire event. */
export function liveEventOf(event: EventState): LiveEventState {
  return {
    eventStatus: event.eventStatus,
    homeScore: event.homeScore,
    visitorScore: event.visitorScore,
    homePeriodScores: event.homePeriodScores,
    visitorPeriodScores: event.visitorPeriodScores,
    period: event.period ?? 0,
    clockMinutes: event.clockMinutes ?? 0,
    clockSeconds: event.clockSeconds ?? 0,
    gameStatus: event.gameStatus,
  };
}

/** The test page's game before it knows the teams: what the first update says. */
function gameFromUpdate(update: LiveUpdate): LiveGame {
  return {
    eventId: update.eventId,
    slugname: update.slugname ?? String(update.eventId),
    homeTeamId: '',
    awayTeamId: '',
    event: {
      eventStatus: update.eventStatus ?? 1,
      homeScore: 0,
      visitorScore: 0,
      homePeriodScores: [],
      visitorPeriodScores: [],
      period: 0,
      clockMinutes: 0,
      clockSeconds: 0,
      gameStatus: null,
    },
    plays: [],
    playerStats: [],
    teamStats: [],
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function followLiveGame(options: LiveGameOptions): LiveGameService {
  const store = options.store ?? $live;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ??
    ((timer: unknown) => {
      clearTimeout(timer as ReturnType<typeof setTimeout>);
    });
  const now = options.now ?? Date.now;
  const warn =
    options.warn ??
    ((message: string) => {
      console.warn(message);
    });

  let stopped = false;
  /** The game is over (or the page's game was never live): the check does not run again. */
  let finished = false;
  let stream: LiveStream | null = null;
  /** Set by a manual disconnect, the server's No live game, or giving up: the check leaves it shut. */
  let streamRefused = false;
  let lastRefresh = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  let refreshing: Promise<void> | null = null;
  /** True while played-game.ts loads for a stream about to open. */
  let streamOpening = false;
  let played: Promise<PlayedGame> | null = null;
  /** played-game.ts's tools: asked for once, and again after a load that failed. */
  const playedGame = (): Promise<PlayedGame> => {
    played ??= options.played().catch((error: unknown) => {
      played = null;
      throw error;
    });
    return played;
  };

  store.set({ ...INITIAL_LIVE_STATE, game: options.game });
  const patch = (change: Partial<LiveState>): void => {
    store.set({ ...store.get(), ...change });
  };
  const fail = (message: string): void => {
    const failures = store.get().failures + 1;
    patch({ error: message, failures, promptRefresh: promptsRefresh(failures) });
  };
  const liveNow = (): boolean => {
    const game = store.get().game;
    return game !== null && gameState(game.event.eventStatus) === 'live';
  };

  /** Fetches the whole game; the REST answer is the truth the stream's updates build on. */
  function refresh(): Promise<void> {
    const game = store.get().game;
    if (game === null) return Promise.resolve();
    refreshing ??= (async () => {
      lastRefresh = now();
      const id = game.slugname;
      try {
        const { client, orderTeamStats } = await playedGame();
        const [event, teamStats, playerStats, plays] = await Promise.all([
          client.fetchEventState(id),
          client.fetchEventTeamStats(id),
          client.fetchEventPlayerStats(id),
          client.fetchPlayLogs(id),
        ]);
        const current = store.get().game ?? game;
        patch({
          game: {
            ...current,
            event: liveEventOf(event),
            plays: nextPlayLogs(current.plays, plays),
            // The endpoint answers every line: it replaces what the page was built with.
            playerStats,
            teamStats: orderTeamStats(current, teamStats),
          },
          error: null,
        });
      } catch (error) {
        fail(messageOf(error));
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  function finish(): void {
    finished = true;
    if (timer !== null) clearTimer(timer);
    timer = null;
    stream?.disconnect();
    stream = null;
    patch({ transport: 'idle' });
  }

  function onUpdate({ applyUpdate }: PlayedGame, update: LiveUpdate): void {
    const game = store.get().game ?? gameFromUpdate(update);
    const applied = applyUpdate(game, update);
    if (applied.incompleteScoreboard) warn(INCOMPLETE_SCOREBOARD_WARNING);
    patch({ game: applied.game, transport: 'stream', error: null });
    if (applied.gap) void refresh();
  }

  function openStream(): void {
    const url = options.streamUrl;
    if (stopped || stream !== null || streamOpening || streamRefused || url === null) return;
    streamOpening = true;
    playedGame().then(
      (tools) => {
        streamOpening = false;
        // Stopped or shut by hand while the code loaded.
        if (!stopped && !streamRefused && stream === null) startStream(tools, url);
      },
      (error: unknown) => {
        streamOpening = false;
        fail(messageOf(error));
      },
    );
  }

  function startStream(tools: PlayedGame, url: string): void {
    const game = store.get().game;
    stream = tools.openStream(
      {
        url,
        token: options.token,
        // Event ids count the game's plays, so the plays held say where to resume.
        lastEventId: game === null ? null : String(game.plays.length),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      },
      {
        onUpdate(update) {
          onUpdate(tools, update);
        },
        onConnection(message) {
          if (message === 'Connected') {
            patch({ transport: 'stream', error: null });
          } else if (message === 'Game ended') {
            void refresh().then(finish);
          } else if (message === 'No live game') {
            streamRefused = true;
          }
        },
        onError(message) {
          fail(message);
          if (message === STREAM_ERRORS.gaveUp || message === STREAM_ERRORS.unsupported) streamRefused = true;
        },
        onStatus(connection) {
          patch({ connection });
          if (connection === 'closed') {
            stream = null;
            patch({ transport: options.mode === 'follow' && liveNow() ? 'polling' : 'idle' });
          }
        },
        onMalformed(problem) {
          warn(`Live update ignored: ${problem}`);
        },
      },
    );
  }

  /** The 3-second check of follow mode. */
  async function check(): Promise<void> {
    const game = store.get().game;
    if (game === null) return;
    if (!liveNow()) {
      try {
        const event = liveEventOf(await options.client.fetchEventState(game.slugname));
        const wasLive = liveNow();
        patch({ game: { ...(store.get().game ?? game), event } });
        if (gameState(event.eventStatus) === 'final') {
          if (wasLive) await refresh();
          finish();
          return;
        }
      } catch (error) {
        fail(messageOf(error));
      }
    }
    if (liveNow() && store.get().transport !== 'stream' && now() - lastRefresh >= LIVE_REFRESH_MS) {
      if (stream === null) patch({ transport: 'polling' });
      await refresh();
      if (gameState(store.get().game?.event.eventStatus ?? 0) === 'final') {
        finish();
        return;
      }
    }
    if (liveNow()) openStream();
    schedule();
  }

  function schedule(): void {
    if (stopped || finished) return;
    timer = setTimer(() => {
      timer = null;
      void check();
    }, LIVE_POLL_CHECK_MS);
  }

  if (options.mode === 'follow') void check();

  return {
    connect() {
      streamRefused = false;
      openStream();
    },
    disconnect() {
      streamRefused = true;
      stream?.disconnect();
      stream = null;
    },
    stop() {
      stopped = true;
      finish();
    },
  };
}

/** The islands' way in: follows `game` (or the stream's game, in manual mode) on the site's league API. */
export function followLiveGameAt(
  api: LiveApiConfig,
  game: LiveGame | null,
  mode: LiveGameOptions['mode'],
): LiveGameService {
  const config = { restBaseUrl: api.restBaseUrl, token: api.token };
  return followLiveGame({
    client: createEventClient(config),
    played: () =>
      loadChunk('played-game', () => import('./played-game.ts')).then(({ playedGame }) => playedGame(config)),
    streamUrl: api.restBaseUrl + restPaths.sse,
    token: api.token,
    game,
    mode,
  });
}
