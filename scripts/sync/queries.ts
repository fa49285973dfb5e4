/**
 * The GraphQL the sync sends: the roster history, the season's jersey and position and the
 * published totals of each player, the teams of a season, and player bios in batches. The stat
 * field lists come from the snapshot's own columns, so a new column is asked for automatically.
 */
import type { PlayerSeasonTotal, TeamSeasonTotal } from '../../src/data/snapshot-format.ts';
import { PLAYER_SEASON_TOTAL_COLUMNS, TEAM_SEASON_TOTAL_COLUMNS } from '../lib/snapshot-columns.ts';
import { PLAYER_COLUMNS } from '../../src/data/store.ts';

/** Snapshot columns that are not stats on the wire (ids, or read elsewhere in the answer). */
const NOT_PLAYER_STATS = new Set<keyof PlayerSeasonTotal>(['playerId', 'seasonSegment', 'position', 'jerseyNum']);

/**
 * Team totals the wire does not carry as such: the penalty kill comes as manDownPct and as the
 * power-play goals conceded (kills = times short-handed - goals conceded).
 */
const NOT_TEAM_STATS = new Set<keyof TeamSeasonTotal>(['teamId', 'penaltyKillPct', 'penaltyKills']);

const playerStatFields = PLAYER_SEASON_TOTAL_COLUMNS.filter((column) => !NOT_PLAYER_STATS.has(column)).join(' ');
const teamStatFields = [
  ...TEAM_SEASON_TOTAL_COLUMNS.filter((column) => !NOT_TEAM_STATS.has(column)),
  'manDownPct',
  'powerPlayGoalsAgainst',
].join(' ');

export const SYNC_SEASON_PLAYERS_QUERY = `query SyncSeasonPlayers($season: Int!, $withTotals: Boolean!) {
  allPlayers(season: $season, includeZPP: true, includeReg: true, includePost: true, limit: 100000) {
    officialId position jerseyNum
    allTeams { officialId year position jerseyNum }
    stats(year: $season, segment: regular) @include(if: $withTotals) { ${playerStatFields} }
    postStats: stats(year: $season, segment: post) @include(if: $withTotals) { ${playerStatFields} }
  }
}`;

export const SYNC_TEAMS_QUERY = `query SyncTeams($year: Int!, $withTotals: Boolean!) {
  allTeams(year: $year) {
    officialId fullName location locationCode conference league urlLogo teamColor
    stats(year: $year, segment: regular) @include(if: $withTotals) { ${teamStatFields} }
  }
}`;

/** One query for many players: an alias per player (`p0: player(id: "000258") {...}`). */
export function playerBiosQuery(ids: readonly string[]): string {
  const fields = PLAYER_COLUMNS.join(' ');
  const selections = ids.map((id, index) => `  p${index}: player(id: ${JSON.stringify(id)}) { ${fields} }`);
  return `query SyncPlayerBios {\n${selections.join('\n')}\n}`;
}
