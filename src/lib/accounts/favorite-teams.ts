/**
 * The clubs the profile offers as a favourite: a constant of the profile form's code, since as a
 * prop of the account button every page's header would carry it. A module of its own: the account
 * directive, inlined in every page, imports user.ts (its referral keys), and would take it in too.
 */
import type { TeamChoice } from './user.ts';
import { clubName, CURRENT_CLUB_IDS, PLL_TEAM_NAMES } from '../teams/ids.ts';

/** "favTeam lowercased": the team's nickname, as the league's apps store it. */
export const FAVORITE_TEAMS: readonly TeamChoice[] = CURRENT_CLUB_IDS.map((id) => ({
  value: PLL_TEAM_NAMES[id].nickname.toLowerCase(),
  label: clubName(id),
}));
