/**
 * A synthetic league for the build benchmark: the real snapshot scaled by a factor (10 by default)
 * in players, games and plays, in the same format, so the embedded league API serves it and the
 * sync and build run on it unchanged. Copy k (1 to factor-1) of the league adds, per season:
 *   - a double of every player (new id, slug with -k), on the same team's roster, with his totals;
 *   - per real game with data, a game drawn at random (seeded) from the season's games with data,
 *     played again by copy k of its players: its box scores and plays with the ids mapped, its
 *     teams, score and periods as drawn, dated in the real game's week; other games copied as they are.
 * So every distribution (scores, stat lines, plays per game, roster sizes) is the real league's.
 */
import type {
  EventRecord,
  GameRecord,
  Play,
  PlayerGameStat,
  PlayerRecord,
  RosterEntry,
  SeasonFile,
  Snapshot,
  Table,
} from '../../src/data/snapshot-format.ts';

/** The play columns that hold a player's id. */
const PLAY_PLAYER_COLUMNS: readonly (keyof Play)[] = [
  'faceoffWinnerId',
  'faceoffLoserId',
  'gbPlayerId',
  'commitedTurnoverId',
  'causedTurnoverId',
  'shooterId',
  'goalieId',
  'offenseGoalieId',
  'commitedPenaltyId',
  'shotAssistId',
];

/** A small seeded generator (mulberry32): the same seed draws the same league. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Rewrites the player-id cells of a table through `map` (ids it does not know stay as they are). */
function mapTable<Row>(table: Table<Row>, columns: readonly (keyof Row)[], map: (id: string) => string): Table<Row> {
  const indexes = columns
    .map((column) => (table.columns as readonly (keyof Row)[]).indexOf(column))
    .filter((index) => index >= 0);
  return {
    columns: table.columns,
    rows: table.rows.map((row) => {
      const next = [...row];
      for (const index of indexes) {
        const cell = next[index];
        if (typeof cell === 'string') next[index] = map(cell);
      }
      return next;
    }),
  };
}

export function scaleSnapshot(source: Snapshot, factor: number, seed = 2026): Snapshot {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`the scale factor must be a whole number of at least 1, got ${String(factor)}`);
  const random = seededRandom(seed);
  const known = new Set(source.players.map((player) => player.officialId));
  /** copy k's id of each real player: Z and a five-digit serial, unique across copies. */
  const doubles: Map<string, string>[] = [new Map<string, string>()];
  let serial = 0;
  for (let copy = 1; copy < factor; copy++) {
    doubles.push(new Map(source.players.map((player) => [player.officialId, `Z${String(++serial).padStart(5, '0')}`])));
  }
  const idIn = (copy: number) => (id: string) => (known.has(id) ? (doubles[copy]?.get(id) ?? id) : id);

  const players: PlayerRecord[] = [...source.players];
  for (let copy = 1; copy < factor; copy++) {
    for (const player of source.players) {
      players.push({
        ...player,
        officialId: idIn(copy)(player.officialId),
        slug: `${player.slug}-${String(copy + 1)}`,
      });
    }
  }

  let nextEventId =
    Math.max(0, ...[...source.seasons.values()].flatMap((season) => season.events.map((event) => event.id))) + 1;
  const seasons = new Map<number, SeasonFile>();
  const games = new Map<number, Record<string, GameRecord>>();
  for (const [year, season] of source.seasons) {
    const realGames = source.games.get(year);
    const withData = realGames ? season.events.filter((event) => realGames[event.slugname] !== undefined) : [];
    const events: EventRecord[] = [...season.events];
    const gameRecords: Record<string, GameRecord> = { ...realGames };
    const rosterRows = [...season.rosters.rows];
    const totalRows = season.playerTotals ? [...season.playerTotals.rows] : null;
    for (let copy = 1; copy < factor; copy++) {
      const map = idIn(copy);
      rosterRows.push(...mapTable<RosterEntry>(season.rosters, ['playerId'], map).rows);
      if (season.playerTotals) totalRows?.push(...mapTable(season.playerTotals, ['playerId'], map).rows);
      for (const event of season.events) {
        // A game with data is replaced by one drawn from the season's; one without (upcoming, or a
        // season of published totals only) is copied as it is.
        const drawn = realGames?.[event.slugname] ? (withData[Math.floor(random() * withData.length)] ?? event) : event;
        const slugname = `${drawn.slugname}-x${String(copy)}-${String(event.id)}`;
        events.push({
          ...drawn,
          id: nextEventId++,
          eventId: `${drawn.eventId}-x${String(copy)}-${String(event.id)}`,
          slugname,
          week: event.week,
          startTime: event.startTime + copy * 600,
          seasonSegment: event.seasonSegment,
          gameNumber: null,
        });
        const record = realGames?.[drawn.slugname];
        if (record) {
          gameRecords[slugname] = {
            teamStats: record.teamStats,
            playerStats: mapTable<PlayerGameStat>(record.playerStats, ['playerId'], map),
            plays: record.plays === null ? null : mapTable<Play>(record.plays, PLAY_PLAYER_COLUMNS, map),
          };
        }
      }
    }
    const playerTotals =
      season.playerTotals && totalRows ? { columns: season.playerTotals.columns, rows: totalRows } : null;
    seasons.set(year, {
      ...season,
      events,
      rosters: { columns: season.rosters.columns, rows: rosterRows },
      playerTotals,
    });
    if (realGames) games.set(year, gameRecords);
  }

  const manifest = {
    ...source.manifest,
    seasons: source.manifest.seasons.map((summary) => ({
      ...summary,
      players: summary.players * factor,
      games: summary.games * factor,
    })),
  };
  return { manifest, players, seasons, games };
}
