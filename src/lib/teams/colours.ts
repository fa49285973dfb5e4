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
 * A team's other colour, for a game against a team of its own colour: the league's secondary where
 * teamColour gave the primary, unless that secondary is a grey (the Chaos' black, the Waterdogs'
 * grey), which marks nothing; null for a team with no other colour.
 */
function alternateColour(officialId: string, recordColour?: string | null): string | null {
  const league = TEAM_COLOURS[franchiseId(officialId)];
  if (league === undefined || teamColour(officialId, recordColour) !== league.primary) return null;
  const secondary = parseHexColour(league.secondary);
  return secondary === null || isGrey(secondary) ? null : toHex(secondary);
}

/**
 * Project's decision: two colours closer than this read as one side by side. The distance is the
 * "redmean" weighted RGB distance (0 for one colour, about 765 for black against white), a cheap
 * stand-in for perceived difference: the Archers' and the Outlaws' shared orange is 0 apart, the
 * Chaos' and the Whipsnakes' reds 37; orange against red (136 and more) reads as two colours.
 */
const SAME_COLOUR_DISTANCE = 100;

function colourDistance(first: string, second: string): number {
  const [r1, g1, b1] = parseHexColour(first) ?? [0, 0, 0];
  const [r2, g2, b2] = parseHexColour(second) ?? [0, 0, 0];
  const redMean = (r1 + r2) / 2;
  return Math.sqrt(
    (2 + redMean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - redMean) / 256) * (b1 - b2) ** 2,
  );
}

/** One side of a game as its colour is chosen: the team's official id and its record's own colour, if any. */
export interface ColourSide {
  teamId: string;
  recordColour?: string | null;
}

/**
 * The two sides' colours wherever a game shows both (its header, score cards, the ticker, the
 * win-probability chart): each team's colour, unless the two read as one; then the away side wears
 * its other colour, or, when it has none that differs, the home side wears its own. Two teams with
 * no other colour (two All-Star sides) keep theirs.
 */
export function sideColours(away: ColourSide, home: ColourSide): { away: string; home: string } {
  const colours = {
    away: teamColour(away.teamId, away.recordColour),
    home: teamColour(home.teamId, home.recordColour),
  };
  const distinct = (first: string, second: string): boolean => colourDistance(first, second) >= SAME_COLOUR_DISTANCE;
  if (distinct(colours.away, colours.home)) return colours;
  const awayAlternate = alternateColour(away.teamId, away.recordColour);
  if (awayAlternate !== null && distinct(awayAlternate, colours.home)) return { ...colours, away: awayAlternate };
  const homeAlternate = alternateColour(home.teamId, home.recordColour);
  if (homeAlternate !== null && distinct(colours.away, homeAlternate)) return { ...colours, home: homeAlternate };
  return colours;
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

/** WCAG 2's least contrast for a graphical mark against what it sits on (non-text contrast, 1.4.11). */
const MARK_CONTRAST = 3;

/**
 * The dark scheme's card surface (--surface in src/styles/tokens.css): the lighter of the two dark
 * backgrounds a team's mark sits on (the page, a card), so a mark that stands out on it stands out
 * on both.
 */
export const DARK_SCHEME_SURFACE = '#141A21';

/** WCAG 2 relative luminance 0-1 of a hex colour (black for anything else). */
function relativeLuminance(colour: string): number {
  const [red, green, blue] = (parseHexColour(colour) ?? [0, 0, 0]).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two hex colours, 1-21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * A team's colour as a mark (a colour bar, a badge's outline, a tint, a chart's half) in the dark
 * scheme: the colour itself where it has 3:1 against the dark surface, else the colour lifted toward
 * white by the least whole percent that gives it 3:1 (the Redwoods' green, the Archers' navy, the
 * Outlaws' slate would be black bars on a black page). Project's decision: the light scheme shows
 * every colour as it is: a bright colour on white keeps its hue (the Atlas' sky blue still reads as
 * theirs), and darkening one to 3:1 would turn it into another (the Whipsnakes' yellow into olive).
 */
export function darkSchemeMark(colour: string): string {
  const [red, green, blue] = parseHexColour(colour) ?? [0, 0, 0];
  // White has 3:1 against any dark surface, so the loop ends at 100% at the latest.
  for (let percent = 0; ; percent += 1) {
    const lift = (channel: number): number => channel + ((255 - channel) * percent) / 100;
    const lifted = toHex([lift(red), lift(green), lift(blue)]);
    if (contrastRatio(lifted, DARK_SCHEME_SURFACE) >= MARK_CONTRAST) return lifted;
  }
}

/** A team's mark in both schemes, as one CSS colour: the colour, or light-dark() of it and its dark-scheme lift. */
export function teamMark(colour: string): string {
  const own = toHex(parseHexColour(colour) ?? [0, 0, 0]);
  const dark = darkSchemeMark(own);
  return dark === own ? own : `light-dark(${own}, ${dark})`;
}

/**
 * The custom properties that carry a team's colour into the styles: the colour and the text on it
 * (for a fill that carries text), and its mark (for bars, outlines and tints, which must stand out
 * from the page in either scheme).
 */
export function teamColourProperties(colour: string): {
  '--team': string;
  '--team-ink': string;
  '--team-mark': string;
} {
  return { '--team': colour, '--team-ink': contrastText(colour), '--team-mark': teamMark(colour) };
}
