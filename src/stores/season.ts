/**
 * The season every season-aware island shows : year and season type. The
 * page's HTML holds its default season; the first island to mount sets it here, the season switcher
 * changes it, and the tables and leaderboards re-render from it without a page load.
 */
import { atom } from 'nanostores';
import type { TableSeason } from '../lib/tables/table-view.ts';

export const $season = atom<TableSeason | null>(null);

/** Sets the page's default season unless an island already did. */
export function initSeason(season: TableSeason): void {
  if ($season.get() === null) $season.set(season);
}
