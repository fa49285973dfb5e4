/**
 * The paths of the site's player, game-log, fantasy, team, game, calendar and career-leader pages,
 * built here so every link to one agrees with the page that answers it. A page's path ends in a
 * slash, as the page's own address does (each is a folder's index.html): a link without it costs
 * the visitor a redirect on the host (GitHub Pages answers 301). Player pages are keyed by
 * slug (what the league's `player(slug)` query takes), team pages by the franchise's current
 * nickname, games by year and slug. The stat tables' and leaders' season pages are
 * tables/table-paths.ts's, beside the table views they encode, so that a link to a player does not
 * bring the table code along.
 */
import { franchiseId } from './teams/remaps.ts';
import { teamNickname } from './teams/ids.ts';
import type { TableMode } from './tables/table-view.ts';

/** /players/{playerId}/, with the player's slug as the id. */
export function playerPath(slug: string): string {
  return `/players/${encodeURIComponent(slug)}/`;
}

/** The {teamName} of /teams/{teamName}: the franchise's current nickname, lower case ("outlaws" for CHR too). */
export function teamPathName(officialId: string): string {
  const franchise = franchiseId(officialId);
  return (teamNickname(franchise) ?? franchise).toLowerCase();
}

export function teamPath(officialId: string): string {
  return `/teams/${encodeURIComponent(teamPathName(officialId))}/`;
}

/**
 * A club's season page: /teams/{teamName}/ at the club's latest season, /teams/{teamName}/{year}/ for
 * the others, and per-game/ after either for its per-game view.
 */
export function teamSeasonPath(
  officialId: string,
  year: number,
  latestYear: number,
  mode: TableMode = 'totals',
): string {
  const seasonPath = year === latestYear ? teamPath(officialId) : `${teamPath(officialId)}${String(year)}/`;
  return mode === 'totals' ? seasonPath : `${seasonPath}${mode}/`;
}

/** /players/{slug}/game-log/{year}/: one season of a player's game log. */
export function gameLogPath(slug: string, year: number): string {
  return `${playerPath(slug)}game-log/${String(year)}/`;
}

/** /fantasy/ for the current season, /fantasy/{year}/ for the others. */
export function fantasyPath(year: number, currentYear: number): string {
  return year === currentYear ? '/fantasy/' : `/fantasy/${String(year)}/`;
}

/** /games/{year}/{slugname}/. */
export function gamePath(year: number, slugname: string): string {
  return `${seasonSchedulePath(year)}${encodeURIComponent(slugname)}/`;
}

/** /games/{year}/: a season's schedule, results and standings. */
export function seasonSchedulePath(year: number): string {
  return `/games/${String(year)}/`;
}

/** /games/{year}/week/{week}/: one week of a season's schedule (week 0 holds the games outside the weeks). */
export function scheduleWeekPath(year: number, week: number): string {
  return `${seasonSchedulePath(year)}week/${String(week)}/`;
}

/** /games/{year}/team/{teamName}/: one club's games of a season. */
export function scheduleTeamPath(year: number, officialId: string): string {
  return `${seasonSchedulePath(year)}team/${encodeURIComponent(teamPathName(officialId))}/`;
}

/** /matchup/{gameId}/, with the game's slug as the id. */
export function matchupPath(slugname: string): string {
  return `/matchup/${encodeURIComponent(slugname)}/`;
}

/** /calendar/{teamName}.ics for one club's games, /calendar/pll.ics for the whole league. */
export function calendarPath(officialId?: string): string {
  return `/calendar/${officialId === undefined ? 'pll' : encodeURIComponent(teamPathName(officialId))}.ics`;
}

/** /calendar/{year}/{teamName}.ics and /calendar/{year}/pll.ics: the same feeds for any season of the archive. */
export function seasonCalendarPath(year: number, officialId?: string): string {
  return `/calendar/${String(year)}${calendarPath(officialId).slice('/calendar'.length)}`;
}

/** How a visitor subscribes to a feed: its webcal:// address (calendar apps), and Google Calendar's add-by-URL page. */
export interface CalendarSubscription {
  webcal: string;
  google: string;
}

export function calendarSubscription(path: string, site: URL | string): CalendarSubscription {
  const url = new URL(path, site);
  const webcal = `webcal://${url.host}${url.pathname}`;
  return { webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}

/** /career-leaders/{stat}/: one career stat's all-time leaders. */
export function careerLeadersPath(stat: string): string {
  return `/career-leaders/${encodeURIComponent(stat)}/`;
}

/** /glossary/#{column}: a stat column's entry in the glossary. */
export function glossaryPath(columnId: string): string {
  return `/glossary/#${encodeURIComponent(columnId)}`;
}

/** The search results page (the search box's form submits here) and the built-in index it reads. */
export const SEARCH_PAGE_PATH = '/search/';
/** The live-connection test page: public, but a tool, not content (noindex, not in the sitemap). */
export const CONNECTION_TEST_PATH = '/sse/connection/test/';
export const SEARCH_INDEX_PATH = '/search/index.json';
