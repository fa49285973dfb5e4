/**
 * The design's measurable parts: no page type scrolls sideways on a 390 px phone; the stat tables'
 * sticky name column takes at most 40% of that phone; the typefaces come from the site's own
 * origin; the dark scheme is dark and readable, follows the system and the stored choice before the
 * first paint; a team page carries its team's colour; the controls a thumb uses are 44 px high.
 */
import { expect, test, type Page } from '@playwright/test';
import { dist } from './built-site.ts';
import { pagePerType } from '../../scripts/lib/site-pages.ts';
import { TEAM_COLOURS } from '../../src/lib/teams/colours.ts';
import { THEME_STORAGE_KEY } from '../../src/components/layout/theme.ts';
import { careerSums, players, season } from './player-snapshot.ts';

const PHONE = { width: 390, height: 844 };
/** The largest share of a phone's width the sticky name column may take. */
const NAME_COLUMN_SHARE = 0.4;
const TAP = 44;
const typed = pagePerType(dist).flatMap(({ type, path }) => (path === undefined ? [] : [{ name: type.name, path }]));

/** WCAG relative luminance of a computed "rgb(r, g, b)" colour. */
function relativeLuminance(colour: string): number {
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
const contrast = (one: string, other: string): number => {
  const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, text: style.color };
  });

/**
 * In the page's tables and cards, the dates ("Sat, Aug 9", "Aug 9"), scores and results ("W 16-12",
 * "7 - 5"), spans of seasons ("2020–2026") and clock times ("7:30pm") that are cut by their cell or
 * broken across two lines. Runs in the page.
 */
function brokenData(): string[] {
  const data =
    /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}|\b[WLT]? ?\d+ ?[-–] ?\d+\b|\b\d{1,2}(:\d{2})?[ap]m\b/g;
  const broken: string[] = [];
  for (const container of document.querySelectorAll('main :is(td, th, .game-card, .ticker-card)')) {
    if (!container.checkVisibility()) continue;
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(data)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const cell = node.parentElement?.closest('td, th');
        const clip = cell && getComputedStyle(cell).overflowX !== 'visible' ? cell.getBoundingClientRect() : null;
        const cut = clip !== null && lines.some((rect) => rect.right > clip.right + 0.5);
        if (new Set(lines.map((rect) => Math.round(rect.top))).size > 1 || cut)
          broken.push(`${match[0]} (${cut ? 'cut' : 'wrapped'})`);
      }
    }
  }
  return broken;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const { name, path } of [...typed, { name: '404', path: '/no-such-page/' }]) {
    test(`the ${name} page (${path}) does not scroll sideways, and no date, score or result in a table or card is cut or wraps inside itself`, async ({
      page,
    }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(brokenData)).toEqual([]);
    });
  }

  for (const path of ['/player-table/', '/teams/whipsnakes/']) {
    test(`the sticky name column of ${path} takes at most 40% of the width, the name cut and whole on hover`, async ({
      page,
    }) => {
      await page.goto(path);
      const names = page.locator(':is(.stat-table, .data-table) tbody th.name');
      await expect(names.first()).toBeVisible();
      const widths = await names.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
      expect(Math.max(...widths)).toBeLessThanOrEqual(PHONE.width * NAME_COLUMN_SHARE);
      expect(await names.first().evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
      // A name longer than the column is cut with an ellipsis, and shown whole on hover.
      const cut = await names.evaluateAll((cells) => cells.findIndex((cell) => cell.scrollWidth > cell.clientWidth));
      if (cut >= 0) {
        const cell = names.nth(cut);
        expect(await cell.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis');
        // The hover also hydrates the table's island, which may render the row again: polled.
        await cell.hover();
        await expect.poll(() => cell.evaluate((element) => getComputedStyle(element).overflow)).toBe('visible');
      }
    });
  }

  test('the navigation, the chips and the header controls are a tap high', async ({ page }) => {
    await page.goto('/teams/whipsnakes/');
    const controls = page.locator('.stats-nav a, .chips a, [data-theme-toggle], .mobile-menu > summary');
    // Links inside a closed menu, or shown only on wider screens, are no targets on this phone.
    const heights = await controls.evaluateAll((elements) =>
      elements.filter((element) => element.checkVisibility()).map((element) => element.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThan(5);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(TAP);
  });
});

test('the typefaces load from the site’s own origin and set the text', async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(
      () =>
        document.fonts.check("16px 'Inter Variable'") && document.fonts.check("700 16px 'Roboto Condensed Variable'"),
    ),
  ).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter Variable/);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) {
    expect(new URL(url).origin).toBe(new URL(baseURL ?? '').origin);
    expect(url).toMatch(/latin-wght-normal.*\.woff2$/);
  }
});

