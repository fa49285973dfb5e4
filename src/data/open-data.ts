/**
 * The open data: versioned JSON at stable URLs under /data/v1/, each file shape with a zod schema
 * from which its JSON Schema is generated, so the documented schema and the emitted data cannot
 * drift apart. Per-season files keep each download small. Fields keep the league's wire names.
 */
import { z } from 'zod';
import { decodeTable, type EventRecord } from './snapshot-format.ts';
import type { LeagueData } from './league.ts';
import { playerLeaderboards, teamLeaderboards, type Leaderboard } from './leaders.ts';
import { calendarYears } from './calendar.ts';
import { seasonCounts } from './coverage.ts';
import { contentDigest, seasonPartKey, sharedDigest } from './page-inputs.ts';

export const OPEN_DATA_ROOT = '/data/v1';

const nullableText = z.string().nullable();
/** A box-score or season line: stat name to value; null where the league published none. */
const statLine = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

const seasonsSchema = z.object({
  version: z.literal(1),
  seasons: z.array(
    z.object({
      year: z.int(),
      teams: z.int().nullable().describe('Clubs of the season; null when the archive has none'),
      players: z
        .int()
        .nullable()
        .describe(
          'Players with a roster entry, published totals or a box score that season; null when the archive has no player of the season',
        ),
      games: z
        .int()
        .nullable()
        .describe('Finished games of every segment; null when the archive has no game of the season'),
      hasGameData: z.boolean().describe('True when box scores exist; false when only published season totals do'),
    }),
  ),
});

const playersSchema = z.object({
  version: z.literal(1),
  players: z.array(
    z.object({
      officialId: z.string(),
      slug: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      lastNameSuffix: nullableText,
      position: nullableText,
      positionName: nullableText,
      jerseyNum: z.int().nullable(),
      handedness: nullableText,
      height: nullableText,
      college: nullableText,
      country: nullableText,
      expFromYear: z.int().nullable().describe('Rookie year, when the data shows it'),
    }),
  ),
});

const teamsSchema = z.object({
  version: z.literal(1),
  year: z.int(),
  teams: z.array(
    z.object({
      officialId: z.string().describe('The id the club used that season (CHR until 2023, OUT from 2024)'),
      franchiseId: z.string().describe("The franchise's id today"),
      fullName: z.string(),
      location: nullableText,
      conference: z.enum(['eastern', 'western']).nullable(),
    }),
  ),
});

const gamesSchema = z.object({
  version: z.literal(1),
  year: z.int(),
  games: z.array(
    z.object({
      eventId: z.string(),
      slugname: z.string(),
      seasonSegment: z.enum(['regular', 'post', 'allstar', 'preseason', 'champseries']),
      week: z.int(),
      startTime: z.iso.datetime().describe('UTC'),
      venue: nullableText,
      location: nullableText,
      homeTeamId: z.string().describe('"" for a playoff side not yet drawn'),
      awayTeamId: z.string(),
      homeScore: z.int().nullable(),
      visitorScore: z.int().nullable(),
      eventStatus: z.int().describe('0 scheduled, 1 live, 2 or more final'),
      period: z.int(),
      boxScore: z
        .object({ teams: z.array(statLine), players: z.array(statLine) })
        .nullable()
        .describe('Null before the game, or when the league published none'),
    }),
  ),
});

const leaderboard = z.object({
  stat: z.string(),
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rank: z.string().describe('"T-3" for a tie'),
      value: z.union([z.number(), z.null()]),
    }),
  ),
});
const leadersSchema = z.object({
  version: z.literal(1),
  year: z.int(),
  seasonType: z.literal('regular'),
  players: z.array(leaderboard),
  teams: z.array(leaderboard),
});

function boards(list: Leaderboard[]): z.infer<typeof leaderboard>[] {
  return list.map(({ stat, rows }) => ({
    stat,
    rows: rows.map((row) => {
      const value: unknown = (row.stats as Record<string, unknown>)[stat];
      return { id: row.id, name: row.name, rank: row.rank, value: typeof value === 'number' ? value : null };
    }),
  }));
}

function openGame(league: LeagueData, event: EventRecord): z.infer<typeof gamesSchema>['games'][number] {
  const game = league.snapshot.games.get(event.year)?.[event.slugname];
  return {
    eventId: event.eventId,
    slugname: event.slugname,
    seasonSegment: event.seasonSegment,
    week: event.week,
    startTime: new Date(event.startTime * 1000).toISOString(),
    venue: event.venue,
    location: event.location,
    homeTeamId: event.homeTeamId,
    awayTeamId: event.awayTeamId,
    homeScore: event.homeScore,
    visitorScore: event.visitorScore,
    eventStatus: event.eventStatus,
    period: event.period,
    boxScore: game
      ? {
          teams: game.teamStats.map((line) => ({ ...line })),
          players: decodeTable(game.playerStats).map((line) => ({ ...line })),
        }
      : null,
  };
}

