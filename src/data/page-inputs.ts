/**
 * What a page family shows, gathered as plain data so that its hash can key the page in the
 * incremental build (src/components/layout/page-key.ts). Each function returns a superset of the
 * league data its page reads: a change to anything the page shows changes the result. The
 * incremental build's equivalence check (npm run test:incremental) holds them to that.
 */
import { createHash } from 'node:crypto';
import { scheduleState } from '../lib/games/status.ts';
import { archiveCoverage } from './coverage.ts';
import { gameSides, previousMeetings, type GameSide } from './games.ts';
import { gameHighlights } from './highlights.ts';
import type { LeagueData } from './league.ts';
import { oncePerKey } from './once-per-league.ts';
import { fantasyRows } from './fantasy-rows.ts';
import { FANTASY_STATS, fantasyYears, gameLogYears, playerPerGameMinGames, playerSeasonLines } from './players.ts';
import { firstScheduleYear, scheduleClubs } from './schedule.ts';
import { gameCard, playerCard, teamCard } from './share-cards.ts';
import { tableSeasons } from './tables.ts';
import type { TeamSeasonView } from './teams.ts';
import type { EventRecord, PlayerRecord } from './snapshot-format.ts';

/** The hash of a value's JSON: a file's key where the file is that value or is made from it alone. */
export function contentDigest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/**
 * A league's hashes by object. Kept with the league, so that the CSV files, keyed after the pages,
 * take the hashes the pages' keys worked out (a player's season of games, a game's record): about
 * 0.2 s of a post-game build at ten times the league.
 */
const digests = oncePerKey<string>('shared digests');

/**
 * The hash of a part of `league` that many pages' keys hold (a season's table, a player's season of
 * games), worked out once a build rather than once a page. The league's derived data never changes
 * once made, so one object has one hash.
 */
export function sharedDigest(league: LeagueData, value: object): string {
  return digests(league, value, () => contentDigest(value));
}

/**
 * The key of a part of one season's data (made from that season's files alone, not the players'
 * records). Where finals land (the newest season with box scores, and any season after it) it is the
 * part's own hash, since a final changes only the parts it touches; in an earlier season, the hash
 * of the season's files as stored, which costs nothing more to work out and changes only with that
 * season's data. (A league not read from files, a test's, hashes the part in every season.)
 */
export function seasonPartKey(league: LeagueData, year: number, part: () => object): string {
  const earlier = league.latestGameYear !== null && year < league.latestGameYear;
  return (earlier ? league.storedSeasonKey(year) : null) ?? sharedDigest(league, part());
}

/** A player's games of a season as the league holds them: his log and its splits are read off them. */
export function gameLogKey(league: LeagueData, playerId: string, year: number): string {
  return seasonPartKey(league, year, () => league.gameLog(playerId, year));
}

/**
 * A game's box-score and team-stats files: the event, its record as stored (the box scores and team
 * stats) and both teams as its season has them, whose names the files show. The players' records,
 * which give the box score's names, are keyed beside it.
 */
export function gameFilesKey(league: LeagueData, event: EventRecord): string {
  const record = league.gameRecord(event.slugname);
  return contentDigest({
    event,
    game: record === undefined ? null : seasonPartKey(league, event.year, () => record),
    teams: [event.awayTeamId, event.homeTeamId].map((teamId) => league.team(event.year, teamId) ?? null),
  });
}

const linesKeys = oncePerKey<string>('player lines keys');

/**
 * What a player's season-by-season, career and this-season tables are made of besides his record:
 * his season lines (each keyed as a part of its season) and his career totals. A final changes it for
 * the players in that game alone. Worked out once a build: his profile's key and his CSV files' hold it.
 */
export function playerLinesKey(league: LeagueData, playerId: string): string {
  return linesKeys(league, playerId, () =>
    contentDigest({
      // Each line is made from its season's files: an earlier season's is keyed by their stored hash.
      lines: playerSeasonLines(league, playerId).map((line) => [
        line.year,
        line.segment,
        seasonPartKey(league, line.year, () => line),
      ]),
      career: league.careers().get(playerId) ?? null,
    }),
  );
}

/**
 * A player's profile: his record; the teams he played for, as each season had them; his season
 * lines and career totals; every game of his logs (which the latest log, the splits and the team
 * history come from); the archive's coverage, which its notes describe; the current season; and his
 * share card, which versions the page's og:image.
 */
export function playerProfileInputs(league: LeagueData, player: PlayerRecord, season: number): unknown {
  const id = player.officialId;
  const teamYears = league.teamYears(id);
  return {
    player,
    season,
    teams: teamYears.map((entry) => ({ ...entry, team: league.team(entry.year, entry.teamId) ?? null })),
    lines: playerLinesKey(league, id),
    logs: gameLogYears(league, id).map((year) => gameLogKey(league, id, year)),
    coverage: archiveCoverage(league),
    share: playerCard(league, player),
  };
}

/**
 * A game's sides but for their box-score lines and team stats, which the game's record holds (with
 * its players' names): a page that keys the record, or does not show the box score, need not
 * stringify them again.
 */
const withoutBoxScore = (sides: readonly GameSide[]): unknown[] =>
  sides.map((side) => ({ ...side, players: null, teamStats: null }));

