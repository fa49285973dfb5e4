/** The rows of a season's standings, shared by the standings tables and their CSV file. */
import type { LeagueData } from './league.ts';
import type { TeamRecord } from '../lib/aggregate/standings.ts';
import { showTiesColumn } from '../lib/stats/format.ts';
import { toCsv } from '../lib/tables/csv.ts';
import { displayTeamCode, standingsTables } from '../lib/teams/remaps.ts';

export interface StandingsRow {
  record: TeamRecord;
  /** The team's name and code that season. */
  name: string;
  code: string;
}

export interface StandingsView {
  /** Whether a ties column shows: only when some team tied. */
  ties: boolean;
  /** One table (conference null), or eastern and western; each in seed order, under its caption. */
  tables: { conference: 'eastern' | 'western' | null; caption: string; rows: StandingsRow[] }[];
}

/** A season's regular-season standings as the tables show them. */
export function standingsView(league: LeagueData, year: number): StandingsView {
  const standings = league.standings(year, 'regular');
  return {
    ties: showTiesColumn(standings),
    tables: standingsTables(standings, year, 'regular').map((table) => ({
      conference: table.conference,
      caption:
        table.conference === null
          ? 'League'
          : `${table.conference[0]?.toUpperCase() ?? ''}${table.conference.slice(1)} Conference`,
      rows: table.rows.map((record) => ({
        record,
        name: league.teamName(year, record.teamId),
        code: displayTeamCode(record.teamId, year),
      })),
    })),
  };
}

/** The standings as CSV: the conference (when split), team, code, then the tables' figures by their headings. */
export function standingsCsv(view: StandingsView): string {
  const split = view.tables.some((table) => table.conference !== null);
  return toCsv([
    [...(split ? ['Conference'] : []), 'Team', 'Code', 'W', 'L', ...(view.ties ? ['T'] : []), 'SF', 'SA', 'DIFF'],
    ...view.tables.flatMap((table) =>
      table.rows.map(({ record, name, code }) =>
        [
          ...(split ? [table.caption] : []),
          name,
          code,
          record.wins,
          record.losses,
          ...(view.ties ? [record.ties] : []),
          record.scores,
          record.scoresAgainst,
          record.scoreDiff,
        ].map(String),
      ),
    ),
  ]);
}
