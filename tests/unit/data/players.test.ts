import { beforeAll, describe, expect, it } from 'vitest';
import {
  encodeTable,
  SNAPSHOT_FORMAT_VERSION,
  type EventRecord,
  type PlayerGameStat,
  type PlayerRecord,
  type PlayerSeasonTotal,
  type RosterEntry,
  type SeasonFile,
  type Snapshot,
  type TeamSeason,
} from '../../../src/data/snapshot-format.ts';
import { LeagueData } from '../../../src/data/league.ts';
import { readSnapshot } from '../../../src/data/store.ts';
import {
  comparisonData,
  fantasyLeaders,
  fantasyYears,
  gameLog,
  gameLogYears,
  playerName,
  playerSeasonLines,
  profileColumnIds,
  teamHistory,
} from '../../../src/data/players.ts';
import { careerLeaders, careerSplits } from '../../../src/data/careers.ts';
import { CAREER_STATS, PLAYER_TABLE_STATS } from '../../../src/lib/stats/tables.ts';
import { columnsOf } from '../../../src/lib/stats/columns.ts';
import { formatColumn } from '../../../src/lib/stats/format.ts';
import { YEARS, careerSums, publishedTotals } from '../../e2e/player-snapshot.ts';
import { parseComparisonData } from '../../../src/lib/players/comparison.ts';

// ---- a small synthetic league --------------------------------------------------------------------

function player(
  officialId: string,
  firstName: string,
  lastName: string,
  extra: Partial<PlayerRecord> = {},
): PlayerRecord {
  return {
    officialId,
    slug: `${firstName}-${lastName}`.toLowerCase(),
    firstName,
    lastName,
    lastNameSuffix: null,
    position: 'A',
    positionName: 'Attack',
    jerseyNum: 1,
    profileUrl: null,
    handedness: null,
    height: null,
    age: null,
    college: null,
    country: null,
    countryCode: null,
    expFromYear: null,
    ...extra,
  };
}

function team(officialId: string, fullName: string): TeamSeason {
  return {
    officialId,
    franchiseId: officialId === 'CHR' ? 'OUT' : officialId,
    fullName,
    location: null,
    locationCode: null,
    conference: null,
    league: 'PLL',
    urlLogo: null,
    teamColor: null,
  };
}

let nextEventId = 1;
function event(
  year: number,
  slugname: string,
  home: string,
  away: string,
  homeScore: number,
  visitorScore: number,
  segment: EventRecord['seasonSegment'] = 'regular',
): EventRecord {
  const id = nextEventId++;
  return {
    id,
    eventId: `ev-${String(id)}`,
    slugname,
    year,
    seasonSegment: segment,
    week: 1,
    gameNumber: null,
    startTime: Date.UTC(year, 5, id) / 1000,
    venue: null,
    location: null,
    description: null,
    homeTeamId: home,
    awayTeamId: away,
    homeScore,
    visitorScore,
    homePeriodScores: [],
    visitorPeriodScores: [],
    eventStatus: 3,
    period: 4,
    clockMinutes: 0,
    clockSeconds: 0,
    gameStatus: null,
    urlStreaming: null,
    broadcaster: [],
  };
}

const GAME_COLUMNS = [
  'playerId',
  'teamId',
  'position',
  'positionName',
  'jerseyNum',
  'gamesPlayed',
  'points',
  'scoringPoints',
  'onePointGoals',
  'twoPointGoals',
  'goals',
  'assists',
  'shots',
  'shotPct',
  'shotsOnGoal',
  'shotsOnGoalPct',
  'twoPointShots',
  'saves',
  'cleanSaves',
  'messySaves',
  'savePct',
  'cleanSavePct',
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
  'faceoffPct',
  'goalsAgainst',
  'twoPointGoalsAgainst',
  'numPenalties',
  'pim',
  'foRecord',
  'assistOpportunities',
  'touches',
  'totalPasses',
] as const satisfies readonly (keyof PlayerGameStat)[];