test('the dark scheme follows the system: a dark page with text at AAA contrast', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/games/');
  const light = await bodyColours(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await bodyColours(page);
  expect(relativeLuminance(light.background)).toBeGreaterThan(0.8);
  expect(relativeLuminance(dark.background)).toBeLessThan(0.05);
  expect(contrast(dark.background, dark.text)).toBeGreaterThanOrEqual(7);
  const muted = await page
    .locator('.game-card header')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  const card = await page
    .locator('.game-card')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(contrast(card, muted)).toBeGreaterThanOrEqual(4.5);
});

test('the theme toggle overrides the system, is stored, and applies before the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const toggle = page.locator('[data-theme-toggle]');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(relativeLuminance((await bodyColours(page)).background)).toBeLessThan(0.05);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

  // The next page is dark from its first element on: the scheme is set before <body> exists.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('body') === null) return;
      observer.disconnect();
      (window as unknown as { themeAtBody: string | undefined }).themeAtBody =
        document.documentElement.dataset['theme'];
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/teams/');
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | undefined }).themeAtBody)).toBe(
    'dark',
  );
  await page.locator('[data-theme-toggle]').click();
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
  expect(relativeLuminance((await bodyColours(page)).background)).toBeGreaterThan(0.8);
});

test('a team page carries its team colour: the record’s own, else the league’s', async ({ page }) => {
  const { teams } = season(2026) as unknown as {
    teams: { officialId: string; fullName: string; teamColor: string | null }[];
  };
  const whipsnakes = teams.find((team) => team.fullName === 'Whipsnakes');
  const expected = whipsnakes?.teamColor ?? TEAM_COLOURS[whipsnakes?.officialId ?? '']?.primary;
  expect(expected).toBeDefined();
  const [red, green, blue] = [1, 3, 5].map((offset) => Number.parseInt((expected ?? '').slice(offset, offset + 2), 16));
  await page.goto('/teams/whipsnakes/');
  const header = page.locator('.team-header');
  await expect(header).toHaveCSS('border-top-color', `rgb(${String(red)}, ${String(green)}, ${String(blue)})`);
  await expect(header.locator('.team-badge path')).toHaveAttribute('fill', expected ?? '');
});

/** The channels 0-1 of a computed colour, whether the browser writes rgb() or color(srgb ...). */
function channels(colour: string): number[] {
  const numbers = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).slice(0, 3);
  return colour.startsWith('rgb') ? numbers.map((value) => value / 255) : numbers;
}

test('a box score’s rows sit on their team colour’s 0.15 tint over the white page', async ({ page }) => {
  // 2023 game 34, Cannons at Redwoods; the home side is the Redwoods (the league's #004B37 unless the record has a colour).
  const { teams } = season(2023) as unknown as { teams: { officialId: string; teamColor: string | null }[] };
  const redwoods = teams.find((team) => team.officialId === 'RED');
  const colour = redwoods?.teamColor ?? TEAM_COLOURS['RED']?.primary ?? '';
  const expected = [1, 3, 5].map(
    (offset) => 0.15 * (Number.parseInt(colour.slice(offset, offset + 2), 16) / 255) + 0.85,
  );
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/games/2023/game-34-2023-08-11/');
  const cell = page.locator('#box-home tbody th.name').first();
  const actual = channels(await cell.evaluate((element) => getComputedStyle(element).backgroundColor));
  actual.forEach((value, index) => {
    expect(value).toBeCloseTo(expected[index] ?? -1, 2);
  });
});

test('a team page’s header shows the league’s logo once it loads, and keeps the badge when it fails', async ({
  page,
}) => {
  // A 1x1 PNG stands in for the league's image host, which tests never reach.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route('https://img.premierlacrosseleague.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: png }),
  );
  await page.goto('/teams/whipsnakes/');
  const logo = page.locator('.team-header .team-logo');
  await expect(logo.locator('img')).toHaveCSS('opacity', '1');
  await expect(logo.locator('.team-badge')).toHaveCSS('visibility', 'hidden');

  await page.unroute('https://img.premierlacrosseleague.com/**');
  await page.route('https://img.premierlacrosseleague.com/**', (route) => route.abort());
  await page.reload();
  await expect(logo.locator('.team-badge')).toBeVisible();
  await expect(logo.locator('img')).toHaveCSS('opacity', '0');
});

/** How far apart two computed colours are: the largest difference of a channel, 0-1. */
const channelGap = (one: string, other: string): number =>
  Math.max(...channels(one).map((value, index) => Math.abs(value - (channels(other)[index] ?? 0))));

