/**
 * Which seasons the archive covers, checked against the snapshot files themselves: player statistics
 * are the seasons with published totals or box scores, box scores the seasons with a games file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import {
  archiveCoverage,
  archiveSeasons,
  careerCoverageNote,
  rookieYearText,
  seasonSpan,
  type ArchiveCoverage,
} from '../../../src/data/coverage.ts';
import { YEARS, games, manifestSeasons, publishedTotals, season } from '../../e2e/player-snapshot.ts';

let league: LeagueData;
let coverage: ArchiveCoverage;
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
  coverage = archiveCoverage(league);
});

const boxScoreYears = YEARS.filter((year) => Object.values(games(year)).some((rows) => rows.length > 0));
const totalsYears = YEARS.filter((year) => publishedTotals(year).length > 0);

describe('archiveCoverage', () => {
  it('player statistics run from the first season with published totals or box scores; none before', () => {
    const statsYears = YEARS.filter((year) => totalsYears.includes(year) || boxScoreYears.includes(year));
    expect(coverage.playerStatsYears).toEqual(statsYears);
    expect(coverage.yearsWithoutPlayerStats).toEqual(YEARS.filter((year) => year < (statsYears[0] ?? Infinity)));
    // The bundled data: no player statistics for the league's first season.
    expect(coverage.yearsWithoutPlayerStats).toContain(YEARS[0]);
  });

  it('the published-totals seasons and the first season with box scores', () => {
    expect(coverage.totalsYears).toEqual(totalsYears.filter((year) => !boxScoreYears.includes(year)));
    expect(coverage.boxScoresFrom).toBe(boxScoreYears[0]);
    expect(existsSync(join(DEFAULT_SNAPSHOT_DIR, 'games', `${String(boxScoreYears[0])}.json`))).toBe(true);
    const before = JSON.parse(
      readFileSync(join(DEFAULT_SNAPSHOT_DIR, 'seasons', `${String(YEARS[0])}.json`), 'utf8'),
    ) as { events: unknown[] };
    expect(before.events).toHaveLength(0);
  });
});

describe('the sentences', () => {
  it('a span of seasons', () => {
    expect(seasonSpan([2020])).toBe('2020');
    expect(seasonSpan([2020, 2021])).toBe('2020 and 2021');
    expect(seasonSpan([2020, 2021, 2022])).toBe('2020–2022');
    expect(seasonSpan([])).toBe('');
  });

  it('career totals say from when they run, which season has none, and where the numbers come from', () => {
    expect(
      careerCoverageNote({
        playerStatsYears: [2020, 2021, 2022],
        totalsYears: [2020, 2021],
        boxScoresFrom: 2022,
        yearsWithoutPlayerStats: [2019],
      }),
    ).toBe(
      "Totals from 2020: the archive has no player statistics for 2019. 2020 and 2021 come from the league's published season totals, later seasons from box scores.",
    );
    expect(
      careerCoverageNote({
        playerStatsYears: [2022, 2023],
        totalsYears: [],
        boxScoresFrom: 2022,
        yearsWithoutPlayerStats: [],
      }),
    ).toBe('Totals from 2022.');
    expect(
      careerCoverageNote({
        playerStatsYears: [],
        totalsYears: [],
        boxScoresFrom: null,
        yearsWithoutPlayerStats: [2019],
      }),
    ).toBe('The archive has no player statistics.');
  });

  it("a rookie year: the league's when it has one, else said in words", () => {
    const known: ArchiveCoverage = {
      playerStatsYears: [2020, 2021],
      totalsYears: [2020],
      boxScoresFrom: 2022,
      yearsWithoutPlayerStats: [2019],
    };
    expect(rookieYearText(2023, 2023, known)).toBe('2023');
    expect(rookieYearText(null, 2020, known)).toBe(
      'Not recorded: he was already playing in 2020, the first season with player statistics',
    );
    expect(rookieYearText(null, 2024, known)).toBe('Not recorded: his first season in the archive is 2024');
    expect(rookieYearText(null, undefined, known)).toBeNull();
  });
});

describe('archiveSeasons', () => {
  it("lists every season newest first with the snapshot's counts, and a dash's null where it has no such data", () => {
    const rows = archiveSeasons(league, league.snapshot.manifest.seasons);
    expect(rows.map((row) => row.year)).toEqual([...YEARS].reverse());
    for (const summary of manifestSeasons) {
      const row = rows.find((entry) => entry.year === summary.year);
      const raw = season(summary.year);
      // No player of the season in any file: no count of players, rather than a 0 that reads as a fact.
      const hasPlayers = publishedTotals(summary.year).length > 0 || boxScoreYears.includes(summary.year);
      expect(row?.players, String(summary.year)).toBe(hasPlayers ? summary.players : null);
      // No game of the season in the archive (published totals only): no count of games.
      expect(row?.games, String(summary.year)).toBe(raw.events.length > 0 ? summary.games : null);
      expect(row?.teams).toBe(summary.teams);
      expect(row?.data, String(summary.year)).toBe(
        boxScoreYears.includes(summary.year) ? 'Box scores' : hasPlayers ? 'Season totals' : 'Team totals',
      );
    }
    // The bundled data: 2019 has team totals only; 2020 and 2021 player totals but no games.
    expect(rows.find((row) => row.year === 2019)).toMatchObject({ players: null, games: null });
    expect(rows.find((row) => row.year === 2021)?.games).toBeNull();
  });
});
