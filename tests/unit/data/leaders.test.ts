/** The leaders pages' data against the league's season lines. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { leadersData } from '../../../src/data/leaders.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { season, segmentSums } from '../../e2e/player-snapshot.ts';

let league: LeagueData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

describe('leadersData', () => {
  it('has the boards of all players and of each position filter, each filter keeping its position only', () => {
    const data = leadersData(league, 'players', { year: 2025, seasonType: 'regular' });
    expect(data.filters.map((filter) => filter.key)).toEqual([
      'all',
      'attack',
      'midfield',
      'long-stick-midfield',
      'short-stick-defensive-midfield',
      'defense',
      'faceoff',
      'goalie',
      'rookie',
    ]);
    const goalies = data.filters.find((filter) => filter.key === 'goalie');
    const saves = goalies?.boards.find((board) => board.stat === 'saves');
    expect(saves?.rows.length).toBeGreaterThan(0);
    for (const row of saves?.rows ?? []) expect(league.seasonLine(row.id, 2025, 'regular')?.position).toBe('G');
    const teams = leadersData(league, 'teams', { year: 2025, seasonType: 'regular' });
    expect(teams.filters).toHaveLength(1);
    expect(teams.filters[0]?.boards.find((board) => board.stat === 'scores')?.rows).toHaveLength(6);
  });
});

describe('qualified goalie leaders', () => {
  // Computed from the raw box scores: each goalie's save % over the 2025 regular season, and each
  // team's games, counted from the season's final regular-season events.
  const sums = segmentSums(2025, 'regular', ['gamesPlayed', 'saves', 'goalsAgainst']);
  const events = season(2025).events.filter((event) => event.seasonSegment === 'regular' && event.eventStatus >= 2);
  const teamGames = events.length / 4; // two teams a game, eight teams

  it("save % ranks only goalies who played at least 40% of their team's games, so a 2-game goalie no longer leads 2025", () => {
    expect(teamGames).toBe(10);
    const savePct = (entry: Record<string, number>): number =>
      (entry['saves'] ?? 0) / ((entry['saves'] ?? 0) + (entry['goalsAgainst'] ?? 0));
    const faced = [...sums].filter(([, entry]) => (entry['saves'] ?? 0) + (entry['goalsAgainst'] ?? 0) > 0);
    const best = (entries: typeof faced): string | undefined =>
      [...entries].sort(([, a], [, b]) => savePct(b) - savePct(a))[0]?.[0];
    const unqualified = best(faced);
    const qualified = best(faced.filter(([, entry]) => (entry['gamesPlayed'] ?? 0) >= 0.4 * teamGames));
    expect(sums.get(unqualified ?? '')?.['gamesPlayed']).toBe(2);

    const board = leadersData(league, 'players', { year: 2025, seasonType: 'regular' })
      .filters.find((filter) => filter.key === 'all')
      ?.boards.find((board) => board.stat === 'savePct');
    expect(board?.rows[0]?.id).toBe(qualified);
    expect(board?.rows.map((row) => row.id)).not.toContain(unqualified);
    expect(board?.rule).toBe(
      "Qualified: goalies who played at least 40% of their team's games, with a save % of at most 85%.",
    );
  });
});

describe('team codes on the boards', () => {
  it("name each team by that season's code: the location code from 2024 (BOS, not CAN), the season's id before (CHR)", () => {
    for (const year of [2023, 2025]) {
      const codes = new Set(season(year).teams.map((team) => (year >= 2024 ? team.locationCode : team.officialId)));
      for (const kind of ['players', 'teams'] as const) {
        for (const board of leadersData(league, kind, { year, seasonType: 'regular' }).filters[0]?.boards ?? []) {
          for (const row of board.rows)
            expect(codes, `${kind} ${String(year)} ${row.detail}`).toContain(row.detail.split(' · ')[0]);
        }
      }
    }
  });
});

describe('per-game leaders', () => {
  // From the raw box scores of the 2025 regular season: each player's points and games, and the
  // fewest games a per-game leader needs, half the most anyone played (rounded up).
  const sums = segmentSums(2025, 'regular', ['gamesPlayed', 'points', 'shotPct']);
  const mostGames = Math.max(...[...sums.values()].map((entry) => entry['gamesPlayed'] ?? 0));
  const minGames = Math.ceil(mostGames / 2);
  const perGame = (entry: Record<string, number>): number => (entry['points'] ?? 0) / (entry['gamesPlayed'] ?? 1);
  const board = (mode: 'totals' | 'per-game', stat: string) =>
    leadersData(league, 'players', { year: 2025, seasonType: 'regular' }, mode)
      .filters.find((filter) => filter.key === 'all')
      ?.boards.find((entry) => entry.stat === stat);

  it('ranks points per game among players with half the most games, to three decimals, and says so', () => {
    expect(mostGames).toBe(10);
    const qualified = [...sums].filter(([, entry]) => (entry['gamesPlayed'] ?? 0) >= minGames);
    const best = qualified.map(([, entry]) => perGame(entry)).sort((a, b) => b - a);
    const points = board('per-game', 'points');
    expect(points?.rows.map((row) => row.value)).toEqual(
      best.slice(0, 5).map((value) => Math.round(value * 1000) / 1000),
    );
    for (const row of points?.rows ?? []) expect(sums.get(row.id)?.['gamesPlayed']).toBeGreaterThanOrEqual(minGames);
    expect(points?.rule).toBe("Qualified: at least 5 games played, half the season's most.");
  });

  it("leaves off a player whose few games would lead: 2024's second-best points per game came in one game", () => {
    const sums2024 = [...segmentSums(2024, 'regular', ['gamesPlayed', 'points'])].filter(
      ([, entry]) => (entry['gamesPlayed'] ?? 0) > 0,
    );
    const [, second] = [...sums2024].sort(([, a], [, b]) => perGame(b) - perGame(a));
    expect(second?.[1]['gamesPlayed']).toBe(1);
    const points = leadersData(
      league,
      'players',
      { year: 2024, seasonType: 'regular' },
      'per-game',
    ).filters[0]?.boards.find((entry) => entry.stat === 'points');
    expect(points?.rows.length).toBe(5);
    expect(points?.rows.map((row) => row.id)).not.toContain(second?.[0]);
  });

  it('keeps a rate board as it is in the totals', () => {
    expect(board('per-game', 'shotPct')).toEqual(board('totals', 'shotPct'));
  });

  it("ranks the teams' scores per game: each team's scores over its games, from the games' team stats", () => {
    const finals = season(2025).events.filter(
      (event) => event.seasonSegment === 'regular' && event.eventStatus >= 2 && event.homeScore !== null,
    );
    const scores = new Map<string, { scores: number; games: number }>();
    for (const event of finals) {
      for (const [teamId, scored] of [
        [event.homeTeamId, event.homeScore ?? 0],
        [event.awayTeamId, event.visitorScore ?? 0],
      ] as const) {
        const entry = scores.get(teamId) ?? { scores: 0, games: 0 };
        scores.set(teamId, { scores: entry.scores + scored, games: entry.games + 1 });
      }
    }
    const best = [...scores.values()].map((entry) => entry.scores / entry.games).sort((a, b) => b - a);
    const teams = leadersData(league, 'teams', { year: 2025, seasonType: 'regular' }, 'per-game').filters[0]?.boards;
    expect(teams?.find((entry) => entry.stat === 'scores')?.rows.map((row) => row.value)).toEqual(
      best.slice(0, 6).map((value) => Math.round(value * 1000) / 1000),
    );
  });
});