function line(playerId: string, teamId: string, stats: Partial<PlayerGameStat> = {}): PlayerGameStat {
  const zero = Object.fromEntries(GAME_COLUMNS.map((column) => [column, 0])) as unknown as PlayerGameStat;
  const onePointGoals = stats.onePointGoals ?? 0;
  const twoPointGoals = stats.twoPointGoals ?? 0;
  const assists = stats.assists ?? 0;
  return {
    ...zero,
    playerId,
    teamId,
    position: 'A',
    positionName: 'Attack',
    jerseyNum: 1,
    foRecord: null,
    gamesPlayed: 1,
    goals: onePointGoals + twoPointGoals,
    points: onePointGoals + 2 * twoPointGoals + assists,
    ...stats,
  };
}

function seasonFile(
  year: number,
  teams: TeamSeason[],
  events: EventRecord[],
  rosters: RosterEntry[] = [],
  totals: PlayerSeasonTotal[] | null = null,
): SeasonFile {
  return {
    year,
    teams,
    events,
    rosters: encodeTable(rosters, ['playerId', 'teamId', 'position', 'jerseyNum']),
    playerTotals: totals && encodeTable(totals, Object.keys(totals[0] ?? {}) as (keyof PlayerSeasonTotal)[]),
    teamTotals: null,
  };
}

function total(playerId: string, stats: Partial<PlayerSeasonTotal>): PlayerSeasonTotal {
  const zero = {
    seasonSegment: 'regular',
    position: 'A',
    jerseyNum: 1,
    gamesPlayed: 0,
    points: 0,
    goals: 0,
    onePointGoals: 0,
    twoPointGoals: 0,
    scoringPoints: 0,
    assists: 0,
    shots: 0,
    shotPct: 0,
    shotsOnGoal: 0,
    shotsOnGoalPct: 0,
    twoPointShots: 0,
    twoPointShotPct: 0,
    twoPointShotsOnGoal: 0,
    groundBalls: 0,
    turnovers: 0,
    causedTurnovers: 0,
    faceoffs: 0,
    faceoffsWon: 0,
    faceoffsLost: 0,
    faceoffPct: 0,
    saves: 0,
    savePct: 0,
    scoresAgainst: 0,
    saa: 0,
    twoPointGoalsAgainst: 0,
    twoPtGaa: 0,
    tof: 0,
    numPenalties: 0,
    pimValue: 0,
    powerPlayGoals: 0,
    powerPlayShots: 0,
    shortHandedGoals: 0,
    shortHandedShots: 0,
    shortHandedGoalsAgainst: null,
    powerPlayGoalsAgainst: 0,
  } satisfies Omit<PlayerSeasonTotal, 'playerId'>;
  return { ...zero, playerId, ...stats };
}

function league(): LeagueData {
  const a = player('000001', 'Ann', 'Attack');
  const b = player('000002', 'Bo', 'Bravo', { lastNameSuffix: 'Jr.' });
  const c = player('000003', 'Cy', 'Charlie', { position: 'FO' });
  const g = player('000004', 'Gus', 'Goalie', { position: 'G' });
  const e2022 = [event(2022, 'g1-2022', 'CHR', 'ARC', 12, 10), event(2022, 'g2-2022', 'ARC', 'CHR', 9, 9)];
  const e2023 = [event(2023, 'g1-2023', 'CHR', 'ARC', 8, 11), event(2023, 'p1-2023', 'CHR', 'ARC', 15, 14, 'post')];
  const e2024 = [event(2024, 'g1-2024', 'OUT', 'ARC', 10, 11)];
  const games = new Map([
    [
      2022,
      {
        'g1-2022': {
          teamStats: [],
          plays: null,
          playerStats: encodeTable(
            [
              line(a.officialId, 'CHR', { onePointGoals: 2, assists: 1 }),
              line(b.officialId, 'ARC', { twoPointGoals: 1 }),
              line(c.officialId, 'ARC', { faceoffsWon: 10, faceoffs: 18 }),
            ],
            GAME_COLUMNS,
          ),
        },
        'g2-2022': {
          teamStats: [],
          plays: null,
          playerStats: encodeTable(
            [line(a.officialId, 'CHR', { onePointGoals: 1 }), line(b.officialId, 'ARC', { assists: 2 })],
            GAME_COLUMNS,
          ),
        },
      },
    ],
    [
      2023,
      {
        'g1-2023': {
          teamStats: [],
          plays: null,
          playerStats: encodeTable(
            [line(a.officialId, 'CHR', { assists: 3 }), line(g.officialId, 'ARC', { saves: 12 })],
            GAME_COLUMNS,
          ),
        },
        'p1-2023': {
          teamStats: [],
          plays: null,
          playerStats: encodeTable([line(a.officialId, 'CHR', { onePointGoals: 1 })], GAME_COLUMNS),
        },
      },
    ],
    [
      2024,
      {
        // Traded: Ann now plays for the Archers, against her old franchise (now the Outlaws).
        'g1-2024': {
          teamStats: [],
          plays: null,
          playerStats: encodeTable([line(a.officialId, 'ARC', { onePointGoals: 2 })], GAME_COLUMNS),
        },
      },
    ],
  ]);
  const seasons = new Map([
    [
      2021,
      seasonFile(
        2021,
        [team('CHR', 'Chrome'), team('ARC', 'Archers')],
        [],
        [],
        [
          total(a.officialId, { gamesPlayed: 9, points: 20, goals: 12, onePointGoals: 12, assists: 8 }),
          total(b.officialId, { gamesPlayed: 9, points: 20, goals: 10, onePointGoals: 10, assists: 10 }),
        ],
      ),
    ],
    [2022, seasonFile(2022, [team('CHR', 'Chrome'), team('ARC', 'Archers')], e2022)],
    [2023, seasonFile(2023, [team('CHR', 'Chrome'), team('ARC', 'Archers')], e2023)],
    [2024, seasonFile(2024, [team('OUT', 'Outlaws'), team('ARC', 'Archers')], e2024)],
  ]);
  const snapshot: Snapshot = {
    manifest: { formatVersion: SNAPSHOT_FORMAT_VERSION, seasons: [] },
    players: [a, b, c, g],
    seasons,
    games,
  };
  return new LeagueData(snapshot);
}

