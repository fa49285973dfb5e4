/**
 * The game page's numbers against the snapshot: sides and line scores, box scores split by team,
 * the summaries and the play filters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeTable, type EventRecord, type Play } from '../../../src/data/snapshot-format.ts';
import { LeagueData } from '../../../src/data/league.ts';
import {
  gameSides,
  hasMatchup,
  penaltySummary,
  periodHeadings,
  playRows,
  previousMeetings,
  scoringSummary,
} from '../../../src/data/games.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';

let league: LeagueData;
let event: EventRecord;
let plays: Play[];

beforeAll(async () => {
  const snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  league = new LeagueData(snapshot);
  const played = league.eventsOf(2025).find((candidate) => league.game(candidate.slugname)?.plays);
  if (!played) throw new Error('2025 has a game with plays');
  event = played;
  const record = snapshot.games.get(2025)?.[played.slugname];
  plays = record?.plays ? decodeTable(record.plays) : [];
});

describe('gameSides', () => {
  it('gives the All-Star sides no record, as they play no season, and a club its wins and losses through the game', () => {
    // 2025's All-Star game: ASW 15, ASE 13 (data/snapshot/seasons/2025.json).
    const allStar = league.event('2025_all_star_game');
    if (!allStar) throw new Error('the snapshot has the 2025 All-Star game');
    expect(gameSides(league, allStar).map((side) => [side.teamId, side.record])).toEqual([
      ['ASE', null],
      ['ASW', null],
    ]);
    const [, home] = gameSides(league, event);
    const finals = league
      .eventsOf(2025)
      .filter(
        (game) =>
          game.seasonSegment === 'regular' &&
          game.eventStatus >= 2 &&
          game.startTime <= event.startTime &&
          [game.homeTeamId, game.awayTeamId].includes(event.homeTeamId),
      );
    const won = (game: EventRecord): boolean =>
      game.homeTeamId === event.homeTeamId
        ? (game.homeScore ?? 0) > (game.visitorScore ?? 0)
        : (game.visitorScore ?? 0) > (game.homeScore ?? 0);
    const wins = finals.filter(won).length;
    expect(home.record).toBe(`${String(wins)} - ${String(finals.length - wins)}`);
  });

  it("keeps a club's record of its first final at that game, whatever it played after", () => {
    const first = league
      .eventsOf(2025)
      .filter((game) => game.seasonSegment === 'regular' && game.eventStatus >= 2)
      .sort((a, b) => a.startTime - b.startTime)[0];
    if (!first) throw new Error('2025 has regular-season finals');
    const [away, home] = gameSides(league, first);
    const homeWon = (first.homeScore ?? 0) > (first.visitorScore ?? 0);
    expect([away.record, home.record]).toEqual(homeWon ? ['0 - 1', '1 - 0'] : ['1 - 0', '0 - 1']);
  });

  it('puts the away side first, with the line score, the winner and every player of the side', () => {
    const [away, home] = gameSides(league, event);
    expect([away.teamId, home.teamId]).toEqual([event.awayTeamId, event.homeTeamId]);
    expect(away.periodCells).toEqual(event.visitorPeriodScores.map(String));
    expect(home.won).toBe((event.homeScore ?? 0) > (event.visitorScore ?? 0));
    expect(away.won).toBe(!home.won);
    const game = league.game(event.slugname);
    expect(home.players.map((player) => player.line.playerId).sort()).toEqual(
      game?.playerStats
        .filter((line) => line.teamId === event.homeTeamId)
        .map((line) => line.playerId)
        .sort(),
    );
    expect(home.teamStats?.officialId).toBe(event.homeTeamId);
  });

  it('gives the Archers and the Outlaws, whom the league colours alike, two colours in their games', () => {
    const meetings = league.years.flatMap((year) =>
      league
        .eventsOf(year)
        .filter((game) => [game.homeTeamId, game.awayTeamId].every((teamId) => ['ARC', 'OUT', 'CHR'].includes(teamId))),
    );
    expect(meetings.length).toBeGreaterThan(0);
    for (const meeting of meetings) {
      const [away, home] = gameSides(league, meeting);
      expect(away.colour, meeting.slugname).not.toBe(home.colour);
      // The home side keeps the shared orange; the visitors wear their other colour.
      expect(home.colour).toBe('#FF5216');
    }
  });

  it('gives the Skills Competition, sent as 0-0, no score', () => {
    const skills = league.event('2025_all_star_skills');
    if (!skills) throw new Error('the snapshot has the 2025 Skills Competition');
    expect(gameSides(league, skills).map((side) => [side.score, side.won])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('shows TBD and no score for a playoff game not yet drawn', () => {
    const undrawn = league.eventsOf(2026).find((candidate) => candidate.homeTeamId === '');
    if (!undrawn) return;
    const sides = gameSides(league, undrawn);
    expect(sides.map((side) => [side.name, side.code, side.score])).toEqual([
      ['TBD', 'TBD', null],
      ['TBD', 'TBD', null],
    ]);
    expect(sides[0].periodCells).toEqual(['-', '-', '-', '-']);
  });
});

describe('periodHeadings', () => {
  it('has four quarters, plus OT for a game that went to a fifth period', () => {
    const overtime = league.eventsOf(2026).find((candidate) => candidate.period === 5 && candidate.eventStatus >= 2);
    expect(periodHeadings(event)).toEqual(event.period > 4 ? expect.arrayContaining(['OT']) : ['Q1', 'Q2', 'Q3', 'Q4']);
    if (overtime) expect(periodHeadings(overtime)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT']);
  });
});

describe('plays', () => {
  it('the scoring summary is every goal, ending on the final score', () => {
    const goals = scoringSummary(plays, event);
    expect(goals).toHaveLength(plays.filter((play) => play.eventType === 'goal').length);
    expect(goals.at(-1)?.score).toBe(`${String(event.visitorScore)}-${String(event.homeScore)}`);
  });

  it('the penalty summary is every penalty, with its length as a clock', () => {
    const penalties = penaltySummary(plays, event);
    expect(penalties).toHaveLength(plays.filter((play) => play.eventType === 'penalty').length);
    const timed = plays.find((play) => play.eventType === 'penalty' && play.penaltyLength === 60);
    if (timed) expect(penalties.find((row) => row.markerId === timed.markerId)?.length).toBe('1:00');
  });

  it('tags every play with "all" and each goal with "scoring" and "shooting"', () => {
    const rows = playRows(plays, event);
    expect(rows.every((row) => row.filters.includes('all'))).toBe(true);
    for (const row of rows.filter((candidate) => candidate.filters.includes('scoring')))
      expect(row.filters).toContain('shooting');
    expect(rows.filter((row) => row.filters.includes('faceoffs'))).toHaveLength(
      plays.filter((play) => play.eventType === 'faceoff').length,
    );
  });
});

describe('previousMeetings and hasMatchup', () => {
  it('finds the earlier finals between the two franchises, newest first, counting the Chrome as the Outlaws', () => {
    const event = league.event('2026-ev-48');
    if (!event) throw new Error('2026-ev-48 is in the snapshot');
    const meetings = previousMeetings(league, event);
    expect(meetings.length).toBeGreaterThan(0);
    expect(meetings.every((meeting) => meeting.event.startTime < event.startTime)).toBe(true);
    expect(meetings.map((meeting) => meeting.event.startTime)).toEqual(
      [...meetings.map((meeting) => meeting.event.startTime)].sort((a, b) => b - a),
    );
    expect(meetings.some((meeting) => [meeting.event.homeTeamId, meeting.event.awayTeamId].includes('CHR'))).toBe(
      [event.homeTeamId, event.awayTeamId].includes('OUT'),
    );
  });

  it("leaves out the preseason scrimmage (Whipsnakes 9, Archers 12 on 2022-05-31) from the Archers and Whipsnakes' series", () => {
    const event = league.event('archers-whipsnakes-2022-8-6');
    if (!event) throw new Error('archers-whipsnakes-2022-8-6 is in the snapshot');
    const meetings = previousMeetings(league, event);
    // Their only earlier game in the data (no schedule before 2022) is that scrimmage.
    expect(meetings).toEqual([]);
  });

  it('gives no matchup to All-Star games or playoff games not yet drawn', () => {
    const allStar = league.eventsOf(2025).find((candidate) => candidate.seasonSegment === 'allstar');
    expect(allStar && hasMatchup(allStar)).toBe(false);
    expect(hasMatchup(event)).toBe(true);
  });
});
