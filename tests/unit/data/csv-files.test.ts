/**
 * The CSV files of the stat tables against the raw snapshot: the expected numbers were counted by
 * hand from data/snapshot (the 2025 regular season's final games and their box scores), not by
 * the site's code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { csvFiles, seasonTableCsv } from '../../../src/data/csv-files.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { careerSums, games, players, season, segmentSums, top } from '../../e2e/player-snapshot.ts';
import { parseCsvTable, type CsvRecord } from '../../../scripts/lib/csv.ts';

let league: LeagueData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

const REGULAR_2025 = { year: 2025, seasonType: 'regular' } as const;

/** A CSV file's rows as records by header, read by the importer's RFC 4180 parser (not the code that writes them). */
function records(csv: string): CsvRecord[] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return [...parseCsvTable(csv).rows];
}

describe('the player table CSV', () => {
  it("holds Brennan O'Neill's 2025 regular season: 23 goals, 8 assists, 34 points, 85 shots in 10 games", () => {
    const totals = records(seasonTableCsv(league, 'players', REGULAR_2025, 'totals'));
    const perGame = records(seasonTableCsv(league, 'players', REGULAR_2025, 'per-game'));
    const name = "Brennan O'Neill";
    expect(totals.find((row) => row['Player'] === name)).toMatchObject({
      GP: '10',
      G: '23',
      A: '8',
      P: '34',
      SH: '85',
    });
    // Per game: each count over his 10 games; the shot percentage stays 23 / 85.
    const line = perGame.find((row) => row['Player'] === name);
    expect(line).toMatchObject({ GP: '10', G: '2.3', A: '0.8', P: '3.4', SH: '8.5' });
    expect(Number(line?.['SH%'])).toBeCloseTo(23 / 85, 6);
  });

  it('leaves a rate without attempts empty, never 0, in both views', () => {
    const sums = segmentSums(2025, 'regular', ['shots', 'gamesPlayed']);
    const noShots = [...sums].filter(([, entry]) => entry['shots'] === 0 && (entry['gamesPlayed'] ?? 0) > 0);
    expect(noShots.length).toBeGreaterThan(0);
    for (const mode of ['totals', 'per-game'] as const) {
      const rows = records(seasonTableCsv(league, 'players', REGULAR_2025, mode));
      expect(rows).toHaveLength(sums.size - [...sums.values()].filter((entry) => entry['gamesPlayed'] === 0).length);
      const empty = rows.filter((row) => row['SH'] === '0' || row['SH'] === '0.0');
      expect(empty.length).toBe(noShots.length);
      for (const row of empty) expect(row['SH%'], row['Player']).toBe('');
    }
  });
});

describe('the team table CSV', () => {
  // The Atlas (ATL in the data) read NYA from 2025, when the league moved to location codes.
  it("gives the Atlas' 137 scores in 10 games of the 2025 regular season as 13.7 per game, their record whole", () => {
    const totals = records(seasonTableCsv(league, 'teams', REGULAR_2025, 'totals'));
    const perGame = records(seasonTableCsv(league, 'teams', REGULAR_2025, 'per-game'));
    const atlanta = totals.find((row) => row['Code'] === 'NYA');
    expect(atlanta).toMatchObject({ GP: '10', SC: '137' });
    expect(perGame.find((row) => row['Code'] === 'NYA')).toMatchObject({
      GP: '10',
      SC: '13.7',
      W: atlanta?.['W'],
      L: atlanta?.['L'],
    });
  });
});

describe('the box score, game log and career leaders CSV', () => {
  const file = (path: string): CsvRecord[] => {
    const csv = csvFiles(league, 2026).get(path);
    if (!csv) throw new Error(`no CSV file ${path}`);
    return records(csv.body());
  };

  it("holds every player line of a game: Trevor Baptiste's 17 of 22 faceoffs and no save percentage (2025 game 1)", () => {
    const rows = file('/data/csv/pll-box-score-2025_game_1.csv');
    // The game's playerStats table has 35 rows, Atlanta (NYA from 2025) at home against Charlotte.
    expect(rows).toHaveLength(35);
    expect(rows.find((row) => row['Player'] === 'Trevor Baptiste')).toMatchObject({
      Team: 'NYA',
      'Jersey and Position': '#9 FO',
      P: '0',
      'FOW/FO': '17 - 22',
      SV: '0',
      'SV%': '',
    });
  });

  it("gives a season's games in a game log: Brennan O'Neill's 2025 goals game by game", () => {
    const rows = file('/data/csv/pll-game-log-brennan-o-neill-2025.csv');
    // His goals in the 2025 regular season's finals, in order, from the games' box scores; a game's
    // name has a comma, so the file quotes it.
    expect(rows.slice(0, 10).map((row) => row['G'])).toEqual(['2', '3', '1', '0', '2', '3', '4', '4', '2', '2']);
    expect(rows[0]).toMatchObject({ Game: 'Fri, May 30 vs CAL', Result: 'L 12-15' });
    expect(rows.every((row) => row['GP'] === undefined)).toBe(true);
  });

  it("gives a team's roster with each player's regular-season line: Brennan O'Neill's 23 goals in 10 games (Outlaws, 2025)", () => {
    const rows = file('/data/csv/pll-roster-out-2025.csv');
    expect(rows.find((row) => row['Player'] === "Brennan O'Neill")).toMatchObject({
      GP: '10',
      P: '34',
      G: '23',
      A: '8',
    });
  });

  it('ranks the career goal leaders with the most career goals in the archive first', () => {
    const rows = file('/data/csv/pll-career-goals-leaders.csv');
    const best = top(careerSums(['goals']), 'goals');
    expect(rows[0]).toMatchObject({ Rank: best.holders.length > 1 ? 'T-1' : '1', G: String(best.value) });
  });
});

