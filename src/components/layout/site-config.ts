/** The build's account settings for the login islands, and the teams the profile offers as a favorite. */
import type { TeamChoice } from '../../islands/account/LoginPanel.tsx';
import { accountConfigFrom, type AccountConfig } from '../../lib/config/accounts.ts';
import { PLL_TEAM_NAMES } from '../../lib/teams/ids.ts';
import { NAV_TEAM_IDS } from './site-links.ts';

export const siteAccountConfig = (): AccountConfig => accountConfigFrom(import.meta.env);

/** "favTeam lowercased": the team's nickname, as the league's apps store it. */
export const FAVORITE_TEAMS: readonly TeamChoice[] = NAV_TEAM_IDS.map((id) => ({
  value: PLL_TEAM_NAMES[id].nickname.toLowerCase(),
  label: `${PLL_TEAM_NAMES[id].location} ${PLL_TEAM_NAMES[id].nickname}`,
}));
