/**
 * Share images: the picture a link to a page shows on social sites (og:image). Each is a card,
 * 1200 x 630 (the size those sites crop least), drawn at build time from what is written here: a
 * game's score card in both teams' colours, a player's card with his latest season line, a club's
 * card for each of its seasons, and the site's own card for every other page.
 */

import { teamPathName } from '../routes.ts';
import { TEAM_COLOURS, teamColour } from '../teams/colours.ts';

/**
 * Where the images live: /share/games/{slugname}.png, /share/players/{slug}.png,
 * /share/teams/{teamName}/{year}.png and /share/site.png.
 */
export const SHARE_IMAGE_ROOT = '/share';

export const SITE_SHARE_PATH = `${SHARE_IMAGE_ROOT}/site.png`;

/** The size the large-image previews of social sites use (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function gameSharePath(slugname: string): string {
  return `${SHARE_IMAGE_ROOT}/games/${encodeURIComponent(slugname)}.png`;
}

export function playerSharePath(slug: string): string {
  return `${SHARE_IMAGE_ROOT}/players/${encodeURIComponent(slug)}.png`;
}

export function teamSharePath(officialId: string, year: number): string {
  return `${SHARE_IMAGE_ROOT}/teams/${encodeURIComponent(teamPathName(officialId))}/${String(year)}.png`;
}

/** A team as a card shows it. */
export interface CardTeam {
  /** The code of the season ("NYA" from 2025, "ATL" before). */
  code: string;
  name: string;
  /** teamColour's answer: the card's panel for the team. */
  colour: string;
}

/** One side of a game's score card. */
export interface CardSide extends CardTeam {
  /** Regular-season record, "6-4"; none for a side that is not a club. */
  record: string | null;
  /** The final score; "–" when the league published none; null before the final, and for an event that keeps none. */
  score: string | null;
  won: boolean;
}

export interface GameCard {
  kind: 'game';
  /** "2025 · Week 7", "2025 · Semifinals", "2026 · Championship Series", "2024 · All-Star Game". */
  heading: string;
  away: CardSide;
  home: CardSide;
  /** "FINAL", "FINAL OT", or before the final the start time: "7pm ET". */
  status: string;
  final: boolean;
  /** The game's day in the league's time zone: "Sat, Jun 14 2025". */
  date: string;
  venue: string | null;
}

export interface CardStat {
  /** The stat's long name: "Save %". */
  label: string;
  /** Formatted; "–" when not published. */
  value: string;
}

export interface PlayerCard {
  kind: 'player';
  name: string;
  initials: string;
  /** "#9", "Attack": each null when the league gives none. */
  jersey: string | null;
  position: string | null;
  /** His latest team; none when the data names none. */
  team: CardTeam | null;
  /** What the line is: "2025 Regular Season"; null for a player with no line. */
  season: string | null;
  stats: CardStat[];
}

/** A club's season card: its name and code in its colour, its record and a few of its stats. */
export interface TeamCard {
  kind: 'team';
  team: CardTeam;
  /** "2025 Regular Season". */
  season: string;
  /** What the season came to past the record: "Seed 2", "Post-season 1 - 1". */
  facts: string[];
  /** The record first ("–" for a season the archive has no games of), then the team's stats. */
  stats: CardStat[];
}

/** The site's card: what the site is, over a band of the clubs' colours. */
export interface SiteCard {
  kind: 'site';
  tagline: string;
  colours: string[];
}

export type ShareCard = GameCard | PlayerCard | TeamCard | SiteCard;

export const SITE_CARD: SiteCard = {
  kind: 'site',
  tagline: 'Leaders, box scores, play-by-play and live games of the Premier Lacrosse League',
  // One band per club, in the order of their codes.
  colours: Object.keys(TEAM_COLOURS)
    .sort()
    .map((code) => teamColour(code)),
};

const statsAlt = (stats: readonly CardStat[]): string => stats.map((stat) => `${stat.label} ${stat.value}`).join(', ');

/** What the image says, for those who cannot see it (og:image:alt). */
export function shareCardAlt(card: ShareCard): string {
  if (card.kind === 'site') return `PLL Stats: ${card.tagline}`;
  if (card.kind === 'team')
    return `${[card.team.name, ...card.facts].join(', ')}: ${card.season}, ${statsAlt(card.stats)}`;
  if (card.kind === 'game') {
    const { away, home } = card;
    const sides =
      away.score !== null && home.score !== null
        ? `${away.name} ${away.score}, ${home.name} ${home.score}`
        : `${away.name} ${card.final ? 'vs' : 'at'} ${home.name}`;
    // The heading's middle dots ("2024 · Week 7") read as the pause they are; a comma keeps the page's markup ASCII.
    return `${card.heading.replaceAll(' · ', ', ')}: ${sides}, ${card.status}, ${card.date}`;
  }
  const who = [card.name, card.position, card.team?.name].filter((part) => part !== null && part !== undefined);
  const line = card.season === null ? '' : `: ${card.season}, ${statsAlt(card.stats)}`;
  return `${who.join(', ')}${line}`;
}