describe('player profile data (synthetic league)', () => {
  const data = league();

  it('names a player with his suffix', () => {
    expect(playerName({ firstName: 'Bo', lastName: 'Bravo', lastNameSuffix: 'Jr.' })).toBe('Bo Bravo Jr.');
    expect(playerName({ firstName: 'Ann', lastName: 'Attack', lastNameSuffix: null })).toBe('Ann Attack');
  });

  it('team history merges consecutive seasons of one franchise across its rename and starts a stint on a move', () => {
    expect(teamHistory(data, '000001')).toEqual([
      { franchiseId: 'OUT', teamId: 'CHR', firstYear: 2022, lastYear: 2023 },
      { franchiseId: 'ARC', teamId: 'ARC', firstYear: 2024, lastYear: 2024 },
    ]);
  });

  it('season lines run oldest first, regular before post, published totals included', () => {
    const lines = playerSeasonLines(data, '000001').map((entry) => [
      entry.year,
      entry.segment,
      entry.source,
      entry.counts.points,
    ]);
    expect(lines).toEqual([
      [2021, 'regular', 'totals', 20],
      [2022, 'regular', 'games', 4],
      [2023, 'regular', 'games', 3],
      [2023, 'post', 'games', 1],
      [2024, 'regular', 'games', 2],
    ]);
  });

  it('career splits sum each segment; the careers index sums regular and post', () => {
    const splits = careerSplits(playerSeasonLines(data, '000001'));
    expect(splits.map((split) => [split.segment, split.stats.points])).toEqual([
      ['regular', 29],
      ['post', 1],
    ]);
    expect(data.careers().get('000001')?.stats.points).toBe(30);
  });

  it("the game log reads each game from the player's side: home or away, opponent, result", () => {
    expect(gameLogYears(data, '000001')).toEqual([2022, 2023, 2024]);
    expect(
      gameLog(data, '000001', 2022).map((entry) => [entry.event.slugname, entry.home, entry.opponentId, entry.result]),
    ).toEqual([
      ['g1-2022', true, 'ARC', 'W 12-10'],
      ['g2-2022', false, 'ARC', 'T 9-9'],
    ]);
    expect(gameLog(data, '000001', 2024)[0]?.result).toBe('W 11-10');
    expect(gameLog(data, '000001', 2023).map((entry) => entry.result)).toEqual(['L 8-11', 'W 15-14']);
  });

  it('career leaders rank with shared T- ranks and keep everyone tied at the cut', () => {
    const points = careerLeaders(data, 'points');
    expect(points.map((entry) => [entry.item.player.officialId, entry.rankLabel])).toEqual([
      ['000001', '1'],
      ['000002', '2'],
    ]);
    // 12 assists each (Ann 8 + 1 + 3, Bo 10 + 2): a shared first place, in name order, and a cut at 1 keeps both.
    const assists = careerLeaders(data, 'assists');
    expect(assists.map((entry) => [entry.item.player.officialId, entry.rankLabel])).toEqual([
      ['000001', 'T-1'],
      ['000002', 'T-1'],
    ]);
    expect(careerLeaders(data, 'assists', 1)).toHaveLength(2);
    expect(careerLeaders(data, 'gamesPlayed', 1).map((entry) => entry.rankLabel)).toEqual(['1']);
    expect(careerLeaders(data, 'faceoffsWon').map((entry) => entry.item.player.officialId)).toEqual(['000003']);
    expect(careerLeaders(data, 'saves')[0]?.value).toBe(12);
    expect(CAREER_STATS).toContain('faceoffsWon');
  });

  it('fantasy leaders score a season by the stated rules; FPTS/G needs half the most games', () => {
    const fpts = fantasyLeaders(data, 2022, 'FPTS', 10);
    expect(fpts.map((entry) => [entry.item.player.officialId, entry.value])).toEqual([
      ['000001', 14], // 3 one-point goals x 4 + 1 assist x 2
      ['000002', 12], // a two-point goal (8) + 2 assists (4)
      ['000003', 2.5], // 10 faceoff wins x 0.25
    ]);
    // Cy played one game of two: exactly half, so he is ranked per game.
    expect(fantasyLeaders(data, 2022, 'FPTS/G', 10).map((entry) => entry.item.player.officialId)).toEqual([
      '000001',
      '000002',
      '000003',
    ]);
    expect(fantasyLeaders(data, 2022, 'FPTS', 1)).toHaveLength(1);
    expect(fantasyYears(data)).toEqual([2024, 2023, 2022, 2021]);
  });

  it('the comparison file holds every regular-season player, sorted by last name, and passes its own check', () => {
    const file = comparisonData(data, 2022);
    expect(parseComparisonData(JSON.parse(JSON.stringify(file)))).toEqual(file);
    expect(file.players.map((entry) => entry.name)).toEqual(['Ann Attack', 'Bo Bravo Jr.', 'Cy Charlie']);
    const ann = file.players[0];
    expect(ann?.team).toBe('CHR');
    expect(ann?.values[file.stats.indexOf('points')]).toBe(4);
    expect(ann?.values[file.stats.indexOf('FPTS')]).toBe(14);
    expect(ann?.values[file.stats.indexOf('pointsPG')]).toBe(2);
  });
});

