/** Team profiles against the snapshot: the clubs, a season's record, schedule, roster and ranks. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { clubFranchises, teamSeasonView } from '../../../src/data/teams.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';

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
