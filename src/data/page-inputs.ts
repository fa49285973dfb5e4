/**
 * What a page family shows, gathered as plain data so that its hash can key the page in the
 * incremental build (src/components/layout/page-key.ts). Each function returns a superset of the
 * league data its page reads: a change to anything the page shows changes the result. The
 * incremental build's equivalence check (npm run test:incremental) holds them to that.
 */
import { archiveCoverage } from './coverage.ts';
import type { LeagueData } from './league.ts';
import { gameLog, gameLogYears, playerSeasonLines } from './players.ts';
import type { PlayerRecord } from './snapshot-format.ts';

/**
 * A player's profile: his record; the teams he played for, as each season had them; his season
 * lines and career totals; every game of his logs (which the latest log, the splits and the team
 * history come from); the archive's coverage, which its notes describe; and the current season.
 */
export function playerProfileInputs(league: LeagueData, player: PlayerRecord, season: number): unknown {
  const id = player.officialId;
  const teamYears = league.teamYears(id);
  return {
    player,
    season,
    teams: teamYears.map((entry) => ({ ...entry, team: league.team(entry.year, entry.teamId) ?? null })),
    lines: playerSeasonLines(league, id),
    career: league.careers().get(id) ?? null,
    logs: gameLogYears(league, id).map((year) => gameLog(league, id, year)),
    coverage: archiveCoverage(league),
  };
}
