/**
 * One page of a stat table, as the server renders it into the page and the sortable table island
 * re-renders it for another view: the same markup either way (the server writes it as a string,
 * components/tables/table-view-markup.ts), so a view swapped in never moves the page. The column
 * headers are buttons; the island that holds the table sorts on their clicks.
 */
import type { StatColumn } from '../../lib/stats/columns.ts';
import { formatCell } from '../../lib/stats/format.ts';
import { ariaSort } from '../../lib/leaders/ranking.ts';
import { SEASON_LABELS } from '../../lib/seasons.ts';
import type { TableRow, TableSeason, TableState } from '../../lib/tables/table-view.ts';

export interface StatTableViewProps {
  caption: string;
  season: TableSeason;
  columns: readonly StatColumn[];
  /** The page's rows, in the view's order. */
  rows: readonly TableRow[];
  nameLabel: string;
  view: Pick<TableState, 'sort' | 'direction'>;
}

export default function StatTableView({ caption, season, columns, rows, nameLabel, view }: StatTableViewProps) {
  const sortOf = (id: string): 'ascending' | 'descending' | undefined =>
    view.sort === id ? ariaSort(view.direction) : undefined;
  const header = (label: string, title: string) => (
    <button type="button" title={`Sort by ${title}`}>
      <abbr title={title}>{label}</abbr>
    </button>
  );
  return (
    <div className="scroll" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>
          {caption}: {season.year} {SEASON_LABELS[season.seasonType]}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="name" data-stat="name" aria-sort={sortOf('name')}>
              {header(nameLabel, nameLabel)}
            </th>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                data-stat={column.id}
                aria-sort={sortOf(column.id)}
                className={column.numeric ? 'numeric' : undefined}
                style={{ minWidth: `${String(column.minWidth)}px` }}
              >
                {header(column.shortLabel, column.longName)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-id={row.id} data-position={row.position ?? undefined}>
              <th scope="row" className="name" data-stat="name">
                {row.href ? <a href={row.href}>{row.name}</a> : row.name}
                {row.detail && <span className="detail">{row.detail}</span>}
              </th>
              {columns.map((column) => (
                <td key={column.id} data-stat={column.id} className={column.numeric ? 'numeric' : undefined}>
                  {formatCell(column, row.values[column.id])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
