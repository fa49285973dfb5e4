import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { seasonSplits } from '../../../../src/data/players.ts';
import type { PlayerGameLine } from '../../../../src/lib/aggregate/player-stats.ts';
import { hasSplits, playerSplits, type SplitGroup, type SplitGame } from '../../../../src/lib/players/splits.ts';

/** Label -> [games, goals, points] of one split group. */
function summary(groups: readonly SplitGroup[], title: string): [string, number, number, number][] {
  const group = groups.find((entry) => entry.title === title);
  return (group?.rows ?? []).map((row) => [row.label, row.stats.gamesPlayed, row.stats.goals, row.stats.points]);
}

describe('a season split from the real 2025 game log', () => {
  // Jeff Teat's twelve 2025 games, read off data/snapshot/games/2025.json and seasons/2025.json by
  // hand: ten regular-season games (May 30 to Aug 9) and two post-season wins (Sep 1, Sep 14).
  let groups: SplitGroup[];
  beforeAll(async () => {
    const league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
    groups = seasonSplits(league, '001809', 2025);
  });

  it('sums every game and the last five', () => {
    expect(summary(groups, 'Totals')).toEqual([
      ['All games', 12, 21, 50],
      ['Last 5 games', 5, 8, 22],
    ]);
  });

  it('splits home from away and wins from losses, rates recomputed from the sums', () => {
    expect(summary(groups, 'Home and away')).toEqual([
      ['Home', 6, 9, 22],
      ['Away', 6, 12, 28],
    ]);
    expect(summary(groups, 'Result')).toEqual([
      ['Wins', 9, 17, 40],
      ['Losses', 3, 4, 10],
    ]);
    // The three losses: 3 of 5, 0 of 1 and 1 of 6 shots.
    expect(groups.find((group) => group.title === 'Result')?.rows[1]?.stats.shotPct).toBeCloseTo(4 / 12, 6);
  });

  it('splits by part of the season and by month in Eastern Time, in the order played', () => {
    expect(summary(groups, 'Season')).toEqual([
      ['Regular Season', 10, 17, 40],
      ['Post-Season', 2, 4, 10],
    ]);
    expect(summary(groups, 'Month')).toEqual([
      ['May', 2, 4, 7],
      ['June', 3, 6, 11],
      ['July', 3, 5, 15],
      ['August', 2, 2, 7],
      ['September', 2, 4, 10],
    ]);
  });

  it('gives each opponent one row, alphabetically', () => {
    const opponents = summary(groups, 'Opponent');
    expect(opponents.map(([label]) => label)).toEqual([...opponents.map(([label]) => label)].sort());
    expect(opponents.reduce((games, [, played]) => games + played, 0)).toBe(12);
    // Three games against the Waterdogs (Jun 21, Aug 9, the Sep 1 semi-final): 5+1+1 goals, 8+4+4 points.
    expect(opponents.find(([, games]) => games === 3)?.slice(1)).toEqual([3, 7, 16]);
  });
});

describe('which games a split counts', () => {
  const line = (goals: number): PlayerGameLine => {
    const zeros = Object.fromEntries(
      [
        'gamesPlayed',
        'points',
        'scoringPoints',
        'onePointGoals',
        'twoPointGoals',
        'goals',
        'assists',
        'shots',
        'shotsOnGoal',
        'twoPointShots',
        'saves',
        'GAA',
        'twoPtGaa',
        'scoresAgainst',
        'saa',
        'groundBalls',
        'turnovers',
        'causedTurnovers',
        'faceoffsWon',
        'faceoffsLost',
        'faceoffs',
        'goalsAgainst',
        'twoPointGoalsAgainst',
        'numPenalties',
        'pim',
        'assistOpportunities',
        'touches',
        'totalPasses',
      ].map((key) => [key, 0]),
    ) as unknown as PlayerGameLine;
    return { ...zeros, gamesPlayed: 1, goals, onePointGoals: goals, points: goals, scoringPoints: goals };
  };
  const game = (segment: SplitGame['segment'], outcome: SplitGame['outcome'], goals: number): SplitGame => ({
    startTime: 1_748_642_400,
    segment,
    home: true,
    outcome,
    opponent: 'BOS',
    line: line(goals),
  });

  it('leaves All-Star and preseason games out of every split', () => {
    const groups = playerSplits([game('preseason', 'W', 4), game('regular', 'T', 1), game('allstar', 'L', 9)]);
    expect(summary(groups, 'Totals')).toEqual([
      ['All games', 1, 1, 1],
      ['Last game', 1, 1, 1],
    ]);
    expect(summary(groups, 'Result')).toEqual([['Ties', 1, 1, 1]]);
  });

  it('has no splits without a counted game, and a game without a final score in no result row', () => {
    expect(playerSplits([game('allstar', 'W', 2)])).toEqual([]);
    expect(summary(playerSplits([game('regular', null, 2)]), 'Result')).toEqual([]);
  });

  it('tells whether there are splits as working them out does', () => {
    const seasons = [
      [],
      [game('allstar', 'W', 2), game('preseason', 'L', 1)],
      [game('allstar', 'W', 2), game('post', 'L', 1)],
      [game('regular', null, 0)],
    ];
    expect(seasons.map(hasSplits)).toEqual([false, false, true, true]);
    expect(seasons.map((games) => playerSplits(games).length > 0)).toEqual([false, false, true, true]);
  });
});
