/** Team colours and readable text on them: each team has a colour, and text on it is dark or white by its luminance. */
import { franchiseId } from './remaps.ts';

/** Text on a team colour is dark above this luminance, white below. (The 0.15 tint of team colours is applied in CSS: --team-tint in src/styles/tokens.css.) */
const CONTRAST_LUMINANCE_THRESHOLD = 0.5;

/**
 * The league's own team colours, as its events carry them (teamColor, backgroundColor; 2025 data).
 * Used when a record carries no colour of its own (most seasons in the data do not).
 */
export const TEAM_COLOURS: Readonly<Record<string, { primary: string; secondary: string }>> = {
  ARC: { primary: '#FF5216', secondary: '#002244' },
  ATL: { primary: '#00B1FF', secondary: '#011E41' },
  CAN: { primary: '#B0B6BB', secondary: '#C52032' },
  CHA: { primary: '#FF0E11', secondary: '#000000' },
  OUT: { primary: '#FF5216', secondary: '#2E2E4D' },
  RED: { primary: '#004B37', secondary: '#FFD200' },
  WAT: { primary: '#6C20C4', secondary: '#99A4AD' },
  WHP: { primary: '#FF0000', secondary: '#FFCE00' },
};

/** Project's decision: teams without a known colour (all-star, WLL, unknown) use the league's dark grey. */
export const NEUTRAL_TEAM_COLOUR = '#2B2B2B';

type Rgb = readonly [number, number, number];

/** "#abc" or "#aabbcc" (any case) as red, green, blue 0-255; null for anything else. */
export function parseHexColour(colour: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  const hex = match?.[1];
  if (hex === undefined) return null;
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const channel = (offset: number) => Number.parseInt(full.slice(offset, offset + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/**
 * Project's decision: below this chroma (the spread between a colour's strongest and weakest channel,
 * 0-1) a colour is a grey, whose 0.15 tint cannot be told from the page's own greys: the Cannons'
 * silver (#B0B6BB, 0.04) marks nothing, their red does.
 */
const GREY_CHROMA = 0.1;

function isGrey(rgb: Rgb): boolean {
  return (Math.max(...rgb) - Math.min(...rgb)) / 255 < GREY_CHROMA;
}

/**
 * A team's colour: the record's own valid colour, else the league's (its primary, or its secondary
 * where the primary is a grey), else neutral.
 */
export function teamColour(officialId: string, recordColour?: string | null): string {
  const own = recordColour === null || recordColour === undefined ? null : parseHexColour(recordColour);
  if (own !== null) return toHex(own);
  const league = TEAM_COLOURS[franchiseId(officialId)];
  if (league === undefined) return NEUTRAL_TEAM_COLOUR;
  const primary = parseHexColour(league.primary);
  return primary !== null && isGrey(primary) ? league.secondary : league.primary;
}

/**
 * Project's decision: two colours closer than this (the distance between them in RGB, 0-255 a
 * channel) read as one in a chart's tints: the Archers' and the Outlaws' orange are the same, the
 * Chaos' and the Whipsnakes' reds nearly so.
 */
const SAME_COLOUR_DISTANCE = 60;

function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/**
 * The away side's colour where both sides' colours share one picture (the win-probability chart):
 * its own (`awayColour`, teamColour's answer), or, when that reads as the home side's, the league's
 * other colour of the away team, else neutral.
 */
export function awayColourAgainst(awayId: string, awayColour: string, homeColour: string): string {
  const home = parseHexColour(homeColour);
  const distinct = (colour: string): boolean => {
    const rgb = parseHexColour(colour);
    return rgb === null || home === null || distance(rgb, home) >= SAME_COLOUR_DISTANCE;
  };
  if (distinct(awayColour)) return awayColour;
  const league = TEAM_COLOURS[franchiseId(awayId)];
  const other = league === undefined ? [] : [league.primary, league.secondary];
  return (
    other.find((colour) => colour.toUpperCase() !== awayColour.toUpperCase() && distinct(colour)) ?? NEUTRAL_TEAM_COLOUR
  );
}

/**
 * Perceived brightness 0-1 (ITU-R BT.601 luma, the weighting colour-contrast pickers use with a 0.5
 * threshold; WCAG's relative luminance would put dark text on no team colour but the brightest).
 */
export function luminance(colour: string): number {
  const rgb = parseHexColour(colour) ?? [0, 0, 0];
  return (0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]) / 255;
}

/** "Colour contrast luminance 0.5": dark text on colours brighter than 0.5, white text otherwise. */
export function contrastText(colour: string): '#000000' | '#FFFFFF' {
  return luminance(colour) > CONTRAST_LUMINANCE_THRESHOLD ? '#000000' : '#FFFFFF';
}

/** The custom properties that carry a team's colour into the styles: the colour and the text on it. */
export function teamColourProperties(colour: string): { '--team': string; '--team-ink': string } {
  return { '--team': colour, '--team-ink': contrastText(colour) };
}
