/** The stat tables' rows against the league's season lines and team stats. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { tableColumns, tableData, tableSeasons } from '../../../src/data/tables.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { RATE_ATTEMPTS, noAttempts, season as seasonFile, segmentSums } from '../../e2e/player-snapshot.ts';

/** Each club's wins, losses and ties in a (year, segment), counted here from the season file's final games. */
function recordsFromEvents(year: number, segment: string): Map<string, { wins: number; losses: number; ties: number }> {
  const records = new Map<string, { wins: number; losses: number; ties: number }>();
  const count = (teamId: string, outcome: 'wins' | 'losses' | 'ties'): void => {
    const record = records.get(teamId) ?? { wins: 0, losses: 0, ties: 0 };
    record[outcome] += 1;
    records.set(teamId, record);
  };
  for (const event of seasonFile(year).events) {
    if (
      event.seasonSegment !== segment ||
      event.eventStatus < 2 ||
      event.homeScore === null ||
      event.visitorScore === null
    )
      continue;
    const margin = event.homeScore - event.visitorScore;
    count(event.homeTeamId, margin > 0 ? 'wins' : margin < 0 ? 'losses' : 'ties');
    count(event.awayTeamId, margin < 0 ? 'wins' : margin > 0 ? 'losses' : 'ties');
  }
  return records;
}

let league: LeagueData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

describe('tableData', () => {
  it("has a row for every player who played in the season, with his season line's values", () => {
    const season = { year: 2025, seasonType: 'regular' } as const;
    const data = tableData(league, 'players', season);
    const lines = [...league.seasonLinesOf(2025, 'regular').values()].filter((line) => line.counts.gamesPlayed > 0);
    expect(data.rows).toHaveLength(lines.length);
    for (const line of lines.slice(0, 25)) {
      const row = data.rows.find((candidate) => candidate.id === line.playerId);
      expect(row?.values['points']).toBe(line.stats.points);
      expect(row?.values['goals']).toBe(line.stats.goals);
    }
  });

  it('lists the clubs only in the team table, each with its season scores', () => {
    const data = tableData(league, 'teams', { year: 2026, seasonType: 'regular' });
    expect(data.rows.map((row) => row.id).sort()).toEqual(['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP']);
    for (const row of data.rows)
      expect(row.values['scores']).toBe(league.teamStatsOf(2026, 'regular').get(row.id)?.scores);
  });

  it('gives each team its won-lost record of the segment, ties only when a team tied, and per-game columns', () => {
    for (const [year, seasonType] of [
      [2024, 'regular'],
      [2025, 'post'],
      [2026, 'regular'],
    ] as const) {
      const records = recordsFromEvents(year, seasonType);
      const anyTie = [...records.values()].some((record) => record.ties > 0);
      for (const row of tableData(league, 'teams', { year, seasonType }).rows) {
        const record = records.get(row.id);
        expect(row.values['wins'], `${row.id} ${String(year)}`).toBe(record?.wins);
        expect(row.values['losses']).toBe(record?.losses);
        expect(row.values['ties']).toBe(anyTie ? record?.ties : null);
        const games = Number(row.values['gamesPlayed']);
        expect(row.values['scoresPG']).toBeCloseTo(Number(row.values['scores']) / games, 6);
        expect(row.values['saa']).toBeCloseTo(Number(row.values['scoresAgainst']) / games, 6);
      }
    }
  });

  it('a season known only by its published totals has no won-lost record, not 0 - 0', () => {
    const rows = tableData(league, 'teams', { year: 2020, seasonType: 'regular' }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(seasonFile(2020).events).toHaveLength(0);
    for (const row of rows)
      expect([row.values['wins'], row.values['losses'], row.values['ties']]).toEqual([null, null, null]);
  });

  it("names each team by that season's code: the location code from 2024, the season's own id before", () => {
    for (const year of [2022, 2024, 2026]) {
      const expected = new Map(
        seasonFile(year).teams.map((team) => [team.officialId, year >= 2024 ? team.locationCode : team.officialId]),
      );
      for (const kind of ['teams', 'players'] as const) {
        for (const row of tableData(league, kind, { year, seasonType: 'regular' }).rows) {
          expect([...expected.values()], `${kind} ${String(year)}`).toContain(row.detail);
        }
      }
    }
  });

  it('keeps only players with tracking data (touches) in the advanced table', () => {
    const data = tableData(league, 'advanced', { year: 2025, seasonType: 'regular' });
    expect(data.rows.length).toBeGreaterThan(0);
    expect(data.rows.every((row) => typeof row.values['touches'] === 'number' && row.values['touches'] > 0)).toBe(true);
  });

  it('gives every row a value or null for every column', () => {
    const ids = tableColumns('players').map((column) => column.id);
    const [first] = tableData(league, 'players', { year: 2026, seasonType: 'regular' }).rows;
    expect(Object.keys(first?.values ?? {}).sort()).toEqual([...ids].sort());
  });
});

describe('tableSeasons', () => {
  it('offers every season with rows, newest first, and the 2023 Championship Series for teams', () => {
    const seasons = tableSeasons(league, 'teams');
    expect(seasons[0]).toEqual({ year: league.latestYear, seasonType: 'regular' });
    expect(seasons).toContainEqual({ year: 2023, seasonType: 'champseries' });
    expect(seasons.map((season) => season.year)).toEqual(
      [...seasons.map((season) => season.year)].sort((a, b) => b - a),
    );
  });
});

describe('missing is not zero', () => {
  it.each([2020, 2021, 2022, 2023, 2024, 2025, 2026])(
    'no rate of the %i player table has a value for a player without attempts, and every other one has',
    (year) => {
      const sums = segmentSums(year, 'regular', ['shots', 'faceoffs', 'saves', 'scoresAgainst']);
      for (const row of tableData(league, 'players', { year, seasonType: 'regular' }).rows) {
        for (const rate of Object.keys(RATE_ATTEMPTS))
          expect(row.values[rate] === null, `${row.name} ${rate}`).toBe(noAttempts(sums.get(row.id), rate));
      }
    },
  );

  // Hand-checked against the box scores: 30 players without a shot, 155 without a faceoff and 180 who
  // faced no shot in 2025 (2 x 30 + 155 + 2 x 180); 34, 179 and 210 in 2026.
  it.each([
    [2025, 575],
    [2026, 667],
  ])('the %i player table has %i missing rate cells', (year, cells) => {
    const rows = tableData(league, 'players', { year, seasonType: 'regular' }).rows;
    expect(rows.flatMap((row) => Object.keys(RATE_ATTEMPTS).filter((rate) => row.values[rate] === null))).toHaveLength(
      cells,
    );
  });

  it('the advanced stats the league never published are missing for everyone, not 0', () => {
    const rows = tableData(league, 'advanced', { year: 2025, seasonType: 'regular' }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.values['unassistedGoals']).toBeNull();
      expect(row.values['assistedGoals']).toBeNull();
    }
  });
});
