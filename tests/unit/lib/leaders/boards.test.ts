import { describe, expect, it } from 'vitest';
import { leadersDataPath, leadersSeasonPath, parseLeadersData } from '../../../../src/lib/leaders/boards.ts';

const latest = { year: 2026, seasonType: 'regular' } as const;

describe('leaders paths', () => {
  it('show the latest season at /players/ and earlier ones under /players/season/', () => {
    expect(leadersSeasonPath('players', latest, latest)).toBe('/players/');
    expect(leadersSeasonPath('teams', { year: 2023, seasonType: 'champseries' }, latest)).toBe('/teams/season/2023/champseries/');
    expect(leadersDataPath('players', latest)).toBe('/data/leaders/players/2026-regular.json');
  });
});

describe('parseLeadersData', () => {
  it('rejects a file of another season, naming the file', () => {
    expect(() => parseLeadersData({ kind: 'teams', year: 2026, seasonType: 'regular', filters: [] }, 'players', latest, '/l.json')).toThrow(
      '/l.json: not the players leaders of 2026 regular',
    );
    expect(parseLeadersData({ kind: 'players', year: 2026, seasonType: 'regular', filters: [] }, 'players', latest, '/l.json').filters).toEqual([]);
  });
});
