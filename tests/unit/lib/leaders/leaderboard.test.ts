import { describe, expect, it } from 'vitest';
import { statLeaders, type LeaderCandidate } from '../../../../src/lib/leaders/leaderboard.ts';

function player(lastName: string, position: string, stats: Record<string, number>): LeaderCandidate {
  return { officialId: lastName, firstName: 'X', lastName, position, stats };
}

describe('stat leaders', () => {
  const shooters = [
    player('Ames', 'A', { gamesPlayed: 10, shots: 40, goals: 20, shotPct: 0.5, points: 30, onePointGoals: 20 }),
    player('Bell', 'A', { gamesPlayed: 10, shots: 25, goals: 15, shotPct: 0.6, points: 20 }), // exactly 2.5 per game
    player('Cole', 'M', { gamesPlayed: 10, shots: 30, goals: 21, shotPct: 0.7, points: 25 }), // exactly 0.7
    player('Dunn', 'M', { gamesPlayed: 10, shots: 30, goals: 15, shotPct: 0.5, points: 35 }),
    player('Egan', 'A', { gamesPlayed: 10, shots: 30, goals: 24, shotPct: 0.8, points: 40 }), // above 0.7
    player('Ford', 'A', { gamesPlayed: 0, shots: 30, goals: 15, shotPct: 0.5, points: 15 }),
  ];

  it('"shot percentages need shots per game above 2.5 (regular) ... and value at most 0.7", "Ties rank as T- plus rank"', () => {
    const leaders = statLeaders(shooters, 'shotPct', { seasonType: 'regular' });
    // Dunn (35 points) and Ames (30) tie at 0.5; the offense tie-break (points) puts Dunn first.
    expect(leaders.map((entry) => [entry.item.lastName, entry.rankLabel])).toEqual([
      ['Cole', '1'],
      ['Dunn', 'T-2'],
      ['Ames', 'T-2'],
    ]);
  });

  it('"Leaders default 5": a limit cuts the list after ranking', () => {
    const leaders = statLeaders(shooters, 'shotPct', { seasonType: 'regular', limit: 2 });
    expect(leaders.map((entry) => [entry.item.lastName, entry.rankLabel])).toEqual([
      ['Cole', '1'],
      ['Dunn', 'T-2'],
    ]);
  });

  it('"points needs shots or assists above 0" applies to the points leaders', () => {
    const list = [
      player('Gray', 'D', { gamesPlayed: 5, points: 1, shots: 0, assists: 0 }),
      player('Hale', 'A', { gamesPlayed: 5, points: 1, shots: 1, assists: 0 }),
    ];
    expect(statLeaders(list, 'points', { seasonType: 'post' }).map((entry) => entry.item.lastName)).toEqual(['Hale']);
  });

  it('"faceoff faceoffPct (or faceoffsWon), groundBalls, points": faceoff leaders level on percentage split by wins', () => {
    const list = [
      player('Ives', 'FO', { gamesPlayed: 2, faceoffs: 20, faceoffsWon: 12, faceoffPct: 0.6, groundBalls: 9 }),
      player('Judd', 'FO', { gamesPlayed: 2, faceoffs: 40, faceoffsWon: 24, faceoffPct: 0.6, groundBalls: 1 }),
    ];
    expect(
      statLeaders(list, 'faceoffPct', { seasonType: 'regular' }).map((entry) => [entry.item.lastName, entry.rankLabel]),
    ).toEqual([
      ['Judd', 'T-1'],
      ['Ives', 'T-1'],
    ]);
  });

  it('a position-filtered list breaks ties by that group ("defense causedTurnovers, groundBalls, points")', () => {
    const list = [
      player('Kerr', 'LSM', { gamesPlayed: 3, goals: 1, causedTurnovers: 2 }),
      player('Lamb', 'D', { gamesPlayed: 3, goals: 1, causedTurnovers: 5 }),
    ];
    expect(
      statLeaders(list, 'goals', { seasonType: 'regular', group: 'defense' }).map((entry) => entry.item.lastName),
    ).toEqual(['Lamb', 'Kerr']);
    expect(statLeaders(list, 'goals', { seasonType: 'regular' }).map((entry) => entry.item.lastName)).toEqual([
      'Kerr',
      'Lamb',
    ]);
  });
});
