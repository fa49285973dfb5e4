/** Team logos by season: 2019 to 2023 the primary full-colour logo, before 2019 the default one, from 2024 a lookup by team. */
import { teamNickname } from './ids.ts';
import { franchiseId } from './remaps.ts';

/** "Logos: 2019-2023 primary full-colour; before 2019 default; 2024+ lookup." */
const LOGO_PRIMARY_FULL_COLOUR_YEARS = { from: 2019, to: 2023 } as const;

/** The league's square logo, for seasons before the PLL (MLL years) and teams without a logo. */
export const DEFAULT_TEAM_LOGO =
  'https://premierlacrosseleague.com/wp-content/uploads/2019/03/PLL__Square_Logo_Social.png';

/** "2024+ lookup": the league's current primary full-colour logos, by franchise. */
export const LOGOS_2024: Readonly<Record<string, string>> = Object.fromEntries(
  ['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP'].map((id) => [
    id,
    `https://img.premierlacrosseleague.com/Teams/2024/Logo/2024_${(teamNickname(id) ?? id).toLowerCase()}_primary_color.png`,
  ]),
);

/**
 * The 2019-2023 primary full-colour logo as the league's old stats site served it
 * (500x500_PLL_Teams_square_{nickname}.png); the page's image fallback covers a missing file.
 */
function primaryFullColourLogo(officialId: string): string | null {
  const nickname = teamNickname(officialId);
  return nickname === null
    ? null
    : `https://premierlacrosseleague.com/wp-content/uploads/2020/02/500x500_PLL_Teams_square_${nickname.toLowerCase()}.png`;
}

export interface LogoSource {
  officialId: string;
  year: number;
  /** The record's own urlLogo, when it has one. */
  urlLogo?: string | null;
}

/**
 * "Logos: 2019-2023 primary full-colour; before 2019 default; 2024+ lookup." A record's own logo
 * wins in 2019-2023 (it is that season's logo); from 2024 the lookup wins, since the wire repeats
 * one logo for every year.
 */
export function teamLogo({ officialId, year, urlLogo }: LogoSource): string {
  const own = urlLogo?.trim() ? urlLogo.trim() : null;
  if (year < LOGO_PRIMARY_FULL_COLOUR_YEARS.from) return DEFAULT_TEAM_LOGO;
  if (year <= LOGO_PRIMARY_FULL_COLOUR_YEARS.to) return own ?? primaryFullColourLogo(officialId) ?? DEFAULT_TEAM_LOGO;
  return LOGOS_2024[franchiseId(officialId)] ?? own ?? DEFAULT_TEAM_LOGO;
}
