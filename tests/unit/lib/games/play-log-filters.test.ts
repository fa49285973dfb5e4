import { describe, expect, it } from 'vitest';
import {
  matchesPlayLogFilter,
  PLAY_LOG_FILTERS,
  type PlayLogFilterId,
} from '../../../../src/lib/games/play-log-filters.ts';

const plays = [
  { id: 1, eventType: 'pregame' },
  { id: 2, eventType: 'faceoff' },
  { id: 3, eventType: 'shot', shotType: '1_PT' },
  { id: 4, eventType: 'goal', shotType: '2_PT' },
  { id: 5, eventType: 'penalty' },
  { id: 6, eventType: 'shot', shotType: 'MU' },
  { id: 7, eventType: 'goal', shotType: 'MU' },
  { id: 8, eventType: 'powerplayend' },
  { id: 9, eventType: 'shotclockexpired' },
  { id: 10, eventType: 'turnover' },
  { id: 11, eventType: 'groundball' },
  { id: 12, eventType: 'gameEnd' },
];
const ids = (filter: PlayLogFilterId) =>
  plays.filter((play) => matchesPlayLogFilter(play, filter)).map((play) => play.id);

describe('play-log filters', () => {
  it('"play logs with filters (All Plays, Scoring Plays, Faceoffs, Shooting, Power Play, Shot Clock Exp, Turnovers, Penalties)"', () => {
    expect(PLAY_LOG_FILTERS.map((filter) => filter.label)).toEqual([
      'All Plays',
      'Scoring Plays',
      'Faceoffs',
      'Shooting',
      'Power Play',
      'Shot Clock Exp',
      'Turnovers',
      'Penalties',
    ]);
  });
  it('"All Plays"', () => {
    expect(ids('all')).toHaveLength(12);
  });
  it('"Scoring Plays"', () => {
    expect(ids('scoring')).toEqual([4, 7]);
  });
  it('"Faceoffs"', () => {
    expect(ids('faceoffs')).toEqual([2]);
  });
  it('"Shooting"', () => {
    expect(ids('shooting')).toEqual([3, 4, 6, 7]);
  });
  it('"Power Play"', () => {
    expect(ids('powerPlay')).toEqual([6, 7, 8]);
  });
  it('"Shot Clock Exp"', () => {
    expect(ids('shotClock')).toEqual([9]);
  });
  it('"Turnovers"', () => {
    expect(ids('turnovers')).toEqual([10]);
  });
  it('"Penalties"', () => {
    expect(ids('penalties')).toEqual([5]);
  });
});
