import { describe, expect, it } from 'vitest';
import {
  gameSharePath,
  playerSharePath,
  shareCardAlt,
  type GameCard,
  type PlayerCard,
} from '../../../../src/lib/share/cards.ts';

const side = (name: string, score: string | null, won: boolean): GameCard['away'] => ({
  code: name.slice(0, 3).toUpperCase(),
  name,
  colour: '#000000',
  record: null,
  score,
  won,
});

const game: GameCard = {
  kind: 'game',
  heading: '2024 · Week 3',
  away: side('Maryland Whipsnakes', '15', true),
  home: side('Philadelphia Waterdogs', '14', false),
  status: 'FINAL OT',
  final: true,
  date: 'Sun, Jun 16 2024',
  venue: 'Villanova Stadium',
};

const player: PlayerCard = {
  kind: 'player',
  name: 'Trevor Baptiste',
  initials: 'TB',
  jersey: '#9',
  position: 'Faceoff',
  team: { code: 'NYA', name: 'New York Atlas', colour: '#00B1FF' },
  season: '2025 Regular Season',
  stats: [
    { label: 'Games Played', value: '10' },
    { label: 'Faceoff %', value: '–' },
  ],
};

describe('share images', () => {
  it('live under /share/, one per game by its slugname and one per player by his slug', () => {
    expect(gameSharePath('2024_game_12')).toBe('/share/games/2024_game_12.png');
    expect(playerSharePath("o'neill brennan")).toBe("/share/players/o'neill%20brennan.png");
  });

  it("a game's alt text reads its heading, the score and the status, or before the final who plays whom and when", () => {
    // The heading "2024 · Week 3" reads with a comma: the page's markup stays ASCII.
    expect(shareCardAlt(game)).toBe(
      '2024, Week 3: Maryland Whipsnakes 15, Philadelphia Waterdogs 14, FINAL OT, Sun, Jun 16 2024',
    );
    const upcoming: GameCard = {
      ...game,
      away: side('Denver Outlaws', null, false),
      home: side('Utah Archers', null, false),
      status: '3pm ET',
      final: false,
      date: 'Mon, Sep 7 2026',
    };
    expect(shareCardAlt(upcoming)).toBe('2024, Week 3: Denver Outlaws at Utah Archers, 3pm ET, Mon, Sep 7 2026');
    // An event that keeps no score (the All-Star Skills Competition) names its sides and its status.
    const skills: GameCard = {
      ...upcoming,
      heading: '2022 · All-Star Skills Competition',
      away: side('All-Stars Away', null, false),
      home: side('All-Stars Home', null, false),
      status: 'FINAL',
      final: true,
      date: 'Sat, Jul 16 2022',
    };
    expect(shareCardAlt(skills)).toBe(
      '2022, All-Star Skills Competition: All-Stars Away vs All-Stars Home, FINAL, Sat, Jul 16 2022',
    );
  });

  it("a player's alt text names him, his position and team, then his season line, a missing value as a dash", () => {
    expect(shareCardAlt(player)).toBe(
      'Trevor Baptiste, Faceoff, New York Atlas: 2025 Regular Season, Games Played 10, Faceoff % –',
    );
    expect(shareCardAlt({ ...player, position: null, team: null, season: null })).toBe('Trevor Baptiste');
  });
});
