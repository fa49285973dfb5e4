/**
 * The importer on the real data. With ../shared/data/pll-snapshot present, the snapshot under test is
 * a fresh conversion of it (and it must equal the committed data/snapshot); without it (a fresh
 * clone), the same assertions run on the committed data/snapshot. Each quirk of data/README.md has a
 * test named after it here.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeTable,
  type EventRecord,
  type GameRecord,
  type Play,
  type PlayerGameStat,
  type PlayerSeasonTotal,
  type RosterEntry,
  type SeasonFile,
  type Snapshot,
} from '../../../../src/data/snapshot-format.ts';
import { goalValue } from '../../../../src/lib/games/goal-value.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot, snapshotFiles } from '../../../../src/data/store.ts';
import { listSnapshotFiles } from '../../../support/snapshot-files.ts';
import {
  convertSnapshotWithReport,
  kebabCase,
  nameKey,
  sideOrder,
  splitSuffix,
  type ConversionReport,
} from '../../../../scripts/lib/convert-snapshot.ts';
import type { CsvRecord } from '../../../../scripts/lib/csv.ts';
import {
  DEFAULT_SOURCE_DIR,
  readCsv,
  readSource,
  sourceExists,
  type SourceFiles,
} from '../../../../scripts/lib/snapshot-source.ts';

const HAS_SOURCE = sourceExists();
const NO_SOURCE = `skipped: ${DEFAULT_SOURCE_DIR} is absent (this test needs the public data snapshot beside the project)`;

let snapshot: Snapshot;
let source: SourceFiles | undefined;
let report: ConversionReport | undefined;

beforeAll(async () => {
  if (HAS_SOURCE) {
    source = await readSource();
    ({ snapshot, report } = convertSnapshotWithReport(source));
  } else {
    console.warn(`convert-snapshot tests: ${DEFAULT_SOURCE_DIR} is absent; testing the committed data/snapshot.`);
    snapshot = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  }
});

function season(year: number): SeasonFile {
  const file = snapshot.seasons.get(year);
  if (file === undefined) throw new Error(`no season ${year}`);
  return file;
}

function event(slug: string): EventRecord {
  for (const file of snapshot.seasons.values()) {
    const found = file.events.find((item) => item.slugname === slug);
    if (found !== undefined) return found;
  }
  throw new Error(`no event ${slug}`);
}

function game(slug: string): GameRecord {
  const found = snapshot.games.get(event(slug).year)?.[slug];
  if (found === undefined) throw new Error(`no game record for ${slug}`);
  return found;
}

function gamesWithEvents(): { event: EventRecord; game: GameRecord }[] {
  const all: { event: EventRecord; game: GameRecord }[] = [];
  for (const [year, file] of snapshot.games) {
    for (const [slug, record] of Object.entries(file)) {
      const found = season(year).events.find((item) => item.slugname === slug);
      if (found === undefined) throw new Error(`game ${slug} has no event in season ${year}`);
      all.push({ event: found, game: record });
    }
  }
  return all;
}

function rosters(year: number): RosterEntry[] {
  return decodeTable(season(year).rosters);
}

function player(id: string): Snapshot['players'][number] {
  const found = snapshot.players.find((item) => item.officialId === id);
  if (found === undefined) throw new Error(`no player ${id}`);
  return found;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

describe('files on disk', () => {
  it('the committed data/snapshot reads back and re-serializes to the same bytes', async () => {
    const committed = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
    const files = snapshotFiles(committed);
    expect(await listSnapshotFiles(DEFAULT_SNAPSHOT_DIR)).toEqual([...files.keys()].sort());
    for (const [path, text] of files) {
      expect(await readFile(join(DEFAULT_SNAPSHOT_DIR, path), 'utf8'), path).toBe(text);
    }
  });

  it('the committed data/snapshot is what the importer makes of the source today', async (context) => {
    context.skip(!HAS_SOURCE, NO_SOURCE);
    for (const [path, text] of snapshotFiles(snapshot)) {
      expect(
        await readFile(join(DEFAULT_SNAPSHOT_DIR, path), 'utf8'),
        `${path} is stale: run npm run import-snapshot`,
      ).toBe(text);
    }
  });

  it('determinism: converting twice, and with the source rows in reverse order, gives identical files', (context) => {
    context.skip(!HAS_SOURCE, NO_SOURCE);
    if (source === undefined) return;
    const first = snapshotFiles(snapshot);
    expect(snapshotFiles(convertSnapshotWithReport(source).snapshot)).toEqual(first);
    const reversed = (table: SourceFiles['plays']): SourceFiles['plays'] => ({
      ...table,
      rows: [...table.rows].reverse(),
    });
    const shuffled: SourceFiles = {
      ...source,
      schedules: new Map([...source.schedules].reverse().map(([year, table]) => [year, reversed(table)])),
      playerGameStats: reversed(source.playerGameStats),
      teamGameStats: reversed(source.teamGameStats),
      plays: reversed(source.plays),
      playerDirectory: reversed(source.playerDirectory),
    };
    expect(snapshotFiles(convertSnapshotWithReport(shuffled).snapshot)).toEqual(first);
  });
});

describe('players', () => {
  it('ids: every player id is six characters, padded where the source was not (gameday "3203" -> "003203")', () => {
    const ids = new Set(snapshot.players.map((item) => item.officialId));
    expect(ids.size).toBe(snapshot.players.length);
    for (const id of ids) expect(id).toMatch(/^(\d{6}|[TR]\d{5})$/);
    const referenced = new Set<string>();
    for (const file of snapshot.seasons.values()) {
      for (const entry of decodeTable(file.rosters)) referenced.add(entry.playerId);
      if (file.playerTotals !== null) for (const row of decodeTable(file.playerTotals)) referenced.add(row.playerId);
    }
    for (const { game: record } of gamesWithEvents()) {
      for (const row of decodeTable(record.playerStats)) referenced.add(row.playerId);
      for (const play of record.plays === null ? [] : decodeTable(record.plays)) {
        for (const id of [
          play.faceoffWinnerId,
          play.faceoffLoserId,
          play.gbPlayerId,
          play.shooterId,
          play.goalieId,
          play.shotAssistId,
          play.commitedPenaltyId,
        ]) {
          if (id !== null) expect(id).toMatch(/^\d{6}$/);
        }
      }
    }
    for (const id of referenced) expect(ids.has(id), `player ${id} is referenced but not listed`).toBe(true);
    // Jack Fracyon is "3189" in the first gameday rosters and never played.
    expect(player('003189')).toMatchObject({ firstName: 'Jack', lastName: 'Fracyon', position: 'G', jerseyNum: 50 });
    expect(rosters(2026)).toContainEqual({ playerId: '003189', teamId: 'ARC', position: 'G', jerseyNum: 50 });
  });

  it('float jerseys ("2.0", "50.0") are whole numbers', () => {
    expect(rosters(2026)).toContainEqual({ playerId: '003203', teamId: 'ARC', position: 'M', jerseyNum: 2 });
    for (const item of snapshot.players)
      if (item.jerseyNum !== null) expect(Number.isInteger(item.jerseyNum)).toBe(true);
    for (const year of snapshot.seasons.keys()) {
      for (const entry of rosters(year))
        if (entry.jerseyNum !== null) expect(Number.isInteger(entry.jerseyNum)).toBe(true);
    }
  });

  it('totals-only players (2020/2021 totals, no official id) get synthetic ids T00001.. in name order', () => {
    const synthetic = snapshot.players.filter((item) => item.officialId.startsWith('T'));
    expect(synthetic.length).toBeGreaterThan(150);
    expect(synthetic.map((item) => item.officialId)).toEqual(
      synthetic.map((_, index) => `T${String(index + 1).padStart(5, '0')}`),
    );
    const order = synthetic.map((item) => `${item.lastName.toLowerCase()} ${item.firstName.toLowerCase()}`);
    expect(order).toEqual([...order].sort());
    const grant = synthetic.find((item) => item.slug === 'john-grant-jr');
    expect(grant).toMatchObject({ firstName: 'John', lastName: 'Grant', lastNameSuffix: 'Jr.', expFromYear: null });
    const totals2020 = decodeTable(season(2020).playerTotals ?? { columns: [], rows: [] });
    expect(totals2020.find((row) => row.playerId === grant?.officialId)).toMatchObject({
      jerseyNum: 24,
      points: 4,
      assists: 4,
    });
    // A totals row whose name is in the directory takes the official id (Joseph Nardella, 2021).
    const nardella = snapshot.players.find((item) => item.firstName === 'Joseph' && item.lastName === 'Nardella');
    expect(nardella?.officialId).toMatch(/^\d{6}$/);
    const totals2021 = decodeTable(season(2021).playerTotals ?? { columns: [], rows: [] });
    expect(totals2021.filter((row) => row.playerId === nardella?.officialId).map((row) => row.seasonSegment)).toEqual([
      'regular',
      'post',
    ]);
  });

  it('players only on the 2026 site roster get synthetic ids R00001.., and belong to the 2026 roster', () => {
    const siteOnly = snapshot.players.filter((item) => item.officialId.startsWith('R'));
    expect(siteOnly.map((item) => `${item.firstName} ${item.lastName}`).sort()).toEqual([
      "Aidan O'Neil",
      'Gannon Matthews',
      'Marquez White',
      'Matthew Paolatto',
      'Shun Ito',
      'Will Schaller',
    ]);
    const onRoster = new Set(rosters(2026).map((entry) => entry.playerId));
    for (const item of siteOnly) expect(onRoster.has(item.officialId)).toBe(true);
  });

  it('totals-only players have no roster entries (the totals files do not say the team)', () => {
    expect(rosters(2020)).toEqual([]);
    expect(rosters(2021)).toEqual([]);
    const synthetic = new Set(
      snapshot.players.filter((item) => item.officialId.startsWith('T')).map((item) => item.officialId),
    );
    for (const year of snapshot.seasons.keys())
      for (const entry of rosters(year)) expect(synthetic.has(entry.playerId)).toBe(false);
  });

  it('bios come from the 2026 site roster: handedness "R/L" becomes the wire\'s "R-L"; suffixes are split off', () => {
    const dwan = player('003282');
    expect(dwan).toMatchObject({
      slug: 'billy-dwan-iii',
      lastName: 'Dwan',
      lastNameSuffix: 'III',
      handedness: 'L',
      height: "6'4",
      college: 'Syracuse',
    });
    const handed = new Set(snapshot.players.map((item) => item.handedness));
    expect([...handed].filter((value) => value !== null).sort()).toEqual(['L', 'L-R', 'R', 'R-L']);
    expect(snapshot.players.every((item) => item.countryCode === null)).toBe(true);
  });

  it('expFromYear is derived: the first season seen when 2021 or later, null for players seen in 2020', () => {
    const seen2020 = new Set(
      decodeTable(season(2020).playerTotals ?? { columns: [], rows: [] }).map((row) => row.playerId),
    );
    for (const item of snapshot.players) {
      if (seen2020.has(item.officialId)) expect(item.expFromYear).toBeNull();
      else expect(item.expFromYear).toBeGreaterThanOrEqual(2021);
    }
    expect(player('003189').expFromYear).toBe(2026);
  });

  it('slugs are unique and names normalize for joins', () => {
    expect(new Set(snapshot.players.map((item) => item.slug)).size).toBe(snapshot.players.length);
    expect(nameKey('Billy', 'Dwan III')).toBe(nameKey('billy ', 'Dwan'));
    expect(nameKey('Mac', "O'Keefe")).toBe('mac okeefe');
    expect(kebabCase('John Grant Jr.')).toBe('john-grant-jr');
    expect(splitSuffix('Smith IV')).toEqual({ lastName: 'Smith', suffix: 'IV' });
    expect(splitSuffix('Iv')).toEqual({ lastName: 'Iv', suffix: null });
  });
});

describe('teams', () => {
  it('seasons hold 6 teams in 2019, 7 in 2020 (WAT joins), 8 from 2021 (CAN joins)', () => {
    const ids = (year: number): string[] => season(year).teams.map((team) => team.officialId);
    expect(ids(2019)).toEqual(['ARC', 'ATL', 'CHA', 'CHR', 'RED', 'WHP']);
    expect(ids(2020)).toEqual(['ARC', 'ATL', 'CHA', 'CHR', 'RED', 'WAT', 'WHP']);
    expect(ids(2021)).toEqual(['ARC', 'ATL', 'CAN', 'CHA', 'CHR', 'RED', 'WAT', 'WHP']);
    for (const year of [2022, 2023])
      expect(ids(year)).toEqual(['ARC', 'ATL', 'CAN', 'CHA', 'CHR', 'RED', 'WAT', 'WHP']);
    for (const year of [2024, 2025, 2026])
      expect(ids(year)).toEqual(['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP']);
  });

  it('CHR (Chrome) in 2019–2023 continues as OUT (Outlaws) from 2024: one franchise', () => {
    for (const year of [2019, 2020, 2021, 2022, 2023]) {
      expect(season(year).teams.find((team) => team.officialId === 'CHR')).toMatchObject({
        franchiseId: 'OUT',
        fullName: 'Chrome',
      });
      expect(season(year).teams.some((team) => team.officialId === 'OUT')).toBe(false);
    }
    for (const year of [2024, 2025, 2026]) {
      expect(season(year).teams.find((team) => team.officialId === 'OUT')).toMatchObject({
        franchiseId: 'OUT',
        fullName: 'Outlaws',
      });
    }
    // 2022–2023 events keep the raw id of their year.
    expect(event('playoffs-quarterfinal-1-2022-9-3').homeTeamId).toBe('CHR');
  });

  it('location, locationCode and conference are null before 2024 and set from 2024 (NY -> NYA, MD -> MDW)', () => {
    for (const year of [2019, 2020, 2021, 2022, 2023]) {
      for (const team of season(year).teams)
        expect(team).toMatchObject({ location: null, locationCode: null, conference: null });
    }
    const expected: Record<string, [string, string, string]> = {
      ARC: ['Utah', 'UTA', 'western'],
      ATL: ['New York', 'NYA', 'eastern'],
      CAN: ['Boston', 'BOS', 'eastern'],
      CHA: ['Carolina', 'CAR', 'western'],
      OUT: ['Denver', 'DEN', 'western'],
      RED: ['California', 'CAL', 'western'],
      WAT: ['Philadelphia', 'PHI', 'eastern'],
      WHP: ['Maryland', 'MDW', 'eastern'],
    };
    for (const year of [2024, 2025, 2026]) {
      for (const team of season(year).teams) {
        const [location, locationCode, conference] = expected[team.officialId] ?? [];
        expect(team).toMatchObject({ location, locationCode, conference, league: 'PLL' });
      }
    }
  });

  it('logo and colour only where a raw REST sample shows them (ATL and WHP in 2023)', () => {
    const looks = [...snapshot.seasons.values()].flatMap((file) =>
      file.teams
        .filter((team) => team.urlLogo !== null)
        .map((team) => `${file.year}:${team.officialId}:${team.teamColor ?? ''}`),
    );
    expect(looks).toEqual(['2023:ATL:#3ba9f6', '2023:WHP:#59c2b1']);
  });

  it('team totals: display percents become fractions (2019 Chaos: shot 30.9 -> 0.309)', () => {
    const chaos = season(2019).teamTotals?.find((row) => row.teamId === 'CHA');
    expect(chaos).toMatchObject({
      scores: 130,
      shotPct: 0.309,
      twoPointShotPct: 0.211,
      shotsOnGoalPct: 0.613,
      faceoffPct: 0.473,
      savePct: 0.555,
      saa: 12.8,
      powerPlayPct: 0.478,
      penaltyKillPct: 0.69,
    });
    for (const year of [2019, 2020, 2021]) {
      for (const row of season(year).teamTotals ?? []) {
        for (const pct of [
          row.shotPct,
          row.twoPointShotPct,
          row.shotsOnGoalPct,
          row.faceoffPct,
          row.savePct,
          row.powerPlayPct,
          row.penaltyKillPct,
        ]) {
          expect(pct).toBeGreaterThanOrEqual(0);
          expect(pct).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('team totals: penalty kills written "20 - 29" (2019 Chaos) and "8-11" (2020 Whipsnakes)', () => {
    expect(season(2019).teamTotals?.find((row) => row.teamId === 'CHA')).toMatchObject({
      penaltyKills: 20,
      timesShortHanded: 29,
    });
    expect(season(2020).teamTotals?.find((row) => row.teamId === 'WHP')).toMatchObject({
      penaltyKills: 8,
      timesShortHanded: 11,
      penaltyKillPct: 0.727,
    });
  });
});

describe('events and games', () => {
  it('all-star teams are not season teams, but all-star events keep their own ids', () => {
    const allStar = [...snapshot.seasons.values()].flatMap((file) =>
      file.events.filter((item) => item.seasonSegment === 'allstar'),
    );
    expect(allStar.length).toBe(9);
    const ids = new Set(allStar.flatMap((item) => [item.homeTeamId, item.awayTeamId]));
    expect([...ids].sort()).toEqual(['ASA', 'ASE', 'ASH', 'ASW']);
    for (const file of snapshot.seasons.values())
      for (const team of file.teams) expect(ids.has(team.officialId)).toBe(false);
    // The EAST/WEST rows of the 2026 gameday rosters are not season rosters either.
    expect(rosters(2026).every((entry) => season(2026).teams.some((team) => team.officialId === entry.teamId))).toBe(
      true,
    );
  });

  it('float scores ("5.0") are whole numbers', () => {
    expect(event('2026-ev-1')).toMatchObject({ homeTeamId: 'ARC', awayTeamId: 'RED', homeScore: 5, visitorScore: 9 });
    for (const file of snapshot.seasons.values()) {
      for (const item of file.events) {
        for (const score of [item.homeScore, item.visitorScore])
          if (score !== null) expect(Number.isInteger(score)).toBe(true);
        expect(Number.isInteger(item.startTime)).toBe(true);
      }
    }
  });

  it('period scores sum to the final score in every final game; period is 4, or 5 after overtime', () => {
    let checked = 0;
    for (const file of snapshot.seasons.values()) {
      for (const item of file.events.filter((entry) => entry.eventStatus >= 2)) {
        expect(sum(item.homePeriodScores), item.slugname).toBe(item.homeScore);
        expect(sum(item.visitorPeriodScores), item.slugname).toBe(item.visitorScore);
        expect(item.period).toBe(Math.max(4, item.homePeriodScores.length));
        checked++;
      }
    }
    expect(checked).toBe(246);
    expect(event('playoffs-semifinal-1-2024-9-8')).toMatchObject({
      period: 5,
      homePeriodScores: [6, 2, 0, 3, 0],
      visitorPeriodScores: [3, 2, 3, 3, 1],
    });
  });

  it('status 2 on four 2023 finals is kept, and they count as final games', () => {
    const status2 = season(2023).events.filter((item) => item.eventStatus === 2);
    expect(status2.map((item) => item.slugname).sort()).toEqual([
      'championship-2023-9-22',
      'game-17-2023-07-14',
      'game-42-2023-08-25',
      'playoffs-quarterfinal-2-2023-9-1',
    ]);
    for (const item of status2) {
      expect(item.homeScore).not.toBeNull();
      expect(snapshot.games.get(2023)?.[item.slugname]?.teamStats).toHaveLength(2);
    }
    expect(snapshot.manifest.seasons.find((entry) => entry.year === 2023)?.games).toBe(
      season(2023).events.filter((item) => item.eventStatus >= 2).length,
    );
  });

  it('scheduled games: no scores, period 0, no game record; teams not yet known are empty ids, as in the source', () => {
    const scheduled = season(2026).events.filter((item) => item.eventStatus === 0);
    expect(scheduled.map((item) => item.slugname)).toEqual([
      '2026-semifinal-1',
      '2026-semifinal-2',
      '2026-championship-game',
    ]);
    for (const item of scheduled) {
      expect(item).toMatchObject({ homeScore: null, visitorScore: null, homePeriodScores: [], period: 0 });
      expect(snapshot.games.get(2026)?.[item.slugname]).toBeUndefined();
    }
    expect(event('2026-championship-game')).toMatchObject({
      homeTeamId: '',
      awayTeamId: '',
      gameNumber: 53,
      description: 'PLL U.S. Bank Championship',
    });
  });

  it('events are ordered by start time then id; gameNumber and description come from game_schedule_all', () => {
    for (const file of snapshot.seasons.values()) {
      const order = file.events.map((item) => [item.startTime, item.id] as const);
      const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(order).toEqual(sorted);
    }
    expect(event('2024_game_8')).toMatchObject({ gameNumber: 7, description: 'Carolina Chaos Homecoming Weekend' });
    expect(event('all-star-game-2022-7-1')).toMatchObject({
      gameNumber: null,
      description: null,
      homeScore: 33,
      visitorScore: 13,
    });
  });

  it('the 2023 Championship Series game comes from the raw REST sample, with its team stats', () => {
    const cs = event('championship-series-1-2023-2-22');
    expect(cs).toMatchObject({
      seasonSegment: 'champseries',
      eventId: '2023_cs_ev1',
      homeTeamId: 'WHP',
      awayTeamId: 'ATL',
      homeScore: 16,
      visitorScore: 29,
      broadcaster: ['ESPN2', 'ESPN+'],
    });
    const record = game('championship-series-1-2023-2-22');
    expect(record.teamStats.map((row) => [row.officialId, row.scores, row.timeInPossesion])).toEqual([
      ['WHP', 16, 820],
      ['ATL', 29, 1020],
    ]);
    expect(record.playerStats.rows).toEqual([]);
    expect(record.plays).toBeNull();
  });

  it('team box scores hold exactly the two sides of each game, home first, and match the final score', () => {
    for (const { event: item, game: record } of gamesWithEvents()) {
      expect(
        record.teamStats.map((row) => row.officialId),
        item.slugname,
      ).toEqual([item.homeTeamId, item.awayTeamId]);
      expect(record.teamStats.map((row) => row.scores)).toEqual([item.homeScore, item.visitorScore]);
      for (const row of decodeTable<PlayerGameStat>(record.playerStats))
        expect([item.homeTeamId, item.awayTeamId]).toContain(row.teamId);
    }
  });

  it('an extra team-stats row for a team that did not play (the API bug of two 2026 games) is dropped', () => {
    const item = event('2026-ev-1');
    const rows = [{ officialId: 'ATL' }, { officialId: 'RED' }, { officialId: 'ARC' }];
    expect(sideOrder(rows, item, (row) => row.officialId)).toEqual({
      kept: [{ officialId: 'ARC' }, { officialId: 'RED' }],
      dropped: [{ officialId: 'ATL' }],
    });
  });

  it('an extra team-stats row injected into the source is dropped and reported', (context) => {
    context.skip(!HAS_SOURCE, NO_SOURCE);
    if (source === undefined) return;
    const original = source.teamGameStats.rows.find(
      (row) => row['game_slug'] === '2026-ev-1' && row['team_id_raw'] === 'ARC',
    );
    if (original === undefined) throw new Error('no ARC row for 2026-ev-1');
    const extra: CsvRecord = { ...original, team_id_raw: 'ATL', team_id: 'ATL' };
    const converted = convertSnapshotWithReport({
      ...source,
      teamGameStats: { ...source.teamGameStats, rows: [...source.teamGameStats.rows, extra] },
    });
    expect(converted.report.droppedTeamStatRows).toEqual(['2026-ev-1:ATL']);
    expect(snapshotFiles(converted.snapshot)).toEqual(snapshotFiles(snapshot));
    expect(report?.droppedTeamStatRows).toEqual([]);
  });

  it('player box scores: empty fo_record is null, GAA and twoPtGaa from the goalie columns, no rate without shots', () => {
    const rows = decodeTable<PlayerGameStat>(game('whipsnakes-chaos-2022-6-04').playerStats);
    const riorden = rows.find((row) => row.playerId === '000258');
    expect(riorden).toMatchObject({
      teamId: 'CHA',
      position: 'G',
      saves: 13,
      savePct: 0.59091,
      GAA: 9,
      twoPtGaa: 0,
      foRecord: null,
    });
    const all = gamesWithEvents().flatMap(({ game: record }) => decodeTable<PlayerGameStat>(record.playerStats));
    expect(all.length).toBe(8334);
    expect(all.some((row) => row.foRecord === '0 - 1')).toBe(true);
    for (const row of all) if (row.shots === 0) expect(row.shotsOnGoalPct).toBe(0);
  });

  it('games files: box scores of every regular and post game 2022–2026 except the two 2026 quarterfinals', () => {
    const slugs = gamesWithEvents().map(({ event: item }) => item.slugname);
    expect(slugs.length).toBe(231);
    expect(slugs).not.toContain('2026-quarterfinals-1');
    expect(gamesWithEvents().filter(({ game: record }) => record.plays !== null).length).toBe(187);
  });
});

describe('play-by-play', () => {
  const plays = (record: GameRecord): Play[] => (record.plays === null ? [] : decodeTable(record.plays));

  it('running score rebuilt: each goal adds 1 (2 for 2_PT and MU_2_PT) and the last play shows the final score, in every game', () => {
    let games = 0;
    for (const { event: item, game: record } of gamesWithEvents()) {
      if (record.plays === null) continue;
      games++;
      let home = 0;
      let visitor = 0;
      for (const play of plays(record)) {
        if (play.eventType === 'goal') {
          if (play.teamId === item.homeTeamId) home += goalValue(play.shotType);
          else visitor += goalValue(play.shotType);
        }
        expect([play.homeScore, play.visitorScore]).toEqual([home, visitor]);
      }
      expect([home, visitor], item.slugname).toEqual([item.homeScore, item.visitorScore]);
    }
    expect(games).toBe(187);
  });

  it('goal plays rebuild the period scores of every game with play-by-play', () => {
    for (const { event: item, game: record } of gamesWithEvents()) {
      if (record.plays === null) continue;
      const home = item.homePeriodScores.map(() => 0);
      const visitor = item.visitorPeriodScores.map(() => 0);
      for (const play of plays(record).filter((entry) => entry.eventType === 'goal')) {
        const side = play.teamId === item.homeTeamId ? home : visitor;
        side[play.period - 1] = (side[play.period - 1] ?? 0) + goalValue(play.shotType);
      }
      expect([home, visitor], item.slugname).toEqual([item.homePeriodScores, item.visitorPeriodScores]);
    }
  });

  it('faceoff, groundball, turnover and penalty plays show the running score, not the final one', () => {
    const [pregame, faceoff] = plays(game('archers-atlas-2022-6-25'));
    expect(pregame).toMatchObject({ eventType: 'pregame', teamId: '', homeScore: 0, visitorScore: 0 });
    // The source row says 10-9 (the final score); nothing has been scored yet.
    expect(faceoff).toMatchObject({ eventType: 'faceoff', faceoffWinnerId: '000254', homeScore: 0, visitorScore: 0 });
  });

  it('phantom goals: a "goal" with no description that was saved is a shot (2024_game_10, 2026-ev-1)', () => {
    const chaos = plays(game('2024_game_10'));
    expect(chaos.find((play) => play.markerId === 'shot-3011800')).toMatchObject({
      eventType: 'shot',
      description: '',
      shotSaved: true,
      homeScore: 7,
      visitorScore: 8,
    });
    expect(chaos.find((play) => play.markerId === 'shot-3017000')).toMatchObject({
      eventType: 'goal',
      homeScore: 7,
      visitorScore: 9,
    });
    expect(plays(game('2026-ev-1')).find((play) => play.markerId === 'shot-3004600')).toMatchObject({
      eventType: 'shot',
      shotSaved: true,
    });
    if (report !== undefined) expect(report.phantomGoals).toEqual(['2024_game_10#176', '2026-ev-1#186']);
  });

  it('detail booleans are booleans on shots and null where the source has no details (goals, other plays); win probabilities mostly from 2024', () => {
    const all = gamesWithEvents().flatMap(({ event: item, game: record }) =>
      plays(record).map((play) => ({ year: item.year, play })),
    );
    expect(all.length).toBe(41408);
    for (const { play } of all) {
      if (play.eventType === 'shot') expect(typeof play.shotOnGoal).toBe('boolean');
      else if (play.eventType !== 'goal') expect(play.shotOnGoal).toBeNull();
    }
    // Before 2024 only pregame/gameEnd rows (0.5 / the result) and a few 2023 plays carry one.
    const early = all.filter(({ year, play }) => year < 2024 && play.homeTeamWinProbability !== null);
    const late = all.filter(({ year, play }) => year >= 2024 && play.homeTeamWinProbability !== null);
    expect(
      early.filter(({ play }) => play.eventType !== 'pregame' && play.eventType !== 'gameEnd').length,
    ).toBeLessThan(100);
    expect(late.length).toBeGreaterThan(10_000);
  });
});

describe('season totals and manifest', () => {
  it('published totals only for seasons without box scores', () => {
    expect(season(2019).playerTotals).toBeNull();
    expect(season(2019).teamTotals).toHaveLength(6);
    expect(season(2020).teamTotals).toHaveLength(7);
    expect(season(2021).teamTotals).toHaveLength(8);
    for (const year of [2022, 2023, 2024, 2025, 2026]) {
      expect(season(year).playerTotals).toBeNull();
      expect(season(year).teamTotals).toBeNull();
    }
    const regular2020 = decodeTable<PlayerSeasonTotal>(season(2020).playerTotals ?? { columns: [], rows: [] });
    expect(regular2020).toHaveLength(318);
  });

  it('post-season totals rows with no game played (the export lists every player) are dropped', () => {
    const rows = decodeTable<PlayerSeasonTotal>(season(2021).playerTotals ?? { columns: [], rows: [] });
    expect(rows.filter((row) => row.seasonSegment === 'regular')).toHaveLength(212);
    expect(rows.filter((row) => row.seasonSegment === 'post')).toHaveLength(145);
    expect(rows.every((row) => row.seasonSegment === 'regular' || row.gamesPlayed > 0)).toBe(true);
    if (report !== undefined) expect(report.droppedZeroGameTotals).toBe(67);
  });

  it('manifest: per season teams, players (roster, totals or box-score rows) and final games of every segment', () => {
    expect(snapshot.manifest.seasons.map((entry) => [entry.year, entry.teams, entry.games, entry.hasGameData])).toEqual(
      [
        [2019, 6, 0, false],
        [2020, 7, 0, false],
        [2021, 8, 0, false],
        [2022, 8, 52, true],
        [2023, 8, 49, true],
        [2024, 8, 47, true],
        [2025, 8, 47, true],
        [2026, 8, 51, true],
      ],
    );
    for (const entry of snapshot.manifest.seasons) {
      const file = season(entry.year);
      const ids = new Set(decodeTable(file.rosters).map((row) => row.playerId));
      if (file.playerTotals !== null) for (const row of decodeTable(file.playerTotals)) ids.add(row.playerId);
      expect(entry.players, String(entry.year)).toBe(ids.size);
    }
  });
});

describe('2022 published totals against the 2022 box scores', () => {
  it('summed regular-season box scores match players_2022_regular.csv for most players', async (context) => {
    context.skip(!HAS_SOURCE, NO_SOURCE);
    const table = await readCsv(DEFAULT_SOURCE_DIR, 'season_totals/players_2022_regular.csv');
    const sums = new Map<string, Record<string, number>>();
    const fields = ['points', 'goals', 'assists', 'groundBalls', 'saves', 'faceoffsWon'] as const;
    for (const item of season(2022).events.filter((entry) => entry.seasonSegment === 'regular')) {
      const record = snapshot.games.get(2022)?.[item.slugname];
      for (const row of record === undefined ? [] : decodeTable<PlayerGameStat>(record.playerStats)) {
        const total = sums.get(row.playerId) ?? Object.fromEntries(fields.map((field) => [field, 0]));
        for (const field of fields) total[field] = (total[field] ?? 0) + row[field];
        sums.set(row.playerId, total);
      }
    }
    const byName = new Map(snapshot.players.map((item) => [nameKey(item.firstName, item.lastName), item.officialId]));
    const columns: Record<(typeof fields)[number], string> = {
      points: 'Points',
      goals: 'Total Goals',
      assists: 'Assists',
      groundBalls: 'Groundballs',
      saves: 'Saves',
      faceoffsWon: 'Faceoff Wins',
    };
    let matched = 0;
    const compared = new Set<string>();
    const differences: string[] = [];
    for (const row of table.rows) {
      // Rows not in the directory are players with no 2022 game (Games Played 0): nothing to compare.
      const id = byName.get(nameKey(row['First Name'] ?? '', row['Last Name'] ?? ''));
      if (id === undefined || !/^\d{6}$/.test(id)) continue;
      compared.add(id);
      const total = sums.get(id);
      const diff = fields.filter((field) => Number(row[columns[field]]) !== (total?.[field] ?? 0));
      if (diff.length === 0) matched++;
      else differences.push(`${row['First Name'] ?? ''} ${row['Last Name'] ?? ''}: ${diff.join(', ')}`);
    }
    // Box-score players the published totals leave out (seven, e.g. Tommy Palasek 000700, two games).
    const missing = [...sums.keys()].filter((id) => !compared.has(id));
    console.log(
      `2022 cross-check: ${matched} of ${compared.size} published players match on ${fields.join(', ')}; ` +
        `differences: ${differences.join('; ')}; box-score players missing from the totals: ${missing.join(', ')}`,
    );
    expect(missing.length / sums.size).toBeLessThan(0.05);
    expect(matched / compared.size).toBeGreaterThan(0.95);
  });
});