describe('csvFiles', () => {
  it('writes both views of every season of every table, named for what they hold', () => {
    const paths = [...csvFiles(league, 2026).keys()].filter((path) =>
      /pll-(player|team|advanced)-stats-\d{4}-/.test(path),
    );
    expect(paths).toContain('/data/csv/pll-player-stats-2025-regular.csv');
    expect(paths).toContain('/data/csv/pll-team-stats-2025-regular-per-game.csv');
    expect(paths).toContain('/data/csv/pll-advanced-stats-2025-regular-per-game.csv');
    expect(paths.filter((path) => path.endsWith('-per-game.csv')).length * 2).toBe(paths.length);
  });
});

describe('the CSV files of the leaders, standings, fantasy, profile, splits, game and team pages', () => {
  const file = (path: string): CsvRecord[] => {
    const csv = csvFiles(league, 2026).get(path);
    if (!csv) throw new Error(`no CSV file ${path}`);
    return records(csv.body());
  };
  const finals2025 = season(2025).events.filter(
    (event) => event.seasonSegment === 'regular' && event.eventStatus >= 2 && event.homeScore !== null,
  );

  it("gives the leaders page's boards in both views: Brennan O'Neill's 34 points, then per game among players of 5 games or more", () => {
    const totals = file('/data/csv/pll-player-leaders-2025-regular.csv');
    const sums = segmentSums(2025, 'regular', ['gamesPlayed', 'points']);
    const best = top(sums, 'points');
    expect(totals[0]).toMatchObject({ Position: 'All positions', Category: 'Points', Abbreviation: 'P' });
    expect(totals[0]?.['Value']).toBe(String(best.value));
    const perGame = file('/data/csv/pll-player-leaders-2025-regular-per-game.csv');
    const bestPerGame = Math.max(
      ...[...sums.values()]
        .filter((entry) => (entry['gamesPlayed'] ?? 0) >= 5)
        .map((entry) => (entry['points'] ?? 0) / (entry['gamesPlayed'] ?? 1)),
    );
    expect(perGame[0]).toMatchObject({ Category: 'Points per Game', Rank: '1' });
    expect(Number(perGame[0]?.['Value'])).toBeCloseTo(bestPerGame, 3);
    expect(file('/data/csv/pll-team-leaders-2025-regular-per-game.csv')[0]).toMatchObject({
      Category: 'Scores per Game',
    });
  });

  it("holds a season's standings: each club's wins and losses in its regular-season finals (2025)", () => {
    const rows = file('/data/csv/pll-standings-2025.csv');
    expect(rows).toHaveLength(8);
    const codes = new Map(season(2025).teams.map((team) => [team.officialId, team.locationCode]));
    for (const teamId of new Set(finals2025.flatMap((event) => [event.homeTeamId, event.awayTeamId]))) {
      const margins = finals2025
        .filter((event) => event.homeTeamId === teamId || event.awayTeamId === teamId)
        .map((event) => ((event.homeScore ?? 0) - (event.visitorScore ?? 0)) * (event.homeTeamId === teamId ? 1 : -1));
      expect(rows.find((row) => row['Code'] === codes.get(teamId))).toMatchObject({
        W: String(margins.filter((margin) => margin > 0).length),
        L: String(margins.filter((margin) => margin < 0).length),
      });
    }
  });

  it("gives a game's team stats a row per side, with the counts behind 'won/total' (2025 game 1)", () => {
    const rows = file('/data/csv/pll-game-team-stats-2025_game_1.csv');
    // The game's teamStats: Atlanta (NYA from 2025) 10 scores, 17 of 22 faceoffs, 35 of 36 clears, 0 of 2 power plays.
    expect(rows.map((row) => row['Code'])).toEqual(['CAR', 'NYA']);
    expect(rows[1]).toMatchObject({ SC: '10', FOW: '17', FO: '22', CLR: '35', CLA: '36', PPG: '0', PP: '2' });
    expect(rows[0]).toMatchObject({ SC: '8', FOW: '4', FO: '22' });
  });

  it("gives a roster per game: Brennan O'Neill's 23 goals and 85 shots over 10 games (Outlaws, 2025)", () => {
    expect(
      file('/data/csv/pll-roster-out-2025-per-game.csv').find((row) => row['Player'] === "Brennan O'Neill"),
    ).toMatchObject({ GP: '10', G: '2.3', SH: '8.5', P: '3.4' });
  });

  it("gives a team season's stat groups with ranks, per game: the Outlaws' 2025 scores over their 10 games", () => {
    const scores = finals2025
      .filter((event) => event.homeTeamId === 'OUT' || event.awayTeamId === 'OUT')
      .reduce((sum, event) => sum + ((event.homeTeamId === 'OUT' ? event.homeScore : event.visitorScore) ?? 0), 0);
    const rows = file('/data/csv/pll-team-out-2025-stats-per-game.csv');
    expect(rows.find((row) => row['Abbreviation'] === 'SC')).toMatchObject({
      Group: 'Offensive',
      Stat: 'Scores',
      Value: String(Math.round((scores / 10) * 1000) / 1000),
    });
    expect(file('/data/csv/pll-team-out-2025-stats.csv').find((row) => row['Abbreviation'] === 'SC')?.['Value']).toBe(
      String(scores),
    );
  });

  it("gives a player's seasons, career and this season: Brennan O'Neill's 2025 line and his career goals", () => {
    const seasons = file('/data/csv/pll-player-brennan-o-neill-seasons.csv');
    expect(seasons.find((row) => row['Season'] === '2025 Regular Season')).toMatchObject({
      Team: 'DEN',
      GP: '10',
      G: '23',
      A: '8',
    });
    const id = players.find((player) => player.slug === 'brennan-o-neill')?.officialId ?? '';
    const career = careerSums(['goals']).get(id);
    expect(
      file('/data/csv/pll-player-brennan-o-neill-career.csv').find(
        (row) => row['Season'] === 'Regular + Post-Season',
      )?.['G'],
    ).toBe(String(career?.['goals']));
    expect(file('/data/csv/pll-player-brennan-o-neill-2026.csv').map((row) => row['Season'])).toContain(
      'Regular Season',
    );
  });

  it("gives a season's splits: Brennan O'Neill's 2025 goals at home and away, summed from his box scores", () => {
    const id = players.find((player) => player.slug === 'brennan-o-neill')?.officialId ?? '';
    const boxScores = games(2025);
    const counted = season(2025).events.filter(
      (event) => ['regular', 'post', 'champseries'].includes(event.seasonSegment) && boxScores[event.slugname],
    );
    const goals = { Home: 0, Away: 0 };
    for (const event of counted) {
      const line = boxScores[event.slugname]?.find((row) => row['playerId'] === id);
      if (!line) continue;
      const home = line['teamId'] === event.homeTeamId;
      goals[home ? 'Home' : 'Away'] += Number(line['goals']);
    }
    const rows = file('/data/csv/pll-splits-brennan-o-neill-2025.csv');
    for (const where of ['Home', 'Away'] as const)
      expect(rows.find((row) => row['Split'] === 'Home and away' && row['Games'] === where)?.['G']).toBe(
        String(goals[where]),
      );
  });

  it('ranks a season by fantasy points, scored by hand from the box scores (2025)', () => {
    const sums = segmentSums(2025, 'regular', [
      'onePointGoals',
      'twoPointGoals',
      'assists',
      'groundBalls',
      'causedTurnovers',
      'turnovers',
      'faceoffsWon',
      'saves',
    ]);
    const points = (entry: Record<string, number>): number =>
      4 * (entry['onePointGoals'] ?? 0) +
      8 * (entry['twoPointGoals'] ?? 0) +
      2 * (entry['assists'] ?? 0) +
      (entry['groundBalls'] ?? 0) +
      2 * (entry['causedTurnovers'] ?? 0) -
      (entry['turnovers'] ?? 0) +
      0.25 * (entry['faceoffsWon'] ?? 0) +
      0.5 * (entry['saves'] ?? 0);
    const best = Math.max(...[...sums.values()].map(points));
    expect(file('/data/csv/pll-fantasy-2025-fpts.csv')[0]).toMatchObject({ Rank: '1', FPTS: String(best) });
    // The board keeps ranks up to 25, so players tied at the last rank all stay.
    const perGame = file('/data/csv/pll-fantasy-2025-fpts-per-game.csv');
    expect(perGame.length).toBeGreaterThanOrEqual(25);
    expect(perGame.every((row) => Number((row['Rank'] ?? '').replace('T-', '')) <= 25)).toBe(true);
  });
});