/** One file of a set: its contents, and what they are made from. */
interface OpenDataSource {
  path: string;
  body: () => unknown;
  /**
   * What the body is made from, cheaper to gather than the body where that matters (a season's games
   * are their events and box scores as stored): its hash keys the file in the incremental build. The
   * body itself when absent.
   */
  inputs?: () => unknown;
}

/** One kind of file: its schema, documentation and the files of that shape. */
export interface OpenDataSet {
  name: string;
  description: string;
  schema: z.ZodType;
  /** Where the JSON Schema lives. */
  schemaPath: string;
  files: (league: LeagueData) => OpenDataSource[];
}

export const OPEN_DATA_SETS: readonly OpenDataSet[] = [
  {
    name: 'Seasons',
    description: 'Every season of the archive with its counts, and whether it has box scores.',
    schema: seasonsSchema,
    schemaPath: `${OPEN_DATA_ROOT}/seasons.schema.json`,
    files: (league) => [
      {
        path: `${OPEN_DATA_ROOT}/seasons.json`,
        body: () => ({
          version: 1,
          seasons: league.snapshot.manifest.seasons.map((summary) => ({
            year: summary.year,
            ...seasonCounts(league, summary),
            hasGameData: summary.hasGameData,
          })),
        }),
      },
    ],
  },
  {
    name: 'Players',
    description: 'Every player of the archive: id, slug, name, position and bio.',
    schema: playersSchema,
    schemaPath: `${OPEN_DATA_ROOT}/players.schema.json`,
    files: (league) => [
      {
        path: `${OPEN_DATA_ROOT}/players.json`,
        body: () => ({
          version: 1,
          players: league.players.map((player) => playersSchema.shape.players.element.parse(player)),
        }),
        // The players' records as stored, where the league was read from files: hashing them again cost
        // about 0.1 s of a post-game build at ten times the league.
        inputs: () => league.storedPlayersKey() ?? league.players,
      },
    ],
  },
  {
    name: 'Teams',
    description: 'The clubs of one season, with the id they used that season and their franchise.',
    schema: teamsSchema,
    schemaPath: `${OPEN_DATA_ROOT}/teams/schema.json`,
    files: (league) =>
      league.years.map((year) => ({
        path: `${OPEN_DATA_ROOT}/teams/${String(year)}.json`,
        body: () => ({
          version: 1,
          year,
          teams: league.teamsOf(year).map((team) => teamsSchema.shape.teams.element.parse(team)),
        }),
        inputs: () => league.teamsOf(year),
      })),
  },
  {
    name: 'Games',
    description: 'Every game of one season with its result and box scores (team and player lines).',
    schema: gamesSchema,
    schemaPath: `${OPEN_DATA_ROOT}/games/schema.json`,
    files: (league) =>
      calendarYears(league).map((year) => ({
        path: `${OPEN_DATA_ROOT}/games/${String(year)}.json`,
        body: () => ({ version: 1, year, games: league.eventsOf(year).map((event) => openGame(league, event)) }),
        inputs: () =>
          seasonPartKey(league, year, () =>
            league.eventsOf(year).map((event) => {
              const record = league.gameRecord(event.slugname);
              // The game page's key holds the same hash of its record: it is worked out once.
              return { event, record: record === undefined ? null : sharedDigest(league, record) };
            }),
          ),
      })),
  },
  {
    name: 'Leaders',
    description: "One season's regular-season leaders, players and teams, by the leaders pages' categories.",
    schema: leadersSchema,
    schemaPath: `${OPEN_DATA_ROOT}/leaders/schema.json`,
    files: (league) =>
      league.years.map((year) => {
        const body = () => ({
          version: 1,
          year,
          seasonType: 'regular',
          players: boards(playerLeaderboards(league, year, 'regular')),
          teams: boards(teamLeaderboards(league, year, 'regular')),
        });
        return {
          path: `${OPEN_DATA_ROOT}/leaders/${String(year)}.json`,
          body,
          // Made from the season's files and the players' records (their names), as the leaders
          // pages are: an earlier season's boards are not ranked again to tell that they did not change.
          inputs: () => [seasonPartKey(league, year, body), league.storedPlayersKey()],
        };
      }),
  },
];

/** An open-data file as /data/v1/ serves it: its checked contents, and the hash that keys it. */
export interface OpenDataFile {
  body: () => unknown;
  key: () => string;
}

/**
 * Every open-data file and schema by path. A file's body is checked against its schema; a file
 * whose key is as in the last build is kept from it, checked then, and not made again. A schema's
 * key is its text: the schemas are code, and a change to the code renders every file again anyway.
 */
export function openDataFiles(league: LeagueData): Map<string, OpenDataFile> {
  const files = new Map<string, OpenDataFile>();
  for (const set of OPEN_DATA_SETS) {
    const schema = (): unknown => z.toJSONSchema(set.schema, { target: 'draft-2020-12' });
    files.set(set.schemaPath, { body: schema, key: () => contentDigest(schema()) });
    for (const file of set.files(league)) {
      files.set(file.path, {
        body: () => set.schema.parse(file.body()),
        key: () => contentDigest((file.inputs ?? file.body)()),
      });
    }
  }
  return files;
}
