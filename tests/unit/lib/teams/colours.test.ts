import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contrastText,
  darkSchemeMark,
  DARK_SCHEME_SURFACE,
  luminance,
  parseHexColour,
  sideColours,
  TEAM_COLOURS,
  teamColour,
  teamColourProperties,
  teamMark,
} from '../../../../src/lib/teams/colours.ts';

describe('team colours', () => {
  it('"Each team has a colour": the record\'s own, else the league\'s, else neutral', () => {
    expect(teamColour('ATL', '#3ba9f6')).toBe('#3BA9F6');
    expect(teamColour('ATL', null)).toBe('#00B1FF');
    expect(teamColour('CHR')).toBe('#FF5216');
    expect(teamColour('WHP', 'red')).toBe('#FF0000');
    expect(teamColour('ASH')).toBe('#2B2B2B');
  });
  it("a league primary that is a grey gives way to the team's secondary, whose tint shows", () => {
    // The Cannons' silver: red, green and blue within 11 of 255 of each other.
    expect(teamColour('CAN')).toBe('#C52032');
    // A grey secondary stays unused where the primary has colour (the Waterdogs' purple over their grey).
    expect(teamColour('WAT')).toBe('#6C20C4');
    // A record's own colour is the record's, grey or not.
    expect(teamColour('CAN', '#b0b6bb')).toBe('#B0B6BB');
  });
  it('hex colours parse in short and long form, any case', () => {
    expect(parseHexColour('#000')).toEqual([0, 0, 0]);
    expect(parseHexColour(' 59c2b1 ')).toEqual([89, 194, 177]);
    expect(parseHexColour('#12345')).toBeNull();
  });
  it('"Colour contrast luminance 0.5": bright colours take dark text', () => {
    expect(luminance('#B0B6BB')).toBeCloseTo(0.70893, 4);
    expect(contrastText('#B0B6BB')).toBe('#000000');
    expect(contrastText('#808080')).toBe('#000000');
    expect(contrastText('#FFD200')).toBe('#000000');
  });
  it('"Colour contrast luminance 0.5": dark colours take white text', () => {
    expect(luminance('#FF5216')).toBeCloseTo(0.4976, 4);
    expect(contrastText('#FF5216')).toBe('#FFFFFF');
    expect(contrastText('#7F7F7F')).toBe('#FFFFFF');
    expect(contrastText('#004B37')).toBe('#FFFFFF');
    expect(contrastText('not a colour')).toBe('#FFFFFF');
  });
  it('carries a colour into the styles with the text colour the contrast rule gives it, and its mark', () => {
    expect(teamColourProperties('#004B37')).toMatchObject({ '--team': '#004B37', '--team-ink': '#FFFFFF' });
    expect(teamColourProperties('#004B37')['--team-mark']).toBe(teamMark('#004B37'));
    expect(teamColourProperties('#FFD200')).toEqual({
      '--team': '#FFD200',
      '--team-ink': '#000000',
      '--team-mark': '#FFD200',
    });
  });
});

