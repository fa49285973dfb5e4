/**
 * A game as the live views hold it, and how one stream update changes it ("Stream
 * score updates apply only while eventStatus is 1. Team stats apply only when both teams are found
 * by officialId. Player stats merge by officialId, updating only on change. Play logs replaced only
 * if non-empty and changed.").
 *
 * The stream sends only the new plays with the game's play count so far, so an update says where
 * its plays go: a repeated update changes nothing and a missed one shows as a gap (the caller then
 * reloads the whole play log) instead of a play lost or shown twice.
 */
import {
  applyScoreboard,
  isCompleteScoreboard,
  matchTeamStats,
  mergePlayerStats,
  nextPlayLogs,
  type LiveEvent,
} from './live-updates.ts';
import type { StatColumn } from '../stats/columns.ts';

/** The event fields a live view shows (the wire's Event less what never changes in a game). */
export interface LiveEventState extends LiveEvent {
  gameStatus: string | null;
}

/** One play-by-play item as the stream and the play-log endpoint send it. */
export interface LivePlay {
  markerId: string;
  eventType: string;
  description: string | null;
  period: number;
  minutes: number;
  seconds: number;
  secondsPassed: number | null;
  teamId: string | null;
  shotType: string | null;
  homeScore: number | null;
  visitorScore: number | null;
  homeTeamWinProbability: number | null;
  awayTeamWinProbability: number | null;
}

/** A player's or a team's box-score line: officialId, the player's teamId, and the stat fields. */
export interface LiveStatLine {
  officialId: string;
  teamId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  [field: string]: unknown;
}

export interface LiveGame {
  eventId: number;
  slugname: string;
  homeTeamId: string;
  awayTeamId: string;
  event: LiveEventState;
  plays: readonly LivePlay[];
  playerStats: readonly LiveStatLine[];
  /** Away then home once both are known; empty before. */
  teamStats: readonly LiveStatLine[];
}

/** A team as the live views name it. */
export interface LiveTeam {
  teamId: string;
  name: string;
  code: string;
  /** The team's side of the win-probability chart: teamColour's, the away side's against the home side's. */
  colour: string;
}

/** A game-day page's live center as the build knows the game (src/data/live.ts shapes it). */
export interface LiveCenterData {
  game: LiveGame;
  away: LiveTeam;
  home: LiveTeam;
  /** Epoch seconds: the status line shows it before the start. */
  startTime: number;
  /**
   * The box score's columns (players) and the team stats' rows, taken from the column registry at
   * build: the island ships these entries, not the registry.
   */
  columns: { player: readonly StatColumn[]; team: readonly StatColumn[] };
}

/**
 * Where a game-day page says whether its game is being played: the live center's root element
 * carries the game's state (a GameState) in this attribute, and keeps it current once hydrated.
 * What has work only while the game is played (the highlights' polling) waits on it.
 */
export const LIVE_CENTER_STATE = { selector: '.live-center', attribute: 'data-state', live: 'live' } as const;

/** One eventUpdate as the stream client read it. */
export interface LiveGameUpdate {
  eventStatus: number | null;
  playCount: number | null;
  scoreboard: unknown;
  playLogs: readonly LivePlay[];
  playerStats: readonly LiveStatLine[];
  teamStats: readonly LiveStatLine[];
}

export interface AppliedUpdate {
  game: LiveGame;
  /** The update's plays start after plays this page never received: reload the play log. */
  gap: boolean;
  /** The scoreboard was sent but lacked one of its seven fields, so it was ignored. */
  incompleteScoreboard: boolean;
}

/**
 * Where an update's plays go: after the first `playCount - new` plays already held. Without a count
 * they are appended; with a count beyond what is held, nothing is placed and `gap` is reported.
 */
export function placePlays(
  current: readonly LivePlay[],
  incoming: readonly LivePlay[],
  playCount: number | null,
): { plays: readonly LivePlay[]; gap: boolean } {
  if (incoming.length === 0) return { plays: current, gap: playCount !== null && playCount > current.length };
  const start = playCount === null ? current.length : playCount - incoming.length;
  if (start < 0 || start > current.length) return { plays: current, gap: true };
  return { plays: nextPlayLogs(current, [...current.slice(0, start), ...incoming]), gap: false };
}

/** Team lines in the game's order (away, home), or the current ones when either team is missing. */
export function orderedTeamStats(game: LiveGame, incoming: readonly LiveStatLine[]): readonly LiveStatLine[] {
  const matched = matchTeamStats(incoming, game.homeTeamId, game.awayTeamId);
  if (matched === null) return game.teamStats;
  const [away, home] = game.teamStats;
  return away === matched.away && home === matched.home ? game.teamStats : [matched.away, matched.home];
}

/**
 * Applies one stream update. The scoreboard is applied while the game was live when it was sent,
 * then the update's status taken, so the message that ends a game still shows its last goal.
 */
export function applyLiveUpdate(game: LiveGame, update: LiveGameUpdate): AppliedUpdate {
  const scored = applyScoreboard(game.event, update.scoreboard);
  const incompleteScoreboard =
    update.scoreboard !== undefined && update.scoreboard !== null && !isCompleteScoreboard(update.scoreboard);
  const event =
    update.eventStatus === null || update.eventStatus === scored.eventStatus
      ? scored
      : { ...scored, eventStatus: update.eventStatus };
  const { plays, gap } = placePlays(game.plays, update.playLogs, update.playCount);
  const next: LiveGame = {
    ...game,
    event,
    plays,
    playerStats: mergePlayerStats(game.playerStats, update.playerStats),
    teamStats: orderedTeamStats(game, update.teamStats),
  };
  return { game: next, gap, incompleteScoreboard };
}
