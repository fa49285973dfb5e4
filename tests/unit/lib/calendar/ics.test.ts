/** The iCalendar feed's rules (RFC 5545) against real 2026 games from data/snapshot. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_GAME_LENGTH_S,
  calendarFeed,
  escapeText,
  foldLine,
  formatUtcDateTime,
  gameSummary,
  gameUid,
  type CalendarEvent,
  type TeamNamer,
} from '../../../../src/lib/calendar/ics.ts';

interface SeasonTeam {
  officialId: string;
  location: string | null;
  fullName: string;
}
const season = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../data/snapshot/seasons/2026.json'), 'utf8')) as {
  teams: SeasonTeam[];
  events: CalendarEvent[];
};

function event(slugname: string): CalendarEvent {
  const found = season.events.find((candidate) => candidate.slugname === slugname);
  if (!found) throw new Error(`2026 has no game ${slugname}`);
  return found;
}

const teamName: TeamNamer = (_year, teamId) => {
  const team = season.teams.find((candidate) => candidate.officialId === teamId);
  return team ? `${team.location ?? ''} ${team.fullName}`.trim() : teamId;
};

const SITE = 'https://stats.example.test';

// Real games: a regular-season final, a final in overtime, a post-season final, an upcoming
// semifinal and the championship, whose teams are not drawn yet.
const opener = event('2026-ev-1');
const overtime = event('2026-ev-24');
const quarterfinal = event('2026-quarterfinals-1');
const semifinal = event('2026-semifinal-1');
const championship = event('2026-championship-game');

function feedOf(events: CalendarEvent[]): string {
  return calendarFeed({ name: 'PLL 2026 Schedule', site: SITE, events, teamName });
}

/** RFC 5545 3.1 unfolding, then the properties of each VEVENT by name. */
function parsedEvents(feed: string): Map<string, string>[] {
  const lines = feed.replace(/\r\n /g, '').split('\r\n');
  const events: Map<string, string>[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push(new Map());
    const separator = line.indexOf(':');
    events.at(-1)?.set(line.slice(0, separator), line.slice(separator + 1));
  }
  return events;
}

describe('escapeText (RFC 5545 3.3.11)', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('Time: 7pm')).toBe('Time: 7pm');
  });

  it('escapes the commas of a real venue and location', () => {
    const [entry] = parsedEvents(feedOf([opener]));
    expect(entry?.get('LOCATION')).toBe('Zions Bank Stadium\\, Salt Lake City\\, UT');
  });
});

