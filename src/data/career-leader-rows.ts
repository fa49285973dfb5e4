/** The rows of a career stat's leaders table, shared by its page and its CSV file. */
import type { Ranked } from '../lib/leaders/ranking.ts';
import { playerPath } from '../lib/routes.ts';
import type { StatTableRow } from '../lib/tables/stat-rows.ts';
import type { CareerRow } from './careers.ts';
import { playerName } from './players.ts';

/** The seasons a career spans: "2019–2025", or one year. */
function span(years: readonly number[]): string | undefined {
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined) return undefined;
  return first === last ? String(first) : `${String(first)}–${String(last)}`;
}

/** Rank (T- for ties), player and the seasons he played, around his career line. */
export function careerLeaderRows(leaders: readonly Ranked<CareerRow>[]): StatTableRow[] {
  return leaders.map(({ item, rankLabel }) => ({
    id: item.player.officialId,
    name: playerName(item.player),
    href: playerPath(item.player.slug),
    detail: span(item.years),
    rank: rankLabel,
    stats: item.line.stats,
  }));
}
