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
