/**
 * The benchmark's synthetic league: the real snapshot scaled in players, games and plays, every
 * cloned game a real one played by doubles, ids unique, the same seed the same league.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeTable, type Play, type PlayerGameStat, type Snapshot } from '../../../src/data/snapshot-format.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot, snapshotFiles } from '../../../src/data/store.ts';
import { scaleSnapshot } from '../../../scripts/lib/synthetic-league.ts';

const FACTOR = 3;
let real: Snapshot;
let scaled: Snapshot;

beforeAll(async () => {
  real = await readSnapshot(DEFAULT_SNAPSHOT_DIR);
  scaled = scaleSnapshot(real, FACTOR);
});

const allGames = (snapshot: Snapshot) => [...snapshot.games.values()].flatMap((games) => Object.entries(games));
const plays = (snapshot: Snapshot) =>
  allGames(snapshot).reduce((total, [, game]) => total + (game.plays?.rows.length ?? 0), 0);

describe('scaleSnapshot', () => {
  it('multiplies players, events, games with data and plays by the factor', () => {
    expect(scaled.players).toHaveLength(real.players.length * FACTOR);
    for (const [year, season] of real.seasons) {
      expect(scaled.seasons.get(year)?.events).toHaveLength(season.events.length * FACTOR);
      expect(scaled.seasons.get(year)?.rosters.rows).toHaveLength(season.rosters.rows.length * FACTOR);
    }
    expect(allGames(scaled)).toHaveLength(allGames(real).length * FACTOR);
    // Games are drawn at random, so plays scale about (not exactly) by the factor.
    expect(plays(scaled) / plays(real)).toBeGreaterThan(FACTOR * 0.8);
    expect(plays(scaled) / plays(real)).toBeLessThan(FACTOR * 1.2);
  });

  it('keeps ids and slugs unique, and every cloned box score names a player of the league', () => {
    const ids = new Set(scaled.players.map((player) => player.officialId));
    expect(ids.size).toBe(scaled.players.length);
    expect(new Set(scaled.players.map((player) => player.slug)).size).toBe(scaled.players.length);
    const events = [...scaled.seasons.values()].flatMap((season) => season.events);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    expect(new Set(events.map((event) => event.slugname)).size).toBe(events.length);
    for (const [, game] of allGames(scaled)) {
      for (const line of decodeTable<PlayerGameStat>(game.playerStats)) {
        if (!/^\d{6}$|^Z\d{5}$/.test(line.playerId)) continue;
        expect(ids.has(line.playerId)).toBe(true);
      }
    }
  });

  it("a cloned game is a real one, its score and plays as drawn, played by one copy's doubles", () => {
    const [year, games] = [...scaled.games.entries()].at(-1) ?? [0, {}];
    const season = scaled.seasons.get(year);
    const clone = season?.events.find((event) => event.slugname.includes('-x2-') && games[event.slugname]?.plays);
    expect(clone).toBeDefined();
    const drawnSlug = clone?.slugname.replace(/-x2-\d+$/, '') ?? '';
    const drawn = real.seasons.get(year)?.events.find((event) => event.slugname === drawnSlug);
    expect(clone).toMatchObject({
      homeTeamId: drawn?.homeTeamId,
      awayTeamId: drawn?.awayTeamId,
      homeScore: drawn?.homeScore,
      visitorScore: drawn?.visitorScore,
    });
    const clonedPlays = decodeTable<Play>(games[clone?.slugname ?? '']?.plays ?? { columns: [], rows: [] });
    const realPlays = decodeTable<Play>(real.games.get(year)?.[drawnSlug]?.plays ?? { columns: [], rows: [] });
    expect(clonedPlays.map((play) => play.description)).toEqual(realPlays.map((play) => play.description));
    const shooters = clonedPlays.flatMap((play) => (play.shooterId ? [play.shooterId] : []));
    expect(shooters.length).toBeGreaterThan(0);
    expect(shooters.every((id) => id.startsWith('Z'))).toBe(true);
  });

  it('draws the same league from the same seed, and a factor of 1 is the real league', () => {
    expect(snapshotFiles(scaleSnapshot(real, FACTOR))).toEqual(snapshotFiles(scaled));
    expect(snapshotFiles(scaleSnapshot(real, 1))).toEqual(snapshotFiles(real));
    expect(() => scaleSnapshot(real, 0)).toThrow(/at least 1/);
  });
});
