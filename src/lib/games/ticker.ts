/**
 * Which games the events ticker carries ("shown only on qualifying pages (the rule
 * is not shown) and only when more than one event exists"). Project's rules:
 * - Qualifying pages: the stats home (/), the games page (/games) and game-day game pages (a game
 *   about to be or being played: isGameDayPage in ./status.ts). Built near game time, a game-day
 *   page is a game of the current week; nowhere else (archives, profiles, tables) shows it.
 * - On home and games, the ticker carries the current week of the latest season as of the build's
 *   "now": the week of the first game not yet started (or being played); when every game has
 *   started, the last week played. A game-day page carries its own game's week.
 * - A week is a (season segment, week number) group: the data numbers the All-Star break and the
 *   post-season rounds as weeks of their own.
 */
import { scheduleState, type ScheduleState } from './status.ts';

export interface TickerEvent {
  slugname: string;
  seasonSegment: string;
  week: number;
  startTime: number;
  eventStatus: number;
}

const weekKey = (event: TickerEvent): string => `${event.seasonSegment}:${String(event.week)}`;

/** The events of the current week (or of the anchor game's week), in start order. */
export function tickerEvents<Event extends TickerEvent>(
  events: readonly Event[],
  now: number,
  anchorSlug?: string,
): Event[] {
  const ordered = [...events].sort((a, b) => a.startTime - b.startTime);
  const ahead = (event: Event) => ['upcoming', 'live'].includes(scheduleState(event, now));
  const anchor =
    anchorSlug === undefined
      ? (ordered.find(ahead) ?? ordered.at(-1))
      : ordered.find((event) => event.slugname === anchorSlug);
  if (anchor === undefined) return [];
  return ordered.filter((event) => weekKey(event) === weekKey(anchor));
}

/** "Only when more than one event exists": one game or none leaves an empty block. */
export const showsTicker = (events: readonly unknown[]): boolean => events.length > 1;

/** A ticker team row as the build shapes it (src/data/ticker.ts) and the island draws it. */
export interface TickerTeam {
  teamId: string;
  /** "Denver Outlaws": the card's title. */
  name: string;
  /** "Outlaws": the row's, so it fits a card a quarter of a phone wide. */
  nickname: string;
  /** The club's profile; null for an undrawn side and the All-Star teams, which have none. */
  href: string | null;
  /** "DEN": stands in for the logo until it loads, and when it cannot. */
  code: string;
  logo: string | null;
  /** The side's colour in this game (sideColours): its badge and its row. */
  colour: string;
  seed: number | null;
  record: string | null;
  score: number | null;
}

export interface TickerCard {
  slugname: string;
  /** What the game is called (gameTitle). */
  title: string;
  eventStatus: number;
  /** The game as of the build (a game started without a final is pending); the live state replaces it. */
  state: ScheduleState;
  startTime: number;
  period: number;
  clockMinutes: number;
  clockSeconds: number;
  gameStatus: string | null;
  date: string;
  week: string;
  away: TickerTeam;
  home: TickerTeam;
  leader: string | null;
  watch: string | null;
  tickets: string;
  preview: string | null;
  stats: string;
  /** The build saw the game final and the league published no box score for it: the card says so instead of offering stats. */
  noBoxScore: boolean;
  /** The build was told the game is being played (PLL_GAME_DAY_GAMES): the ticker follows it live whatever its date. */
  gameDay: boolean;
}
