/** The iCalendar feed's rules (RFC 5545) against real 2026 games from data/snapshot. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_GAME_LENGTH_S,
  CANCELLED_EVENT_STATUS,
  calendarFeed,
  escapeText,
  foldLine,
  formatUtcDateTime,
  gameSequence,
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
const season = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../data/snapshot/seasons/2026.json'), 'utf8'),
) as {
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
    for (const entry of entries)
      expect([...entry.keys()]).toEqual(
        expect.arrayContaining(['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'URL']),
      );
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
    expect(entry?.get('URL')).toBe(`${SITE}/games/2026/2026-ev-1/`);
    expect(entry?.get('DESCRIPTION')).toBe(`Box score: ${SITE}/games/2026/2026-ev-1/`);
    const [upcoming] = parsedEvents(feedOf([semifinal]));
    expect(upcoming?.get('DESCRIPTION')).toBe(`Game details: ${SITE}/games/2026/2026-semifinal-1/`);
  });

  it("says so when the start time is the league's TBA placeholder (minute :23)", () => {
    const [entry] = parsedEvents(feedOf([{ ...semifinal, startTime: semifinal.startTime + 23 * 60 }]));
    expect(entry?.get('DESCRIPTION')).toBe(`Start time TBA.\\nGame details: ${SITE}/games/2026/2026-semifinal-1/`);
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
  it("gives a final game's score, away side first, with FINAL", () => {
    expect([opener.visitorScore, opener.homeScore, opener.period]).toEqual([9, 5, 4]);
    expect(gameSummary(opener, teamName)).toBe('California Redwoods 9, Utah Archers 5 (FINAL)');
  });

  it('says FINAL OT when the game went past the 4th period', () => {
    expect(overtime.period).toBe(5);
    expect(gameSummary(overtime, teamName)).toBe('Carolina Chaos 13, California Redwoods 14 (FINAL OT)');
  });

  it('leads post-season games with their round', () => {
    expect(gameSummary(quarterfinal, teamName)).toBe(
      'Quarterfinals: Denver Outlaws 15, California Redwoods 14 (FINAL)',
    );
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

describe('revisions: SEQUENCE (RFC 5545 3.8.7.4) and STATUS (3.8.1.11)', () => {
  // Independent of the generator: the TBA placeholder is minute :23 (whole-hour zone offsets keep
  // the minute in UTC), a result is a final status (2 or more) with both scores.
  const placeholder = (startTime: number) => new Date(startTime * 1000).getUTCMinutes() === 23;
  const scored = (raw: CalendarEvent) => raw.eventStatus >= 2 && raw.homeScore !== null && raw.visitorScore !== null;

  it('numbers every real 2026 game by the revisions its data shows, and confirms it', () => {
    const entries = parsedEvents(feedOf(season.events));
    season.events.forEach((raw, index) => {
      const entry = entries[index];
      expect(entry?.get('UID')).toBe(`${raw.eventId}@stats.premierlacrosseleague.com`);
      expect(entry?.get('SEQUENCE')).toBe(String((placeholder(raw.startTime) ? 0 : 1) + (scored(raw) ? 1 : 0)));
      expect(entry?.get('STATUS')).toBe(placeholder(raw.startTime) ? 'TENTATIVE' : 'CONFIRMED');
    });
    expect(entries.filter((entry) => entry.get('SEQUENCE') === '2')).toHaveLength(season.events.filter(scored).length);
  });

  it('carries the final score of every finished 2026 game, away side first, and none before', () => {
    const entries = parsedEvents(feedOf(season.events));
    season.events.forEach((raw, index) => {
      const summary = entries[index]?.get('SUMMARY') ?? '';
      if (scored(raw)) {
        expect(summary).toMatch(
          new RegExp(` ${String(raw.visitorScore)}\\\\, .* ${String(raw.homeScore)} \\(FINAL( OT)?\\)$`),
        );
        expect(entries[index]?.get('DESCRIPTION')).toMatch(/^Box score: /);
      } else {
        expect(summary).toMatch(/ at /);
        expect(summary).not.toMatch(/\d/);
      }
    });
  });

  it('grows as one game moves from the TBA placeholder to its time, then gets its result; the UID stays', () => {
    const tba = {
      ...opener,
      startTime: opener.startTime + 23 * 60,
      eventStatus: 0,
      homeScore: null,
      visitorScore: null,
    };
    const timed = { ...opener, eventStatus: 0, homeScore: null, visitorScore: null };
    const [first, second, third] = [tba, timed, opener].map((version) => parsedEvents(feedOf([version]))[0]);
    expect([first, second, third].map((entry) => Number(entry?.get('SEQUENCE')))).toEqual([0, 1, 2]);
    expect(new Set([first, second, third].map((entry) => entry?.get('UID'))).size).toBe(1);
    expect(first?.get('STATUS')).toBe('TENTATIVE');
    expect(third?.get('STATUS')).toBe('CONFIRMED');
  });

  it('keeps a cancelled game in the feed as CANCELLED, a revision later than its schedule', () => {
    const scheduled = parsedEvents(feedOf([semifinal]))[0];
    const cancelled = parsedEvents(feedOf([{ ...semifinal, eventStatus: CANCELLED_EVENT_STATUS }]))[0];
    expect(scheduled?.get('STATUS')).toBe('CONFIRMED');
    expect(cancelled?.get('STATUS')).toBe('CANCELLED');
    expect(Number(cancelled?.get('SEQUENCE'))).toBeGreaterThan(Number(scheduled?.get('SEQUENCE')));
    expect(cancelled?.get('UID')).toBe(scheduled?.get('UID'));
    expect(cancelled?.get('SUMMARY')).toBe('Cancelled: Semifinals: Denver Outlaws at Utah Archers');
    expect(cancelled?.get('DESCRIPTION')).toMatch(/^Cancelled\.\\nGame details: /);
    expect(gameSequence({ ...semifinal, eventStatus: CANCELLED_EVENT_STATUS })).toBe(2);
  });

  it('gives the same bytes for the same season, whatever order of calls and whenever built', () => {
    const first = feedOf(season.events);
    feedOf([championship]);
    expect(feedOf(structuredClone(season.events))).toBe(first);
    for (const entry of parsedEvents(first))
      expect([entry.get('DTSTART'), entry.get('DTEND')]).toContain(entry.get('DTSTAMP'));
  });
});
