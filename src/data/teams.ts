/**
 * What a team profile shows for one season: record, seed and post-season, the Championship Series
 * where the team played it, the roster with each player's season line, the schedule and results,
 * and the team's stats by group with the team's rank in the league.
 */
import { compareText, type EventRecord, type PlayerRecord, type TeamSeason } from './snapshot-format.ts';
import { NON_CLUB_TEAM_IDS, type LeagueData, type SeasonLine, type TeamSeasonRecord } from './league.ts';
import { playerName, sortName } from './players.ts';
import { rankByStat } from '../lib/leaders/ranking.ts';
import { columnsOf, type ColumnId } from '../lib/stats/columns.ts';
import type { StatLine } from '../lib/stats/values.ts';
import { modeStatLine, type TableMode } from '../lib/tables/table-view.ts';
import { TEAM_STAT_GROUPS, type TeamStatGroup } from '../lib/stats/tables.ts';
import type { TeamStats } from '../lib/aggregate/team-stats.ts';
import type { TeamRecord } from '../lib/aggregate/standings.ts';
import { franchiseId } from '../lib/teams/remaps.ts';
import { teamPath, teamPathName } from '../lib/routes.ts';
import { hasFinalScore } from '../lib/games/status.ts';

const hasProfile = (team: TeamSeason): boolean => !NON_CLUB_TEAM_IDS.has(team.officialId) && team.league === 'PLL';

/** The clubs that get a profile: every franchise that played a season, by its current id. */
export function clubFranchises(league: LeagueData): string[] {
  const ids = new Set<string>();
  for (const year of league.years) {
    for (const team of league.teamsOf(year)) {
      if (hasProfile(team)) ids.add(franchiseId(team.officialId));
    }
  }
  return [...ids].sort((a, b) => compareText(teamPathName(a), teamPathName(b)));
}

/** A side's profile page (/teams/{teamName}), or null when it has none (undrawn, All-Star, player pool). */
export function teamProfilePath(league: LeagueData, year: number, teamId: string): string | null {
  const team = teamId === '' ? undefined : league.team(year, teamId);
  return team && hasProfile(team) ? teamPath(team.officialId) : null;
}

export interface RosterRow {
  player: PlayerRecord;
  name: string;
  position: string | null;
  jerseyNum: number | null;
  line: SeasonLine | null;
}

export interface ScheduleRow {
  event: EventRecord;
  home: boolean;
  opponentId: string;
  /** "W 12-10", "L 8-10", "T 9-9"; null before the game is final. */
  result: string | null;
}

export interface StatGroupRow {
  id: ColumnId;
  /** "1", "T-3": the team's place among the season's teams; null when the stat is missing. */
  rank: string | null;
}

export interface TeamSeasonView {
  year: number;
  /** Totals, or per game: the stat groups' counts over the team's games, and the ranks among the teams' per-game figures. */
  mode: TableMode;
  team: TeamSeason;
  record: TeamSeasonRecord;
  champSeries: TeamRecord | null;
  roster: RosterRow[];
  schedule: ScheduleRow[];
  stats: TeamStats | null;
  groups: { group: TeamStatGroup; rows: StatGroupRow[] }[];
}

function outcome(scored: number, allowed: number): string {
  const letter = scored > allowed ? 'W' : scored < allowed ? 'L' : 'T';
  return `${letter} ${String(scored)}-${String(allowed)}`;
}

/** The columns of the team stat groups. */
const GROUP_COLUMNS = columnsOf(Object.values(TEAM_STAT_GROUPS).flat());

/** A team's stat line as its stat groups show it in a view. */
export const groupStats = (stats: TeamStats, mode: TableMode): StatLine => modeStatLine(stats, GROUP_COLUMNS, mode);

/** A franchise's season in a view, or undefined when it did not play that year. */
export function teamSeasonView(
  league: LeagueData,
  franchise: string,
  year: number,
  mode: TableMode = 'totals',
): TeamSeasonView | undefined {
  const team = league.team(year, franchise);
  if (!team || !league.teamYearsOf(franchise).includes(year)) return undefined;
  const id = team.officialId;
  const allStats = league.teamStatsOf(year, 'regular');
  const stats = allStats.get(id) ?? null;
  const schedule = league
    .eventsOf(year)
    .filter((event) => event.homeTeamId === id || event.awayTeamId === id)
    .sort((a, b) => a.startTime - b.startTime)
    .map((event): ScheduleRow => {
      const home = event.homeTeamId === id;
      const scored = home ? event.homeScore : event.visitorScore;
      const allowed = home ? event.visitorScore : event.homeScore;
      return {
        event,
        home,
        opponentId: home ? event.awayTeamId : event.homeTeamId,
        result: hasFinalScore(event) && scored !== null && allowed !== null ? outcome(scored, allowed) : null,
      };
    });
  const roster = league
    .rosterOf(year, id)
    .flatMap((entry): RosterRow[] => {
      const player = league.player(entry.playerId);
      if (!player) return [];
      const line = league.seasonLine(entry.playerId, year, 'regular');
      return [{ player, name: playerName(player), position: entry.position, jerseyNum: entry.jerseyNum, line }];
    })
    .sort(
      (a, b) =>
        (b.line?.stats.points ?? -1) - (a.line?.stats.points ?? -1) ||
        compareText(sortName(a.player), sortName(b.player)),
    );
  const peers = [...allStats].map(([teamId, teamStats]) => ({ teamId, stats: groupStats(teamStats, mode) }));
  // A stat no team has that season (the league did not publish it) is left out, and so is a group left empty.
  const groups = (Object.keys(TEAM_STAT_GROUPS) as TeamStatGroup[])
    .map((group) => ({
      group,
      rows: stats
        ? TEAM_STAT_GROUPS[group].flatMap((statId) => {
            const ranked = rankByStat(peers, statId, { stats: (peer) => peer.stats, name: (peer) => peer.teamId });
            if (ranked.every((entry) => entry.value === null)) return [];
            const own = ranked.find((entry) => entry.item.teamId === id);
            return [{ id: statId, rank: own && own.value !== null ? own.rankLabel : null }];
          })
        : [],
    }))
    .filter((group) => group.rows.length > 0);
  return {
    year,
    mode,
    team,
    record: league.teamRecord(year, id),
    champSeries: league.standings(year, 'champseries').find((row) => row.teamId === id) ?? null,
    roster,
    schedule,
    stats,
    groups,
  };
}
