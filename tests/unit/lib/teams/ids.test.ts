import { describe, expect, it } from 'vitest';
import { keptInAllTeams, normalizeTeamCode, teamKind, teamNickname } from '../../../../src/lib/teams/ids.ts';

describe('team ids', () => {
  it('"Team officialIds: ARC, ATL, CAN, CHA, OUT, RED, WAT, WHP, CHR, ZPP (player pool)"', () => {
    expect(['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP', 'CHR'].map(teamKind)).toEqual(Array(9).fill('pll'));
    expect(teamKind('ZPP')).toBe('player-pool');
  });
  it('"all-star ASH, ASA, ASE, ASW, VET, RIS, TIZ, TNO"', () => {
    expect(['ASH', 'ASA', 'ASE', 'ASW', 'VET', 'RIS', 'TIZ', 'TNO'].map(teamKind)).toEqual(Array(8).fill('all-star'));
  });
  it('"women\'s WCHR, WCHA, WGUA, WPLM"', () => {
    expect(['WCHR', 'WCHA', 'WGUA', 'WPLM'].map(teamKind)).toEqual(Array(4).fill('wll'));
  });
  it('"Team lookups case-insensitive, trimmed"', () => {
    expect(normalizeTeamCode('  whp ')).toBe('WHP');
    expect(teamKind(' atl')).toBe('pll');
    expect(teamKind('XYZ')).toBeNull();
    expect(teamNickname(' out ')).toBe('Outlaws');
    expect(teamNickname('ASH')).toBeNull();
  });
  it('"all teams (...; drop ZPP, ASE, ASW)"', () => {
    expect(['ZPP', 'ase', 'ASW'].map(keptInAllTeams)).toEqual([false, false, false]);
    expect(['ATL', 'ASH', 'WCHA'].map(keptInAllTeams)).toEqual([true, true, true]);
  });
});
