/**
 * What a game page shows, derived from one event and its box scores: the two sides with their
 * line scores, each team's player box score, the play-by-play labelled and tagged with the filters
 * that keep each play, and the scoring and penalty summaries.
 */
import type { EventRecord, Play, PlayerGameStat, TeamGameStat } from './snapshot-format.ts';
import { NON_CLUB_TEAM_IDS, type LeagueData } from './league.ts';
import { hasFinalScore, publishedScore } from '../lib/games/status.ts';
import { playerName } from './players.ts';
import { formatClock } from '../lib/games/clock-labels.ts';
import { periodsReached, periodScoreCells } from '../lib/games/period-scores.ts';
import { quarterLabel } from '../lib/games/period-labels.ts';
import { playRow as listedPlayRow, scoringRows, type PlayRow } from '../lib/games/play-rows.ts';

export type { PlayRow };
import { gameState } from '../lib/games/status.ts';
import { formatRecord, MISSING } from '../lib/stats/format.ts';
import { displayTeamCode, franchiseId } from '../lib/teams/remaps.ts';
import { sideColours } from '../lib/teams/colours.ts';
import { oncePerKey, oncePerLeague } from './once-per-league.ts';

export interface GameSide {
  teamId: string;
  name: string;
  /** The short code the play-by-play and summaries use (NYA, DEN...). */
  code: string;
  home: boolean;
  /** The side's colour in this game (gameColours). */
  colour: string;
  /** Regular-season record of the season, e.g. "6-4". */
  record: string | null;
  score: number | null;
  /** One cell per period, a dash for periods not reached. */
  periodCells: string[];
  won: boolean;
  teamStats: TeamGameStat | null;
  players: BoxScoreLine[];
}

export interface BoxScoreLine {
  line: PlayerGameStat;
  name: string;
  slug: string | null;
}

/** The two sides' colours in a game (sideColours: never one colour for both where either has another). */
export function gameColours(league: LeagueData, event: EventRecord): { away: string; home: string } {
  const side = (teamId: string) => ({
    teamId,
    recordColour: teamId === '' ? null : (league.team(event.year, teamId)?.teamColor ?? null),
  });
  return sideColours(side(event.awayTeamId), side(event.homeTeamId));
}

const sidesByGame = oncePerKey<readonly [GameSide, GameSide]>('game sides');

/**
 * Away first, home second: the order a box score reads ("Away at Home"). Worked out once a build
 * for each game, which its share card, its game and matchup pages' keys, its page and its CSV
 * files all read.
 */
export const gameSides = (league: LeagueData, event: EventRecord): readonly [GameSide, GameSide] =>
  sidesByGame(league, event.slugname, () => makeGameSides(league, event));

function makeGameSides(league: LeagueData, event: EventRecord): readonly [GameSide, GameSide] {
  const game = league.game(event.slugname);
  const colours = gameColours(league, event);
  const published = publishedScore(event);
  const final = gameState(event.eventStatus) === 'final';
  const reached = periodsReached(event);
  const side = (home: boolean): GameSide => {
    const teamId = home ? event.homeTeamId : event.awayTeamId;
    const score = home ? published.home : published.away;
    const against = home ? published.away : published.home;
    const record = league.clubRecordAt(event, teamId);
    return {
      teamId,
      name: league.teamName(event.year, teamId),
      code: teamId === '' ? 'TBD' : displayTeamCode(teamId, event.year),
      home,
      colour: home ? colours.home : colours.away,
      record: record ? formatRecord(record.wins, record.losses, record.ties) : null,
      score: gameState(event.eventStatus) === 'upcoming' ? null : score,
      periodCells: periodScoreCells(home ? event.homePeriodScores : event.visitorPeriodScores, reached),
      won: final && score !== null && against !== null && score > against,
      teamStats: game?.teamStats.find((line) => line.officialId === teamId) ?? null,
      players: (game?.playerStats ?? [])
        .filter((line) => line.teamId === teamId)
        .map((line) => {
          const player = league.player(line.playerId);
          return { line, name: player ? playerName(player) : line.playerId, slug: player?.slug ?? null };
        })
        .sort((a, b) => b.line.points - a.line.points || a.name.localeCompare(b.name)),
    };
  };
  return [side(false), side(true)];
}

