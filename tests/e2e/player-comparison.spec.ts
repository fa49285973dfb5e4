import { expect, test } from '@playwright/test';
import { CURRENT_YEAR, fullName, playerById, segmentSums, top } from './player-snapshot.ts';
import { recordIslandScripts } from './islands.ts';

// The comparison opens on the current season's regular season.
const year = CURRENT_YEAR;
const sums = segmentSums(year, 'regular', ['points', 'assists', 'gamesPlayed', 'saves', 'scoresAgainst']);
const ranked = [...sums].sort(([, a], [, b]) => (b['points'] ?? 0) - (a['points'] ?? 0));

function pick(index: number) {
  const [id, line] = ranked[index] ?? [];
  const player = id === undefined ? undefined : playerById.get(id);
  if (!player || !line) throw new Error(`no ${String(index + 1)}th scorer in ${String(year)}`);
  return { player, line, name: fullName(player) };
}

test.describe('player comparison, JavaScript on', () => {
  test("before any interaction the page loads no island and shows the empty picker; reaching for it loads the season's players into it", async ({
    page,
  }) => {
    const noIslandLoaded = recordIslandScripts(page);
    await page.goto('/player-comparison', { waitUntil: 'networkidle' });
    await noIslandLoaded();
    const picker = page.getByLabel('Player', { exact: true });
    await expect(picker.locator('option')).toHaveText(['Choose a player…']);
    await expect(page.getByText('Choose 2 to 4 players to compare.')).toBeVisible();
    await picker.focus();
    const played = [...sums.values()].filter((line) => (line['gamesPlayed'] ?? 0) > 0).length;
    await expect(picker.locator('option')).toHaveCount(played + 1);
    await expect(picker.locator(`option[value="${pick(0).player.slug}"]`)).toHaveCount(1);
  });

  test("the empty page offers a first comparison, the season's three top scorers, which opens with their numbers", async ({
    page,
  }) => {
    // The three highest point totals, with no tie at the third (else the pick would be ambiguous).
    expect(ranked[2]?.[1]['points'] ?? 0).toBeGreaterThan(ranked[3]?.[1]['points'] ?? 0);
    const leaders = [pick(0), pick(1), pick(2)];
    await page.goto('/player-comparison');
    const suggestion = page.getByRole('link', {
      name: `${leaders[0]?.name ?? ''}, ${leaders[1]?.name ?? ''}, and ${leaders[2]?.name ?? ''}`,
    });
    await expect(suggestion).toHaveAttribute(
      'href',
      `/player-comparison/?players=${leaders.map(({ player }) => player.slug).join(',')}`,
    );
    await suggestion.click();
    await expect(page.locator('thead th[data-slug]')).toHaveCount(3);
    for (const { player, line } of leaders)
      await expect(page.locator(`td[data-stat="points"][data-id="${player.officialId}"]`)).toHaveText(
        String(line['points']),
      );
  });

  test('while the players a shared link names load, the screen shows the six-row skeleton, announced as loading', async ({
    page,
    context,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The context's route also holds the request when the response cache's worker makes it.
    await context.route('**/data/comparison/*.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/player-comparison/?players=${pick(0).player.slug},${pick(1).player.slug}`);
    const skeleton = page.getByRole('status').filter({ hasText: `Loading the ${String(year)} players` });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.locator('.skeleton-row')).toHaveCount(6);
    release();
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByLabel('Player', { exact: true })).toBeVisible();
    await expect(page.locator('thead th[data-slug]')).toHaveCount(2);
  });

  test('adding players fills the table with their season numbers and keeps them in the URL across a reload', async ({
    page,
  }) => {
    const first = pick(0);
    const second = pick(1);
    const third = pick(2);
    await page.goto('/player-comparison');
    await expect(page).toHaveTitle('Player Comparison | PLL Stats');
    const picker = page.getByLabel('Player', { exact: true });
    const add = page.getByRole('button', { name: 'Add to comparison' });
    await picker.focus();

    await picker.selectOption(first.player.slug);
    await add.click();
    await expect(page.getByText('at least one more player')).toBeVisible();
    await picker.selectOption(second.player.slug);
    await add.click();
    await expect(page).toHaveURL(`/player-comparison/?players=${first.player.slug},${second.player.slug}`);

    for (const { player, line } of [first, second]) {
      for (const stat of ['points', 'assists', 'gamesPlayed']) {
        await expect(page.locator(`td[data-stat="${stat}"][data-id="${player.officialId}"]`)).toHaveText(
          String(line[stat]),
        );
      }
    }
    // The season's top scorer has the best points value of the two; games played is never "best".
    await expect(page.locator(`td[data-stat="points"][data-id="${first.player.officialId}"]`)).toHaveAttribute(
      'data-best',
      'true',
    );
    await expect(page.locator('td[data-stat="gamesPlayed"][data-best]')).toHaveCount(0);
    // Neither faced a shot, so the goalie rows none of them has are left out.
    for (const { line } of [first, second]) expect((line['saves'] ?? 0) + (line['scoresAgainst'] ?? 0)).toBe(0);
    await expect(page.locator('td[data-stat="savePct"]')).toHaveCount(0);
    await expect(page.locator('td[data-stat="saa"]')).toHaveCount(0);

    await picker.selectOption(third.player.slug);
    await add.click();
    const url = `/player-comparison/?players=${first.player.slug},${second.player.slug},${third.player.slug}`;
    await expect(page).toHaveURL(url);

    await page.reload();
    const headers = page.locator('thead th[data-slug]');
    await expect(headers).toHaveCount(3);
    expect(await headers.evaluateAll((ths) => ths.map((th) => th.getAttribute('data-slug')))).toEqual([
      first.player.slug,
      second.player.slug,
      third.player.slug,
    ]);

    await page.getByRole('button', { name: `Remove ${second.name}` }).click();
    await expect(page).toHaveURL(`/player-comparison/?players=${first.player.slug},${third.player.slug}`);
    await expect(headers).toHaveCount(2);
    await expect(page.getByRole('link', { name: third.name })).toHaveAttribute(
      'href',
      `/players/${third.player.slug}/`,
    );
  });

  test('a shared link opens the comparison; at most four players, unknown names are reported', async ({ page }) => {
    const slugs = [0, 1, 2, 3, 4].map((index) => pick(index).player.slug);
    await page.goto(`/player-comparison/?players=no-such-player,${slugs.join(',')}`);
    await expect(page.getByText('left out: no-such-player')).toBeVisible();
    await expect(page.locator('thead th[data-slug]')).toHaveCount(3);
    await page.goto(`/player-comparison/?players=${slugs.join(',')}`);
    await expect(page.locator('thead th[data-slug]')).toHaveCount(4);
    await expect(page.getByLabel('Player', { exact: true })).toBeDisabled();
  });
});

test.describe('player comparison, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("the page explains that the comparison needs JavaScript and links the season's points leaders", async ({
    page,
  }) => {
    await page.goto('/player-comparison/?players=a,b');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Player Comparison');
    await expect(page.getByRole('heading', { name: 'The comparison needs JavaScript' })).toBeVisible();
    const leader = playerById.get(top(sums, 'points').holders[0] ?? '');
    if (!leader) throw new Error('no points leader');
    await expect(page.locator('.fallback a').first()).toHaveAttribute('href', `/players/${leader.slug}/`);
    await expect(
      page
        .getByRole('region', { name: 'The comparison needs JavaScript' })
        .getByRole('link', { name: 'all player stats' }),
    ).toHaveAttribute('href', '/player-table/');
  });
});
