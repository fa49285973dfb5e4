/**
 * A stat table that sorts, filters by position, pages by 20, switches season and downloads the view
 * as CSV, all without a page load, keeping the view in the URL (?sort=&dir=&pos=&page=; the season is
 * the path). The server renders every row of the page's season, so the table is complete without
 * JavaScript; once hydrated, the island pages and adds the controls.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import './data-table.css';
import type { StatColumn } from '../../lib/stats/columns.ts';
import { formatValue } from '../../lib/stats/format.ts';
import { POSITION_FILTERS } from '../../lib/leaders/positions.ts';
import { SEASON_LABELS } from '../../lib/seasons.ts';
import {
  csvFileName,
  defaultState,
  pageCount,
  pageRows,
  parseTableData,
  parseTableState,
  positionKey,
  sameSeason,
  shownColumns,
  tableCsv,
  tableDataPath,
  tableQuery,
  toggleSort,
  viewRows,
  type TableData,
  type TableKind,
  type TableState,
} from '../../lib/tables/table-view.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { $season, initSeason } from '../../stores/season.ts';
import { fetchSiteJson } from '../../api/site-json.ts';

interface Props {
  kind: TableKind;
  caption: string;
  columns: readonly StatColumn[];
  initial: TableData;
  defaultSort: string;
  nameLabel: string;
  positionFilter: boolean;
}

type Load = { state: 'ready' } | { state: 'loading' } | { state: 'error'; message: string };

export default function SortableStatTable({ kind, caption, columns: allColumns, initial, defaultSort, nameLabel, positionFilter }: Props) {
  const [data, setData] = useState(initial);
  const [view, setView] = useState<TableState>(() => defaultState(defaultSort));
  const [hydrated, setHydrated] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'ready' });
  const season = useStore($season);
  const filterId = useId();

  useEffect(() => {
    initSeason({ year: initial.year, seasonType: initial.seasonType });
    setView(parseTableState(window.location.search, allColumns.map((column) => column.id), defaultSort));
    setHydrated(true);
    const onPopState = (): void => {
      setView(parseTableState(window.location.search, allColumns.map((column) => column.id), defaultSort));
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
    };
  }, [initial, allColumns, defaultSort]);

  // A new season from the switcher: fetch its rows (the page's own season is already here).
  useEffect(() => {
    if (season === null || sameSeason(season, data)) return;
    if (sameSeason(season, initial)) {
      setData(initial);
      return;
    }
    const url = tableDataPath(kind, season);
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchSiteJson(url, controller.signal)
      .then((json) => {
        if (controller.signal.aborted) return;
        setData(parseTableData(json, kind, season, url));
        setView((current) => ({ ...current, page: 1 }));
        setLoad({ state: 'ready' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      controller.abort();
    };
  }, [season, data, initial, kind]);

  useEffect(() => {
    if (!hydrated) return;
    const url = `${window.location.pathname}${tableQuery(view, defaultSort)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
  }, [view, hydrated, defaultSort]);

  const columns = useMemo(() => shownColumns(allColumns, data.rows, (row, column) => row.values[column.id]), [allColumns, data]);
  const rows = useMemo(() => viewRows(data.rows, view, data.year), [data, view]);
  const pages = pageCount(rows.length);
  const page = Math.min(view.page, pages);
  const shown = hydrated ? pageRows(rows, page) : rows;
  const first = rows.length === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;

  const downloadCsv = (): void => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([tableCsv(columns, rows, nameLabel)], { type: 'text/csv;charset=utf-8' }));
    link.download = csvFileName(kind, data);
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const ariaSort = (id: string): 'ascending' | 'descending' | undefined =>
    view.sort === id ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const header = (id: string, label: string, title: string) =>
    hydrated ? (
      <button type="button" onClick={() => { setView((current) => toggleSort(current, id)); }} title={`Sort by ${title}`}>
        <abbr title={title}>{label}</abbr>
      </button>
    ) : (
      <abbr title={title}>{label}</abbr>
    );

  return (
    <div className="sortable-table data-table" data-kind={kind} data-year={data.year} data-season-type={data.seasonType} data-hydrated={hydrated}>
      {/* Only a hydrated table sorts, so only it says so. */}
      {hydrated && <p className="sort-hint">Click a column to sort; lower-is-better stats sort fewest first.</p>}
      {hydrated && (
        <div className="controls">
          {positionFilter && (
            <label htmlFor={filterId}>
              Position{' '}
              <select
                id={filterId}
                value={view.position ?? ''}
                onChange={(event) => {
                  const position = event.target.value;
                  setView((current) => ({ ...current, position: position === '' ? null : position, page: 1 }));
                }}
              >
                <option value="">All positions</option>
                {POSITION_FILTERS.map((filter) => (
                  <option key={filter.label} value={positionKey(filter)}>
                    {filter.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="button" className="csv" onClick={downloadCsv}>
            Download CSV
          </button>
          <span className="status" role="status">
            {load.state === 'loading' ? 'Loading…' : load.state === 'error' ? `Error: ${load.message}` : ''}
          </span>
        </div>
      )}
      <div className="scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption>
            {caption}: {data.year} {SEASON_LABELS[data.seasonType]}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="name" data-stat="name" aria-sort={ariaSort('name')}>
                {header('name', nameLabel, nameLabel)}
              </th>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  data-stat={column.id}
                  aria-sort={ariaSort(column.id)}
                  className={column.numeric ? 'numeric' : undefined}
                  style={{ minWidth: `${String(column.minWidth)}px` }}
                >
                  {header(column.id, column.shortLabel, column.longName)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id} data-id={row.id} data-position={row.position ?? undefined}>
                <th scope="row" className="name" data-stat="name" data-value={row.name}>
                  {row.href ? <a href={row.href}>{row.name}</a> : row.name}
                  {row.detail && <span className="detail">{row.detail}</span>}
                </th>
                {columns.map((column) => {
                  const value = row.values[column.id];
                  return (
                    <td key={column.id} data-stat={column.id} data-value={value ?? ''} className={column.numeric ? 'numeric' : undefined}>
                      {formatValue(column.format, value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hydrated && (
        <nav className="pager" aria-label={`${caption} pages`}>
          <button type="button" disabled={page <= 1} onClick={() => { setView((current) => ({ ...current, page: page - 1 })); }}>
            Previous
          </button>
          <span>
            {first}–{first === 0 ? 0 : first + shown.length - 1} of {rows.length} · Page {page} of {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => { setView((current) => ({ ...current, page: page + 1 })); }}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
