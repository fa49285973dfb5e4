import { describe, expect, it } from 'vitest';
import { TEAM_COMPARISON_ROWS, teamComparisonCsv } from '../../../../src/lib/stats/team-comparison.ts';

const row = (id: string) => {
  const found = TEAM_COMPARISON_ROWS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no comparison row ${id}`);
  return found;
};

describe('TEAM_COMPARISON_ROWS', () => {
  it('"Power play shown goals-over-opportunities, penalty kill kills-over-times-short-handed, faceoffs won-over-total"', () => {
    const stats = {
      powerPlayGoals: 2,
      timesManUp: 5,
      timesShortHanded: 4,
      powerPlayGoalsAgainst: 1,
      faceoffsWon: 15,
      faceoffs: 26,
    };
    expect(row('powerPlay').format(stats)).toBe('2/5');
    expect(row('penaltyKill').format(stats)).toBe('3/4');
    expect(row('faceoffs').format(stats)).toBe('15/26');
  });

  it('formats percentages and time in possession by the registry, clears as made over attempts', () => {
    expect(row('shotPct').format({ shotPct: 0.21569 })).toBe('21.6%');
    expect(row('timeInPossesion').format({ timeInPossesion: 1410 })).toBe('23:30');
    expect(row('clears').format({ clears: 28, clearAttempts: 29 })).toBe('28/29');
    expect(row('clears').format({})).toBe('–');
  });

  it('has one row per stat', () => {
    const ids = TEAM_COMPARISON_ROWS.map((candidate) => candidate.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('teamComparisonCsv', () => {
  it('gives a row per side with the counts behind each "won/total", a missing count empty', () => {
    const csv = teamComparisonCsv([
      {
        teamId: 'A',
        name: 'Away',
        code: 'AWY',
        stats: { scores: 8, faceoffsWon: 4, faceoffs: 22, timesManUp: 3 },
      },
      { teamId: 'H', name: 'Home', code: 'HOM', stats: { scores: 10, faceoffsWon: 18, faceoffs: 22 } },
    ]);
    const [header, away, home] = csv.split('\r\n').map((line) => line.split(','));
    const cell = (line: string[] | undefined, label: string): string | undefined =>
      line?.[header?.indexOf(label) ?? -1];
    expect(header?.slice(0, 3)).toEqual(['Team', 'Code', 'SC']);
    expect(cell(home, 'FOW')).toBe('18');
    expect(cell(home, 'FO')).toBe('22');
    expect(cell(away, 'PP')).toBe('3');
    expect(cell(home, 'PP')).toBe('');
    expect(away?.slice(0, 2)).toEqual(['Away', 'AWY']);
  });
});
