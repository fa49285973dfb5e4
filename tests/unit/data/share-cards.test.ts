/**
 * What the share cards say, against the raw snapshot: names, codes, scores, records, start times and
 * season lines are worked out here from data/snapshot (node:fs, the league's own definitions), not
 * by the site's code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../src/data/league.ts';
import {
  cardHash,
  gameCard,
  playerCard,
  shareImageMeta,
  shareImages,
  teamCard,
  teamShareImage,
} from '../../../src/data/share-cards.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import type { EventRecord, PlayerRecord } from '../../../src/data/snapshot-format.ts';
import { SITE_CARD, shareCardAlt } from '../../../src/lib/share/cards.ts';
import { TEAM_COLOURS } from '../../../src/lib/teams/colours.ts';
import {
  decode,
  fullName,
  games,
  playerById,
  players,
  publishedTotals,
  season,
  segmentSums,
  YEARS,
  type Event,
  type Player,
} from '../../e2e/player-snapshot.ts';

let league: LeagueData;

beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A summer game's moment in Eastern Daylight Time (UTC-4), read off a shifted UTC date. */
const eastern = (startTime: number): Date => new Date((startTime - 4 * 3600) * 1000);

const easternDay = (startTime: number): string => {
  const day = eastern(startTime);
  return `${DAYS[day.getUTCDay()] ?? ''}, ${MONTHS[day.getUTCMonth()] ?? ''} ${String(day.getUTCDate())} ${String(day.getUTCFullYear())}`;
};

const teamOf = (year: number, teamId: string) => {
  const team = season(year).teams.find((entry) => entry.officialId === teamId);
  if (!team) throw new Error(`no team ${teamId} in ${String(year)}`);
  return team;
};

/** Wins and losses in the season's final regular-season games, as "W - L". */
/** A club's regular-season record through a game of its season: its finals that started no later. */
function regularRecordAt(year: number, teamId: string, startTime: number): string {
  let wins = 0;
  let losses = 0;
  for (const event of season(year).events) {
    if (event.seasonSegment !== 'regular' || event.eventStatus < 2 || event.startTime > startTime) continue;
    if (event.homeScore === null || event.visitorScore === null) continue;
    if (event.homeTeamId !== teamId && event.awayTeamId !== teamId) continue;
    const own = event.homeTeamId === teamId ? event.homeScore : event.visitorScore;
    const other = event.homeTeamId === teamId ? event.visitorScore : event.homeScore;
    if (own > other) wins += 1;
    else if (own < other) losses += 1;
  }
  return `${String(wins)} - ${String(losses)}`;
}

const eventRecord = (event: Event): EventRecord => {
  const found = league.event(event.slugname);
  if (!found) throw new Error(`no event ${event.slugname}`);
  return found;
};

const playerRecord = (player: Player): PlayerRecord => {
  const found = league.player(player.officialId);
  if (!found) throw new Error(`no player ${player.officialId}`);
  return found;
};

