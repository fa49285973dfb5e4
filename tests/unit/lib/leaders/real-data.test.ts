/**
 * The leader rules on the real 2024 season: eligibility, ranking and T- ties of the rules library
 * applied to the season lines built from the box scores, against a list checked by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { isEligibleLeader } from '../../../../src/lib/leaders/eligibility.ts';
import { rankByStat } from '../../../../src/lib/leaders/ranking.ts';

let league: LeagueData;
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

function leaders(stat: string, top: number): { name: string; rank: string }[] {
  const lines = [...league.seasonLinesOf(2024, 'regular').values()].filter((line) =>
    isEligibleLeader(line.stats, stat, 'regular'),
  );
  const nameOf = (playerId: string): string => {
    const player = league.player(playerId);
    return `${player?.firstName ?? ''} ${player?.lastName ?? ''}`;
  };
  return rankByStat(lines, stat, { stats: (line) => line.stats, name: (line) => nameOf(line.playerId) })
    .slice(0, top)
    .map(({ item, rankLabel }) => ({ name: nameOf(item.playerId), rank: rankLabel }));
}

describe('2024 regular-season shot-percentage leaders', () => {
  /*
   * Checked by hand from games/2024.json (regular-season final games; goals / shots, shots per game):
   *   Tre Leclaire 21/42 = .500 (4.2 a game) and Wes Berg 14/28 = .500 (2.8): tied first, T-1.
   *   Payton Cormier 5/11 = .455 (5.5), 3. Jack VanOverbeke 4/9 = .444 (4.5), 4. Eric Law 11/25 = .440 (4.2), 5.
   *   Connor Shellenberger 15/35 and Logan Wisnauskas 3/7, both .4286 (4.4 and 7.0): T-6.
   * Left out by "shots per game above 2.5": Ryland Rees 4/6 = .667 on 0.6 shots a game, Ryan Terefenko
   * and Joseph Nardella .625 on 0.8 and 0.9, Roman Puglise .571 on 0.7, Tyler Carpenter .500 on 0.8.
   * Nobody with enough shots passes .700, so the cap removes no one this season.
   */
  it('"shot percentages need shots per game above 2.5 (regular)", "Ties rank as T- plus rank"', () => {
    expect(leaders('shotPct', 7)).toEqual([
      { name: 'Tre Leclaire', rank: 'T-1' },
      { name: 'Wes Berg', rank: 'T-1' },
      { name: 'Payton Cormier', rank: '3' },
      { name: 'Jack VanOverbeke', rank: '4' },
      { name: 'Eric Law', rank: '5' },
      { name: 'Connor Shellenberger', rank: 'T-6' },
      { name: 'Logan Wisnauskas', rank: 'T-6' },
    ]);
  });

  it('the efficient low-volume shooters are not on the board', () => {
    const names = leaders('shotPct', 500).map((leader) => leader.name);
    for (const name of ['Ryland Rees', 'Ryan Terefenko', 'Joseph Nardella', 'Roman Puglise', 'Tyler Carpenter']) {
      expect(names).not.toContain(name);
    }
  });
});
