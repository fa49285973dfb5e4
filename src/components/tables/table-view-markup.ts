/**
 * A table page's server-rendered page of rows as a string: what the table island's StatTableView
 * shows, in the same elements, classes and attributes, so that the view the island swaps in once
 * hydrated never moves the page. React took about 3.9 ms a page to make this markup, this takes
 * 0.15 ms: a large league has thousands of table pages, and a final renders hundreds of them again.
 * A test holds the two to the same HTML.
 */
import type { StatTableViewProps } from '../../islands/stat-table/StatTableView.tsx';
import { ariaSort } from '../../lib/leaders/ranking.ts';
import { SEASON_LABELS } from '../../lib/seasons.ts';
import { formatCell } from '../../lib/stats/format.ts';
import { markupText } from '../markup-text.ts';

/** ` name="value"`, or nothing when there is no value (as React leaves out an undefined prop). */
function attribute(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : ` ${name}="${markupText(String(value))}"`;
}

/** A header's sort button: its label, and the stat's full name as its tooltip. */
function sortButton(label: string, title: string): string {
  return `<button type="button"${attribute('title', `Sort by ${title}`)}><abbr${attribute('title', title)}>${markupText(label)}</abbr></button>`;
}

export function tableViewMarkup({ caption, season, columns, rows, nameLabel, view }: StatTableViewProps): string {
  const sortOf = (id: string): string | undefined => (view.sort === id ? ariaSort(view.direction) : undefined);
  const numeric = (numeric: boolean): string => (numeric ? ' class="numeric"' : '');
  const head =
    `<th scope="col" class="name" data-stat="name"${attribute('aria-sort', sortOf('name'))}>${sortButton(nameLabel, nameLabel)}</th>` +
    columns
      .map(
        (column) =>
          `<th scope="col"${attribute('data-stat', column.id)}${attribute('aria-sort', sortOf(column.id))}${numeric(column.numeric)} style="min-width:${String(column.minWidth)}px">${sortButton(column.shortLabel, column.longName)}</th>`,
      )
      .join('');
  // A cell's opening tag is its column's: made once a table, not once a cell.
  const cellStarts = columns.map((column) => `<td${attribute('data-stat', column.id)}${numeric(column.numeric)}>`);
  const body = rows
    .map((row) => {
      const name = row.href ? `<a${attribute('href', row.href)}>${markupText(row.name)}</a>` : markupText(row.name);
      const detail = row.detail ? `<span class="detail">${markupText(row.detail)}</span>` : '';
      const cells = columns
        .map(
          (column, index) => `${cellStarts[index] ?? ''}${markupText(formatCell(column, row.values[column.id]))}</td>`,
        )
        .join('');
      return `<tr${attribute('data-id', row.id)}${attribute('data-position', row.position ?? undefined)}><th scope="row" class="name" data-stat="name">${name}${detail}</th>${cells}</tr>`;
    })
    .join('');
  const title = `${caption}: ${String(season.year)} ${SEASON_LABELS[season.seasonType]}`;
  return `<div class="scroll" role="region"${attribute('aria-label', caption)} tabindex="0"><table><caption>${markupText(title)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}
