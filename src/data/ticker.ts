/**
 * The events ticker's cards as the build knows them (src/lib/games/ticker.ts says which games): the
 * date and week or round, the two teams (logo, seed in the post-season, name and profile link,
 * record, score), the leader highlight (the game's top scorer once it has a box score, else the
 * better season scorer of the two teams), where the buttons go, and whether a final has no box score.
 */
import type { EventRecord } from './snapshot-format.ts';
import { gameColours, hasMatchup } from './games.ts';
import type { LeagueData } from './league.ts';
import { playerName } from './players.ts';
import { teamProfilePath } from './teams.ts';
import { gameTitle, roundLabel } from '../lib/games/post-season.ts';
import { publishedScore, scheduleState } from '../lib/games/status.ts';
import { tickerEvents, type TickerCard, type TickerTeam } from '../lib/games/ticker.ts';
import { tickerLink } from '../lib/games/ticker-links.ts';
import { formatGameDate } from '../lib/games/time-display.ts';
import { gamePath, matchupPath } from '../lib/routes.ts';
import { formatRecord } from '../lib/stats/format.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';
import { teamLogo } from '../lib/teams/logos.ts';

function leaderOf(league: LeagueData, event: EventRecord): string | null {
  const lines = league.game(event.slugname)?.playerStats ?? [];
  const top = lines.reduce<(typeof lines)[number] | null>(
    (best, line) => (best === null || line.points > best.points ? line : best),
    null,
  );
  if (top !== null && top.points > 0) {
    const player = league.player(top.playerId);
    return `${player ? playerName(player) : top.playerId}: ${String(top.goals)} G, ${String(top.assists)} A`;
  }
  const teams = new Set([event.homeTeamId, event.awayTeamId]);
  let season: { playerId: string; points: number; teamId: string } | null = null;
  for (const line of league.seasonLinesOf(event.year, 'regular').values()) {
    if (line.teamId !== null && teams.has(line.teamId) && (season === null || line.stats.points > season.points)) {
      season = { playerId: line.playerId, points: line.stats.points, teamId: line.teamId };
    }
  }
  if (season === null || season.points === 0) return null;
  const player = league.player(season.playerId);
  return `${player ? playerName(player) : season.playerId} (${displayTeamCode(season.teamId, event.year)}): ${String(season.points)} points this season`;
}

function tickerCard(league: LeagueData, event: EventRecord, gameDay: ReadonlySet<string>, now: number): TickerCard {
  const seeds =
    event.seasonSegment === 'post'
      ? new Map(league.standings(event.year, 'regular').map((record) => [record.teamId, record.seed]))
      : new Map<string, number>();
  const colours = gameColours(league, event);
  const published = publishedScore(event);
  const team = (teamId: string, score: number | null, colour: string): TickerTeam => {
    const season = teamId === '' ? undefined : league.team(event.year, teamId);
    const record = league.clubRecordAt(event, teamId);
    return {
      teamId,
      name: league.teamName(event.year, teamId),
      nickname: season?.fullName ?? league.teamName(event.year, teamId),
      href: teamProfilePath(league, event.year, teamId),
      code: teamId === '' ? 'TBD' : displayTeamCode(teamId, event.year),
      logo: season ? teamLogo({ officialId: season.officialId, year: event.year, urlLogo: season.urlLogo }) : null,
      colour,
      seed: seeds.get(teamId) ?? null,
      record: record ? formatRecord(record.wins, record.losses, record.ties) : null,
      score: event.eventStatus === 0 ? null : score,
    };
  };
  const drawn = event.homeTeamId !== '' && event.awayTeamId !== '';
  return {
    slugname: event.slugname,
    title: gameTitle(
      event,
      league.teamName(event.year, event.awayTeamId),
      league.teamName(event.year, event.homeTeamId),
    ),
    eventStatus: event.eventStatus,
    state: scheduleState(event, now),
    startTime: event.startTime,
    period: event.period,
    clockMinutes: event.clockMinutes,
    clockSeconds: event.clockSeconds,
    gameStatus: event.gameStatus,
    date: formatGameDate(event.startTime),
    week:
      roundLabel(event) ?? (event.seasonSegment === 'regular' ? `Week ${String(event.week)}` : 'Championship Series'),
    away: team(event.awayTeamId, published.away, colours.away),
    home: team(event.homeTeamId, published.home, colours.home),
    leader: drawn ? leaderOf(league, event) : null,
    watch: event.urlStreaming,
    tickets: tickerLink(event),
    // The matchup page exists only between two clubs (not All-Star teams, not an undrawn side).
    preview: hasMatchup(event) ? matchupPath(event.slugname) : null,
    stats: gamePath(event.year, event.slugname),
    noBoxScore: scheduleState(event, now) === 'final' && league.game(event.slugname) === undefined,
    gameDay: gameDay.has(event.slugname),
  };
}

/**
 * The cards of the week around one game (its game-day page), else of the week of a game the build
 * was told is being played, else of the latest season's current week as of `now`.
 */
export function tickerCards(
  league: LeagueData,
  gameDay: ReadonlySet<string>,
  now: number,
  game?: EventRecord,
): TickerCard[] {
  const anchor = game ?? [...gameDay].map((slug) => league.event(slug)).find((event) => event !== undefined);
  return tickerEvents(league.eventsOf(anchor?.year ?? league.latestYear), now, anchor?.slugname).map((event) =>
    tickerCard(league, event, gameDay, now),
  );
}
