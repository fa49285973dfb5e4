/**
 * A game-day page's live center as the build knows the game: the event's live fields, the plays and
 * box scores so far (in the shapes the stream and the REST endpoints send), the two teams, and the
 * box scores' columns.
 */
import type { EventRecord, Play } from './snapshot-format.ts';
import type { LeagueData } from './league.ts';
import type { LiveCenterData, LivePlay, LiveTeam } from '../lib/games/live-game.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';
import { columnsOf } from '../lib/stats/columns.ts';
import { LIVE_PLAYER_STATS, LIVE_TEAM_STATS } from '../lib/stats/tables.ts';
import { gameColours } from './games.ts';

/** Only what the live views read: the island's props are in the page, for every play. */
function livePlay(play: Play): LivePlay {
  return {
    markerId: play.markerId,
    eventType: play.eventType,
    description: play.description,
    period: play.period,
    minutes: play.minutes,
    seconds: play.seconds,
    secondsPassed: play.secondsPassed,
    teamId: play.teamId,
    shotType: play.shotType,
    homeScore: play.homeScore,
    visitorScore: play.visitorScore,
    homeTeamWinProbability: play.homeTeamWinProbability,
    awayTeamWinProbability: play.awayTeamWinProbability,
  };
}

export function liveCenterData(league: LeagueData, event: EventRecord): LiveCenterData {
  const decoded = league.game(event.slugname);
  const colours = gameColours(league, event);
  const team = (teamId: string, colour: string): LiveTeam => ({
    teamId,
    name: league.teamName(event.year, teamId),
    code: teamId === '' ? 'TBD' : displayTeamCode(teamId, event.year),
    colour,
  });
  const playerStats = (decoded?.playerStats ?? []).map(({ playerId, ...line }) => {
    const player = league.player(playerId);
    return {
      ...line,
      officialId: playerId,
      firstName: player?.firstName ?? null,
      lastName: player?.lastName ?? null,
      slug: player?.slug ?? null,
    };
  });
  const teamStats = [event.awayTeamId, event.homeTeamId].flatMap((teamId) => {
    const line = decoded?.teamStats.find((candidate) => candidate.officialId === teamId);
    return line === undefined ? [] : [{ ...line }];
  });
  return {
    game: {
      eventId: event.id,
      slugname: event.slugname,
      homeTeamId: event.homeTeamId,
      awayTeamId: event.awayTeamId,
      event: {
        eventStatus: event.eventStatus,
        homeScore: event.homeScore,
        visitorScore: event.visitorScore,
        homePeriodScores: event.homePeriodScores,
        visitorPeriodScores: event.visitorPeriodScores,
        period: event.period,
        clockMinutes: event.clockMinutes,
        clockSeconds: event.clockSeconds,
        gameStatus: event.gameStatus,
      },
      plays: (decoded?.plays ?? []).map(livePlay),
      playerStats,
      teamStats: teamStats.length === 2 ? teamStats : [],
    },
    away: team(event.awayTeamId, colours.away),
    home: team(event.homeTeamId, colours.home),
    startTime: event.startTime,
    columns: { player: columnsOf(LIVE_PLAYER_STATS), team: columnsOf(LIVE_TEAM_STATS) },
  };
}
