/**
 * The season switcher: every season a table offers, as links to that season's page, so it works
 * without JavaScript. Hydrated, a click sets $season instead (the table re-renders without a page
 * load) and pushes the season's path, so the choice stays in the URL and Back returns to it.
 */
import { useEffect, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import './SeasonSwitcher.css';
import { isModifiedClick } from '../../lib/links.ts';
import { SEASON_LABELS } from '../../lib/seasons.ts';
import { sameSeason, seasonFromPath, type TableSeason } from '../../lib/tables/table-view.ts';
import { $season, initSeason } from '../../stores/season.ts';

/** A season and the page that shows it. */
export interface SeasonLink extends TableSeason {
  href: string;
}

interface Props {
  seasons: readonly SeasonLink[];
  latest: TableSeason;
  current: TableSeason;
}

export default function SeasonSwitcher({ seasons, latest, current }: Props) {
  const chosen = useStore($season) ?? current;

  useEffect(() => {
    initSeason(current);
    const onPopState = (): void => {
      $season.set(seasonFromPath(window.location.pathname) ?? latest);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
    };
  }, [current, latest]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, season: SeasonLink): void => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    // The sort and filter carry over; the page does not (another season has other rows).
    const query = new URLSearchParams(window.location.search);
    query.delete('page');
    const search = query.toString();
    window.history.pushState(null, '', `${season.href}${search === '' ? '' : `?${search}`}`);
    $season.set({ year: season.year, seasonType: season.seasonType });
    event.currentTarget.closest('details')?.removeAttribute('open');
  };

  const years = [...new Set(seasons.map((season) => season.year))];
  return (
    <nav className="season-switcher" aria-label="Season">
      <details>
        <summary>
          Season: <strong>{chosen.year} {SEASON_LABELS[chosen.seasonType]}</strong>
        </summary>
        <ul>
          {years.map((year) => (
            <li key={year}>
              <span className="year">{year}</span>
              {seasons
                .filter((season) => season.year === year)
                .map((season) => (
                  <a
                    key={season.seasonType}
                    href={season.href}
                    aria-current={sameSeason(season, chosen) ? 'page' : undefined}
                    onClick={(event) => {
                      choose(event, season);
                    }}
                  >
                    {SEASON_LABELS[season.seasonType]}
                    <span className="visually-hidden"> {year}</span>
                  </a>
                ))}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
