/**
 * The calendar feeds against the 2026 schedule in data/: every game once in the league feed, final
 * scores in the summaries, each club's feed holding exactly its games, and the Games page linking
 * them all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

interface Event {
  eventId: string;
  seasonSegment: string;
  eventStatus: number;
  period: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  visitorScore: number | null;
}
interface Team {
  officialId: string;
  location: string | null;
  fullName: string;
}
const { events, teams } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../data/snapshot/seasons/2026.json'), 'utf8'),
) as {
  events: Event[];
  teams: Team[];
};

const uidOf = (event: Event) => `${event.eventId}@stats.premierlacrosseleague.com`;
const nameOf = (teamId: string) => {
  const team = teams.find((candidate) => candidate.officialId === teamId);
  return team ? `${team.location ?? ''} ${team.fullName}`.trim() : teamId;
};
const feedPath = (team: Team) => `/calendar/${team.fullName.toLowerCase()}.ics`;
/** A summary without the round that post-season and All-Star games lead with. */
const matchupOf = (summary: string | undefined) =>
  summary?.replace(/^(Quarterfinals|Semifinals|Championship|All-Star): /, '');

/** Fetches a feed and reads its VEVENTs (RFC 5545: unfolded, TEXT values unescaped). */
async function feedEvents(request: APIRequestContext, path: string): Promise<Map<string, string>[]> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await response.text();
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const entries: Map<string, string>[] = [];
  for (const line of body.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    if (line === 'BEGIN:VEVENT') entries.push(new Map());
    const separator = line.indexOf(':');
    const value = line
      .slice(separator + 1)
      .replace(/\\([\\;,nN])/g, (_, escaped: string) => (escaped.toLowerCase() === 'n' ? '\n' : escaped));
    entries.at(-1)?.set(line.slice(0, separator), value);
  }
  return entries;
}

test('the league feed holds every 2026 game once, by UID', async ({ request }) => {
  const uids = (await feedEvents(request, '/calendar/pll.ics')).map((entry) => entry.get('UID'));
  expect(uids).toHaveLength(events.length);
  expect([...uids].sort()).toEqual(events.map(uidOf).sort());
});

test("a final game's summary carries its real score and FINAL or FINAL OT; an upcoming one has no score", async ({
  request,
}) => {
  const byUid = new Map((await feedEvents(request, '/calendar/pll.ics')).map((entry) => [entry.get('UID'), entry]));
  const clubFinals = events.filter((event) => event.eventStatus >= 2 && event.seasonSegment !== 'allstar');
  expect(clubFinals.some((event) => event.period > 4)).toBe(true);
  for (const event of clubFinals) {
    const result = `${nameOf(event.awayTeamId)} ${String(event.visitorScore)}, ${nameOf(event.homeTeamId)} ${String(event.homeScore)} (${event.period > 4 ? 'FINAL OT' : 'FINAL'})`;
    expect(matchupOf(byUid.get(uidOf(event))?.get('SUMMARY'))).toBe(result);
  }
  for (const event of events.filter((candidate) => candidate.eventStatus === 0)) {
    const away = event.awayTeamId === '' ? 'TBD' : nameOf(event.awayTeamId);
    const home = event.homeTeamId === '' ? 'TBD' : nameOf(event.homeTeamId);
    expect(matchupOf(byUid.get(uidOf(event))?.get('SUMMARY'))).toBe(`${away} at ${home}`);
  }
});

for (const team of teams) {
  test(`the ${nameOf(team.officialId)} feed holds exactly their home and away games`, async ({ request }) => {
    const uids = (await feedEvents(request, feedPath(team))).map((entry) => entry.get('UID'));
    const theirs = events.filter(
      (event) => event.homeTeamId === team.officialId || event.awayTeamId === team.officialId,
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect([...uids].sort()).toEqual(theirs.map(uidOf).sort());
  });
}

test("the Games page offers the league feed and every club's feed: webcal://, Google Calendar and the file", async ({
  page,
}) => {
  await page.goto('/games/');
  const block = page.getByRole('region', { name: 'Add the schedule to your calendar' });
  // Folded under one line, so the games are not nine rows away; a tap opens it.
  await expect(block.getByRole('link')).toHaveCount(0);
  await block.getByText('Add the schedule to your calendar').click();
  // Three ways to each feed, and the note pointing to the season pages' feeds has no link.
  await expect(block.getByRole('link')).toHaveCount(3 * (teams.length + 1));
  const feeds = [
    { label: 'All PLL games', path: '/calendar/pll.ics' },
    ...teams.map((team) => ({ label: `${nameOf(team.officialId)} games`, path: feedPath(team) })),
  ];
  for (const { label, path } of feeds) {
    await expect(block.getByRole('link', { name: `.ics file: ${label}` })).toHaveAttribute('href', path);
    const webcal = await block.getByRole('link', { name: `Subscribe: ${label}` }).getAttribute('href');
    expect(webcal).toMatch(new RegExp(`^webcal://[^/]+${path.replaceAll('.', '\\.')}$`));
    const google = new URL(
      (await block.getByRole('link', { name: `Add to Google Calendar: ${label}` }).getAttribute('href')) ?? '',
    );
    expect(google.searchParams.get('cid')).toBe(webcal);
  }
});

test('every season with games has its feeds, linked from its schedule page', async ({ page, request }) => {
  await page.goto('/games/2022/');
  const block = page.getByRole('region', { name: 'Add the 2022 schedule to your calendar' });
  await block.getByText('Add the 2022 schedule to your calendar').click();
  await expect(block.getByRole('link', { name: '.ics file: All PLL 2022 games' })).toHaveAttribute(
    'href',
    '/calendar/2022/pll.ics',
  );
  const feed = await (await request.get('/calendar/2022/pll.ics')).text();
  expect(feed).toContain('X-WR-CALNAME:PLL 2022 Schedule\r\n');
});

test('the open-data page lists every /data/v1 file and schema, each served as JSON', async ({ page, request }) => {
  await page.goto('/open-data/');
  await expect(page.getByText('The statistics belong to the Premier Lacrosse League.')).toBeVisible();
  const hrefs = await page
    .locator('main a[href^="/data/v1/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/data/v1/seasons.json');
  expect(hrefs).toContain('/data/v1/games/schema.json');
  for (const year of [2019, 2026]) expect(hrefs).toContain(`/data/v1/leaders/${String(year)}.json`);
  for (const href of hrefs) expect((await request.get(href)).ok(), href).toBe(true);
  await expect(page.locator('footer').getByRole('link', { name: 'Open Data' })).toHaveAttribute('href', '/open-data/');
});
