/**
 * The static paths of every club's season pages, one list for the two routes that answer them:
 * /teams/{teamName} (the latest season's totals) and /teams/{teamName}/{year}[/per-game] (the rest).
 */
import { pageKey } from '../layout/page-key.ts';
import { oncePerLeague } from '../../data/once-per-league.ts';
import { teamPageInputs } from '../../data/page-inputs.ts';
import { clubFranchises, teamSeasonView, type TeamSeasonView } from '../../data/teams.ts';
import { teamPath, teamSeasonPath } from '../../lib/routes.ts';
import { TABLE_MODES } from '../../lib/tables/table-view.ts';

export interface TeamSeasonPage {
  /** The page's path after /teams/{teamName}: '' for the latest season's totals, "2023", "per-game", "2023/per-game". */
  view: string;
  props: { franchise: string; view: TeamSeasonView };
  cacheKey: string;
}

/** Each club's pages: every season it played, in totals and per game (listed once a build for both routes). */
export const teamSeasonPages = oncePerLeague((league): TeamSeasonPage[] =>
  clubFranchises(league).flatMap((franchise) => {
    const years = league.teamYearsOf(franchise);
    const latestYear = years.at(-1) ?? league.latestYear;
    return years.flatMap((year) =>
      TABLE_MODES.flatMap((mode) => {
        const view = teamSeasonView(league, franchise, year, mode);
        if (!view && year === latestYear)
          throw new Error(`Team page: ${franchise} has no season ${String(year)} in the snapshot.`);
        if (!view) return [];
        const path = teamSeasonPath(franchise, year, latestYear, mode);
        return [
          {
            view: path.slice(teamPath(franchise).length + 1),
            props: { franchise, view },
            cacheKey: pageKey(teamPageInputs(league, franchise, view)),
          },
        ];
      }),
    );
  }),
);
