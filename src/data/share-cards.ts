/**
 * What each share image says (src/lib/share/cards.ts), from the league data: a card per game page,
 * per player page and per club season, and the site's card for the other pages. A card reads no
 * clock, so its image changes only when its data does; the hash of a card versions its image's
 * URL, so that social sites which keep an image by its URL fetch the new one (a game's score card
 * after its final).
 */
import { createHash } from 'node:crypto';
import type { LeagueData } from './league.ts';
import { oncePerKey } from './once-per-league.ts';
import { gameSides, type GameSide } from './games.ts';
import { playerName, playerSeasonLines } from './players.ts';
import { clubFranchises } from './teams.ts';
import type { EventRecord, PlayerRecord } from './snapshot-format.ts';
import { allStarEventName, roundLabel } from '../lib/games/post-season.ts';
import { finalLabel, gameState } from '../lib/games/status.ts';
import { formatGameDate, formatStartTime } from '../lib/games/time-display.ts';
import { positionGroup } from '../lib/leaders/positions.ts';
import { SEASON_LABELS } from '../lib/seasons.ts';
import {
  gameSharePath,
  playerSharePath,
  shareCardAlt,
  SITE_CARD,
  SITE_SHARE_PATH,
  teamSharePath,
  type CardSide,
  type CardTeam,
  type GameCard,
  type PlayerCard,
  type ShareCard,
  type TeamCard,
} from '../lib/share/cards.ts';
import { getColumn } from '../lib/stats/columns.ts';
import { formatColumn, formatRecord, MISSING } from '../lib/stats/format.ts';
import { SHARE_CARD_STATS, TEAM_SHARE_CARD_STATS } from '../lib/stats/tables.ts';
import { statNumber } from '../lib/stats/values.ts';
import { teamColour } from '../lib/teams/colours.ts';
import { displayTeamCode } from '../lib/teams/remaps.ts';

/** What the heading names beside the season where no round is named. */
const SEGMENT_HEADINGS: Readonly<Record<string, string>> = {
  post: 'Post-Season',
  champseries: 'Championship Series',
  preseason: 'Preseason',
};

function cardTeam(league: LeagueData, year: number, teamId: string): CardTeam {
  return {
    code: displayTeamCode(teamId, year),
    name: league.teamName(year, teamId),
    colour: teamColour(teamId, league.team(year, teamId)?.teamColor),
  };
}

/** A game's score card: both sides in their colours, the final score or the start time, the day. */
function makeGameCard(league: LeagueData, event: EventRecord): GameCard {
  const final = gameState(event.eventStatus) === 'final';
  const allStar = event.seasonSegment === 'allstar' ? allStarEventName(event) : null;
  // The Skills Competition keeps no score; any other final without one is a score not published.
  const keepsScore = final && allStar !== 'All-Star Skills Competition';
  const [awaySide, homeSide] = gameSides(league, event);
  const cardSide = (side: GameSide): CardSide => ({
    code: side.code,
    name: side.name,
    colour: side.colour,
    record: side.record,
    score: keepsScore ? (side.score === null ? MISSING : String(side.score)) : null,
    won: side.won,
  });
  const stage =
    allStar ??
    roundLabel(event) ??
    (event.seasonSegment === 'regular'
      ? `Week ${String(event.week)}`
      : (SEGMENT_HEADINGS[event.seasonSegment] ?? event.seasonSegment));
  return {
    kind: 'game',
    heading: `${String(event.year)} · ${stage}`,
    away: cardSide(awaySide),
    home: cardSide(homeSide),
    status: final ? finalLabel(event.period) : formatStartTime(event.startTime),
    final,
    date: `${formatGameDate(event.startTime)} ${String(new Date(event.startTime * 1000).getUTCFullYear())}`,
    venue: event.venue?.trim() || null,
  };
}

/**
 * A player's card: name, number, position, his latest team in its colour, and his latest season's
 * line (the regular season's where that season has one) in the stats of his position group.
 */
function makePlayerCard(league: LeagueData, player: PlayerRecord): PlayerCard {
  const id = player.officialId;
  const lines = playerSeasonLines(league, id);
  const latestYear = lines.at(-1)?.year;
  const line =
    lines.find((entry) => entry.year === latestYear && entry.segment === 'regular') ??
    lines.findLast((entry) => entry.year === latestYear);
  const position = player.position ?? line?.position ?? null;
  // A player the league lists without a position is shown as a goalie when he made saves.
  const group = positionGroup(position) ?? ((statNumber(line?.stats ?? {}, 'saves') ?? 0) > 0 ? 'goalie' : 'offense');
  const rostered = league.teamYears(id).at(-1);
  const latestTeam =
    rostered ?? (line?.teamId === null || line === undefined ? undefined : { year: line.year, teamId: line.teamId });
  return {
    kind: 'player',
    name: playerName(player),
    initials: `${player.firstName.charAt(0)}${player.lastName.charAt(0)}`.toUpperCase(),
    jersey: player.jerseyNum === null ? null : `#${String(player.jerseyNum)}`,
    position: player.positionName ?? position,
    team: latestTeam === undefined ? null : cardTeam(league, latestTeam.year, latestTeam.teamId),
    season: line === undefined ? null : `${String(line.year)} ${SEASON_LABELS[line.segment]}`,
    stats: SHARE_CARD_STATS[group].map((stat) => {
      const column = getColumn(stat);
      return { label: column.longName, value: line === undefined ? MISSING : formatColumn(column, line.stats) };
    }),
  };
}

