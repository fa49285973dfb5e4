/** Team official ids and the lookups every team reference goes through. */

/** "drop ZPP, ASE, ASW" (all teams query) */
const ALL_TEAMS_DROPPED_IDS = ['ZPP', 'ASE', 'ASW'] as const;

/** "Team officialIds: ARC, ATL, CAN, CHA, OUT, RED, WAT, WHP, CHR, ZPP (player pool)" */
export const PLL_TEAM_IDS = ['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP', 'CHR'] as const;
export const PLAYER_POOL_ID = 'ZPP';
/** "all-star ASH, ASA, ASE, ASW, VET, RIS, TIZ, TNO" */
export const ALL_STAR_TEAM_IDS = ['ASH', 'ASA', 'ASE', 'ASW', 'VET', 'RIS', 'TIZ', 'TNO'] as const;
/** "women's WCHR, WCHA, WGUA, WPLM" */
export const WLL_TEAM_IDS = ['WCHR', 'WCHA', 'WGUA', 'WPLM'] as const;

export type TeamKind = 'pll' | 'player-pool' | 'all-star' | 'wll';

/** "Team lookups case-insensitive, trimmed": the canonical form of a team code. */
export function normalizeTeamCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Which kind of team an official id names, or null for an id the league does not use. */
export function teamKind(officialId: string): TeamKind | null {
  const id = normalizeTeamCode(officialId);
  if ((PLL_TEAM_IDS as readonly string[]).includes(id)) return 'pll';
  if (id === PLAYER_POOL_ID) return 'player-pool';
  if ((ALL_STAR_TEAM_IDS as readonly string[]).includes(id)) return 'all-star';
  if ((WLL_TEAM_IDS as readonly string[]).includes(id)) return 'wll';
  return null;
}

/** "all teams (...; drop ZPP, ASE, ASW)": the all-teams list leaves out the player pool and the 2025+ all-star sides. */
export function keptInAllTeams(officialId: string): boolean {
  return !(ALL_TEAMS_DROPPED_IDS as readonly string[]).includes(normalizeTeamCode(officialId));
}

/** Team names by official id: location, nickname and the nickname as image files spell it. */
export const PLL_TEAM_NAMES: Readonly<Record<(typeof PLL_TEAM_IDS)[number], { location: string; nickname: string }>> = {
  ARC: { location: 'Utah', nickname: 'Archers' },
  ATL: { location: 'New York', nickname: 'Atlas' },
  CAN: { location: 'Boston', nickname: 'Cannons' },
  CHA: { location: 'Carolina', nickname: 'Chaos' },
  OUT: { location: 'Denver', nickname: 'Outlaws' },
  RED: { location: 'California', nickname: 'Redwoods' },
  WAT: { location: 'Philadelphia', nickname: 'Waterdogs' },
  WHP: { location: 'Maryland', nickname: 'Whipsnakes' },
  CHR: { location: 'Chrome', nickname: 'Chrome' },
};

/** The league's eight clubs of today, by city: the order of the Teams menu and of the favourite-team choices. */
export const CURRENT_CLUB_IDS = ['CAN', 'RED', 'CHA', 'OUT', 'WHP', 'ATL', 'WAT', 'ARC'] as const;

/** A club of today by its city and nickname: "Boston Cannons". */
export function clubName(id: (typeof CURRENT_CLUB_IDS)[number]): string {
  return `${PLL_TEAM_NAMES[id].location} ${PLL_TEAM_NAMES[id].nickname}`;
}

/** The nickname of a PLL team (case-insensitive id), or null. */
export function teamNickname(officialId: string): string | null {
  const id = normalizeTeamCode(officialId);
  return Object.hasOwn(PLL_TEAM_NAMES, id) ? PLL_TEAM_NAMES[id as keyof typeof PLL_TEAM_NAMES].nickname : null;
}