describe('profile columns', () => {
  it('every player gets scoring and possession columns', () => {
    expect(profileColumnIds('A', { faceoffs: 0, saves: 0 })).toEqual(
      expect.arrayContaining(['gamesPlayed', 'points', 'goals', 'assists', 'groundBalls']),
    );
  });
  it('faceoff columns for faceoff men and anyone who took a faceoff; goalie columns for goalies and anyone with a save', () => {
    expect(profileColumnIds('A', { faceoffs: 0, saves: 0 })).not.toContain('faceoffPct');
    expect(profileColumnIds('A', { faceoffs: 0, saves: 0 })).not.toContain('savePct');
    expect(profileColumnIds('FO', null)).toContain('faceoffPct');
    expect(profileColumnIds('M', { faceoffs: 3, saves: 0 })).toContain('faceoffsWon');
    expect(profileColumnIds('G', null)).toEqual(expect.arrayContaining(['saves', 'savePct', 'saa']));
    expect(profileColumnIds(null, { faceoffs: 0, saves: 1 })).toContain('saves');
  });
  it("a goalie's columns lead with his goalie stats, his few field stats after them; a skater who made a save keeps his order", () => {
    const goalie = profileColumnIds('G', { faceoffs: 0, saves: 900 });
    expect(goalie.slice(0, 5)).toEqual(['gamesPlayed', 'saves', 'savePct', 'goalsAgainst', 'GAA']);
    expect(goalie.indexOf('points')).toBeGreaterThan(goalie.indexOf('saa'));
    expect(goalie).not.toContain('shots');
    expect(profileColumnIds('D', { faceoffs: 0, saves: 1 }).slice(0, 2)).toEqual(['gamesPlayed', 'points']);
  });
});

