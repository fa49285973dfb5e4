import { describe, expect, it } from 'vitest';
import { statTableBody } from '../../../src/components/stats/stat-table-body.ts';
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
    expect(html).toContain('<td data-stat="goals" class="numeric">–</td>');
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