describe("a game's score card", () => {
  it("gives a final game's teams (names and codes of the season), score, winner, records, FINAL OT, week and day", () => {
    const event = season(2024).events.find(
      (candidate) => candidate.seasonSegment === 'regular' && candidate.eventStatus >= 2 && candidate.period > 4,
    );
    if (!event) throw new Error('2024 has a regular-season game that went to overtime');
    const card = gameCard(league, eventRecord(event));
    const away = teamOf(2024, event.awayTeamId);
    const home = teamOf(2024, event.homeTeamId);
    const awayWon = (event.visitorScore ?? 0) > (event.homeScore ?? 0);
    // From 2024 the codes are the teams' location codes.
    expect(card).toMatchObject({
      heading: `2024 · Week ${String(event.week)}`,
      status: 'FINAL OT',
      final: true,
      date: easternDay(event.startTime),
      away: {
        code: away.locationCode,
        name: `${String(away.location)} ${away.fullName}`,
        record: regularRecordAt(2024, away.officialId, event.startTime),
        score: String(event.visitorScore),
        won: awayWon,
      },
      home: {
        code: home.locationCode,
        name: `${String(home.location)} ${home.fullName}`,
        record: regularRecordAt(2024, home.officialId, event.startTime),
        score: String(event.homeScore),
        won: !awayWon,
      },
    });
  });

  it('before the final shows no score but the start time in ET, and tells two teams of one colour apart', () => {
    const event = season(2026).events.find((candidate) => candidate.eventStatus === 0 && candidate.homeTeamId !== '');
    if (!event) throw new Error('the 2026 snapshot has an upcoming game between drawn teams');
    const card = gameCard(league, eventRecord(event));
    const start = eastern(event.startTime);
    const hour = start.getUTCHours();
    const minute = start.getUTCMinutes();
    const clock = `${String(hour % 12 || 12)}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`}`;
    expect(card).toMatchObject({
      final: false,
      status: `${clock}${hour < 12 ? 'am' : 'pm'} ET`,
      date: easternDay(event.startTime),
      away: { score: null, won: false },
      home: { score: null, won: false },
    });
    // Neither season record carries a colour of its own: each side wears one of its league colours,
    // and two teams of one colour (the Outlaws' and the Archers' orange) are not shown alike.
    const leagueColours = (teamId: string) => [TEAM_COLOURS[teamId]?.primary, TEAM_COLOURS[teamId]?.secondary];
    expect(leagueColours(event.awayTeamId)).toContain(card.away.colour);
    expect(leagueColours(event.homeTeamId)).toContain(card.home.colour);
    expect(card.home.colour).not.toBe(card.away.colour);
  });

  it('names an All-Star event, and shows no score for the Skills Competition, which keeps none', () => {
    const events = YEARS.flatMap((year) => season(year).events).filter((event) => event.seasonSegment === 'allstar');
    // The league sends the Skills Competition as a final 0-0 (no game ends 0-0).
    const isSkills = (event: Event) => event.eventStatus >= 2 && event.homeScore === 0 && event.visitorScore === 0;
    const skills = events.find(isSkills);
    const game = events.find((event) => event.eventStatus >= 2 && (event.homeScore ?? 0) > 0);
    if (!skills || !game) throw new Error('the snapshot has an All-Star Game and a Skills Competition');
    expect(gameCard(league, eventRecord(skills))).toMatchObject({
      heading: `${String(skills.year)} · All-Star Skills Competition`,
      status: 'FINAL',
      away: { score: null, record: null },
      home: { score: null, record: null },
    });
    expect(gameCard(league, eventRecord(game))).toMatchObject({
      heading: `${String(game.year)} · All-Star Game`,
      away: { score: String(game.visitorScore), record: null },
      home: { score: String(game.homeScore), record: null },
    });
  });

  it('names an undrawn side TBD', () => {
    const event = season(2026).events.find((candidate) => candidate.homeTeamId === '');
    if (!event) throw new Error('the 2026 snapshot has a game whose teams are not drawn yet');
    const card = gameCard(league, eventRecord(event));
    expect(card.home).toMatchObject({ code: 'TBD', name: 'TBD', record: null, score: null });
  });
});

/** Each player's latest season with any line in the snapshot: box scores or published totals. */
const latestYears = new Map<string, number>();
for (const year of YEARS) {
  const rows = [...Object.values(games(year)).flat(), ...publishedTotals(year)];
  for (const row of rows) latestYears.set(String(row['playerId']), year);
}

const GOALIE_COUNTS = ['gamesPlayed', 'saves', 'scoresAgainst', 'twoPointGoalsAgainst'] as const;

/** A save percentage as the league defines it, a two-point goal counted once: saves over saves and goals against. */
const savePct = (line: Record<string, number>): string => {
  const saves = line['saves'] ?? 0;
  const goals = (line['scoresAgainst'] ?? 0) - (line['twoPointGoalsAgainst'] ?? 0);
  return `${((100 * saves) / (saves + goals)).toFixed(1)}%`;
};

/** The player at `position` with the most of `stat` in the 2026 regular season, with his sums of `stats`. */
function leaderOf2026(position: string, stat: string, stats: readonly string[]): [Player, Record<string, number>] {
  const [id, line] = [...segmentSums(2026, 'regular', stats)]
    .filter(([playerId]) => playerById.get(playerId)?.position === position)
    .sort(([, a], [, b]) => (b[stat] ?? 0) - (a[stat] ?? 0))[0] ?? ['', {}];
  const player = playerById.get(id);
  if (!player) throw new Error(`2026 has players at ${position} with ${stat}`);
  return [player, line];
}

describe("a player's card", () => {
  it("gives a goalie's latest regular season: games, saves and save %, his team in its colour", () => {
    const [player, line] = leaderOf2026('G', 'saves', GOALIE_COUNTS);
    const rosterTeam = decode(season(2026).rosters).findLast((row) => row['playerId'] === player.officialId)?.[
      'teamId'
    ];
    const team = teamOf(2026, String(rosterTeam));
    const card = playerCard(league, playerRecord(player));
    expect(card).toMatchObject({
      name: fullName(player),
      position: 'Goalie',
      season: '2026 Regular Season',
      team: {
        code: team.locationCode,
        name: `${String(team.location)} ${team.fullName}`,
        colour: team.teamColor ?? TEAM_COLOURS[team.officialId]?.primary,
      },
    });
    expect(card.stats.slice(0, 3)).toEqual([
      { label: 'Games Played', value: String(line['gamesPlayed']) },
      { label: 'Saves', value: String(line['saves']) },
      { label: 'Save %', value: savePct(line) },
    ]);
  });

  it("gives an attackman's games, points, goals and assists of his latest regular season", () => {
    const stats = ['gamesPlayed', 'points', 'goals', 'assists'] as const;
    const [player, line] = leaderOf2026('A', 'points', stats);
    const card = playerCard(league, playerRecord(player));
    expect(card.stats).toEqual(
      ['Games Played', 'Points', 'Goals', 'Assists'].map((label, index) => ({
        label,
        value: String(line[stats[index] ?? ''] ?? ''),
      })),
    );
  });

  it('shows a save % with no shot faced as a dash, never 0', () => {
    const goalie = players.find((player) => {
      if (player.position !== 'G') return false;
      const year = latestYears.get(player.officialId);
      const line = year === undefined ? undefined : segmentSums(year, 'regular', GOALIE_COUNTS).get(player.officialId);
      return line !== undefined && line['saves'] === 0 && line['scoresAgainst'] === 0;
    });
    if (!goalie) throw new Error('the snapshot has a goalie whose latest season saw no shot');
    const card = playerCard(league, playerRecord(goalie));
    expect(card.stats.find((stat) => stat.label === 'Saves')?.value).toBe('0');
    expect(card.stats.find((stat) => stat.label === 'Save %')?.value).toBe('–');
  });

  it('gives a player without any line no season, each stat a dash', () => {
    const idle = players.find((player) => !latestYears.has(player.officialId));
    if (!idle) throw new Error('the snapshot lists a player without any line');
    const card = playerCard(league, playerRecord(idle));
    expect(card.season).toBeNull();
    expect(card.stats.length).toBeGreaterThan(0);
    expect(card.stats.map((stat) => stat.value)).toEqual(card.stats.map(() => '–'));
  });
});

/** A club's finals of a season segment: its scores and its opponents'. */
function finals(year: number, teamId: string, segment: string): { own: number; other: number }[] {
  return season(year).events.flatMap((event) => {
    if (event.seasonSegment !== segment || event.eventStatus < 2) return [];
    if (event.homeScore === null || event.visitorScore === null) return [];
    if (event.homeTeamId === teamId) return [{ own: event.homeScore, other: event.visitorScore }];
    if (event.awayTeamId === teamId) return [{ own: event.visitorScore, other: event.homeScore }];
    return [];
  });
}

describe("a club's season card", () => {
  it('gives its name and code of the season in its colour, its record, post-season and the scores it made and allowed', () => {
    const team = teamOf(2024, 'WHP');
    const regular = finals(2024, team.officialId, 'regular');
    const post = finals(2024, team.officialId, 'post');
    expect(post.length).toBeGreaterThan(0);
    const count = (games: { own: number; other: number }[], won: boolean) =>
      games.filter((game) => (won ? game.own > game.other : game.own < game.other)).length;
    const card = teamCard(league, 'WHP', 2024);
    expect(card).toMatchObject({
      team: {
        code: team.locationCode,
        name: `${String(team.location)} ${team.fullName}`,
        colour: TEAM_COLOURS['WHP']?.primary,
      },
      season: '2024 Regular Season',
    });
    expect(card.stats.slice(0, 3)).toEqual([
      { label: 'Record', value: regularRecordAt(2024, team.officialId, Number.POSITIVE_INFINITY) },
      { label: 'Scores', value: String(regular.reduce((sum, game) => sum + game.own, 0)) },
      { label: 'Scores Against', value: String(regular.reduce((sum, game) => sum + game.other, 0)) },
    ]);
    expect(card.facts.at(-1)).toBe(`Post-season ${String(count(post, true))} - ${String(count(post, false))}`);
    expect(teamShareImage(league, 'WHP', 2024).path).toBe('/share/teams/whipsnakes/2024.png');
  });

  it('gives a season the archive has no games of its published totals and no record, never 0 - 0', () => {
    const totals = season(2020).teamTotals?.find((line) => line.teamId === 'WHP');
    if (!totals) throw new Error('2020 has the Whipsnakes’ published totals');
    expect(finals(2020, 'WHP', 'regular')).toEqual([]);
    expect(
      teamCard(league, 'WHP', 2020)
        .stats.slice(0, 3)
        .map((stat) => stat.value),
    ).toEqual(['–', String(totals.scores), String(totals.scoresAgainst)]);
  });
});

describe("the site's card", () => {
  it('bands every club of the league in its colour, and says what the site is for those who cannot see it', () => {
    // Each club's colour is its primary, or its secondary where the primary is a grey (the Cannons' silver).
    expect(SITE_CARD.colours).toEqual(
      Object.keys(TEAM_COLOURS)
        .sort()
        .map((code) => (code === 'CAN' ? TEAM_COLOURS[code]?.secondary : TEAM_COLOURS[code]?.primary)),
    );
    expect(shareCardAlt(SITE_CARD)).toBe(`PLL Stats: ${SITE_CARD.tagline}`);
  });
});

describe('the share images', () => {
  it("are one per game page, one per player page, one per club season and the site's, each at its own path", () => {
    const images = shareImages(league);
    const eventCount = YEARS.reduce((total, year) => total + season(year).events.length, 0);
    // The clubs are the franchises with colours of their own; the Chrome's seasons are the Outlaws'.
    const clubSeasons = YEARS.reduce(
      (total, year) => total + season(year).teams.filter((team) => team.franchiseId in TEAM_COLOURS).length,
      0,
    );
    expect(images).toHaveLength(eventCount + players.length + clubSeasons + 1);
    expect(images.filter((image) => image.card.kind === 'site').map((image) => image.path)).toEqual([
      '/share/site.png',
    ]);
    expect(new Set(images.map((image) => image.path)).size).toBe(images.length);
  });

  it("version a page's og:image URL by what the card shows", () => {
    const [image] = shareImages(league);
    if (!image || image.card.kind !== 'game') throw new Error('the first image is a game card');
    const { href } = shareImageMeta(image);
    expect(href).toBe(`${image.path}?v=${cardHash(image.card)}`);
    const changed = { ...image, card: { ...image.card, away: { ...image.card.away, score: '99' } } };
    expect(shareImageMeta(changed).href).not.toBe(href);
    expect(shareImageMeta({ ...image }).href).toBe(href);
  });
});