/**
 * A club's season card: its name and code of the season in its colour, its seed and post-season
 * record where it had them, its regular-season record (none for a season the archive has no games
 * of, never 0 - 0), and what it scored and allowed.
 */
function makeTeamCard(league: LeagueData, franchise: string, year: number): TeamCard {
  const team = league.team(year, franchise);
  if (team === undefined) throw new Error(`Share card: the club ${franchise} has no team in ${String(year)}.`);
  const id = team.officialId;
  const record = league.teamRecord(year, id);
  const stats = league.teamStatsOf(year, 'regular').get(id);
  const hasGames = league.eventsOf(year).length > 0;
  const playedPost = record.winsPost + record.lossesPost + record.tiesPost > 0;
  return {
    kind: 'team',
    team: cardTeam(league, year, id),
    season: `${String(year)} ${SEASON_LABELS.regular}`,
    facts: [
      ...(record.seed === null ? [] : [`Seed ${String(record.seed)}`]),
      ...(playedPost ? [`Post-season ${formatRecord(record.winsPost, record.lossesPost, record.tiesPost)}`] : []),
    ],
    stats: [
      { label: 'Record', value: hasGames ? formatRecord(record.wins, record.losses, record.ties) : MISSING },
      ...TEAM_SHARE_CARD_STATS.map((stat) => {
        const column = getColumn(stat);
        return { label: column.longName, value: stats === undefined ? MISSING : formatColumn(column, stats) };
      }),
    ],
  };
}

/**
 * Each league's cards, by game, player and club season: a build works out every card twice, for
 * the pages' keys and for the images, and after a game's final nearly all are as they were.
 */
const gameCards = oncePerKey<GameCard>('game share cards');
const playerCards = oncePerKey<PlayerCard>('player share cards');
const teamCards = oncePerKey<TeamCard>('team share cards');

export const gameCard = (league: LeagueData, event: EventRecord): GameCard =>
  gameCards(league, event.slugname, () => makeGameCard(league, event));

export const playerCard = (league: LeagueData, player: PlayerRecord): PlayerCard =>
  playerCards(league, player.officialId, () => makePlayerCard(league, player));

export const teamCard = (league: LeagueData, franchise: string, year: number): TeamCard =>
  teamCards(league, `${franchise}/${String(year)}`, () => makeTeamCard(league, franchise, year));

export interface ShareImage {
  /** The image file's path on the site. */
  path: string;
  card: ShareCard;
}

export const gameShareImage = (league: LeagueData, event: EventRecord): ShareImage => ({
  path: gameSharePath(event.slugname),
  card: gameCard(league, event),
});

export const playerShareImage = (league: LeagueData, player: PlayerRecord): ShareImage => ({
  path: playerSharePath(player.slug),
  card: playerCard(league, player),
});

export const teamShareImage = (league: LeagueData, franchise: string, year: number): ShareImage => ({
  path: teamSharePath(franchise, year),
  card: teamCard(league, franchise, year),
});

/** The image of every page without one of its own. */
const SITE_SHARE_IMAGE: ShareImage = { path: SITE_SHARE_PATH, card: SITE_CARD };

/** Every share image of the site: one per game page, one per player page, one per club season, and the site's. */
export function shareImages(league: LeagueData): ShareImage[] {
  return [
    ...league.years.flatMap((year) => league.eventsOf(year).map((event) => gameShareImage(league, event))),
    ...league.players.map((player) => playerShareImage(league, player)),
    ...clubFranchises(league).flatMap((franchise) =>
      league.teamYearsOf(franchise).map((year) => teamShareImage(league, franchise, year)),
    ),
    SITE_SHARE_IMAGE,
  ];
}

/** A card's hash: what its image shows, in a few characters. */
export function cardHash(card: ShareCard): string {
  return createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 16);
}

/** A page's og:image: the image's path, versioned by what it shows, and its alt text. */
export function shareImageMeta({ path, card }: ShareImage): { href: string; alt: string } {
  return { href: `${path}?v=${cardHash(card)}`, alt: shareCardAlt(card) };
}

/** The og:image of every page without one of its own, worked out once rather than on every page. */
export const SITE_SHARE_META = shareImageMeta(SITE_SHARE_IMAGE);