test('the Archers and the Outlaws, one orange in the league’s colours, show two colours wherever they meet', async ({
  page,
}) => {
  // 2024 game 41, Outlaws at Archers (data/snapshot/seasons/2024.json), with plays and so a win-probability chart.
  await page.goto('/games/2024/2024_game_41/');
  const bars = await page
    .locator('.scoreboard .side')
    .evaluateAll((sides) => sides.map((side) => getComputedStyle(side).borderTopColor));
  expect(bars).toHaveLength(2);
  expect(channelGap(bars[0] ?? '', bars[1] ?? '')).toBeGreaterThan(0.3);
  const halves = await page
    .locator('.win-probability svg')
    .evaluate((svg) => [
      getComputedStyle(svg.querySelector('.away-half') ?? svg).fill,
      getComputedStyle(svg.querySelector('.home-half') ?? svg).fill,
    ]);
  expect(halves[0]).not.toBe(halves[1]);
  // Their semifinal's card on the schedule: two badges of two colours.
  await page.goto('/games/2026/');
  const fills = await page
    .locator('.game-card[data-slug="2026-semifinal-1"] .team-badge path')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')));
  expect(fills).toHaveLength(2);
  expect(new Set(fills).size).toBe(2);
});

test('in the dark scheme a dark team colour’s marks keep 3:1 against the page: score card, team header, badges', async ({
  page,
}) => {
  // The Redwoods' green: the 2023 and 2026 records' own colour, else the league's.
  const colourIn = (year: number): string => {
    const { teams } = season(year) as unknown as { teams: { officialId: string; teamColor: string | null }[] };
    return teams.find((team) => team.officialId === 'RED')?.teamColor ?? TEAM_COLOURS['RED']?.primary ?? '';
  };
  await page.emulateMedia({ colorScheme: 'dark' });
  // 2023 game 34, Cannons at Redwoods.
  await page.goto('/games/2023/game-34-2023-08-11/');
  const background = (await bodyColours(page)).background;
  const hex = (colour: string) =>
    `rgb(${[1, 3, 5].map((offset) => String(Number.parseInt(colour.slice(offset, offset + 2), 16))).join(', ')})`;
  // As the league gives it, the colour would all but vanish.
  expect(contrast(hex(colourIn(2023)), background)).toBeLessThan(3);
  const side = page.locator('.scoreboard .side[data-id="RED"]');
  const card = await page.locator('.scoreboard').evaluate((element) => getComputedStyle(element).backgroundColor);
  for (const mark of [
    await side.evaluate((element) => getComputedStyle(element).borderTopColor),
    await side.locator('.team-badge path').evaluate((element) => getComputedStyle(element).stroke),
  ]) {
    expect(contrast(mark, background)).toBeGreaterThanOrEqual(3);
    expect(contrast(mark, card)).toBeGreaterThanOrEqual(3);
  }
  // Its tint still tells the side from the card it sits on.
  expect(channelGap(await side.evaluate((element) => getComputedStyle(element).backgroundColor), card)).toBeGreaterThan(
    0.02,
  );
  await page.goto('/teams/redwoods/');
  expect(contrast(hex(colourIn(2026)), background)).toBeLessThan(3);
  const bar = await page.locator('.team-header').evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(contrast(bar, background)).toBeGreaterThanOrEqual(3);
});

test('on a desktop the game page uses the width: the score card spans it, the line score and team stats beside the summaries', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/games/2024/2024_game_41/');
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (found === null) throw new Error(`${selector} is not on the page`);
    return found;
  };
  const [main, scoreboard, lineScore, teamStats, scoring, boxScore] = await Promise.all(
    ['main', '.scoreboard', '.line-score', '.comparison', '#scoring-summary', '#box-home'].map(box),
  );
  const content = (main?.width ?? 0) - 2 * 32;
  expect(scoreboard?.width).toBeGreaterThan(0.95 * content);
  // The line score and the team stats in one column, the scoring summary in the other, at one height.
  for (const left of [lineScore, teamStats]) expect((left?.x ?? 0) + (left?.width ?? 0)).toBeLessThan(scoring?.x ?? 0);
  expect(Math.abs((lineScore?.y ?? 0) - (scoring?.y ?? 0))).toBeLessThan(80);
  expect(teamStats?.y ?? 0).toBeLessThan((scoring?.y ?? 0) + (scoring?.height ?? 0));
  // Side by side, they use most of the width; the box score below uses all of it.
  expect((scoring?.x ?? 0) + (scoring?.width ?? 0) - (lineScore?.x ?? 0)).toBeGreaterThan(0.95 * content);
  expect(boxScore?.width).toBeGreaterThan(0.95 * content);
});

