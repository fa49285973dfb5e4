/**
 * Which seasons the archive holds which data for, read off the data itself: the league published
 * player statistics from one season on (season totals at first, box scores later), and game-by-game
 * results with box scores from a later one. Pages that sum seasons say which seasons they cover
 * rather than imply all-time.
 */
import { SEASON_TYPES } from '../lib/seasons.ts';
import type { LeagueData } from './league.ts';
import type { SeasonSummary } from './snapshot-format.ts';
import { oncePerLeague } from './once-per-league.ts';

export interface ArchiveCoverage {
  /** Seasons with player statistics, oldest first. */
  playerStatsYears: number[];
  /** Seasons whose player lines are the league's published season totals rather than sums of box scores. */
  totalsYears: number[];
  /** The first season with box scores, or null when none has. */
  boxScoresFrom: number | null;
  /** Seasons of the league without player statistics (before the first that has them). */
  yearsWithoutPlayerStats: number[];
}

/** The league's coverage, worked out once: every player's profile and key reads it. */
export const archiveCoverage = oncePerLeague('archive coverage', (league): ArchiveCoverage => {
  const linesOf = (year: number) =>
    SEASON_TYPES.flatMap((segment) => [...league.seasonLinesOf(year, segment).values()]);
  const playerStatsYears = league.years.filter((year) => linesOf(year).length > 0);
  const first = playerStatsYears[0];
  return {
    playerStatsYears,
    totalsYears: playerStatsYears.filter((year) => linesOf(year).some((line) => line.source === 'totals')),
    boxScoresFrom:
      league.years.find((year) => league.eventsOf(year).some((event) => league.game(event.slugname) !== undefined)) ??
      null,
    yearsWithoutPlayerStats: first === undefined ? [...league.years] : league.years.filter((year) => year < first),
  };
});

/** A season's counts; null where the archive holds none of that data. */
export interface SeasonCounts {
  teams: number | null;
  players: number | null;
  /** Finished games. */
  games: number | null;
}

/** One season as the home page's table of the archive lists it. */
export interface ArchiveSeason extends SeasonCounts {
  year: number;
  /** What the archive holds of the season, in words. */
  data: 'Box scores' | 'Season totals' | 'Team totals';
}

/**
 * A season's counts. A count of data the archive does not have for a season (no player of 2019, no
 * game before box scores) is missing, not 0: the league played those games, the archive just has
 * no record of them.
 */
export function seasonCounts(league: LeagueData, summary: SeasonSummary): SeasonCounts {
  return {
    teams: summary.teams > 0 ? summary.teams : null,
    players: summary.players > 0 ? summary.players : null,
    games: league.eventsOf(summary.year).length > 0 ? summary.games : null,
  };
}

/** The seasons the archive holds, newest first, with their counts. */
export function archiveSeasons(league: LeagueData, summaries: readonly SeasonSummary[]): ArchiveSeason[] {
  return [...summaries]
    .sort((a, b) => b.year - a.year)
    .map((summary) => {
      const counts = seasonCounts(league, summary);
      return {
        year: summary.year,
        ...counts,
        data: summary.hasGameData ? 'Box scores' : counts.players === null ? 'Team totals' : 'Season totals',
      };
    });
}

/** "2020", "2020 and 2021", "2020–2022": consecutive seasons as a span. */
export function seasonSpan(years: readonly number[]): string {
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined) return '';
  if (first === last) return String(first);
  return years.length === 2 ? `${String(first)} and ${String(last)}` : `${String(first)}–${String(last)}`;
}

/**
 * The sentence under any career sum: from which season the totals run, which season the archive has
 * no player statistics for, and where the numbers come from.
 */
export function careerCoverageNote(coverage: ArchiveCoverage): string {
  const first = coverage.playerStatsYears[0];
  if (first === undefined) return 'The archive has no player statistics.';
  const missing =
    coverage.yearsWithoutPlayerStats.length > 0
      ? `: the archive has no player statistics for ${seasonSpan(coverage.yearsWithoutPlayerStats)}`
      : '';
  const totals =
    coverage.totalsYears.length > 0
      ? ` ${seasonSpan(coverage.totalsYears)} come from the league's published season totals, later seasons from box scores.`
      : '';
  return `Totals from ${String(first)}${missing}.${totals}`;
}

/**
 * A player's rookie year as the bio states it. The league records it for players who joined after
 * the first season with player statistics; for one already playing then it is not known, and the bio
 * says so in words rather than as a bare "2020 or earlier".
 */
export function rookieYearText(
  expFromYear: number | null,
  firstYear: number | undefined,
  coverage: ArchiveCoverage,
): string | null {
  if (expFromYear !== null) return String(expFromYear);
  if (firstYear === undefined) return null;
  const statsFrom = coverage.playerStatsYears[0];
  if (statsFrom !== undefined && firstYear <= statsFrom) {
    return `Not recorded: he was already playing in ${String(statsFrom)}, the first season with player statistics`;
  }
  return `Not recorded: his first season in the archive is ${String(firstYear)}`;
}
