/**
 * The league's derived numbers checked against the data they come from: every season line against
 * the sum of the player's box-score rows, the published totals served as published, team lines,
 * records and career rows. Expectations are summed here from the snapshot's raw rows, independently
 * of src/lib/aggregate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeTable,
  type EventRecord,
  type PlayerGameStat,
  type Snapshot,
  type TeamGameStat,
} from '../../../src/data/snapshot-format.ts';
import { LeagueData } from '../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';

let snapshot: Snapshot;
let league: LeagueData;

beforeAll(async () => {
  snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  league = new LeagueData(snapshot);
});

const GAME_YEARS = [2022, 2023, 2024, 2025, 2026];
const COUNTED = [
  'gamesPlayed',
  'points',
  'goals',
  'onePointGoals',
  'twoPointGoals',
  'assists',
  'shots',
  'shotsOnGoal',
  'groundBalls',
  'turnovers',
  'causedTurnovers',
  'faceoffsWon',
  'faceoffsLost',
  'faceoffs',
  'saves',
  'scoresAgainst',
] as const satisfies readonly (keyof PlayerGameStat)[];

interface Played {
  event: EventRecord;
  players: PlayerGameStat[];
  teams: TeamGameStat[];
}

/** The final games of a year and segment that have box scores, with their decoded rows. */
function played(year: number, segment: string): Played[] {
  const games = snapshot.games.get(year) ?? {};
  return (snapshot.seasons.get(year)?.events ?? []).flatMap((event) => {
    const game = games[event.slugname];
    if (event.seasonSegment !== segment || event.eventStatus < 2 || !game) return [];
    return [{ event, players: decodeTable(game.playerStats), teams: game.teamStats }];
  });
}

function sumRows(rows: readonly PlayerGameStat[]): Map<string, Record<(typeof COUNTED)[number], number>> {
  const sums = new Map<string, Record<(typeof COUNTED)[number], number>>();
  for (const row of rows) {
    const sum = sums.get(row.playerId) ?? Object.fromEntries(COUNTED.map((field) => [field, 0]));
    for (const field of COUNTED) sum[field] += row[field];
    sums.set(row.playerId, sum as Record<(typeof COUNTED)[number], number>);
  }
  return sums;
}

