/**
 * The head and body of a StatTable as strings. A game log's page holds thousands of stat cells and
 * seven tables' column headings, and as template expressions each cell and heading cost Astro several
 * render objects and attribute calls: they were a large share of the whole build's time. The markup
 * is what the template made, byte for byte, but for a character beyond Latin-1 (the missing value's
 * dash), written as a reference (markup-text.ts).
 */
// Astro's own attributes, as its templates write them: the same bytes.
import { addAttribute } from 'astro/runtime/server/index.js';
import ColumnHeading from '../../islands/column-heading/ColumnHeading.tsx';
import { ariaSort, type SortDirection } from '../../lib/leaders/ranking.ts';
import type { StatColumn } from '../../lib/stats/columns.ts';
import { formatColumn } from '../../lib/stats/format.ts';
import { nameParts, type NameText, type StatTableRow } from '../../lib/tables/stat-rows.ts';
import { mapEntry } from '../../lib/map-entry.ts';
import { markupText } from '../markup-text.ts';
import { staticMarkup } from '../static-markup.ts';

/** The column a table's rows are sorted by. */
export interface TableSort {
  id: string;
  direction: SortDirection;
}

interface HeadOptions {
  ranked: boolean;
  /** Heading of the first column. */
  nameLabel: string;
  sortedBy?: TableSort | undefined;
}

/** Heads made so far, by what they show: most tables of a build share a few. */
const headsMade = new Map<string, string>();

function headCell(column: StatColumn, sortedBy: TableSort | undefined): string {
  const sort = sortedBy?.id === column.id ? ariaSort(sortedBy.direction) : undefined;
  const attributes = [
    addAttribute(column.id, 'data-stat'),
    addAttribute(sort, 'aria-sort'),
    addAttribute({ numeric: column.numeric }, 'class:list'),
    addAttribute(`min-width: ${String(column.minWidth)}px`, 'style'),
  ].join('');
  const { id, shortLabel, longName } = column;
  return `<th scope="col"${attributes}>${staticMarkup(ColumnHeading, { column: { id, shortLabel, longName } })}</th>`;
}

/** The head of a StatTable, `<thead>` included: rank heading when `ranked`, the name's, then a heading per column. */
export function statTableHead(columns: readonly StatColumn[], { ranked, nameLabel, sortedBy }: HeadOptions): string {
  const key = JSON.stringify([
    ranked,
    nameLabel,
    sortedBy ?? null,
    columns.map(({ id, shortLabel, longName, numeric, minWidth }) => [id, shortLabel, longName, numeric, minWidth]),
  ]);
  return mapEntry(headsMade, key, () => {
    const rank = ranked ? '<th scope="col" class="rank" data-stat="rank"><abbr title="Rank">#</abbr></th>' : '';
    const name = `<th scope="col" class="name" data-stat="name">${markupText(nameLabel)}</th>`;
    return `<thead><tr>${rank}${name}${columns.map((column) => headCell(column, sortedBy)).join('')}</tr></thead>`;
  });
}

/** A name column's text: the name as it is, or its parts, each kept whole on one line. */
function nameText(text: NameText): string {
  if (!nameParts(text)) return markupText(text);
  return text.map((part) => `<span class="part">${markupText(part)}</span>`).join(' ');
}

/** A column's cells: the opening tag each of them starts with, and the column. */
interface BodyColumn {
  cellStart: string;
  column: StatColumn;
}

function row(columns: readonly BodyColumn[], ranked: boolean, { id, name, href, detail, rank, stats }: StatTableRow) {
  let html = `<tr${String(addAttribute(id, 'data-id'))}>`;
  if (ranked) html += `<td class="rank" data-stat="rank">${markupText(rank ?? '')}</td>`;
  html += `<th scope="row" class="${nameParts(name) ? 'name parts' : 'name'}" data-stat="name">`;
  html += href ? `<a${String(addAttribute(href, 'href'))}>${nameText(name)}</a>` : nameText(name);
  if (detail) html += `<span class="detail">${markupText(detail)}</span>`;
  html += '</th>';
  for (const { cellStart, column } of columns) html += `${cellStart}${markupText(formatColumn(column, stats))}</td>`;
  return `${html}</tr>`;
}

/** The rows of a StatTable, `<tbody>` included: rank cell when `ranked`, the name, then a cell per column. */
export function statTableBody(columns: readonly StatColumn[], rows: readonly StatTableRow[], ranked: boolean): string {
  // A cell's opening tag is its column's: made once a table, not once a cell.
  const bodyColumns = columns.map((column) => ({
    cellStart: `<td${String(addAttribute(column.id, 'data-stat'))}${column.numeric ? ' class="numeric"' : ''}>`,
    column,
  }));
  return `<tbody>${rows.map((entry) => row(bodyColumns, ranked, entry)).join('')}</tbody>`;
}
