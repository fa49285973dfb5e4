import { beforeAll, describe, expect, it } from 'vitest';
import { componentMarkup } from '../../../src/components/static-markup.ts';
import { tableViewMarkup } from '../../../src/components/tables/table-view-markup.ts';
import { LeagueData } from '../../../src/data/league.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../src/data/store.ts';
import { tableModeView, tableSeasons } from '../../../src/data/tables.ts';
import StatTableView, { type StatTableViewProps } from '../../../src/islands/stat-table/StatTableView.tsx';
import { getColumn } from '../../../src/lib/stats/columns.ts';
import { PAGE_SIZE, pageRows, type TableKind, type TableMode } from '../../../src/lib/tables/table-view.ts';
import { asStringRendererWrites } from '../helpers/astro-markup.ts';

/** React's markup of the island's view, as the string renderers write the same HTML. */
const reactMarkup = (props: StatTableViewProps): string =>
  asStringRendererWrites(componentMarkup(StatTableView, props));

let league: LeagueData;
beforeAll(async () => {
  league = new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR));
});

describe("a table page's server-rendered rows", () => {
  const cases: [TableKind, TableMode, number][] = [
    ['players', 'totals', 1],
    ['players', 'per-game', 3],
    ['teams', 'totals', 1],
    ['advanced', 'totals', 2],
  ];
  it.each(cases)('are the island view’s markup for the %s table, %s, page %i', (kind, mode, page) => {
    const season = tableSeasons(league, kind)[0];
    if (season === undefined) throw new Error(`the bundled league has no ${kind} table`);
    const { columns, rows } = tableModeView(league, kind, season, mode);
    expect(rows.length).toBeGreaterThan((page - 1) * PAGE_SIZE);
    const props: StatTableViewProps = {
      caption: 'Player Stats',
      season,
      columns,
      rows: pageRows(rows, page),
      nameLabel: kind === 'teams' ? 'Team' : 'Player',
      view: { sort: columns[1]?.id ?? 'name', direction: 'asc' },
    };
    expect(tableViewMarkup(props)).toBe(reactMarkup(props));
  });

  it('escape what they show, leave out what a row lacks and show a missing value as missing', () => {
    const goals = getColumn('goals');
    const props: StatTableViewProps = {
      caption: 'Fans’ "picks" & <more>',
      season: { year: 2024, seasonType: 'post' },
      columns: [goals, getColumn('shotPct')],
      rows: [
        {
          id: 'p1',
          name: "Ryan O'Neill & co",
          href: null,
          detail: null,
          position: null,
          expFromYear: null,
          league: null,
          values: { goals: null, shotPct: 0.5 },
        },
        {
          id: 'p2',
          name: 'A <b>',
          href: '/players/a?x=1&y="2"',
          detail: "T'S",
          position: 'A',
          expFromYear: 2020,
          league: 'PLL',
          values: { goals: 4 },
        },
      ],
      nameLabel: 'Player',
      view: { sort: 'name', direction: 'desc' },
    };
    const html = tableViewMarkup(props);
    expect(html).toBe(reactMarkup(props));
    expect(html).toContain('<td data-stat="goals" class="numeric">&#8211;</td>');
    expect(html).not.toMatch(/[\u0080-\u{10FFFF}]/u);
    expect(html).toContain('Ryan O&#39;Neill &amp; co');
  });
});