/**
 * A past or upcoming game's page (not a game-day page, which follows the game live and is always
 * rendered): the event; its box scores and plays (the game's record); each side as the page shows
 * it (name, code, record at the game, score, colour) and each team as its season has it; the
 * players of its box scores, whose lines the record holds; its highlights; its state at the build's
 * clock (an upcoming game's countdown wording); and its share card, which versions the page's og:image.
 */
export async function gamePageInputs(league: LeagueData, event: EventRecord, builtAt: number): Promise<unknown> {
  const game = league.game(event.slugname) ?? null;
  const record = league.gameRecord(event.slugname);
  const playerIds = new Set((game?.playerStats ?? []).map((line) => line.playerId));
  return {
    event,
    // The page reads the decoded game, which the event and the record as stored determine. Its
    // hash is shared: the season's open-data file is keyed by it too.
    game: record === undefined ? null : seasonPartKey(league, event.year, () => record),
    sides: withoutBoxScore(gameSides(league, event)),
    teams: [event.awayTeamId, event.homeTeamId].map((teamId) => league.team(event.year, teamId) ?? null),
    players: [...playerIds].sort().map((id) => league.player(id) ?? null),
    highlights: await gameHighlights(event.slugname),
    state: scheduleState(event, builtAt),
    share: gameCard(league, event),
  };
}

/**
 * A matchup page: the event and its state at the build's clock; both sides with their records and
 * regular-season stats as they stood at the game; every earlier meeting of the two franchises,
 * with the teams' names in the meeting's season; and the game's share card, which versions the
 * page's og:image.
 */
export function matchupPageInputs(league: LeagueData, event: EventRecord, builtAt: number): unknown {
  const sides = gameSides(league, event);
  const meetings = previousMeetings(league, event);
  return {
    event,
    state: scheduleState(event, builtAt),
    sides: withoutBoxScore(sides),
    share: gameCard(league, event),
    // Made from the game's season's files alone: an earlier season's is keyed by their stored hash.
    stats: seasonPartKey(league, event.year, () => sides.map((side) => league.teamStatsAt(event, side.teamId) ?? null)),
    meetings: meetings.map(({ event: meeting, winner }) => ({
      // A meeting is every later matchup's too: its hash is worked out once.
      meeting: sharedDigest(league, meeting),
      winner,
      names: [meeting.awayTeamId, meeting.homeTeamId, winner ?? ''].map((id) => league.teamName(meeting.year, id)),
    })),
  };
}

/**
 * A season's schedule and its week and club views: the seasons the archive has (its season links),
 * the first season with games, every event of the season with its state at the build's clock and
 * whether its box score is published (the events also give the record each side had at each
 * game), each team in its games or standings with its name that season, the clubs, the
 * regular-season standings, and the team-table seasons (where a season without games points).
 */
export function seasonScheduleInputs(league: LeagueData, year: number, builtAt: number): unknown {
  const events = league.eventsOf(year);
  const standings = league.standings(year, 'regular');
  const teamIds = new Set([
    ...events.flatMap((event) => [event.awayTeamId, event.homeTeamId]),
    ...standings.map((row) => row.teamId),
  ]);
  return {
    years: league.years,
    firstYear: firstScheduleYear(league),
    events: events.map((event) => ({
      event,
      state: scheduleState(event, builtAt),
      boxScore: league.game(event.slugname) !== undefined,
    })),
    teams: [...teamIds].sort().map((teamId) => ({
      teamId,
      team: league.team(year, teamId) ?? null,
      name: league.teamName(year, teamId),
    })),
    clubs: scheduleClubs(league, year),
    standings,
    teamSeasons: tableSeasons(league, 'teams'),
  };
}

/**
 * A club's page for one season: its season view (team, record, schedule, roster with season lines,
 * stat groups with ranks); the club's seasons and the league's latest (its season links and
 * calendar); whether the season has games; its opponents' names that season; how many teams the
 * ranks are among; the first season with box scores, which a season without games names; and the
 * season's share card, which versions the page's og:image.
 */
export function teamPageInputs(league: LeagueData, franchise: string, view: TeamSeasonView): unknown {
  return {
    franchise,
    // The view is made from its season's files and its roster's records. An earlier season's is
    // keyed by the stored hash of those files: hashing a roster of season lines was most of the cost
    // of the team pages' keys (600 kB a page at ten times the league).
    view: {
      year: view.year,
      mode: view.mode,
      season: seasonPartKey(league, view.year, () => view),
      roster: view.roster.map((row) => row.player),
    },
    years: league.teamYearsOf(franchise),
    latestYear: league.latestYear,
    hasGames: league.eventsOf(view.year).length > 0,
    opponents: view.schedule.map((row) => league.teamName(view.year, row.opponentId)),
    rankedTeams: league.teamStatsOf(view.year, 'regular').size,
    boxScoresFrom: archiveCoverage(league).boxScoresFrom,
    share: teamCard(league, franchise, view.year),
  };
}

/**
 * An earlier season's fantasy page: the rows of both boards (player, team, position, rank, stats),
 * the per-game board's games minimum, the seasons it links to and the current season.
 */
export function fantasyPageInputs(league: LeagueData, year: number, currentYear: number): unknown {
  return {
    year,
    currentYear,
    years: fantasyYears(league),
    minGames: playerPerGameMinGames(league, year, 'regular'),
    boards: FANTASY_STATS.map((stat) => fantasyRows(league, year, stat)),
  };
}
