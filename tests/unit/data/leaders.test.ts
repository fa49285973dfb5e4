/** The leaders pages' data against the league's season lines. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import { leadersData } from '../../../src/data/leaders.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';

let league: LeagueData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

describe('leadersData', () => {
  it('has the boards of all players and of each position filter, each filter keeping its position only', () => {
    const data = leadersData(league, 'players', { year: 2025, seasonType: 'regular' });
    expect(data.filters.map((filter) => filter.key)).toEqual([
      'all', 'attack', 'midfield', 'long-stick-midfield', 'short-stick-defensive-midfield', 'defense', 'faceoff', 'goalie', 'rookie',
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
