import { describe, expect, it } from 'vitest';
import { statTableBody, statTableHead } from '../../../src/components/stats/stat-table-markup.ts';
import { getColumn, type StatColumn } from '../../../src/lib/stats/columns.ts';

const goals = getColumn('goals');
const shotPct = getColumn('shotPct');
const textColumn: StatColumn = { ...goals, numeric: false };

describe("a stat table's rows", () => {
  it('are a row per entry: the official id, the name linked to its page, then a cell per column by id', () => {
    const html = statTableBody(
      [goals, shotPct],
      [{ id: '001810', name: 'Michael Sowers', href: '/players/michael-sowers', stats: { goals: 3, shotPct: 0.25 } }],
      false,
    );
    expect(html).toBe(
      '<tbody><tr data-id="001810"><th scope="row" class="name" data-stat="name">' +
        '<a href="/players/michael-sowers">Michael Sowers</a></th>' +
        '<td data-stat="goals" class="numeric">3</td><td data-stat="shotPct" class="numeric">25.0%</td></tr></tbody>',
    );
  });

  it('show a value the league did not publish as missing, never as 0', () => {
    const html = statTableBody([goals], [{ id: 'a', name: 'A', stats: {} }], false);
    // The dash as a reference, which keeps the page ASCII.
    expect(html).toContain('<td data-stat="goals" class="numeric">&#8211;</td>');
    expect(html).not.toMatch(/[\u0080-\u{10FFFF}]/u);
  });

  it('start with the rank in a ranking, and keep a name in parts with its detail after it', () => {
    const html = statTableBody(
      [textColumn],
      [{ id: 'g1', name: ['Sat, Jun 1', 'vs BOS'], detail: 'W 19-12', rank: 'T-3', stats: { goals: 1 } }],
      true,
    );
    expect(html).toBe(
      '<tbody><tr data-id="g1"><td class="rank" data-stat="rank">T-3</td>' +
        '<th scope="row" class="name parts" data-stat="name"><span class="part">Sat, Jun 1</span> ' +
        '<span class="part">vs BOS</span><span class="detail">W 19-12</span></th>' +
        '<td data-stat="goals">1</td></tr></tbody>',
    );
  });

  it('escape text and attribute values, so a name can never break the markup', () => {
    const html = statTableBody(
      [goals],
      [{ id: 'x"y', name: `O'Neil & <Sons>`, href: '/a?b=1&c="2"', detail: '"A" & B', stats: { goals: 0 } }],
      false,
    );
    expect(html).toContain('<tr data-id="x&quot;y">');
    expect(html).toContain('<a href="/a?b=1&amp;c=&quot;2&quot;">O&#39;Neil &amp; &lt;Sons&gt;</a>');
    expect(html).toContain('<span class="detail">&quot;A&quot; &amp; B</span>');
  });

  it('are an empty body for no rows', () => {
    expect(statTableBody([goals], [], false)).toBe('<tbody></tbody>');
  });
});

describe("a stat table's head", () => {
  const goalsHeading =
    '<a class="column-heading" href="/glossary/#goals"><abbr title="Goals">G</abbr>' +
    '<span class="visually-hidden"> (Goals): definition</span></a>';

  it('heads the name column, then each column by id, its abbreviation linked to the glossary', () => {
    expect(statTableHead([goals], { ranked: false, nameLabel: 'Player' })).toBe(
      '<thead><tr><th scope="col" class="name" data-stat="name">Player</th>' +
        `<th scope="col" data-stat="goals" class="numeric" style="min-width: ${String(goals.minWidth)}px">${goalsHeading}</th></tr></thead>`,
    );
  });

  it('starts with the rank in a ranking, marks the sorted column, and escapes the name heading', () => {
    const head = statTableHead([textColumn, shotPct], {
      ranked: true,
      nameLabel: 'Team & City',
      sortedBy: { id: 'shotPct', direction: 'asc' },
    });
    expect(head).toMatch(
      /^<thead><tr><th scope="col" class="rank" data-stat="rank"><abbr title="Rank">#<\/abbr><\/th>/,
    );
    expect(head).toContain('<th scope="col" class="name" data-stat="name">Team &amp; City</th>');
    expect(head).toContain(`<th scope="col" data-stat="goals" style="min-width: ${String(goals.minWidth)}px">`);
    expect(head).toContain('<th scope="col" data-stat="shotPct" aria-sort="ascending" class="numeric"');
  });

  it('is made for what it shows, not taken from another table with the same columns', () => {
    const sorted = (direction: 'asc' | 'desc') =>
      statTableHead([goals], { ranked: false, nameLabel: 'Player', sortedBy: { id: 'goals', direction } });
    expect(sorted('desc')).toContain('aria-sort="descending"');
    expect(sorted('asc')).toContain('aria-sort="ascending"');
    expect(statTableHead([textColumn], { ranked: false, nameLabel: 'Player' })).not.toContain('numeric');
    expect(statTableHead([goals], { ranked: false, nameLabel: 'Game' })).toContain('data-stat="name">Game</th>');
  });
});