describe('player profile data (bundled snapshot)', () => {
  let data: LeagueData;
  beforeAll(async () => {
    data = new LeagueData(await readSnapshot());
  });

  it("every player's club stints lie inside his seasons and never overlap within one franchise", () => {
    for (const entry of data.players) {
      const years = new Set(data.playerYears(entry.officialId));
      const stints = teamHistory(data, entry.officialId);
      for (const stint of stints) {
        expect(years.has(stint.firstYear) && years.has(stint.lastYear)).toBe(true);
        const same = stints.filter((other) => other.franchiseId === stint.franchiseId && other !== stint);
        for (const other of same)
          expect(other.lastYear < stint.firstYear - 1 || other.firstYear > stint.lastYear + 1).toBe(true);
      }
    }
  });

  it("each player's regular and post-season lines add up to his career line", () => {
    for (const [playerId, career] of data.careers()) {
      const lines = playerSeasonLines(data, playerId).filter((entry) => entry.segment !== 'champseries');
      expect(lines.reduce((total, entry) => total + entry.counts.points, 0)).toBe(career.counts.points);
    }
  });

  it('a cut inside a tie keeps everyone who shares the last rank', () => {
    for (const stat of CAREER_STATS) {
      const all = careerLeaders(data, stat);
      const tied = all.find((entry) => entry.tied && entry.rank > 1);
      if (!tied) continue;
      const sharing = all.filter((entry) => entry.rank === tied.rank).length;
      expect(careerLeaders(data, stat, tied.rank)).toHaveLength(tied.rank - 1 + sharing);
      expect(careerLeaders(data, stat, tied.rank).at(-1)?.rankLabel).toBe(`T-${String(tied.rank)}`);
    }
  });

  it("a goalie's career line leads with what the raw files give him: Blaze Riorden's saves and goals against", () => {
    const riorden = data.player('blaze-riorden');
    const id = riorden?.officialId ?? '';
    const career = data.careers().get(id);
    const columns = profileColumnIds(riorden?.position ?? null, career?.counts ?? null);
    const raw = careerSums(['saves', 'scoresAgainst', 'twoPointGoalsAgainst', 'points']).get(id);
    expect(raw?.['saves']).toBeGreaterThan(0);
    expect(columns[1]).toBe('saves');
    expect(career?.stats.saves).toBe(raw?.['saves']);
    expect(career?.stats.goalsAgainst).toBe((raw?.['scoresAgainst'] ?? 0) - (raw?.['twoPointGoalsAgainst'] ?? 0));
  });

  it('a player the league lists with a season of no games has no stat in it but his games played', () => {
    const noGames = YEARS.flatMap((year) =>
      publishedTotals(year)
        .filter((row) => row['gamesPlayed'] === 0)
        .map((row) => ({ year, playerId: String(row['playerId']), segment: String(row['seasonSegment']) })),
    );
    expect(noGames.length).toBeGreaterThan(0);
    const columns = columnsOf(PLAYER_TABLE_STATS);
    for (const { year, playerId, segment } of noGames) {
      const line = playerSeasonLines(data, playerId).find((entry) => entry.year === year && entry.segment === segment);
      const cells = columns.map((column) => formatColumn(column, line?.stats ?? {}));
      expect(cells, `${playerId} ${String(year)}`).toEqual(
        columns.map((column) => (column.id === 'gamesPlayed' ? '0' : '–')),
      );
    }
  });

  it('a game log row exists for every box score a player appears in', () => {
    const id = careerLeaders(data, 'points', 1)[0]?.item.player.officialId ?? '';
    for (const year of gameLogYears(data, id)) {
      const expected = Object.entries(data.snapshot.games.get(year) ?? {})
        .filter(([, game]) => game.playerStats.rows.some((row) => row[0] === id))
        .map(([slug]) => slug)
        .sort();
      expect(
        gameLog(data, id, year)
          .map((entry) => entry.event.slugname)
          .sort(),
      ).toEqual(expected);
    }
  });
});
