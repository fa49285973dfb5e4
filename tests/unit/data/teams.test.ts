/** Team profiles against the snapshot: the clubs, a season's record, schedule, roster and ranks. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { clubFranchises, teamSeasonView } from '../../../src/data/teams.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { statGroupRows } from '../../../src/data/team-stat-rows.ts';
import { season } from '../../e2e/player-snapshot.ts';

let league: LeagueData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

describe('clubFranchises', () => {
  it('is the eight clubs, the Chrome counted as the Outlaws', () => {
    expect(clubFranchises(league)).toEqual(['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP']);
  });
});

describe('teamSeasonView', () => {
  it('finds the Chrome as the Outlaws franchise before 2024', () => {
    expect(teamSeasonView(league, 'OUT', 2023)?.team.officialId).toBe('CHR');
    expect(teamSeasonView(league, 'CAN', 2020)).toBeUndefined();
  });

  it('lists every game of the team and counts its finals into W and L results', () => {
    const view = teamSeasonView(league, 'WHP', 2025);
    if (!view) throw new Error('the Whipsnakes played 2025');
    const games = league.eventsOf(2025).filter((event) => event.homeTeamId === 'WHP' || event.awayTeamId === 'WHP');
    expect(view.schedule).toHaveLength(games.length);
    const regularWins = view.schedule.filter(
      (row) => row.event.seasonSegment === 'regular' && row.result?.startsWith('W'),
    ).length;
    expect(regularWins).toBe(view.record.wins);
  });

  it("ranks the team among the season's teams, best first", () => {
    const view = teamSeasonView(league, 'OUT', 2026);
    if (!view?.stats) throw new Error('the Outlaws have 2026 stats');
    const scores = [...league.teamStatsOf(2026, 'regular').values()].map((stats) => stats.scores);
    const better = scores.filter((value) => value > (view.stats?.scores ?? 0)).length;
    const offensive = view.groups.find((group) => group.group === 'Offensive');
    expect(offensive?.rows.find((row) => row.id === 'scores')?.rank).toMatch(
      new RegExp(`^(T-)?${String(better + 1)}$`),
    );
  });

  it('orders the roster by points and gives each player his regular-season line', () => {
    const view = teamSeasonView(league, 'OUT', 2026);
    const points = view?.roster.map((row) => row.line?.stats.points ?? -1) ?? [];
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(view?.roster).toHaveLength(league.rosterOf(2026, 'OUT').length);
  });

  it('leaves out a stat no team has that season: offsides and the short-handed splits are not in the box scores', () => {
    const view = teamSeasonView(league, 'OUT', 2026);
    const ids = view?.groups.flatMap((group) => group.rows.map((row) => row.id)) ?? [];
    expect(ids).toContain('scores');
    expect(ids).toContain('manDownPct');
    expect(ids).not.toContain('offsides');
    expect(ids).not.toContain('shortHandedGoals');
    expect(view?.groups.every((group) => group.rows.length > 0)).toBe(true);
  });
});

describe('statGroupRows per game', () => {
  // From the raw 2025 events: the Outlaws' regular-season finals and the scores they made in them.
  const finals = season(2025).events.filter(
    (event) =>
      event.seasonSegment === 'regular' &&
      event.eventStatus >= 2 &&
      event.homeScore !== null &&
      (event.homeTeamId === 'OUT' || event.awayTeamId === 'OUT'),
  );
  const scores = finals.reduce(
    (sum, event) => sum + ((event.homeTeamId === 'OUT' ? event.homeScore : event.visitorScore) ?? 0),
    0,
  );
  const rows = (mode: 'totals' | 'per-game') => {
    const view = teamSeasonView(league, 'OUT', 2025, mode);
    if (!view) throw new Error('the Outlaws played 2025');
    return new Map(statGroupRows(view).flatMap(({ rows }) => rows.map((row) => [row.column.id, row])));
  };

  it("gives each count over the team's games with one decimal, rates as they are, and ranks the per-game figures", () => {
    expect(finals).toHaveLength(10);
    const perGame = rows('per-game');
    const totals = rows('totals');
    expect(totals.get('scores')?.value).toBe(scores);
    expect(perGame.get('scores')?.value).toBe(Math.round((scores / 10) * 1000) / 1000);
    expect(perGame.get('scores')?.column.format).toBe('decimal1');
    expect(perGame.get('shotPct')?.value).toBe(totals.get('shotPct')?.value);
    // Every team played ten games, so a count's rank per game is its rank in the totals.
    for (const [id, row] of perGame) expect(row.rank, id).toBe(totals.get(id)?.rank);
  });
});
