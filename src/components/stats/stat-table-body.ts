/**
 * The body of a StatTable as one string. A game log's page holds thousands of stat cells, and as
 * template expressions each cell cost Astro several render objects and attribute calls: the rows were
 * a large share of the whole build's time. The markup is what the template made, byte for byte,
 * escaped as Astro escapes text and attribute values.
 */
import type { StatColumn } from '../../lib/stats/columns.ts';
import { formatColumn } from '../../lib/stats/format.ts';
import { nameParts, type NameText, type StatTableRow } from '../../lib/tables/stat-rows.ts';

const TEXT_SPECIALS = /[&<>'"]/g;
const TEXT_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
  '"': '&quot;',
};
const escapeText = (text: string): string => text.replace(TEXT_SPECIALS, (char) => TEXT_ENTITIES[char] ?? char);
const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** A name column's text: the name as it is, or its parts, each kept whole on one line. */
function nameText(text: NameText): string {
  if (!nameParts(text)) return escapeText(text);
  return text.map((part) => `<span class="part">${escapeText(part)}</span>`).join(' ');
}

function row(columns: readonly StatColumn[], ranked: boolean, { id, name, href, detail, rank, stats }: StatTableRow) {
  let html = `<tr data-id="${escapeAttribute(id)}">`;
  if (ranked) html += `<td class="rank" data-stat="rank">${escapeText(rank ?? '')}</td>`;
  html += `<th scope="row" class="${nameParts(name) ? 'name parts' : 'name'}" data-stat="name">`;
  html += href ? `<a href="${escapeAttribute(href)}">${nameText(name)}</a>` : nameText(name);
  if (detail) html += `<span class="detail">${escapeText(detail)}</span>`;
  html += '</th>';
  for (const column of columns) {
    const numeric = column.numeric ? ' class="numeric"' : '';
    html += `<td data-stat="${escapeAttribute(column.id)}"${numeric}>${escapeText(formatColumn(column, stats))}</td>`;
  }
  return `${html}</tr>`;
}

/** The rows of a StatTable, `<tbody>` included: rank cell when `ranked`, the name, then a cell per column. */
export function statTableBody(columns: readonly StatColumn[], rows: readonly StatTableRow[], ranked: boolean): string {
  return `<tbody>${rows.map((entry) => row(columns, ranked, entry)).join('')}</tbody>`;
}
