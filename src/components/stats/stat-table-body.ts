/**
 * The body of a StatTable as one string. A game log's page holds thousands of stat cells, and as
 * template expressions each cell cost Astro several render objects and attribute calls: the rows were
 * a large share of the whole build's time. The markup is what the template made, byte for byte.
 */
// Astro's own escaping, as its templates use it: the same bytes.
import { addAttribute, escapeHTML } from 'astro/runtime/server/index.js';
import type { StatColumn } from '../../lib/stats/columns.ts';
import { formatColumn } from '../../lib/stats/format.ts';
import { nameParts, type NameText, type StatTableRow } from '../../lib/tables/stat-rows.ts';

/** A name column's text: the name as it is, or its parts, each kept whole on one line. */
function nameText(text: NameText): string {
  if (!nameParts(text)) return escapeHTML(text);
  return text.map((part) => `<span class="part">${escapeHTML(part)}</span>`).join(' ');
}

function row(columns: readonly StatColumn[], ranked: boolean, { id, name, href, detail, rank, stats }: StatTableRow) {
  let html = `<tr${String(addAttribute(id, 'data-id'))}>`;
  if (ranked) html += `<td class="rank" data-stat="rank">${escapeHTML(rank ?? '')}</td>`;
  html += `<th scope="row" class="${nameParts(name) ? 'name parts' : 'name'}" data-stat="name">`;
  html += href ? `<a${String(addAttribute(href, 'href'))}>${nameText(name)}</a>` : nameText(name);
  if (detail) html += `<span class="detail">${escapeHTML(detail)}</span>`;
  html += '</th>';
  for (const column of columns) {
    const numeric = column.numeric ? ' class="numeric"' : '';
    html += `<td${String(addAttribute(column.id, 'data-stat'))}${numeric}>${escapeHTML(formatColumn(column, stats))}</td>`;
  }
  return `${html}</tr>`;
}

/** The rows of a StatTable, `<tbody>` included: rank cell when `ranked`, the name, then a cell per column. */
export function statTableBody(columns: readonly StatColumn[], rows: readonly StatTableRow[], ranked: boolean): string {
  return `<tbody>${rows.map((entry) => row(columns, ranked, entry)).join('')}</tbody>`;
}