/** WCAG 2 relative luminance of "#rrggbb". */
function wcagLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((offset) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const wcagContrast = (one: string, other: string): number => {
  const [lighter, darker] = [wcagLuminance(one), wcagLuminance(other)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

describe('a team colour as a mark in the dark scheme', () => {
  // The dark scheme's card surface, as the design tokens declare it: light-dark(light, dark).
  const tokens = readFileSync(join(import.meta.dirname, '../../../../src/styles/tokens.css'), 'utf8');
  const darkSurface = /--surface:\s*light-dark\(#[0-9a-f]{6},\s*(#[0-9a-f]{6})\)/i.exec(tokens)?.[1] ?? '';

  it('is measured against the dark surface the tokens declare', () => {
    expect(DARK_SCHEME_SURFACE.toLowerCase()).toBe(darkSurface.toLowerCase());
  });
  it('has 3:1 against that surface for every colour of every club', () => {
    for (const [club, { primary, secondary }] of Object.entries(TEAM_COLOURS)) {
      for (const colour of [primary, secondary, '#2B2B2B']) {
        expect(wcagContrast(darkSchemeMark(colour), darkSurface), `${club} ${colour}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
  it('is the colour itself where that already stands out (the Archers’ orange, the Atlas’ sky blue)', () => {
    expect(wcagContrast('#FF5216', darkSurface)).toBeGreaterThanOrEqual(3);
    expect(darkSchemeMark('#FF5216')).toBe('#FF5216');
    expect(darkSchemeMark('#00b1ff')).toBe('#00B1FF');
    expect(teamMark('#FF5216')).toBe('#FF5216');
  });
  it('lifts a dark colour toward white, keeping its hue, no further than 3:1 needs', () => {
    // The Redwoods' green has under 2:1 on the dark surface.
    expect(wcagContrast('#004B37', darkSurface)).toBeLessThan(2);
    const mark = darkSchemeMark('#004B37');
    const [original, lifted] = [parseHexColour('#004B37'), parseHexColour(mark)] as [
      readonly number[],
      readonly number[],
    ];
    // Every channel moved the same share of its way to 255 (give or take the rounding to whole values).
    const shares = original.map((channel, index) => ((lifted[index] ?? 0) - channel) / (255 - channel));
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThan(0.01);
    expect(wcagContrast(mark, darkSurface)).toBeLessThan(3.1);
    // In the light scheme it is the colour as it is.
    expect(teamMark('#004B37')).toBe(`light-dark(#004B37, ${mark})`);
  });
});

/** CIE76 colour difference in CIELAB (D65), the designers' measure: about 2 is the least a person sees. */
function deltaE(first: string, second: string): number {
  const lab = (hex: string): number[] => {
    const [r, g, b] = [1, 3, 5].map((offset) => {
      const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
      return value > 0.04045 ? ((value + 0.055) / 1.055) ** 2.4 : value / 12.92;
    }) as [number, number, number];
    const f = (t: number): number => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  const [a, b] = [lab(first), lab(second)];
  return Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)));
}

describe('the two sides of a game', () => {
  const side = (teamId: string) => ({ teamId });
  it('keep their own colours when these differ', () => {
    // Atlas blue and Redwoods green; the Cannons' red (their silver marks nothing) against the Chaos' brighter red.
    expect(sideColours(side('ATL'), side('RED'))).toEqual({ away: '#00B1FF', home: '#004B37' });
    expect(sideColours(side('CAN'), side('CHA'))).toEqual({ away: '#C52032', home: '#FF0E11' });
  });
  it('never show one orange on both sides: the away side wears its other colour', () => {
    // The league gives the Archers and the Outlaws the same #FF5216; their secondaries are navy and slate.
    expect(sideColours(side('ARC'), side('OUT'))).toEqual({ away: '#002244', home: '#FF5216' });
    expect(sideColours(side('OUT'), side('ARC'))).toEqual({ away: '#2E2E4D', home: '#FF5216' });
    // Before 2024 the Outlaws were the Chrome (CHR), the same franchise and colours.
    expect(sideColours(side('CHR'), side('ARC'))).toEqual({ away: '#2E2E4D', home: '#FF5216' });
  });
  it("when the away side's other colour is a grey (the Chaos' black), the home side changes instead", () => {
    expect(sideColours(side('CHA'), side('WHP'))).toEqual({ away: '#FF0E11', home: '#FFCE00' });
    expect(sideColours(side('WHP'), side('CHA'))).toEqual({ away: '#FFCE00', home: '#FF0E11' });
  });
  it('two sides with no other colour keep theirs (the All-Star teams)', () => {
    expect(sideColours(side('ASE'), side('ASW'))).toEqual({ away: '#2B2B2B', home: '#2B2B2B' });
  });
  it('every pairing of the league’s clubs shows two colours a person tells apart', () => {
    const clubs = ['ARC', 'ATL', 'CAN', 'CHA', 'OUT', 'RED', 'WAT', 'WHP'];
    for (const away of clubs) {
      for (const home of clubs.filter((club) => club !== away)) {
        const colours = sideColours(side(away), side(home));
        expect(deltaE(colours.away, colours.home), `${away} at ${home}`).toBeGreaterThan(10);
      }
    }
  });
});