describe('foldLine (RFC 5545 3.1)', () => {
  const octets = (text: string) => Buffer.byteLength(text, 'utf8');

  it('leaves a line of 75 octets whole and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, the leading space included, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'Box score: https://stats.premierlacrosseleague.com/games/2026/2026-ev-1 '.repeat(4)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(3);
    for (const physical of folded) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((physical) => physical.startsWith(' '))).toBe(true);
    expect(folded.map((physical, index) => (index === 0 ? physical : physical.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-byte character: one that would cross octet 75 moves whole to the next line', () => {
    const folded = foldLine(`${'x'.repeat(74)}🥍é`).split('\r\n');
    expect(folded).toEqual(['x'.repeat(74), ' 🥍é']);
    expect(folded.map(octets)).toEqual([74, 7]);
    expect(foldLine(`${'x'.repeat(73)}–`).split('\r\n')).toEqual(['x'.repeat(73), ' –']);
    const accented = foldLine('é'.repeat(40)).split('\r\n');
    expect(accented.map(octets)).toEqual([74, 7]);
    expect(accented.join('')).not.toContain('\uFFFD');
  });
});

describe('calendarFeed', () => {
  const feed = feedOf([opener, overtime, quarterfinal, semifinal, championship]);

  it('ends every line with CRLF and holds no bare CR or LF', () => {
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(feed.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(feed).toContain('\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:PLL 2026 Schedule\r\n');
  });

  it('has one VEVENT per game, each with the properties RFC 5545 3.6.1 requires', () => {
    const entries = parsedEvents(feed);
    expect(entries).toHaveLength(5);
    for (const entry of entries) expect([...entry.keys()]).toEqual(expect.arrayContaining(['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'URL']));
  });

  it('puts the start in UTC and the end the game length later', () => {
    expect(opener.startTime).toBe(1_778_284_800);
    const [entry] = parsedEvents(feedOf([opener]));
    expect(entry?.get('DTSTART')).toBe('20260509T000000Z');
    expect(entry?.get('DTEND')).toBe(formatUtcDateTime(opener.startTime + CALENDAR_GAME_LENGTH_S));
    expect(entry?.get('DTEND')).toBe('20260509T023000Z');
  });

  it('is the same bytes on every build: DTSTAMP comes from the game, not the clock', () => {
    expect(feedOf([opener, semifinal])).toBe(feedOf([opener, semifinal]));
    const [final, upcoming] = parsedEvents(feedOf([opener, semifinal]));
    expect(final?.get('DTSTAMP')).toBe(final?.get('DTEND'));
    expect(upcoming?.get('DTSTAMP')).toBe(upcoming?.get('DTSTART'));
  });

  it('links the game page absolutely from the site origin', () => {
    const [entry] = parsedEvents(feedOf([opener]));
    expect(entry?.get('URL')).toBe(`${SITE}/games/2026/2026-ev-1`);
    expect(entry?.get('DESCRIPTION')).toBe(`Box score: ${SITE}/games/2026/2026-ev-1`);
    const [upcoming] = parsedEvents(feedOf([semifinal]));
    expect(upcoming?.get('DESCRIPTION')).toBe(`Game details: ${SITE}/games/2026/2026-semifinal-1`);
  });

  it('says so when the start time is the league\'s TBA placeholder (minute :23)', () => {
    const [entry] = parsedEvents(feedOf([{ ...semifinal, startTime: semifinal.startTime + 23 * 60 }]));
    expect(entry?.get('DESCRIPTION')).toBe(`Start time TBA.\\nGame details: ${SITE}/games/2026/2026-semifinal-1`);
  });

  it('leaves LOCATION out when the game has no venue', () => {
    const [entry] = parsedEvents(feedOf([{ ...semifinal, venue: null, location: null }]));
    expect(entry?.has('LOCATION')).toBe(false);
  });
});

describe('UID (RFC 5545 3.8.4.7)', () => {
  it('comes from the league event id alone: the same before and after the game, on any origin', () => {
    expect(gameUid(opener)).toBe('2026_game_1@stats.premierlacrosseleague.com');
    const before = { ...opener, eventStatus: 0, homeScore: null, visitorScore: null };
    const elsewhere = calendarFeed({ name: 'Preview', site: 'http://127.0.0.1:4321', events: [before], teamName });
    expect(parsedEvents(elsewhere)[0]?.get('UID')).toBe(parsedEvents(feedOf([opener]))[0]?.get('UID'));
  });

  it('is unique across a season', () => {
    const uids = parsedEvents(feedOf(season.events)).map((entry) => entry.get('UID'));
    expect(new Set(uids).size).toBe(season.events.length);
  });
});

describe('gameSummary', () => {
  it('gives a final game\'s score, away side first, with FINAL', () => {
    expect([opener.visitorScore, opener.homeScore, opener.period]).toEqual([9, 5, 4]);
    expect(gameSummary(opener, teamName)).toBe('California Redwoods 9, Utah Archers 5 (FINAL)');
  });

  it('says FINAL OT when the game went past the 4th period', () => {
    expect(overtime.period).toBe(5);
    expect(gameSummary(overtime, teamName)).toBe('Carolina Chaos 13, California Redwoods 14 (FINAL OT)');
  });

  it('leads post-season games with their round', () => {
    expect(gameSummary(quarterfinal, teamName)).toBe('Quarterfinals: Denver Outlaws 15, California Redwoods 14 (FINAL)');
  });

  it('has no score before the game, nor while it is live', () => {
    expect(gameSummary(semifinal, teamName)).toBe('Semifinals: Denver Outlaws at Utah Archers');
    expect(gameSummary({ ...opener, eventStatus: 1 }, teamName)).toBe('California Redwoods at Utah Archers');
  });

  it('shows TBD for playoff sides not drawn yet', () => {
    expect([championship.awayTeamId, championship.homeTeamId]).toEqual(['', '']);
    expect(gameSummary(championship, teamName)).toBe('Championship: TBD at TBD');
  });

  it('escapes the summary in the feed', () => {
    const [entry] = parsedEvents(feedOf([opener]));
    expect(entry?.get('SUMMARY')).toBe('California Redwoods 9\\, Utah Archers 5 (FINAL)');
  });
});