test('a goalie’s profile leads with his saves, not a row of skater zeros', async ({ page }) => {
  // Blaze Riorden, a goalie: his career saves summed from the season totals and box scores.
  const riorden = players.find((player) => player.slug === 'blaze-riorden');
  const saves = careerSums(['saves']).get(riorden?.officialId ?? '')?.['saves'];
  expect(saves).toBeGreaterThan(0);
  await page.goto('/players/blaze-riorden/');
  const career = page.locator('#career');
  // After the name: games played, then saves and save %.
  await expect(career.locator('thead th').nth(2)).toContainText('SV');
  await expect(career.locator('thead th').nth(3)).toContainText('SV%');
  await expect(career.locator('tbody tr').last().locator('td').nth(1)).toHaveText(String(saves));
});

test('on a desktop a page of 20 rows shows whole, with no box of its own to scroll; one page has no pager', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/player-table/');
  const box = page.locator('.stat-table, .data-table').first();
  await expect(box.locator('tbody tr')).toHaveCount(20);
  expect(await box.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
  // The eight clubs fit one page: no Previous, "Page 1 of 1", Next.
  await page.goto('/team-table/');
  await expect(page.locator('.data-table tbody tr, .stat-table tbody tr')).toHaveCount(
    season(2026).teams.filter((team) => team.league === 'PLL').length,
  );
  await expect(page.locator('.pager')).toHaveCount(0);
});

test.describe('status lines in the visitor’s time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the matchup of an upcoming game names its start in the visitor’s zone, as the game cards do', async ({
    page,
  }) => {
    await page.goto('/matchup/2026-semifinal-1/');
    const time = page.locator('.scoreboard .status time[data-start]');
    await expect(time).toHaveText(/^\d{1,2}(:\d{2})?[ap]m PDT$/);
  });
});

test.describe('the season schedule on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the two conferences’ standings line up column for column, each team’s name on one line', async ({ page }) => {
    await page.goto('/games/2026/');
    const tables = page.locator('table.standings');
    await expect(tables).toHaveCount(2);
    const edges = await tables.evaluateAll((elements) =>
      elements.map((table) =>
        [...table.querySelectorAll('thead th')].map((cell) => {
          const { left, right } = cell.getBoundingClientRect();
          return [Math.round(left), Math.round(right)];
        }),
      ),
    );
    expect(edges[0]?.length).toBeGreaterThan(5);
    expect(edges[1]).toEqual(edges[0]);
    const lines = await page
      .locator('table.standings tbody th a')
      .evaluateAll((links) => links.map((link) => new Set([...link.getClientRects()].map((rect) => rect.top)).size));
    expect(lines).toEqual(Array(8).fill(1));
  });

  test('folds its nine calendar feeds into one line a tap high, so the games follow the standings', async ({
    page,
  }) => {
    await page.goto('/games/2026/');
    const feeds = page.getByRole('region', { name: 'Add the 2026 schedule to your calendar' });
    const height = (await feeds.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(TAP);
    expect(height).toBeLessThan(2 * TAP);
  });
});

test.describe('boards and table titles line up', () => {
  test.use({ viewport: PHONE });

  test('a table’s title above its box starts where the box does, as the page’s headings do', async ({ page }) => {
    await page.goto('/games/2026/');
    const edges = await page.locator('table.standings').evaluateAll((tables) =>
      tables.map((table) => {
        const caption = table.querySelector('caption');
        const range = document.createRange();
        range.selectNodeContents(caption ?? table);
        return [range.getBoundingClientRect().left, table.getBoundingClientRect().left];
      }),
    );
    expect(edges).toHaveLength(2);
    for (const [text = 0, box = -1] of edges) expect(Math.abs(text - box)).toBeLessThanOrEqual(1);
  });

  test('every leaders board’s figure column is one width, whatever its figures', async ({ page }) => {
    await page.goto('/players/');
    const widths = await page
      .locator('.leaderboards thead th.numeric')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.checkVisibility()).map((cell) => Math.round(cell.getBoundingClientRect().width)),
      );
    expect(widths.length).toBeGreaterThan(5);
    expect(new Set(widths).size).toBe(1);
  });

  test('the calendar feeds open from a chevron of the site’s, not the browser’s triangle', async ({ page }) => {
    await page.goto('/games/2026/');
    const summary = page.locator('.calendar-feeds summary');
    expect(await summary.evaluate((element) => getComputedStyle(element).display)).not.toBe('list-item');
    expect(await summary.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('""');
  });
});

test('on a desktop the career leaders’ boards of a row are one width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/career-leaders/');
  const boxes = await page
    .locator('[data-career-stat] .stat-table')
    .evaluateAll((boards) =>
      boards.map((board) => board.getBoundingClientRect()).map(({ top, width }) => ({ top, width })),
    );
  expect(boxes.length).toBe(9);
  const widthsByRow = new Map<number, Set<number>>();
  for (const { top, width } of boxes) {
    widthsByRow.set(Math.round(top), (widthsByRow.get(Math.round(top)) ?? new Set()).add(Math.round(width)));
  }
  for (const widths of widthsByRow.values()) expect(widths.size).toBe(1);
});
