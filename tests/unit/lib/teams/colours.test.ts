import { describe, expect, it } from 'vitest';
import {
  awayColourAgainst,
  contrastText,
  luminance,
  parseHexColour,
  teamColour,
  teamColourProperties,
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
  it("the away side takes its other colour where its own reads as the home side's", () => {
    // The Archers at the Outlaws: both orange #FF5216, so the Archers take their navy.
    expect(awayColourAgainst('ARC', '#FF5216', '#FF5216')).toBe('#002244');
    // The Chaos' red #FF0E11 is 22 from the Whipsnakes' #FF0000: the Chaos take their black.
    expect(awayColourAgainst('CHA', '#FF0E11', '#FF0000')).toBe('#000000');
    // The Cannons' colour is already their red #C52032, 83 from #FF0000: far enough to keep.
    expect(awayColourAgainst('CAN', '#C52032', '#FF0000')).toBe('#C52032');
    // The Atlas' blue at the Outlaws: nothing to change.
    expect(awayColourAgainst('ATL', '#00B1FF', '#FF5216')).toBe('#00B1FF');
    // A side without league colours (All-Star) against its own grey: neutral is all there is, kept.
    expect(awayColourAgainst('ASE', '#2B2B2B', '#2B2B2B')).toBe('#2B2B2B');
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
  it('carries a colour into the styles with the text colour the contrast rule gives it', () => {
    expect(teamColourProperties('#004B37')).toEqual({ '--team': '#004B37', '--team-ink': '#FFFFFF' });
    expect(teamColourProperties('#FFD200')).toEqual({ '--team': '#FFD200', '--team-ink': '#000000' });
  });
});
