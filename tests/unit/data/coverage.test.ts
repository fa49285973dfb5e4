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
  careerCoverageNote,
  rookieYearText,
  seasonSpan,
  type ArchiveCoverage,
} from '../../../src/data/coverage.ts';
import { YEARS, games, publishedTotals } from '../../e2e/player-snapshot.ts';

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