describe('season lines from box scores', () => {
  it.each(
    GAME_YEARS.flatMap(
      (year) =>
        [
          [year, 'regular'],
          [year, 'post'],
        ] as const,
    ),
  )(
    '%i %s: every player line equals the sum of his box-score rows, and its rates are ratios of those sums',
    (year, segment) => {
      const expected = sumRows(played(year, segment).flatMap((game) => game.players));
      const lines = league.seasonLinesOf(year, segment);
      expect([...lines.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [playerId, sums] of expected) {
        const stats = lines.get(playerId)?.stats;
        for (const field of COUNTED) expect(stats?.[field], `${playerId} ${field}`).toBe(sums[field]);
        expect(stats?.shotPct).toBeCloseTo(sums.shots === 0 ? 0 : sums.goals / sums.shots, 12);
        // The wire's faceoffs count all draws taken (violations too), not just won + lost.
        expect(stats?.faceoffPct).toBeCloseTo(sums.faceoffs === 0 ? 0 : sums.faceoffsWon / sums.faceoffs, 12);
      }
    },
  );

  it('the 2024 regular-season points leader is Jeff Teat with 64, as his 2024 box scores add up', () => {
    const lines = [...league.seasonLinesOf(2024, 'regular').values()];
    const top = lines.reduce((best, line) => (line.stats.points > best.stats.points ? line : best));
    expect(league.player(top.playerId)?.slug).toBe('jeff-teat');
    const rows = played(2024, 'regular').flatMap((game) => game.players.filter((row) => row.playerId === top.playerId));
    expect(top.stats.points).toBe(rows.reduce((total, row) => total + row.points, 0));
    expect(top.stats.points).toBe(64);
  });
});

describe('seasons with published totals only (2020, 2021)', () => {
  it.each([2020, 2021])('%i: each line serves the published total, counts and rates as published', (year) => {
    const totals = decodeTable(snapshot.seasons.get(year)?.playerTotals ?? { columns: [], rows: [] });
    expect(totals.length).toBeGreaterThan(0);
    for (const total of totals) {
      const stats = league.seasonLine(total.playerId, year, total.seasonSegment)?.stats;
      for (const field of [
        'gamesPlayed',
        'points',
        'goals',
        'assists',
        'saves',
        'shotPct',
        'savePct',
        'saa',
        'faceoffPct',
      ] as const) {
        expect(stats?.[field], `${total.playerId} ${field}`).toBe(total[field]);
      }
    }
  });

  it('team totals of 2019-2021 are served as published, games played read off the scores-against average', () => {
    for (const year of [2019, 2020, 2021]) {
      for (const total of snapshot.seasons.get(year)?.teamTotals ?? []) {
        const stats = league.teamStatsOf(year, 'regular').get(total.teamId);
        expect(stats?.scores).toBe(total.scores);
        expect(stats?.shotPct).toBe(total.shotPct);
        expect(stats?.savePct).toBe(total.savePct);
        expect(stats?.saa).toBe(total.saa);
        expect(stats?.manDownPct).toBe(total.penaltyKillPct);
        expect(stats?.gamesPlayed).toBe(Math.round(total.scoresAgainst / total.saa));
      }
    }
  });
});

describe('teams', () => {
  it.each(GAME_YEARS)(
    '%i regular season: team lines sum the team box scores, records count the final scores',
    (year) => {
      const games = played(year, 'regular');
      const teamStats = league.teamStatsOf(year, 'regular');
      const records = new Map(league.standings(year, 'regular').map((record) => [record.teamId, record]));
      for (const team of league.teamsOf(year)) {
        const lines = games.flatMap((game) => game.teams.filter((line) => line.officialId === team.officialId));
        if (lines.length === 0) continue;
        expect(teamStats.get(team.officialId)?.scores).toBe(lines.reduce((total, line) => total + line.scores, 0));
        expect(teamStats.get(team.officialId)?.gamesPlayed).toBe(lines.length);

        const finals = (snapshot.seasons.get(year)?.events ?? []).filter(
          (event) =>
            event.seasonSegment === 'regular' &&
            event.eventStatus >= 2 &&
            (event.homeTeamId === team.officialId || event.awayTeamId === team.officialId),
        );
        const won = finals.filter((event) => {
          const home = event.homeTeamId === team.officialId;
          return home
            ? (event.homeScore ?? 0) > (event.visitorScore ?? 0)
            : (event.visitorScore ?? 0) > (event.homeScore ?? 0);
        }).length;
        const tied = finals.filter((event) => event.homeScore === event.visitorScore).length;
        const record = records.get(team.officialId);
        expect([record?.wins, record?.losses, record?.ties], `${String(year)} ${team.officialId}`).toEqual([
          won,
          finals.length - won - tied,
          tied,
        ]);
      }
    },
  );

  it.each(GAME_YEARS)(
    "%i: a team's stats at one of its games sum its regular-season box scores of games that started no later",
    (year) => {
      const games = played(year, 'regular');
      const events = snapshot.seasons.get(year)?.events ?? [];
      // Every fourth event of the season, played or not (a postseason game counts the whole regular season).
      for (const event of events.filter((_, index) => index % 4 === 0)) {
        for (const teamId of [event.awayTeamId, event.homeTeamId]) {
          const lines = games
            .filter((game) => game.event.startTime <= event.startTime)
            .flatMap((game) => game.teams.filter((line) => line.officialId === teamId));
          const stats = league.teamStatsAt(event, teamId);
          const context = `${event.slugname} ${teamId}`;
          if (lines.length === 0) {
            expect(stats, context).toBeUndefined();
            continue;
          }
          expect(stats?.scores, context).toBe(lines.reduce((total, line) => total + line.scores, 0));
          expect(stats?.gamesPlayed, context).toBe(lines.length);
        }
      }
    },
  );

  it('standings list the best record first', () => {
    for (const year of GAME_YEARS) {
      const [first, ...rest] = league.standings(year, 'regular');
      for (const other of rest) expect(first?.wins ?? 0).toBeGreaterThanOrEqual(other.wins);
    }
  });
});

describe('career rows', () => {
  it('add every regular and post season of a player: published totals before 2022, box scores after', () => {
    const expected = new Map<string, { points: number; goals: number; gamesPlayed: number }>();
    const add = (playerId: string, points: number, goals: number, gamesPlayed: number): void => {
      const sum = expected.get(playerId) ?? { points: 0, goals: 0, gamesPlayed: 0 };
      expected.set(playerId, {
        points: sum.points + points,
        goals: sum.goals + goals,
        gamesPlayed: sum.gamesPlayed + gamesPlayed,
      });
    };
    for (const year of [2020, 2021]) {
      for (const total of decodeTable(snapshot.seasons.get(year)?.playerTotals ?? { columns: [], rows: [] })) {
        add(total.playerId, total.points, total.goals, total.gamesPlayed);
      }
    }
    for (const year of GAME_YEARS) {
      for (const segment of ['regular', 'post']) {
        for (const row of played(year, segment).flatMap((game) => game.players))
          add(row.playerId, row.points, row.goals, row.gamesPlayed);
      }
    }
    const careers = league.careers();
    expect(careers.size).toBe(expected.size);
    for (const [playerId, sum] of expected) {
      const stats = careers.get(playerId)?.stats;
      expect([stats?.points, stats?.goals, stats?.gamesPlayed], playerId).toEqual([
        sum.points,
        sum.goals,
        sum.gamesPlayed,
      ]);
    }
  });
});