/** A finished game's result in one line: "New York Atlas 14, Denver Outlaws 13 (FINAL)". */
export const resultLine = (away: GameSide, home: GameSide, status: string): string =>
  `${away.name} ${String(away.score ?? MISSING)}, ${home.name} ${String(home.score ?? MISSING)} (${status})`;

/** The period columns of the line score: Q1-Q4 and every overtime reached. */
export function periodHeadings(event: EventRecord): string[] {
  const columns = Math.max(4, periodsReached(event));
  return Array.from({ length: columns }, (_, index) => quarterLabel(index + 1));
}

function playRow(play: Play, event: EventRecord): PlayRow {
  return listedPlayRow(play, (teamId) => displayTeamCode(teamId, event.year));
}

/** Every play in game order. */
export function playRows(plays: readonly Play[], event: EventRecord): PlayRow[] {
  return plays.map((play) => playRow(play, event));
}

/** The goals, in order: the scoring summary. */
export function scoringSummary(plays: readonly Play[], event: EventRecord): PlayRow[] {
  return scoringRows(plays, (teamId) => displayTeamCode(teamId, event.year));
}

export interface PenaltyRow extends PlayRow {
  /** "1:00", from the penalty's length in seconds, when the wire gives it. */
  length: string | null;
  infraction: string | null;
}

/** The penalties, in order: the penalty summary. */
export function penaltySummary(plays: readonly Play[], event: EventRecord): PenaltyRow[] {
  return plays
    .filter((play) => play.eventType === 'penalty')
    .map((play) => ({
      ...playRow(play, event),
      length:
        play.penaltyLength === null ? null : formatClock(Math.floor(play.penaltyLength / 60), play.penaltyLength % 60),
      infraction: play.penaltyDescription,
    }));
}

export interface Meeting {
  event: EventRecord;
  /** The franchise (current id) that won, or null for a tie. */
  winner: string | null;
}

/** The games a head-to-head counts: the regular season and the post-season (no preseason scrimmage, no All-Star or Championship Series). */
const MEETING_SEGMENTS: ReadonlySet<string> = new Set(['regular', 'post']);

/** A pair of franchises as one key, in either order. */
const pairKey = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * Every finished regular-season and post-season game by its pair of franchises, newest first, in
 * one pass: each matchup page going through every game of every season made their build grow with
 * the square of the league's games.
 */
const meetingsByPair = oncePerLeague('meetings', (league): Map<string, Meeting[]> => {
  const pairs = new Map<string, Meeting[]>();
  const games = league.years
    .flatMap((year) => league.eventsOf(year))
    .filter((other) => MEETING_SEGMENTS.has(other.seasonSegment) && hasFinalScore(other))
    .sort((a, b) => b.startTime - a.startTime);
  for (const other of games) {
    const margin = (other.homeScore ?? 0) - (other.visitorScore ?? 0);
    const winner = margin === 0 ? null : franchiseId(margin > 0 ? other.homeTeamId : other.awayTeamId);
    const key = pairKey(franchiseId(other.homeTeamId), franchiseId(other.awayTeamId));
    const list = pairs.get(key) ?? [];
    list.push({ event: other, winner });
    pairs.set(key, list);
  }
  return pairs;
});

/**
 * The finished regular-season and post-season games between the two franchises of `event` before
 * it, in every season, newest first (the Chrome's games count for the Outlaws).
 */
export function previousMeetings(league: LeagueData, event: EventRecord): Meeting[] {
  const home = franchiseId(event.homeTeamId);
  const away = franchiseId(event.awayTeamId);
  if (event.homeTeamId === '' || event.awayTeamId === '' || home === away) return [];
  const meetings = meetingsByPair(league).get(pairKey(home, away)) ?? [];
  const first = meetings.findIndex((meeting) => meeting.event.startTime < event.startTime);
  return first === -1 ? [] : meetings.slice(first);
}

/** A game has a matchup page when both its teams are clubs (not yet-undrawn playoff sides, not All-Star teams). */
export const hasMatchup = (event: EventRecord): boolean =>
  event.homeTeamId !== '' &&
  event.awayTeamId !== '' &&
  !NON_CLUB_TEAM_IDS.has(event.homeTeamId) &&
  !NON_CLUB_TEAM_IDS.has(event.awayTeamId);
